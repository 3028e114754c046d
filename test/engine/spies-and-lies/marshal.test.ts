import { describe, it, expect } from 'vitest'
import { legalActions, type Action, type GameState } from '../../../src/engine/spies-and-lies'
import { edited, expectRuleError, hit, miss, newGame, numbers, play, startDay, view } from './helpers'

/**
 * Blue starts; red's Marshal is on mission 3. After four correct guesses (blue 4, red 4) blue is
 * about to guess red's Marshal.
 */
function beforeMarshal(): GameState {
  let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 8, blue: 10 } }), [1, 2, 10, 4], [1, 2, 3, 5])
  for (let i = 0; i < 4; i++) s = hit(s)
  expect(numbers(s)).toMatchObject({ red: 4, blue: 4, da: 0 })
  return s
}

describe('Marshal', () => {
  it('asks its owner to choose ten or sabotage; only the owner may act', () => {
    const s = miss(beforeMarshal())
    expect(view(s, 'red').prompt).toEqual({ type: 'marshal' })
    expect(view(s).toAct).toEqual(['red'])
    expect(legalActions(s, 'red')).toEqual(
      expect.arrayContaining([
        { type: 'marshal', choice: 'ten' },
        { type: 'marshal', choice: 'sabotage' },
      ]),
    )
    expect(legalActions(s, 'red')).toHaveLength(2)
    expect(legalActions(s, 'blue')).toEqual([])
  })

  it('ten: +10 IP, the excess past 10 is lost', () => {
    const s = miss(beforeMarshal(), { marshal: 'ten' }) // 4 + 10 = 14: infiltration, track 0
    expect(numbers(s)).toMatchObject({ red: 0, blue: 4, da: 1 })
  })

  it('sabotage: +5 IP and the opponent loses 5', () => {
    let s = startDay(newGame({ firstSeat: 'blue', exhausted: { red: 8, blue: 10 } }), [1, 2, 10, 4], [2, 3, 5, 6])
    s = hit(s) // blue 2
    s = miss(s) // blue's Scout: blue 4
    s = hit(s) // blue +4 with the Scout: 8
    s = hit(s) // red 2
    expect(numbers(s)).toMatchObject({ red: 2, blue: 8 })
    s = miss(s, { marshal: 'sabotage' })
    expect(numbers(s)).toMatchObject({ red: 7, blue: 3, da: 0 })
  })

  it('sabotage: the opponent\'s track does not go below 0', () => {
    const s = miss(beforeMarshal(), { marshal: 'sabotage' })
    expect(numbers(s)).toMatchObject({ red: 9, blue: 0, da: 0 })
  })

  it('(ruling) sabotage scores its +5 first, and that can win the game', () => {
    // Constructed: the real state before blue's guess, edited so that the Double Agent stands on
    // blue's wall and red's track is on 5.
    const s = edited(beforeMarshal(), (g) => {
      g.doubleAgent = 4
      g.infiltration = { red: 5, blue: 4 }
    })
    const t = miss(s, { marshal: 'sabotage' })
    expect(numbers(t)).toMatchObject({ phase: 'over', winner: 'red', da: 5 })
    // The game ended on the +5, before the 5 could be taken: blue's track is untouched.
    expect(numbers(t).blue).toBe(4)
  })

  it('refuses an unknown Marshal choice (bad-choice)', () => {
    const s = miss(beforeMarshal())
    expectRuleError(() => play(s, 'red', { type: 'marshal', choice: 'twenty' } as unknown as Action), 'bad-choice')
  })
})
