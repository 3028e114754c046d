// Team play (two against two), rule by rule: each side's line-up deployed in two halves, one per
// seat, and a public log that never says what they deployed. Each test is named after the sentence
// of the rules it checks (engine-api.md "Spies & Lies, two against two", the rulebook's "Team
// play"), or after the ruling it pins down where the print is silent.
import { describe, expect, it } from 'vitest'
import { legalActions, type GameAction, type Rank } from '../../../src/engine/spies-and-lies'
import { ALL_RANKS, expectRuleError } from './helpers'
import {
  BLUE,
  RED,
  TEAM_SEATS,
  confirmAll,
  deploy,
  deployTeams,
  newTeamGame,
  passes,
  play,
  ranksSeen,
  startTeamDay,
  teamHit,
  tview,
} from './team-helpers'

function pairsOf(actions: readonly GameAction[]): string[] {
  return actions.map((a) => (a.type === 'deploy' ? a.missions.join(',') : `not a deploy: ${a.type}`)).sort()
}

/** Every ordered pair of distinct ranks from `hand`. */
function orderedPairs(hand: readonly Rank[]): Array<[Rank, Rank]> {
  const out: Array<[Rank, Rank]> = []
  for (const a of hand) for (const b of hand) if (a !== b) out.push([a, b])
  return out
}

