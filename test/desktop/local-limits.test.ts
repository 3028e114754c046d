// Issue 11: with the host full of rooms from the Wi-Fi, the desktop player's own game against the
// computer failed too. Local rooms (the app's own 127.0.0.1 server) now have limits of their own:
// no number of network rooms refuses them, and they never use up the network's.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import { DesktopHost } from '../../src/main/desktop/desktop-host'
import type { AdvertiseOptions } from '../../src/main/net/mdns'
import { TestClient, createRoom, joinRoom } from '../support/client'

let dir: string
let hosts: DesktopHost[]
let clients: TestClient[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-local-limits-'))
  hosts = []
  clients = []
})

afterEach(async () => {
  for (const c of clients) c.ws.terminate()
  await Promise.all(hosts.map((h) => h.close()))
  rmSync(dir, { recursive: true, force: true })
})

function makeHost(): DesktopHost {
  const host = new DesktopHost({
    roomsDir: join(dir, 'rooms'),
    rendererDir: join(dir, 'no-renderer'),
    allowedOrigins: [APP_ORIGIN],
    // Tests play the computer unpaced (the app paces it by default).
    pacing: null,
    name: () => 'Ann’s laptop',
    lanPort: () => 0,
    lanAddress: '127.0.0.1',
    discovery: false,
    warn: () => {},
    // A small network limit, so that a few guests fill it.
    limits: { network: { rooms: 2 }, local: { rooms: 2 } },
    deps: {
      advertise: (options: AdvertiseOptions) => ({ instanceName: options.name, fqdn: `${options.name}._safehouse._tcp.local`, setOpen: () => {}, stop: async () => {} }),
      lanAddresses: () => ['192.168.1.50'],
    },
  })
  hosts.push(host)
  return host
}

async function connect(url: string, from?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, { Origin: APP_ORIGIN }, from ? { localAddress: from } : {})
  clients.push(c)
  return c
}

async function tryCreate(c: TestClient, extra: Record<string, unknown> = {}): Promise<string> {
  c.send({ type: 'createRoom', game: 'spies-and-lies', ...extra })
  for (;;) {
    const m = c.inbox.find((x) => x.type === 'room' || x.type === 'error')
    if (m) return m.type === 'error' ? m.code : 'room'
    await c.settle(10_000)
    if (c.closed) throw new Error('closed')
  }
}

describe('local rooms on a full host', () => {
  it('guests on the Wi-Fi fill the network rooms; the player still starts and plays a game on this computer', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const lan = await host.startHosting()
    expect(await tryCreate(await connect(lan.wsUrl, '127.0.0.2'))).toBe('room')
    expect(await tryCreate(await connect(lan.wsUrl, '127.0.0.3'))).toBe('room')
    expect(await tryCreate(await connect(lan.wsUrl, '127.0.0.4'))).toBe('host-full')

    const me = await connect(local.wsUrl)
    const code = await createRoom(me, { bots: ['blue'], botLevel: 'easy' })
    expect((await joinRoom(me, code, 'Me', 'red')).started).toBe(true)
    me.act(me.firstAction())
    await me.next('view', (v) => v.seq >= 1)
  })

  it('local rooms do not count toward the network’s', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const me = await connect(local.wsUrl)
    expect(await tryCreate(me, { bots: ['blue'] })).toBe('room')
    expect(await tryCreate(await connect(local.wsUrl), { bots: ['blue'] })).toBe('room')
    expect(await tryCreate(await connect(local.wsUrl), { bots: ['blue'] })).toBe('host-full')
    const lan = await host.startHosting()
    expect(await tryCreate(await connect(lan.wsUrl, '127.0.0.2'))).toBe('room')
    expect(await tryCreate(await connect(lan.wsUrl, '127.0.0.3'))).toBe('room')
  })
})
