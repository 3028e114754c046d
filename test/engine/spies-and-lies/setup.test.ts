import { describe, it, expect } from 'vitest'
import { TRACK, createGame, legalActions, type Rank } from '../../../src/engine/spies-and-lies'
import { ALL_RANKS, autoLineup, expectRuleError, newGame, numbers, startDay, target, view } from './helpers'

describe('setup', () => {
  it('turns up intelOrder[0] as the first old intel, with no current intel yet', () => {
    const v = view(newGame({ intelOrder: ['high-b', 'low-a', 'low-b', 'mid-a', 'mid-b', 'high-a'] }))
    expect(v.intel.old).toEqual([[7, 8, 9, 10]])
    expect(v.intel.current).toBeNull()
    const w = view(newGame({ intelOrder: ['mid-b', 'low-a', 'low-b', 'mid-a', 'high-b', 'high-a'] }))
    expect(w.intel.old).toEqual([[4, 5, 6, 7]])
  })

  it('exhausts the soldiers given in the options (public)', () => {
    const s = newGame({ exhausted: { red: 3, blue: 8 } })
    expect(view(s, null).exhausted).toEqual({ red: [3], blue: [8] })
    expect(view(s, 'blue').exhausted).toEqual({ red: [3], blue: [8] })
  })

  it('starts on day 1 in the deploy phase: tracks 0, Double Agent 0, Deception 1/1 with 2 in the supply', () => {
    const s = newGame()
    expect(numbers(s)).toEqual({
      day: 1,
      phase: 'deploy',
      da: 0,
      red: 0,
      blue: 0,
      tokens: { red: 1, blue: 1, supply: 2 },
      winner: null,
    })
    expect(view(s).toAct).toEqual(['red', 'blue'])
  })

  it('gives each side a hand of the nine soldiers that are not exhausted', () => {
    const s = newGame({ exhausted: { red: 3, blue: 8 } })
    expect(view(s, 'red').hand).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10])
    expect(view(s, 'blue').hand).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10])
    expect(view(s, null).hand).toBeNull()
  })

  it('shows four blank mission slots per side before the first deployment', () => {
    const v = view(newGame(), 'red')
    for (const seat of ['red', 'blue'] as const) {
      expect(v.missions[seat]).toEqual(
        Array.from({ length: 4 }, () => ({
          rank: null,
          revealed: false,
          retreated: false,
          activated: false,
          intelToken: null,
          deception: false,
        })),
      )
    }
  })

  it('uses the default track wall 4 / flag 5', () => {
    expect(TRACK).toEqual({ wall: 4, flag: 5 })
    expect(view(newGame()).track).toEqual({ wall: 4, flag: 5 })
  })

  it('accepts another wall distance: wall 3 puts the flag on 4', () => {
    expect(view(newGame({ wall: 3 })).track).toEqual({ wall: 3, flag: 4 })
  })

  it('draws every default from the seed: the same seed gives the same game', () => {
    const a = createGame({ seed: 'replay-me' })
    const b = createGame({ seed: 'replay-me' })
    expect(a).toEqual(b)
    expect(view(a)).toEqual(view(b))
    expect(legalActions(a, 'red')).toEqual(legalActions(b, 'red'))
  })

  it('draws defaults that vary across seeds and are always valid', () => {
    const firstSeats = new Set<string>()
    const redExhausted = new Set<number>()
    const blueExhausted = new Set<number>()
    const oldIntel = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const s = createGame({ seed: `seed-${i}` })
      const v = view(s)
      // The starting side is the first guesser of day 1.
      const started = startDay(s, autoLineup(view(s, 'red').hand), autoLineup(view(s, 'blue').hand))
      firstSeats.add(target(started).guesser)
      expect(v.exhausted.red).toHaveLength(1)
      expect(v.exhausted.blue).toHaveLength(1)
      expect(ALL_RANKS).toContain(v.exhausted.red[0])
      expect(ALL_RANKS).toContain(v.exhausted.blue[0])
      redExhausted.add(v.exhausted.red[0])
      blueExhausted.add(v.exhausted.blue[0])
      expect(v.intel.old).toHaveLength(1)
      oldIntel.add(v.intel.old[0].join(','))
    }
    expect(firstSeats).toEqual(new Set(['red', 'blue']))
    expect(redExhausted.size).toBeGreaterThan(3)
    expect(blueExhausted.size).toBeGreaterThan(3)
    expect(oldIntel.size).toBe(3)
  })

  it('refuses an intelOrder that is not a permutation of the six ids (bad-setup)', () => {
    const bad: string[][] = [
      ['low-a', 'low-b', 'mid-a', 'mid-b', 'high-a'],
      ['low-a', 'low-a', 'mid-a', 'mid-b', 'high-a', 'high-b'],
      ['low-a', 'low-b', 'mid-a', 'mid-b', 'high-a', 'high-c'],
      ['low-a', 'low-b', 'mid-a', 'mid-b', 'high-a', 'high-b', 'low-a'],
      [],
    ]
    for (const intelOrder of bad) expectRuleError(() => newGame({ intelOrder }), 'bad-setup')
  })

  it('refuses a bad wall (bad-setup)', () => {
    for (const wall of [0, -3, 2.5, Number.NaN]) expectRuleError(() => newGame({ wall }), 'bad-setup')
  })

  it('refuses a bad exhausted rank (bad-setup)', () => {
    const bad = [
      { red: 0 as Rank, blue: 5 as Rank },
      { red: 5 as Rank, blue: 11 as Rank },
      { red: 4.5 as Rank, blue: 5 as Rank },
    ]
    for (const exhausted of bad) expectRuleError(() => newGame({ exhausted }), 'bad-setup')
  })
})