describe('Team play: deploy', () => {
  it("red1 deploys missions 1–2 ({type:'deploy', missions:[r1, r2]})", () => {
    const s = newTeamGame()
    expect(tview(s, 'red1').prompt).toEqual({ type: 'deploy', missions: [0, 1] })
    expect(tview(s, 'blue1').prompt).toEqual({ type: 'deploy', missions: [0, 1] })
    for (const a of legalActions(s, 'red1')) expect(a.type === 'deploy' && a.missions.length).toBe(2)
    expectRuleError(() => play(s, 'red1', { type: 'deploy', missions: [1, 2, 3, 5] }), 'bad-action')
    const next = deploy(s, 'red1', 1, 2)
    expect(next.missions.red.map((m) => m.rank)).toEqual([1, 2, null, null])
    expect(next.log[next.log.length - 1]).toEqual({ type: 'deploy', seat: 'red', by: 'red1', move: 0 })
    expect(tview(next).team.deployed).toEqual(['red1'])
    expect(next.phase).toBe('deploy')
  })

  it('then red2 sees those two and deploys 3–4', () => {
    let s = newTeamGame()
    expect(tview(s, 'red2').prompt).toBeNull()
    expect(legalActions(s, 'red2')).toEqual([])
    expectRuleError(() => play(s, 'red2', { type: 'deploy', missions: [3, 5] }), 'not-your-turn')
    s = deploy(s, 'red1', 1, 2)
    expect(tview(s).toAct).toEqual(['red2', 'blue1'])
    expect(tview(s, 'red2').prompt).toEqual({ type: 'deploy', missions: [2, 3] })
    expect(ranksSeen(s, 'red2', 'red')).toEqual([1, 2, null, null])
    // Nobody else sees them: not the enemy, not a spectator.
    for (const viewer of ['blue1', 'blue2', null] as const) expect(ranksSeen(s, viewer, 'red')).toEqual([null, null, null, null])
    s = deploy(s, 'red2', 3, 5)
    expectRuleError(() => play(s, 'red2', { type: 'deploy', missions: [6, 7] }), 'already-deployed')
    expectRuleError(() => play(s, 'red1', { type: 'deploy', missions: [6, 7] }), 'already-deployed')
    s = deploy(deploy(s, 'blue1', 1, 2), 'blue2', 6, 9)
    expect(s.phase).toBe('intel')
    expect(s.missions.red.map((m) => m.rank)).toEqual(RED)
  })

  it('keeping the order rule across all four (the Sergeant may stand anywhere)', () => {
    const s = deploy(newTeamGame(), 'red1', 3, 6)
    expectRuleError(() => deploy(s, 'red2', 5, 7), 'bad-order')
    expectRuleError(() => deploy(s, 'red2', 8, 7), 'bad-order')
    expectRuleError(() => deploy(s, 'red2', 6, 7), 'not-in-hand')
    expectRuleError(() => deploy(s, 'red2', 7, 7), 'bad-action')
    expect(deploy(s, 'red2', 7, 4).missions.red.map((m) => m.rank)).toEqual([3, 6, 7, 4])
    expect(deploy(s, 'red2', 4, 7).missions.red.map((m) => m.rank)).toEqual([3, 6, 4, 7])
    // The legal completions are exactly the pairs that make a legal line-up with the partner's.
    const hand = tview(s, 'red2').hand ?? []
    const expected = orderedPairs(hand).filter(([a, b]) => passes([...hand, 3, 6], [3, 6, a, b]))
    expect(pairsOf(legalActions(s, 'red2'))).toEqual(expected.map((p) => p.join(',')).sort())
    expect(expected.length).toBeGreaterThan(5)
  })

  it('(ruling) a first pair that leaves the partner no legal way to fill missions 3–4 is refused', () => {
    const s = newTeamGame() // red's hand: 1..9
    expectRuleError(() => deploy(s, 'red1', 8, 9), 'bad-order') // only the Sergeant is left to follow
    expectRuleError(() => deploy(s, 'red1', 7, 9), 'bad-order')
    expectRuleError(() => deploy(s, 'red1', 5, 3), 'bad-order')
    expectRuleError(() => deploy(s, 'red1', 3, 3), 'bad-action')
    expectRuleError(() => deploy(s, 'red1', 10, 1), 'not-in-hand')
    expect(pairsOf(legalActions(deploy(s, 'red1', 7, 8), 'red2'))).toEqual(['4,9', '9,4'])
    // The legal first pairs are exactly those that some legal line-up of the hand starts with.
    const hand = tview(s, 'red1').hand ?? []
    const expected = orderedPairs(hand).filter(([a, b]) => orderedPairs(hand).some(([c, d]) => passes(hand, [a, b, c, d])))
    expect(pairsOf(legalActions(s, 'red1'))).toEqual(expected.map((p) => p.join(',')).sort())
    expect(expected).not.toContainEqual([8, 9])
    expect(expected).not.toContainEqual([9, 4])
    expect(expected).toContainEqual([7, 4])
  })

  it("after that each seat's view shows its partner's deployed ranks as hidden (rank: null) until revealed", () => {
    let s = deployTeams(newTeamGame(), RED, BLUE)
    expect(ranksSeen(s, 'red2', 'red')).toEqual([null, null, 3, 5])
    // "This means that the first teammate will not know what is in Missions 3 and 4."
    expect(ranksSeen(s, 'red1', 'red')).toEqual([1, 2, null, null])
    s = confirmAll(s)
    s = teamHit(teamHit(s)) // red1 on blue's mission 1, blue1 on red's mission 1
    expect(ranksSeen(s, 'red2', 'red')).toEqual([1, null, 3, 5])
    expect(ranksSeen(s, 'blue2', 'red')).toEqual([1, null, null, null])
    expect(ranksSeen(s, 'blue2', 'blue')).toEqual([1, null, 6, 9])
  })

  it('(ruling) a finished day stays on show seat by seat: missions 3–4 keep yesterday\'s soldiers until the second seat deploys again', () => {
    let s = startTeamDay(newTeamGame(), RED, BLUE)
    for (let i = 0; i < 8; i++) s = teamHit(s)
    expect(s.day).toBe(2)
    expect(tview(s).toAct).toEqual(['red1', 'blue1'])
    expect(tview(s).team.deployed).toEqual([])
    const hand = tview(s, 'red1').hand ?? []
    expect(hand).toEqual(ALL_RANKS.filter((r) => !s.exhausted.red.includes(r)))
    const [a, b] = hand.filter((r) => r !== 4)
    s = deploy(s, 'red1', a, b)
    const seen = tview(s, 'blue1').missions.red
    expect(seen.map((m) => m.rank)).toEqual([null, null, 3, 5])
    expect(seen.map((m) => m.revealed)).toEqual([false, false, true, true])
    expect(tview(s, 'red2').hand).toEqual(hand.filter((r) => r !== a && r !== b))
    expect(tview(s).team.deployed).toEqual(['red1'])
  })
})

describe('Team play: the log is public', () => {
  it('never carries a hidden rank: deploy entries name the side, the seat and the move only, decisions add the seat and move that made them', () => {
    let s = newTeamGame()
    s = deployTeams(s, RED, BLUE)
    expect(s.log.filter((e) => e.type === 'deploy')).toEqual([
      { type: 'deploy', seat: 'red', by: 'red1', move: 0 },
      { type: 'deploy', seat: 'blue', by: 'blue1', move: 1 },
      { type: 'deploy', seat: 'red', by: 'red2', move: 2 },
      { type: 'deploy', seat: 'blue', by: 'blue2', move: 3 },
    ])
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).log).toEqual(s.log)
  })
})
