import { describe, it, expect } from 'vitest'
import { legalActions, type GameState, type Seat } from '../../../src/engine/spies-and-lies'
import { expectRuleError, hit, miss, newGame, numbers, play, startDay, target, view } from './helpers'

/** The (guesser, mission) of each of the day's eight guesses, read from the prompts. */
function guessOrder(start: GameState): Array<[Seat, number]> {
  const order: Array<[Seat, number]> = []
  let s = start
  const day = view(s).day
  while (view(s).phase === 'mission' && view(s).day === day) {
    const t = target(s)
    order.push([t.guesser, t.mission])
    s = hit(s)
  }
  return order
}

describe('mission order and Deception decisions', () => {
  it('has the starting side guess the enemy mission 1 first, then alternate mission by mission (red starts)', () => {
    const s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [1, 2, 3, 5])
    expect(guessOrder(s)).toEqual([
      ['red', 0],
      ['blue', 0],
      ['red', 1],
      ['blue', 1],
      ['red', 2],
      ['blue', 2],
      ['red', 3],
      ['blue', 3],
    ])
  })

  it('has the starting side guess the enemy mission 1 first (blue starts)', () => {
    const s = startDay(newGame({ firstSeat: 'blue' }), [1, 2, 3, 5], [1, 2, 3, 5])
    expect(guessOrder(s)).toEqual([
      ['blue', 0],
      ['red', 0],
      ['blue', 1],
      ['red', 1],
      ['blue', 2],
      ['red', 2],
      ['blue', 3],
      ['red', 3],
    ])
  })

  it('asks the defender holding a token first, and only the defender may act while it decides', () => {
    const s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [1, 2, 3, 5])
    expect(view(s).phase).toBe('mission')
    expect(view(s).toAct).toEqual(['blue'])
    expect(view(s, 'blue').prompt).toEqual({ type: 'deceive', mission: 0 })
    expect(view(s, 'red').prompt).toBeNull()
    expect(legalActions(s, 'red')).toEqual([])
    expect(legalActions(s, 'blue')).toHaveLength(2)
    expectRuleError(() => play(s, 'red', { type: 'guess', rank: 1 }), 'not-your-turn')
    const t = play(s, 'blue', { type: 'deceive', play: false })
    expect(view(t).toAct).toEqual(['red'])
    expect(view(t, 'red').prompt).toEqual({ type: 'guess', mission: 0 })
    expect(legalActions(t, 'red')).toHaveLength(10)
    expect(legalActions(t, 'blue')).toEqual([])
  })

  it('offers no Deception decision to a defender without a token', () => {
    let s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [1, 2, 3, 5])
    s = play(s, 'blue', { type: 'deceive', play: true }) // blue's only token
    s = play(s, 'red', { type: 'guess', rank: 1 })
    expect(numbers(s).tokens).toEqual({ red: 1, blue: 0, supply: 2 })
    s = hit(s) // blue guesses red mission 1 (red still holds its token and is asked)
    // red guesses blue mission 2: blue holds no token, so red guesses straight away
    expect(view(s).toAct).toEqual(['red'])
    expect(view(s, 'red').prompt).toEqual({ type: 'guess', mission: 1 })
    expect(view(s, 'blue').prompt).toBeNull()
  })

  it('makes a Deception token leave play after a correct guess (no bonus, not back to the supply)', () => {
    let s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [2, 3, 5, 6])
    s = hit(s, { deceive: true }) // red identifies blue's Scout despite the token
    expect(numbers(s)).toMatchObject({ red: 2, blue: 0, tokens: { red: 1, blue: 0, supply: 2 } })
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ rank: 2, deception: true, retreated: true, activated: false })
  })

  it('makes a Deception token leave play after a wrong guess too (with its +4)', () => {
    let s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [2, 3, 5, 6])
    s = miss(s, { deceive: true }) // blue's Scout activated: +2, then +4
    expect(numbers(s)).toMatchObject({ red: 0, blue: 6, tokens: { red: 1, blue: 0, supply: 2 } })
    expect(view(s, 'red').missions.blue[0]).toMatchObject({ rank: 2, deception: true, retreated: false, activated: true })
  })

  it('shows a played Deception token to both sides', () => {
    let s = startDay(newGame({ firstSeat: 'red' }), [1, 2, 3, 5], [2, 3, 5, 6])
    s = play(s, 'blue', { type: 'deceive', play: true })
    expect(view(s, 'red').missions.blue[0].deception).toBe(true)
    expect(view(s, null).missions.blue[0].deception).toBe(true)
    expect(view(s, 'red').missions.blue[0].rank).toBeNull()
  })
})
