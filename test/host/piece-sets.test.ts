// Saved Confusion games keep replaying after M04 gained its backward move (issue 25, point 7): a
// room saved before (room format 1 or 2) is played with movement set 1, so every loader stamps
// `pieces: 1` on it (room format 3); new rooms name no set and are played with the current one.
// The fixture test/fixtures/v2-confusion-room.json is a game the previous version saved, in which
// White's M04 spy tried a square back and was refused (test/fixtures/README.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { RuleError, legalActions, type GameState, type PlayerView, type Seat } from '../../src/engine/confusion'
import { Host } from '../../src/main/host/host'
import { replayRecordOf, roomOfReplay } from '../../src/main/host/replay-record'
import { Room } from '../../src/main/host/room'
import { ROOM_FORMAT_VERSION, roomRecordSchema, savedRoomSchema, type RoomRecord } from '../../src/main/host/room-record'
import type { Connection } from '../../src/main/host/session'
import { FileRoomStore } from '../../src/main/host/store'
import { OPTION_STAMPS, freshOptions, stampedOptions } from '../../src/shared/room-migration'
import type { HostMessage as AnyHostMessage } from '../../src/shared/protocol'
import { roomFileJson } from '../support/saved-rooms'

type HostMessage = AnyHostMessage<PlayerView>

const FIXTURES = join(__dirname, '..', 'fixtures')
const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>

/** What the previous version's rules made of the fixture's moves (recorded with it). */
interface Expected {
  spies: Array<Pick<GameState['spies'][number], 'owner' | 'label' | 'movement' | 'at' | 'promoted' | 'removed' | 'tries'>>
  briefcase: GameState['briefcase']
  winner: GameState['winner']
  turns: number
  log: GameState['log']
}
const EXPECTED = fixture('v2-confusion-room.expected.json') as unknown as Expected

function outcome(state: GameState): Expected {
  return {
    spies: state.spies.map((s) => ({ owner: s.owner, label: s.label, movement: s.movement, at: s.at, promoted: s.promoted, removed: s.removed, tries: s.tries })),
    briefcase: state.briefcase,
    winner: state.winner,
    turns: state.turns,
    log: state.log,
  }
}

const dirs: string[] = []
const hosts: Host[] = []
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

class Inbox implements Connection {
  readonly messages: HostMessage[] = []
  send(message: HostMessage): void {
    this.messages.push(message)
  }
  close(): void {}
  take<T extends HostMessage['type']>(type: T): Array<Extract<HostMessage, { type: T }>> {
    return this.messages.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type)
  }
}

describe('a Confusion room saved before set 2 (room format 2)', () => {
  const saved = fixture('v2-confusion-room.json')

  it('loads as room format 3 with `pieces: 1`, and nothing else changed', () => {
    expect(saved).toMatchObject({ version: 2, game: 'confusion', options: {} })
    const record = savedRoomSchema.parse(saved)
    expect(ROOM_FORMAT_VERSION).toBe(3)
    expect(record).toEqual({ ...saved, version: 3, options: { pieces: 1 } })
    // It is a record of the current format now, written as such.
    expect(roomRecordSchema.parse(record)).toEqual(record)
  })

  it('replays to exactly the state the previous version reached, under set 1', () => {
    const room = new Room(savedRoomSchema.parse(saved))
    const state = room.state as GameState
    expect(state.rules.pieces).toBe(1)
    expect(room.over).toBe(true)
    expect(outcome(state)).toEqual(EXPECTED)
    // White's M04 spy (H) was refused a square back, and stayed.
    expect(state.log[2]).toEqual({ type: 'attempt', seat: 'white', from: [3, 1], to: [3, 0], yes: false })
    expect(state.spies.find((s) => s.owner === 'white' && s.label === 'H')).toMatchObject({ movement: 'M04', at: [3, 1] })
  })

  it('would not replay under set 2: its moves were legal only with the pieces it was played with', () => {
    const unstamped = { ...savedRoomSchema.parse(saved), options: {} }
    expect(() => new Room(unstamped)).toThrow(RuleError)
    expect(() => new Room({ ...unstamped, options: { pieces: 2 } })).toThrow(/no spy stands on \[3,1\]/)
  })

  it('gives a replay record with `pieces: 1` that replays the same', async () => {
    const record = savedRoomSchema.parse(saved)
    const replay = replayRecordOf(record, record.updatedAt)
    expect(replay.options).toEqual({ pieces: 1 })
    expect(outcome((await roomOfReplay(replay)).state as GameState)).toEqual(EXPECTED)
  })

  it('is resumed by the host from its data folder, played on under set 1, and saved again in format 3', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safehouse-pieces-'))
    dirs.push(dir)
    // The game ten moves in, both seats held by people.
    const seats = saved.seats as Record<Seat, { name: string; token: string; bot: string | null }>
    const midway = { ...saved, moves: (saved.moves as unknown[]).slice(0, 10), seats: { white: seats.white, red: { ...seats.red, name: 'Bob', bot: null } } }
    writeFileSync(join(dir, `${String(saved.code)}.room.json`), JSON.stringify(midway))
    const { host, skipped } = await Host.open({ store: new FileRoomStore(dir), warn: () => {}, graceMs: 50 })
    hosts.push(host)
    expect(skipped).toEqual([])
    const room = host.room(String(saved.code))
    const state = room?.state as GameState
    const seat = state.turn
    const inbox = new Inbox()
    const session = host.connect(inbox)
    await session.handle({ type: 'resume', token: (seat === 'white' ? seats.white : seats.red).token })
    expect(inbox.take('view')[0]?.view.rules.pieces).toBe(1)
    const action = legalActions(state, seat).find((a) => a.type === 'move')
    if (!action) throw new Error('no move to play')
    await session.handle({ type: 'act', seq: 10, action })
    expect(inbox.take('error')).toEqual([])
    const after = roomFileJson(join(dir, `${String(saved.code)}.room.json`)) as RoomRecord
    expect(after).toMatchObject({ version: 3, options: { pieces: 1 } })
    expect(after.moves).toHaveLength(11)
  })
})

