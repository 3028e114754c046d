// The host id a data folder keeps and advertises as TXT host= (issue 34, point 10), and how
// discovery reads it back: no network here, services are built as bonjour hands them over.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Service } from 'bonjour-service'
import { afterEach, describe, expect, it } from 'vitest'
import { HOST_ID_FILE, hostIdFor } from '../../src/main/net/host-id'
import { checkService } from '../../src/main/net/mdns-record'

function service(txt: Record<string, string>): Service {
  const raw = { fqdn: 'Ann (3f9a)._safehouse._tcp.local', port: 7777, addresses: ['192.168.1.5'], txt: { v: '2', game: 'spies-and-lies', games: 'spies-and-lies', open: '0', name: 'Ann', ...txt } }
  return raw as unknown as Service
}

describe('TXT host=', () => {
  it('is read back when it is a host id', () => {
    const checked = checkService(service({ host: '0123456789abcdef' }))
    expect(checked.ok && checked.host.hostId).toBe('0123456789abcdef')
  })

  it('is left out when absent or malformed, and the host is still listed', () => {
    for (const txt of [{} as Record<string, string>, { host: 'ABCDEF0123456789' }, { host: '0123' }, { host: '0123456789abcdef0' }, { host: 'x'.repeat(300) }]) {
      const checked = checkService(service(txt))
      expect(checked.ok).toBe(true)
      expect(checked.ok && 'hostId' in checked.host).toBe(false)
    }
  })
})

describe('a data folder’s host id', () => {
  const dirs: string[] = []
  const folder = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'safehouse-host-id-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('stays the same for the same folder and differs between folders', async () => {
    const a = folder()
    const first = await hostIdFor(a)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    expect(await hostIdFor(a)).toBe(first)
    expect(await hostIdFor(folder())).not.toBe(first)
  })

  it('replaces a damaged file with a new id', async () => {
    const a = folder()
    writeFileSync(join(a, HOST_ID_FILE), '{"id":"not hex"}')
    const id = await hostIdFor(a)
    expect(id).toMatch(/^[0-9a-f]{16}$/)
    expect(await hostIdFor(a)).toBe(id)
  })
})
