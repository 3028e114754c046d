// Issue 26: a finished game's record opens as a replay: every move checked under the rules, a
// chapter wherever a day / turn / round begins, and at every step the frame a table shows: the
// seat's own view as the host sent it then (no prompt: a replay decides nothing), or everything
// revealed. A record of a game in play, or with a move the rules refuse, does not open.
import { describe, expect, it } from 'vitest'
import { gameModule } from '../../../src/engine/registry'
import { openReplay } from '../../../src/renderer/src/replay/open-replay'
import { ReplayLoadError } from '../../../src/renderer/src/replay/load-replay'
import type { GameId } from '../../../src/shared/protocol'
import { finishedGame } from '../../support/finished-game'

const GAMES: Array<{ game: GameId; options?: Record<string, unknown> }> = [
  { game: 'spies-and-lies' },
  { game: 'spies-and-lies', options: { teams: true } },
  { game: 'confusion' },
  { game: 'agent-dog', options: { players: 4 } },
]

describe('opening a replay', () => {
  for (const { game, options } of GAMES) {
    it(`${game}${options ? ` ${JSON.stringify(options)}` : ''}: each step shows the view the seat had then, and the board revealed`, async () => {
      const { record, states } = finishedGame(game, `replay-${game}-1`, options)
      const rules = gameModule(game)
      if (!rules) throw new Error(game)
      const replay = await openReplay(record)
      expect(replay.cursor.length).toBe(record.moves.length)
      expect(replay.chapters[0]?.step).toBe(0)
      for (let i = 1; i < replay.chapters.length; i++) expect(replay.chapters[i]?.step).toBeGreaterThan(replay.chapters[i - 1]?.step ?? 0)
      expect(replay.chapters.length).toBeGreaterThan(1)
      // Each chapter begins where the game's chapterOf changes, and nowhere else.
      const starts = states.flatMap((state, step) => (step === 0 || rules.chapterOf(state) !== rules.chapterOf(states[step - 1]) ? [{ n: rules.chapterOf(state), step }] : []))
      expect(replay.chapters).toEqual(starts)
      const seats = replay.cursor.seats
      for (const step of [0, 1, Math.floor(states.length / 3), Math.floor(states.length / 2), states.length - 2, states.length - 1]) {
        for (const seat of [...seats, null]) {
          const frame = replay.frame(step, { revealed: false, seat })
          expect(frame.step).toBe(step)
          expect(frame.seat).toBe(seat)
          expect(frame.view).toEqual({ ...rules.viewFor(states[step], seat), prompt: null })
          const revealed = replay.frame(step, { revealed: true, seat })
          expect(revealed.view).toEqual(rules.revealedViewFor(states[step], seat))
        }
      }
      const last = replay.frame(states.length - 1, { revealed: false, seat: seats[0] ?? null })
      expect(last.view.winner).not.toBeNull()
      expect(Object.keys(last.seats)).toEqual(seats)
      expect(last.seats[seats[0] as string]?.name).toBe('Ann')
    })
  }

  it('names each seat as it was held at the step, and carries the holder history to the table (issue 34, point 2)', async () => {
    const { record } = finishedGame('spies-and-lies', 'replay-holders', { teams: true })
    const holders = [
      { seat: 'red2', from: 0, as: 'person' as const, name: 'Bob' },
      { seat: 'red2', from: 5, as: 'computer' as const, name: 'Bob', level: 'easy' as const },
      { seat: 'red2', from: 9, as: 'person' as const, name: 'Bob' },
    ]
    const replay = await openReplay({ ...record, holders })
    const red2At = (step: number) => replay.frame(step, { revealed: true, seat: null }).seats.red2
    expect(red2At(4)).toEqual({ name: 'Bob', connected: true, bot: false })
    expect(red2At(5)).toEqual({ name: 'Computer', connected: true, bot: true, keptFor: 'Bob', level: 'easy' })
    expect(red2At(9)).toEqual({ name: 'Bob', connected: true, bot: false })
    expect(replay.frame(5, { revealed: true, seat: null }).holders).toEqual(holders)
    // A seat the history does not name is as the record has it.
    expect(replay.frame(5, { revealed: true, seat: null }).seats.red1?.name).toBe('Ann')
  })

  it('refuses a record of a game still being played', async () => {
    const { record } = finishedGame('confusion', 'replay-unfinished')
    await expect(openReplay({ ...record, moves: record.moves.slice(0, 10) })).rejects.toMatchObject({ code: 'not-finished' })
  })

  it('opens a game ended by a concession, its result at the last step', async () => {
    const { record } = finishedGame('confusion', 'replay-conceded')
    const conceded = { ...record, moves: record.moves.slice(0, 10), result: { reason: 'conceded' as const, seat: 'red', winners: ['white'] } }
    const replay = await openReplay(conceded)
    expect(replay.frame(10, { revealed: true, seat: null }).result).toEqual(conceded.result)
    expect(replay.frame(9, { revealed: true, seat: null }).result).toBeNull()
  })

  it('names a move the rules refuse', async () => {
    const { record } = finishedGame('agent-dog', 'replay-damaged', { players: 2 })
    const moves = record.moves.slice()
    const [a, b] = [moves[4], moves[5]]
    if (!a || !b) throw new Error('short game')
    // Two moves swapped: the second is played out of turn, or is no longer legal.
    moves[4] = b
    moves[5] = a
    const err = await openReplay({ ...record, moves }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ReplayLoadError)
    expect((err as ReplayLoadError).code).toBe('bad-moves')
    expect((err as ReplayLoadError).message).toMatch(/move index [45]/)
  })
})
