// Issue 28, point 4: where a host listened last time, kept in its data folder (src/main/net/port-memory.ts).
// A fake `listen` stands for the sockets: which ports are taken is the test's to say.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PORT_FILE, listenRemembered } from '../../src/main/net/port-memory'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir(memory?: { wanted: number; port: number }): string {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-port-'))
  dirs.push(dir)
  if (memory) writeFileSync(join(dir, PORT_FILE), JSON.stringify(memory))
  return dir
}

/** Listens on the first free port asked for; port 0 gets `any`. */
function fakeListen(taken: readonly number[], any = 40_123) {
  const tried: number[] = []
  const listen = async (port: number) => {
    tried.push(port)
    if (taken.includes(port)) throw Object.assign(new Error('in use'), { code: 'EADDRINUSE' })
    return { port: port === 0 ? any : port }
  }
  return { listen, tried }
}

describe('listenRemembered', () => {
  it('the first time, with the wanted port taken: any port, no address to say has changed, and it is remembered', async () => {
    const dir = dataDir()
    const { listen, tried } = fakeListen([7777])
    const { server, moved } = await listenRemembered({ dataDir: dir, wanted: 7777, listen })
    expect([server.port, moved, tried]).toEqual([40_123, null, [7777, 0]])
    expect(JSON.parse(readFileSync(join(dir, PORT_FILE), 'utf8'))).toEqual({ wanted: 7777, port: 40_123 })
  })

  it('comes back on last time’s port while the wanted one is still taken', async () => {
    const { listen, tried } = fakeListen([7777])
    const { server, moved } = await listenRemembered({ dataDir: dataDir({ wanted: 7777, port: 40_123 }), wanted: 7777, listen })
    expect([server.port, moved, tried]).toEqual([40_123, null, [7777, 40_123]])
  })

  it('says the address changed when it comes back elsewhere, also on the wanted port', async () => {
    const free = fakeListen([])
    expect((await listenRemembered({ dataDir: dataDir({ wanted: 7777, port: 40_123 }), wanted: 7777, listen: free.listen })).moved).toBe(40_123)
    const squatted = fakeListen([7777, 40_123], 50_000)
    const elsewhere = await listenRemembered({ dataDir: dataDir({ wanted: 7777, port: 40_123 }), wanted: 7777, listen: squatted.listen })
    expect([elsewhere.server.port, elsewhere.moved]).toEqual([50_000, 40_123])
  })

  it('a fallback for a remembered port that was taken is not remembered: next time the old port is tried first again (issue 34, point 10)', async () => {
    const dir = dataDir({ wanted: 0, port: 41_000 })
    const squatted = fakeListen([41_000], 50_000)
    const elsewhere = await listenRemembered({ dataDir: dir, wanted: 0, listen: squatted.listen })
    expect([elsewhere.server.port, elsewhere.moved]).toEqual([50_000, 41_000])
    expect(JSON.parse(readFileSync(join(dir, PORT_FILE), 'utf8'))).toEqual({ wanted: 0, port: 41_000 })
    const freed = fakeListen([])
    const back = await listenRemembered({ dataDir: dir, wanted: 0, listen: freed.listen })
    expect([back.server.port, back.moved, freed.tried]).toEqual([41_000, null, [41_000]])
    // The desktop's wanted port and its remembered fallback both taken: the memory stays as it was.
    const desk = dataDir({ wanted: 7777, port: 40_123 })
    await listenRemembered({ dataDir: desk, wanted: 7777, listen: fakeListen([7777, 40_123], 50_000).listen })
    expect(JSON.parse(readFileSync(join(desk, PORT_FILE), 'utf8'))).toEqual({ wanted: 7777, port: 40_123 })
  })

  it('port 0 (serve) tries the remembered port first; another wish, or a strict one, ignores it', async () => {
    const zero = fakeListen([])
    expect((await listenRemembered({ dataDir: dataDir({ wanted: 0, port: 41_000 }), wanted: 0, listen: zero.listen })).server.port).toBe(41_000)
    const other = fakeListen([])
    await listenRemembered({ dataDir: dataDir({ wanted: 0, port: 41_000 }), wanted: 7000, listen: other.listen })
    expect(other.tried).toEqual([7000])
    const strict = fakeListen([7000])
    await expect(listenRemembered({ dataDir: dataDir({ wanted: 7000, port: 41_000 }), wanted: 7000, strict: true, listen: strict.listen })).rejects.toThrow('in use')
    expect(strict.tried).toEqual([7000])
  })

  it('a memory file that is not what it should be is ignored', async () => {
    const dir = dataDir()
    writeFileSync(join(dir, PORT_FILE), '{"wanted":0,"port":"a"}')
    const { listen, tried } = fakeListen([])
    await listenRemembered({ dataDir: dir, wanted: 0, listen })
    expect(tried).toEqual([0])
  })
})
