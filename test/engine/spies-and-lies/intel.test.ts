import { describe, it, expect } from 'vitest'
import { legalActions } from '../../../src/engine/spies-and-lies'
import { autoLineup, deployBoth, expectRuleError, newGame, play, playDayCorrect, view } from './helpers'

// Day 1's Intel card is intelOrder[1] = mid-a (4, 5, 6, 7); day 2's is high-a (7, 8, 9, 10).

describe('intel', () => {
  it('places tokens automatically on the missions whose rank is on the current card', () => {
    const s = deployBoth(newGame(), [1, 5, 6, 8], [2, 3, 7, 9])
    expect(view(s).phase).toBe('intel')
    expect(view(s, 'red').missions.red.map((m) => m.intelToken)).toEqual([false, true, true, false])
    expect(view(s, 'blue').missions.blue.map((m) => m.intelToken)).toEqual([false, false, true, false])
  })

  it('asks the Sergeant-holder for the Sergeant token (true or false) and the other side only to confirm', () => {
    const s = deployBoth(newGame(), [1, 4, 6, 8], [2, 3, 7, 9])
    expect(view(s, 'red').prompt).toEqual({ type: 'intel', sergeant: 1 })
    expect(view(s, 'blue').prompt).toEqual({ type: 'intel', sergeant: null })
    expect(legalActions(s, 'red')).toEqual(
      expect.arrayContaining([
        { type: 'intel', sergeantToken: true },
        { type: 'intel', sergeantToken: false },
      ]),
    )
    expect(legalActions(s, 'red')).toHaveLength(2)
    expect(legalActions(s, 'blue')).toEqual([{ type: 'intel' }])
  })

  it('lets the Sergeant lie by withholding a token it should give', () => {
    let s = deployBoth(newGame(), [4, 5, 6, 8], [2, 3, 7, 9]) // 4 is on mid-a
    s = play(s, 'red', { type: 'intel', sergeantToken: false })
    s = play(s, 'blue', { type: 'intel' })
    expect(view(s, 'blue').missions.red.map((m) => m.intelToken)).toEqual([false, true, true, false])
    expect(view(s, 'blue').missions.red.map((m) => m.rank)).toEqual([null, null, null, null])
  })

  it('lets the Sergeant lie by giving a token it should not give', () => {
    // Day 2's card is high-a (7, 8, 9, 10): the Sergeant is not on it. Day 1 deploys 1-2-3-5 for
    // red, so 8, 9 and 10 are surely in red's day-2 hand.
    let s = playDayCorrect(newGame(), { red: [4], blue: [4] })
    expect(view(s).day).toBe(2)
    s = deployBoth(s, [4, 8, 9, 10], autoLineup(view(s, 'blue').hand))
    expect(view(s).intel.current).toEqual([7, 8, 9, 10])
    expect(view(s, 'red').prompt).toEqual({ type: 'intel', sergeant: 0 })
    s = play(s, 'red', { type: 'intel', sergeantToken: true })
    s = play(s, 'blue', { type: 'intel' })
    expect(view(s, 'blue').missions.red[0].intelToken).toBe(true)
  })

  it('needs both sides to confirm every day, even without a Sergeant', () => {
    let s = deployBoth(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expect(view(s).toAct).toEqual(['red', 'blue'])
    s = play(s, 'red', { type: 'intel' })
    expect(view(s).phase).toBe('intel')
    expect(view(s).toAct).toEqual(['blue'])
    expect(legalActions(s, 'red')).toEqual([])
    s = play(s, 'blue', { type: 'intel' })
    expect(view(s).phase).toBe('mission')

    // Day 2 again has an Intel phase that both confirm.
    let d2 = playDayCorrect(newGame(), { red: [4], blue: [4] })
    d2 = deployBoth(d2, autoLineup(view(d2, 'red').hand), autoLineup(view(d2, 'blue').hand))
    expect(view(d2).day).toBe(2)
    expect(view(d2).phase).toBe('intel')
    expect(view(d2).toAct).toEqual(['red', 'blue'])
  })

  it('hides the other side\'s tokens (intelToken null) until both have confirmed', () => {
    let s = deployBoth(newGame(), [4, 5, 6, 8], [2, 3, 7, 9])
    s = play(s, 'red', { type: 'intel', sergeantToken: true })
    expect(view(s, 'blue').missions.red.map((m) => m.intelToken)).toEqual([null, null, null, null])
    expect(view(s, 'red').missions.blue.map((m) => m.intelToken)).toEqual([null, null, null, null])
    expect(view(s, null).missions.red.map((m) => m.intelToken)).toEqual([null, null, null, null])
    expect(view(s, 'red').missions.red.map((m) => m.intelToken)).toEqual([true, true, true, false])
    s = play(s, 'blue', { type: 'intel' })
    expect(view(s, 'blue').missions.red.map((m) => m.intelToken)).toEqual([true, true, true, false])
    expect(view(s, 'red').missions.blue.map((m) => m.intelToken)).toEqual([false, false, true, false])
    expect(view(s, null).missions.blue.map((m) => m.intelToken)).toEqual([false, false, true, false])
  })

  it('refuses a Sergeant token from a side without a deployed Sergeant (no-token)', () => {
    const s = deployBoth(newGame(), [1, 2, 3, 5], [1, 2, 3, 5])
    expectRuleError(() => play(s, 'red', { type: 'intel', sergeantToken: true }), 'no-token')
    expectRuleError(() => play(s, 'blue', { type: 'intel', sergeantToken: false }), 'no-token')
  })

  it('refuses a confirmation without the token from the Sergeant-holder (bad-action)', () => {
    const s = deployBoth(newGame(), [1, 2, 3, 4], [1, 2, 3, 5])
    expectRuleError(() => play(s, 'red', { type: 'intel' }), 'bad-action')
  })
})
