// Protocol v2 keeps v1 clients of two-player Spies & Lies working, and rooms saved by the v1 host
// still resume. Both against fixtures recorded with the v1 host (test/fixtures/README.md).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestClient, playOut, randomPicker, resumeSeat } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'
import { roomFileJson } from '../support/saved-rooms'

// The same made-up codes, tokens and seeds as the recording.
let tokenN = 0
vi.mock('../../src/main/host/codes', async (original) => ({
  ...(await original<typeof import('../../src/main/host/codes')>()),
  newRoomCode: () => 'VWXYZ',
  newToken: () => `v1-fixture-token-${String(++tokenN).padStart(4, '0')}`,
  newSeed: () => 'v1-fixture-seed',
}))

const FIXTURES = join(__dirname, '..', 'fixtures')

interface RecordedFrame {
  client: string
  dir: 'out' | 'in'
  frame: Record<string, unknown>
}

/** Fields v2 added to v1 messages; everything else must be exactly as v1 sent it. */
const V2_ADDITIONS: Record<string, readonly string[]> = {
  welcome: ['started', 'teams', 'creator', 'spectators', 'recovery', 'actIds', 'listed'],
  seats: ['started', 'teams', 'creator', 'spectators', 'listed'],
}

let running: TestHost | null = null
const clients: TestClient[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('v1 compatibility', () => {
  it('a recorded v1 session replays against today’s host and gets the same answers (v2 only adds fields)', async () => {
    tokenN = 0
    running = await startTestHost()
    const { frames } = JSON.parse(readFileSync(join(FIXTURES, 'v1-session.json'), 'utf8')) as { frames: RecordedFrame[] }
    const connections = new Map<string, TestClient>()
    let checked = 0
    for (const entry of frames) {
      let c = connections.get(entry.client)
      if (!c) {
        // 'b2' is 'b' coming back on a new connection: the recording closed 'b' first.
        const previous = connections.get(entry.client.replace(/\d+$/, ''))
        if (previous && previous !== c) await previous.close()
        c = await TestClient.connect(running.wsUrl)
        clients.push(c)
        connections.set(entry.client, c)
      }
      if (entry.dir === 'out') {
        c.send(entry.frame)
        continue
      }
      const type = entry.frame.type as Parameters<TestClient['next']>[0]
      const got = (await c.next(type)) as unknown as Record<string, unknown>
      const added = Object.keys(got).filter((key) => !(key in entry.frame))
      expect(added.every((key) => V2_ADDITIONS[type]?.includes(key)), `${type} gained ${added.join(', ')}`).toBe(true)
      // An error's message is prose for people and may be reworded; its code is the contract.
      const compared = Object.keys(entry.frame).filter((key) => !(type === 'error' && key === 'message'))
      expect(Object.fromEntries(compared.map((key) => [key, got[key]]))).toEqual(Object.fromEntries(compared.map((key) => [key, entry.frame[key]])))
      checked += 1
    }
    expect(checked).toBe(frames.filter((f) => f.dir === 'in').length)
    expect(checked).toBeGreaterThan(80)
  }, 60_000)

  it('a room saved by the v1 host resumes: both seats come back at the saved seq and the game plays to the end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safehouse-v1-'))
    dirs.push(dataDir)
    const saved = JSON.parse(readFileSync(join(FIXTURES, 'v1-room.json'), 'utf8')) as { version: number; code: string; moves: unknown[] }
    expect(saved.version).toBe(1)
    copyFileSync(join(FIXTURES, 'v1-room.json'), join(dataDir, `${saved.code}.room.json`))
    running = await startTestHost({ dataDir })
    expect(running.warnings).toEqual([])
    const room = running.host.room(saved.code)
    expect(room?.record.version).toBe(3)
    expect(room?.record.started).toBe(true)

    const ann = await TestClient.connect(running.wsUrl)
    const bob = await TestClient.connect(running.wsUrl)
    clients.push(ann, bob)
    const red = await resumeSeat(ann, 'v1-fixture-token-0001')
    const blue = await resumeSeat(bob, 'v1-fixture-token-0002')
    expect(red.welcome).toMatchObject({ seat: 'red', started: true, seats: { red: { name: 'Ann' }, blue: { name: 'Bob' } } })
    expect(blue.welcome.seat).toBe('blue')
    expect(red.view.seq).toBe(saved.moves.length)
    await playOut([ann, bob], randomPicker('v1-room'))
    expect(ann.view?.winner).not.toBeNull()
    // Saved again in today's format.
    const after = roomFileJson(join(dataDir, `${saved.code}.room.json`)) as { version: number; started: boolean }
    expect(after).toMatchObject({ version: 3, started: true })
  }, 60_000)
})
