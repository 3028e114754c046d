// A guest who opens idle sockets until the host has no file descriptor left must not stop a move
// from being saved. The host runs as `npm run serve` in a child process under `ulimit -n 120`; the
// idle sockets come from 127.0.0.2-5 (other machines, within the per-address cap).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RoomRecord } from '../../src/main/host/room-record'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startServe, type ServeProcess } from '../support/host-server'
import { RawSocket } from '../support/raw-ws'
import { roomFileJson } from '../support/saved-rooms'

const processes: ServeProcess[] = []
const dirs: string[] = []
const sockets: RawSocket[] = []
const clients: TestClient[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  await Promise.all(clients.splice(0).map((c) => c.close()))
  for (const p of processes.splice(0)) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL')
    await p.exited
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The first view or error in `c`'s inbox (taken out of it), waiting for it if need be. */
async function answer(c: TestClient): Promise<{ type: string; seq?: number }> {
  for (let i = 0; i < 100; i++) {
    const at = c.inbox.findIndex((m) => m.type === 'view' || m.type === 'error')
    if (at >= 0) return c.inbox.splice(at, 1)[0] as { type: string; seq?: number }
    await c.settle(100)
  }
  throw new Error('no view and no error')
}

function savedMoves(dataDir: string, code: string): number {
  return (roomFileJson(join(dataDir, `${code}.room.json`)) as RoomRecord).moves.length
}

describe('saving under a file descriptor shortage', () => {
  it('with 99 idle sockets under a 120-descriptor limit, both players’ moves are still saved and shown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safehouse-fdlimit-'))
    dirs.push(dataDir)
    const p = await startServe(dataDir, 20_000, { fileLimit: 120 })
    processes.push(p)
    const ann = await TestClient.connect(p.wsUrl)
    const bob = await TestClient.connect(p.wsUrl)
    clients.push(ann, bob)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    await joinRoom(bob, code, 'Bob', 'blue')
    await ann.until((v) => v.prompt?.type === 'deploy')
    await bob.until((v) => v.prompt?.type === 'deploy')

    let refused = 0
    for (let i = 0; i < 99; i++) {
      try {
        sockets.push(await RawSocket.upgraded(p.port, `127.0.0.${2 + (i % 4)}`))
      } catch {
        refused += 1
      }
    }
    // The limit really was reached: the host could not take every socket.
    expect(refused).toBeGreaterThan(0)

    ann.inbox.length = 0
    bob.inbox.length = 0
    ann.act(ann.firstAction())
    expect(await answer(ann)).toMatchObject({ type: 'view', seq: 1 })
    expect(await answer(bob)).toMatchObject({ type: 'view', seq: 1 })
    bob.act(bob.firstAction(), 1)
    expect(await answer(bob)).toMatchObject({ type: 'view', seq: 2 })
    expect(savedMoves(dataDir, code)).toBe(2)
    expect(p.stderr()).not.toContain('could not save')
    console.info(`file limit: ${99 - refused} idle sockets held, ${refused} refused for lack of descriptors; both moves saved`)
  }, 120_000)
})
