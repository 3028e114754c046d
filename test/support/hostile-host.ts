// A host under attack, for the hostile-client tests: honest games frozen mid-play for attackers
// to aim at, and the checks afterwards that they were left exactly as they were and can finish.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { replay, type Action } from '../../src/engine/spies-and-lies'
import { TestClient, createRoom, playOut } from './client'
import { playUntil, recordFrames, seededPicker, settleRoom } from './honest-play'
import type { TestHost } from './host-server'
import { movesOf, setupOf, stateOf } from './sl-record'

/** A rate limit attackers never reach, so that what they hit is the protocol, not the limiter. */
export const GENEROUS = { perSecond: 100_000, capacity: 100_000 }

export type Connect = (url: string) => Promise<TestClient>

/**
 * Call at a test file's top level. An attack leaves hundreds of connections and rooms behind: what
 * a test opens through `client`, and the host it hands to `track`, are closed after it.
 */
export function closedAfterEach(): { client: Connect; track(th: TestHost): void } {
  let running: TestHost | null = null
  const clients: TestClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()))
    await running?.stop()
    running = null
  })
  return {
    async client(url) {
      const c = await TestClient.connect(url)
      clients.push(c)
      return c
    },
    track(th) {
      running = th
    },
  }
}

/** Faults raised anywhere in this process while the attack runs (the host runs in-process). */
export function watchProcess(): { faults: string[]; stop(): void } {
  const faults: string[] = []
  const onRejection = (reason: unknown) => faults.push(`unhandledRejection: ${reason instanceof Error ? reason.stack : String(reason)}`)
  const onException = (err: Error) => faults.push(`uncaughtException: ${err.stack ?? err.message}`)
  process.on('unhandledRejection', onRejection)
  process.on('uncaughtException', onException)
  return {
    faults,
    stop() {
      process.off('unhandledRejection', onRejection)
      process.off('uncaughtException', onException)
    },
  }
}

export interface HonestRoom {
  code: string
  players: TestClient[]
  watchers: TestClient[]
  tapes: string[][]
  record: string
  state: string
  file: string
}

/** A room with two honest players (and maybe a spectator) played to about seq 15, then frozen. */
export async function honestRoom(client: Connect, th: TestHost, seed: string, withSpectator: boolean): Promise<HonestRoom> {
  const red = await client(th.wsUrl)
  const blue = await client(th.wsUrl)
  const code = await createRoom(red)
  red.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
  await red.next('welcome')
  blue.send({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
  await blue.next('welcome')
  const watchers: TestClient[] = []
  if (withSpectator) {
    const eve = await client(th.wsUrl)
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.next('welcome')
    watchers.push(eve)
  }
  const picker = seededPicker(seed)
  const room = th.host.room(code)
  if (!room) throw new Error('no room')
  await playUntil([red, blue], (actions: Action[]) => picker.pick(actions), () => room.seq >= 15)
  await settleRoom(th.host, code, [red, blue, ...watchers])
  const players = [red, blue]
  return {
    code,
    players,
    watchers,
    tapes: [...players, ...watchers].map((c) => recordFrames(c)),
    ...snapshot(th, code),
  }
}

function snapshot(th: TestHost, code: string): { record: string; state: string; file: string } {
  const room = th.host.room(code)
  if (!room) throw new Error(`room ${code} is gone`)
  return {
    record: JSON.stringify(room.record),
    state: JSON.stringify(room.state),
    file: readFileSync(join(th.dataDir, `${code}.room.json`), 'utf8'),
  }
}

/**
 * A frame that only tells how many watch: attackers who know a room's code may watch it, and the
 * players are told (at most once a second, so that joining and leaving in a loop floods nobody).
 */
function spectatorNotice(th: TestHost, code: string, frame: string): boolean {
  const { spectators, ...rest } = JSON.parse(frame) as { type: string; spectators?: number }
  void spectators
  const room = th.host.room(code)
  return rest.type === 'seats' && room !== undefined && JSON.stringify(rest) === JSON.stringify({ type: 'seats', room: code, ...room.status(0) })
}

/** After an attack: every honest room is exactly as it was, and nobody honest heard a thing but who watches. */
export function expectUntouched(th: TestHost, rooms: HonestRoom[], tapeLengths: number[][]): void {
  rooms.forEach((r, i) => {
    const now = snapshot(th, r.code)
    expect(now.state, `room ${r.code}: state changed`).toBe(r.state)
    expect(now.record, `room ${r.code}: record changed`).toBe(r.record)
    expect(now.file, `room ${r.code}: save file changed`).toBe(r.file)
    expect(
      r.tapes.map((t, k) => t.length - t.slice(tapeLengths[i]?.[k] ?? 0).filter((f) => spectatorNotice(th, r.code, f)).length),
      `room ${r.code}: an honest connection got frames during the attack`,
    ).toEqual(tapeLengths[i])
    for (const c of [...r.players, ...r.watchers]) expect(c.closed, `room ${r.code}: an honest connection was closed`).toBeNull()
  })
}

/** The honest players play their games out, which must end in the state their moves replay to. */
export async function finishHonestGames(th: TestHost, rooms: HonestRoom[]): Promise<void> {
  await Promise.all(
    rooms.map((r, i) => {
      const picker = seededPicker(`finish/${i}`)
      return playOut(r.players, (actions) => picker.pick(actions), 30_000)
    }),
  )
  for (const r of rooms) {
    const room = th.host.room(r.code)
    if (!room) throw new Error('room gone')
    expect(stateOf(room).phase).toBe('over')
    expect(JSON.stringify(replay(setupOf(room.record), movesOf(room.record)))).toBe(JSON.stringify(room.state))
    expect(r.players.every((c) => c.seq === room.seq)).toBe(true)
  }
}
