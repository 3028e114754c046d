// Issue 34, point 2: once the computer kept Dan's seat warm, the record named only the seat's last
// holder, so Dan's earlier moves showed as the computer's and, after he came back, the computer's as
// his. Now the record keeps who held each seat from which move on (the person, the computer keeping
// it for them, a guest a teammate let in), and the replay record and record files carry it.
import { describe, expect, it } from 'vitest'
import { createRoom, joinRoom, resumeSeat } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'
import { guestInBobsSeat } from '../support/team-scenes'
import { replayRecordOf } from '../../src/main/host/replay-record'
import { savedRoomSchema } from '../../src/main/host/room-record'
import { replayOfRoomRecord, replayRecordSchema } from '../../src/shared/replay-record'
import { holderAt, withHolderChange, type Holder } from '../../src/shared/seat-holders'

const { client, running } = clientsPerTest({ host: { graceMs: 50 } })

function recordOf(code: string) {
  const record = running().host.room(code)?.record
  if (!record) throw new Error(`no room ${code}`)
  return record
}

const DAN: Holder = { as: 'person', name: 'Dan' }
const COMPUTER: Holder = { as: 'computer', name: 'Dan', level: 'easy' }

describe('withHolderChange and holderAt', () => {
  it('files the first holder from move 0 with the first change, and names the holder of every move', () => {
    const once = withHolderChange(undefined, 'blue', 3, DAN, COMPUTER)
    const twice = withHolderChange(once, 'blue', 7, COMPUTER, DAN)
    expect(twice).toEqual([
      { seat: 'blue', from: 0, ...DAN },
      { seat: 'blue', from: 3, ...COMPUTER },
      { seat: 'blue', from: 7, ...DAN },
    ])
    expect([0, 2, 3, 6, 7, 40].map((move) => holderAt(twice, 'blue', move)?.as)).toEqual(['person', 'person', 'computer', 'computer', 'person', 'person'])
    expect(holderAt(twice, 'red', 5)).toBeUndefined()
    expect(holderAt(undefined, 'blue', 5)).toBeUndefined()
  })

  it('keeps one holder per seat and move: a change before the seat moved again replaces the last, and one back to the same holder leaves nothing new', () => {
    const handed = withHolderChange(undefined, 'blue', 3, DAN, COMPUTER)
    // Dan comes back before the computer made a move: the computer never held the seat for one.
    expect(withHolderChange(handed, 'blue', 3, COMPUTER, DAN)).toEqual([{ seat: 'blue', from: 0, ...DAN }])
    const guest: Holder = { as: 'guest', name: 'Dan', by: 'Cat' }
    expect(withHolderChange(handed, 'blue', 3, COMPUTER, guest)).toEqual([
      { seat: 'blue', from: 0, ...DAN },
      { seat: 'blue', from: 3, ...guest },
    ])
    expect(handed).toEqual([
      { seat: 'blue', from: 0, ...DAN },
      { seat: 'blue', from: 3, ...COMPUTER },
    ])
  })
})

