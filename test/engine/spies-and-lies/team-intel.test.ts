// Team play (two against two), rule by rule: the Intel phase, where all four seats confirm and each
// sees only its own tokens until the last has. Each test is named after the sentence of the rules it
// checks (engine-api.md "Spies & Lies, two against two", the rulebook's "Team play"), or after the
// ruling it pins down where the print is silent.
import { describe, expect, it } from 'vitest'
import { type Seat, type TeamSeat } from '../../../src/engine/spies-and-lies'
import { expectRuleError } from './helpers'
import { BLUE, TEAM_SEATS, confirmAll, deployTeams, newTeamGame, play, tview } from './team-helpers'

describe('Team play: Intel', () => {
  it("the Sergeant's token by the seat that plays the Sergeant's mission", () => {
    const s = deployTeams(newTeamGame(), [1, 2, 3, 4], BLUE)
    expect(tview(s, 'red2').prompt).toEqual({ type: 'intel', sergeant: 3 })
    expect(tview(s, 'red1').prompt).toEqual({ type: 'intel', sergeant: null })
    expectRuleError(() => play(s, 'red1', { type: 'intel', sergeantToken: true }), 'no-token')
    expectRuleError(() => play(s, 'red2', { type: 'intel' }), 'bad-action')
    const after = confirmAll(s, { red2: true })
    expect(after.missions.red.map((m) => m.intelToken)).toEqual([false, false, false, true])
  })

  it('(ruling) all four seats confirm every day, and every token is shown at once when the last has: until then a seat sees only its own two', () => {
    let s = deployTeams(newTeamGame(), [1, 2, 3, 4], [1, 2, 6, 9])
    expect(tview(s).toAct).toEqual(['red1', 'red2', 'blue1', 'blue2'])
    const tokens = (viewer: TeamSeat | null, side: Seat) => tview(s, viewer).missions[side].map((m) => m.intelToken)
    // Day 1's Intel card is 4|5|6|7.
    expect(tokens('red1', 'red')).toEqual([false, false, null, null])
    expect(tokens('red2', 'red')).toEqual([null, null, false, null]) // its Sergeant's token is still to choose
    s = play(s, 'red2', { type: 'intel', sergeantToken: false })
    expect(tokens('red2', 'red')).toEqual([null, null, false, false])
    for (const viewer of ['red1', 'blue1', 'blue2', null] as const) expect(tokens(viewer, 'red').slice(2)).toEqual([null, null])
    s = play(play(s, 'red1', { type: 'intel' }), 'blue1', { type: 'intel' })
    expect(tview(s).toAct).toEqual(['blue2'])
    expect(tokens('blue2', 'blue')).toEqual([null, null, true, false])
    expect(tokens('blue1', 'blue')).toEqual([false, false, null, null])
    expect(s.log.some((e) => e.type === 'intel-tokens')).toBe(false)
    s = play(s, 'blue2', { type: 'intel' })
    expect(s.phase).toBe('mission')
    for (const viewer of [...TEAM_SEATS, null]) {
      expect(tokens(viewer, 'red')).toEqual([false, false, false, false])
      expect(tokens(viewer, 'blue')).toEqual([false, false, true, false])
    }
    expect(s.log.filter((e) => e.type === 'intel-tokens')).toEqual([
      { type: 'intel-tokens', tokens: { red: [false, false, false, false], blue: [false, false, true, false] } },
    ])
  })
})
