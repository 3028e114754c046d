// A finished room's replay record (issue 26, point 3): what a room record becomes before it leaves
// the host. Everything that opens a seat (keys, guest keys, recovery codes), the computer's seed and
// the host's own bookkeeping (reach, listing, creator, who a computer seat is kept for) stay behind.
import { describe, expect, it } from 'vitest'
import { newSeed, newToken, recoveryCodeOf } from '../../src/main/host/codes'
import { replayRecordOf } from '../../src/main/host/replay-record'
import type { RoomRecord } from '../../src/main/host/room-record'
import { replayRecordSchema } from '../../src/shared/replay-record'
import { playRandomGame } from '../support/random-game'

function finishedRoom(): RoomRecord {
  const seed = 'replay-record/1'
  const played = playRandomGame(seed, {})
  return {
    format: 'safehouse-room',
    version: 3,
    code: 'KJHGF',
    game: 'spies-and-lies',
    name: 'Ann’s game',
    options: { wall: 3, deduction: true },
    seed,
    botSeed: newSeed(),
    seats: {
      red: { name: 'Computer', token: newToken(), bot: 'hard', keptFor: 'Ann', guestToken: newToken() },
      blue: { name: 'Bob', token: newToken(), bot: null },
    },
    creator: 'red',
    started: true,
    reach: 'local',
    listed: false,
    moves: played.moves,
    result: { reason: 'forfeit', seat: 'red', winners: ['blue'] },
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:30:00.000Z',
  }
}

describe('replayRecordOf', () => {
  it('keeps the setup, the seats’ names and levels, every move and the result', () => {
    const room = finishedRoom()
    const record = replayRecordOf(room, '2026-01-01T10:20:00.000Z')
    expect(record).toEqual({
      format: 'safehouse-replay',
      version: 1,
      game: 'spies-and-lies',
      code: 'KJHGF',
      name: 'Ann’s game',
      options: { wall: 3, deduction: true },
      seed: room.seed,
      seats: { red: { name: 'Computer', bot: 'hard' }, blue: { name: 'Bob', bot: null } },
      moves: room.moves,
      result: { reason: 'forfeit', seat: 'red', winners: ['blue'] },
      finishedAt: '2026-01-01T10:20:00.000Z',
    })
    expect(replayRecordSchema.parse(record)).toEqual(record)
    // Seats in the game's turn order, as the room keeps them.
    expect(Object.keys(record.seats)).toEqual(['red', 'blue'])
  })

  it('leaves behind every key, recovery code, the computer’s seed and the host’s bookkeeping', () => {
    const room = finishedRoom()
    const text = JSON.stringify(replayRecordOf(room, room.updatedAt))
    for (const seat of Object.values(room.seats)) {
      expect(text).not.toContain(seat.token)
      expect(text).not.toContain(recoveryCodeOf(seat.token))
      if (seat.guestToken) expect(text).not.toContain(seat.guestToken)
    }
    expect(text).not.toContain(room.botSeed)
    for (const field of ['token', 'guestToken', 'keptFor', 'botSeed', 'reach', 'listed', 'creator', 'started', 'createdAt', 'updatedAt']) {
      expect(text).not.toContain(`"${field}"`)
    }
  })

  it('has no result when the rules ended the game, and does not share the room’s arrays', () => {
    const room = finishedRoom()
    delete room.result
    const record = replayRecordOf(room, room.updatedAt)
    expect('result' in record).toBe(false)
    expect(replayRecordSchema.parse(record)).toEqual(record)
    record.moves.pop()
    expect(room.moves.length).toBe(record.moves.length + 1)
  })
})