describe('every other saved room', () => {
  it('a room of format 1 (two-player Spies & Lies) still loads, with no stamp', () => {
    const v1 = fixture('v1-room.json')
    const record = savedRoomSchema.parse(v1)
    expect(record).toMatchObject({ version: 3, game: 'spies-and-lies', options: v1.options, started: true })
    expect(() => new Room(record)).not.toThrow()
  })

  it('a Spies & Lies or Agent DOG room of format 2 gets no stamp', () => {
    const v1 = fixture('v1-room.json')
    const { version: _v, ...rest } = v1
    void _v
    for (const game of ['spies-and-lies', 'agent-dog']) {
      const record = savedRoomSchema.parse({ ...rest, version: 2, game, options: { deduction: true }, started: true })
      expect(record.options, game).toEqual({ deduction: true })
    }
  })

  it('a Confusion room of format 3 names no set unless chosen, and is played with the current one', () => {
    const v2 = savedRoomSchema.parse(fixture('v2-confusion-room.json'))
    const fresh: RoomRecord = { ...v2, options: { deduction: true }, moves: [], started: false }
    expect(savedRoomSchema.parse(fresh).options).toEqual({ deduction: true })
    expect((new Room(fresh).state as GameState).rules.pieces).toBe(2)
    expect((new Room({ ...fresh, options: { pieces: 1 } }).state as GameState).rules.pieces).toBe(1)
    expect(() => new Room({ ...fresh, options: { pieces: 3 } })).toThrow(/options do not fit confusion/)
  })
})

describe('the stamps (src/shared/room-migration.ts)', () => {
  it('give Confusion rooms of format 1 or 2 set 1, and keep a set a room names', () => {
    expect(OPTION_STAMPS).toEqual([{ game: 'confusion', through: 2, options: { pieces: 1 } }])
    const options = { deduction: false }
    expect(stampedOptions('confusion', 1, options)).toEqual({ deduction: false, pieces: 1 })
    expect(stampedOptions('confusion', 2, options)).toEqual({ deduction: false, pieces: 1 })
    expect(stampedOptions('confusion', 3, options)).toBe(options)
    expect(stampedOptions('confusion', 2, { pieces: 2 })).toEqual({ pieces: 2 })
    expect(stampedOptions('confusion', undefined, options)).toBe(options)
    expect(stampedOptions('agent-dog', 2, options)).toBe(options)
    expect(options).toEqual({ deduction: false })
  })

  it('are left out of a new game made from a room (a rematch), which the current rules play', () => {
    expect(freshOptions('confusion', { pieces: 1, deduction: true, tokens: true })).toEqual({ deduction: true, tokens: true })
    expect(freshOptions('spies-and-lies', { pieces: 1, teams: true })).toEqual({ pieces: 1, teams: true })
  })
})

describe('a new Confusion room', () => {
  it('is written in room format 3 without a set, and played with the current one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safehouse-pieces-'))
    dirs.push(dir)
    const { host } = await Host.open({ store: new FileRoomStore(dir), warn: () => {}, graceMs: 50 })
    hosts.push(host)
    const ann = new Inbox()
    const session = host.connect(ann)
    await session.handle({ type: 'createRoom', game: 'confusion', options: {}, bots: [], botLevel: 'easy' })
    const code = ann.take('room')[0]?.room ?? ''
    await session.handle({ type: 'join', room: code, name: 'Ann', seat: 'white' })
    const saved = roomFileJson(join(dir, `${code}.room.json`)) as RoomRecord
    expect(saved).toMatchObject({ version: 3, game: 'confusion', options: {} })
    expect(ann.take('view').at(-1)?.view.rules.pieces).toBe(2)
  })
})