describe('the record keeps who held each seat (issue 34, point 2)', () => {
  it('Bob’s deploy is Bob’s, the computer’s moves are the computer’s, and Bob is back from his return on; the replay record says so too', async () => {
    const [ann, bob] = [await client(), await client()]
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const bobIn = await joinRoom(bob, code, 'Bob', 'blue')
    await ann.next('seats', (m) => m.started)
    // Bob deploys (move 0), then goes.
    await bob.until((v) => v.prompt !== null)
    bob.act(bob.firstAction())
    await ann.until((_v, seq) => seq >= 1)
    bob.send({ type: 'leave' })
    await ann.next('seats', (m) => m.seats.blue.left === true)
    const handedAt = recordOf(code).moves.length
    ann.send({ type: 'handToComputer', seat: 'blue', level: 'easy' })
    await ann.next('seats', (m) => m.seats.blue.bot)
    // Ann plays on until the computer has made a move for Bob (each round waits for the next view).
    const computerMoved = (): boolean => recordOf(code).moves.slice(handedAt).some((m) => m.seat === 'blue')
    for (let round = 0; round < 20 && !computerMoved(); round++) {
      const seq = ann.seq
      if (ann.view?.prompt) ann.act(ann.firstAction())
      await ann.until((_v, s) => s > seq)
    }
    expect(computerMoved()).toBe(true)
    const owner = await client()
    await resumeSeat(owner, bobIn.token as string)
    const backAt = recordOf(code).moves.length
    ann.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)

    const record = recordOf(code)
    expect(record.holders).toEqual([
      { seat: 'blue', from: 0, as: 'person', name: 'Bob' },
      { seat: 'blue', from: handedAt, as: 'computer', name: 'Bob', level: 'easy' },
      { seat: 'blue', from: backAt, as: 'person', name: 'Bob' },
    ])
    const blue = record.moves.flatMap((m, i) => (m.seat === 'blue' ? [i] : []))
    expect(holderAt(record.holders, 'blue', blue[0] as number)?.as).toBe('person')
    expect(blue.filter((i) => holderAt(record.holders, 'blue', i)?.as === 'computer').length).toBeGreaterThan(0)
    // The seat's record names its last holder only: Bob, back.
    expect(record.seats.blue).toMatchObject({ name: 'Bob', bot: null })

    // The replay record (and so a record file) carries the history; a file of it loads back with it.
    const replay = replayRecordSchema.parse(replayRecordOf(record, record.updatedAt))
    expect(replay.holders).toEqual(record.holders)
    expect(replayRecordSchema.parse(replayOfRoomRecord(JSON.parse(JSON.stringify(record)) as Record<string, unknown>)).holders).toEqual(record.holders)
    expect(savedRoomSchema.parse(JSON.parse(JSON.stringify(record))).holders).toEqual(record.holders)
  })

  it('files a guest a teammate let in under the seat’s player’s name, with who let them in, until the player is back', async () => {
    const { code, ann, bob: bobIn } = await guestInBobsSeat(client)
    expect(recordOf(code).holders).toEqual([{ seat: 'red2', from: 0, as: 'guest', name: 'Bob', by: 'Ann' }])
    // The live tables hear it with the seats.
    expect((await ann.next('seats', (m) => m.holders !== undefined)).holders).toEqual(recordOf(code).holders)
    const owner = await client()
    await resumeSeat(owner, bobIn.token as string)
    // Back before any move of the guest's: only Bob ever held the seat for a move.
    expect(recordOf(code).holders).toEqual([{ seat: 'red2', from: 0, as: 'person', name: 'Bob' }])
  })

  it('loads a record without the history (saved before it) as it was, and refuses a malformed one', () => {
    const saved = JSON.parse(JSON.stringify(recordForSchema())) as Record<string, unknown>
    expect(savedRoomSchema.parse(saved).holders).toBeUndefined()
    expect(savedRoomSchema.safeParse({ ...saved, holders: [{ seat: 'blue', from: -1, as: 'person', name: 'Bob' }] }).success).toBe(false)
    expect(savedRoomSchema.safeParse({ ...saved, holders: [{ seat: 'blue', from: 0, as: 'spy', name: 'Bob' }] }).success).toBe(false)
    expect(savedRoomSchema.safeParse({ ...saved, holders: 'Bob' }).success).toBe(false)
  })
})

/** A two-player room record of format 3 as saved before the history. */
function recordForSchema(): Record<string, unknown> {
  const token = (c: string) => c.repeat(32)
  return {
    format: 'safehouse-room',
    version: 3,
    code: 'ABCDE',
    game: 'spies-and-lies',
    name: 'Room ABCDE',
    options: {},
    seed: 'seed',
    botSeed: 'bots',
    seats: { red: { name: 'Ann', token: token('a'), bot: null }, blue: { name: 'Bob', token: token('b'), bot: null } },
    started: true,
    moves: [],
    createdAt: '2026-12-07T17:00:00.000Z',
    updatedAt: '2026-12-07T17:00:00.000Z',
  }
}
