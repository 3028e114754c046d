// The end screen's day-by-day recap, read from the public log: every point scored that day, every
// infiltration, and the Double Agent where the day left it, for many real games.
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/spies-and-lies'
import { recapByDay } from '../../../src/renderer/src/games/spies-and-lies/table/recap'

/** What test/support/random-game.ts gives (loaded by path: it is node code, outside this project's types). */
interface RandomGameModule {
  playRandomGame(seed: string, options: { recordStates: true }): { state: GameState; states?: GameState[] }
}
const RANDOM_GAME = '../../support/random-game.ts'

describe('recap by day', () => {
  it('has a row per day played; the points of a day and the Double Agent at its end agree with the game', async () => {
    const { playRandomGame } = (await import(/* @vite-ignore */ RANDOM_GAME)) as RandomGameModule
    for (let g = 0; g < 30; g++) {
      const game = playRandomGame(`recap-${g}`, { recordStates: true })
      const days = recapByDay(game.state.log)
      expect(days.map((d) => d.day)).toEqual([1, 2, 3].slice(0, game.state.day))
      // The last state of each day (the one before the next day's first entry) holds its Agent.
      for (const d of days) {
        const states = (game.states ?? []).filter((s) => s.day === d.day)
        const last = d.day === game.state.day ? game.state : (game.states ?? []).find((s) => s.day === d.day + 1)
        expect(states.length).toBeGreaterThan(0)
        expect(d.agent, `game recap-${g}, day ${d.day}`).toBe(last?.doubleAgent)
      }
      const total = { red: 0, blue: 0 }
      for (const e of game.state.log) if (e.type === 'score' && (e.seat === 'red' || e.seat === 'blue')) total[e.seat] += Number(e.points)
      expect(days.reduce((n, d) => n + d.scored.red, 0)).toBe(total.red)
      expect(days.reduce((n, d) => n + d.scored.blue, 0)).toBe(total.blue)
      expect(days.reduce((n, d) => n + d.infiltrations.red + d.infiltrations.blue, 0)).toBe(game.state.log.filter((e) => e.type === 'infiltration').length)
    }
  })

  it('starts a day at its own entry, and counts nothing before the first', () => {
    expect(
      recapByDay([
        { type: 'setup', wall: 4 },
        { type: 'score', seat: 'red', points: 5 },
        { type: 'day', day: 1, startSeat: 'blue' },
        { type: 'infiltration', seat: 'blue', day: 1 },
        { type: 'agent', seat: 'blue', from: 0, to: -1 },
        { type: 'day', day: 2, startSeat: 'red' },
      ]),
    ).toEqual([
      { day: 1, scored: { red: 0, blue: 0 }, infiltrations: { red: 0, blue: 1 }, agent: -1 },
      { day: 2, scored: { red: 0, blue: 0 }, infiltrations: { red: 0, blue: 0 }, agent: -1 },
    ])
  })
})
