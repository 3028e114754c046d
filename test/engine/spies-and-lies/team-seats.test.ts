// Team play (two against two), rule by rule: who sits where, who plays which missions, what the two
// seats of a side share, and a two-player game left exactly as it was. Each test is named after the
// sentence of the rules it checks (engine-api.md "Spies & Lies, two against two", the rulebook's
// "Team play").
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  applyAction,
  createGame,
  game,
  legalActions,
  teamViewFor,
  viewFor,
  type GameAction,
  type GameState,
  type Seat,
} from '../../../src/engine/spies-and-lies'
import { expectRuleError, newGame } from './helpers'
import {
  BLUE,
  RED,
  TEAM_SEATS,
  confirmAll,
  deploy,
  deployTeams,
  newTeamGame,
  ranksSeen,
  teamHit,
  teamMiss,
  teamTarget,
  tview,
} from './team-helpers'

describe('Team play: seats and who plays which missions', () => {
  it('createGame({ seed, teams: true ... }): seats red1, red2, blue1, blue2 (seatsFor gives them in that order)', () => {
    expect(game.seatsFor({ teams: true })).toEqual(['red1', 'red2', 'blue1', 'blue2'])
    expect(game.teamsFor?.({ teams: true })).toEqual([
      ['red1', 'red2'],
      ['blue1', 'blue2'],
    ])
    const s = newTeamGame()
    expect(s.teams).toBeDefined()
    // The first seat of each side deploys first, both sides at once.
    expect(tview(s).toAct).toEqual(['red1', 'blue1'])
    expect(game.toAct(s)).toEqual(['red1', 'blue1'])
    for (const seat of TEAM_SEATS) expect(tview(s, seat).seat).toBe(seat)
  })

  it("red1 plays red's missions 1–2, red2 red's missions 3–4, the same for blue", () => {
    const s = deployTeams(newTeamGame(), RED, BLUE)
    expect(ranksSeen(s, 'red1', 'red')).toEqual([1, 2, null, null])
    expect(ranksSeen(s, 'red2', 'red')).toEqual([null, null, 3, 5])
    expect(ranksSeen(s, 'blue1', 'blue')).toEqual([1, 2, null, null])
    expect(ranksSeen(s, 'blue2', 'blue')).toEqual([null, null, 6, 9])
    for (const seat of [null, ...TEAM_SEATS]) {
      expect(tview(s, seat).team.missionSeats).toEqual({
        red: ['red1', 'red1', 'red2', 'red2'],
        blue: ['blue1', 'blue1', 'blue2', 'blue2'],
      })
    }
  })

  it("a two-player game (teams absent) keeps seats red and blue exactly as before, and each mode refuses the other's seats", () => {
    expect(game.seatsFor({})).toEqual(['red', 'blue'])
    expect(game.seatsFor({ teams: false })).toEqual(['red', 'blue'])
    expect(game.teamsFor?.({})).toEqual([])
    expect(JSON.stringify(createGame({ seed: 'same', teams: false }))).toBe(JSON.stringify(createGame({ seed: 'same' })))
    // A team game draws its setup exactly as a two-player game with the same seed does.
    const { teams, ...rest } = createGame({ seed: 'same', teams: true })
    expect(teams).toBeDefined()
    expect(JSON.stringify(rest)).toBe(JSON.stringify(createGame({ seed: 'same' })))

    const two = newGame()
    expect(legalActions(two, 'red1')).toEqual([])
    expectRuleError(() => applyAction(two, 'red1', { type: 'deploy', missions: [1, 2] }), 'bad-action')
    expectRuleError(() => applyAction(two, 'red', { type: 'deploy', missions: [1, 2] }), 'bad-action')
    expectRuleError(() => teamViewFor(two, 'red1'), 'bad-action')
    expectRuleError(() => game.viewFor(two, 'red1'), 'bad-action')

    const team = newTeamGame()
    expect(legalActions(team, 'red')).toEqual([])
    expectRuleError(() => applyAction(team, 'red', { type: 'deploy', missions: [1, 2, 3, 5] }), 'bad-action')
    expectRuleError(() => applyAction(team, 'red1', { type: 'deploy', missions: [1, 2, 3, 5] }), 'bad-action')
    expectRuleError(() => viewFor(team, 'red'), 'bad-action')
    expectRuleError(() => game.viewFor(team, 'red'), 'bad-action')
    expectRuleError(() => createGame({ seed: 'x', teams: 'yes' as unknown as boolean }), 'bad-setup')
  })

  it('a two-player game shows exactly the views the v1 host recorded, byte for byte (test/fixtures/v1-session.json)', () => {
    interface Frame {
      client: string
      dir: 'in' | 'out'
      frame: { type: string; seq?: number; seat?: Seat | null; action?: GameAction; view?: { seat: Seat | null } }
    }
    const { frames } = JSON.parse(readFileSync(new URL('../../fixtures/v1-session.json', import.meta.url), 'utf8')) as { frames: Frame[] }
    // The fixture's host drew its seeds from a mocked codes.ts: this one (see test/fixtures/README.md).
    const states: GameState[] = [createGame({ seed: 'v1-fixture-seed' })]
    const seatOf = new Map<string, Seat>()
    let compared = 0
    for (const { client, dir, frame } of frames) {
      if (dir === 'in' && frame.type === 'welcome' && frame.seat) seatOf.set(client, frame.seat)
      // The host applies an act only at the current seq; a stale one is refused before the engine.
      if (dir === 'out' && frame.type === 'act' && frame.seq === states.length - 1 && frame.action) {
        states.push(applyAction(states[states.length - 1], seatOf.get(client) as Seat, frame.action))
      }
      if (dir === 'in' && frame.type === 'view' && frame.view && frame.seq !== undefined) {
        expect(JSON.stringify(viewFor(states[frame.seq], frame.view.seat))).toBe(JSON.stringify(frame.view))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(80)
    expect(states[states.length - 1].phase).toBe('over')
  })
})

describe('Team play: one side, one hand', () => {
  it("the side's hand, Deception tokens, infiltration track and exhausted soldiers are shared by its two seats; each seat sees the side's hand and exhausted soldiers", () => {
    let s = newTeamGame({ exhausted: { red: 10, blue: 8 } })
    const check = () => {
      const [r1, r2, b1, b2, spectator] = [tview(s, 'red1'), tview(s, 'red2'), tview(s, 'blue1'), tview(s, 'blue2'), tview(s)]
      expect(r1.hand).toEqual(r2.hand)
      expect(b1.hand).toEqual(b2.hand)
      expect(spectator.hand).toBeNull()
      for (const v of [r1, r2, b1, b2, spectator]) {
        expect(v.exhausted).toEqual(s.exhausted)
        expect(v.deception).toEqual({ ...s.deception })
        expect(v.infiltration).toEqual(s.infiltration)
      }
      return r1
    }
    expect(check().hand).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(tview(s, 'blue2').hand).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10])
    s = deploy(s, 'red1', 1, 2)
    expect(check().hand).toEqual([3, 4, 5, 6, 7, 8, 9])
    s = deploy(s, 'red2', 3, 5)
    expect(check().hand).toEqual([4, 6, 7, 8, 9])
    s = deploy(deploy(s, 'blue1', 1, 2), 'blue2', 6, 9)
    s = confirmAll(s)
    // Red's Spy on mission 1 (red1's) earns red a token; red2 spends one on mission 3.
    s = teamHit(s) // red1 identifies blue's mission 1
    s = teamMiss(s) // blue1 misses red's Spy: +1 IP, +1 token for red
    expect(s.deception).toEqual({ red: 2, blue: 1, supply: 1 })
    expect(s.infiltration.red).toBe(3)
    check()
    s = teamHit(teamHit(s)) // mission 2 both ways
    s = teamHit(s) // red2 identifies blue's mission 3
    expect(teamTarget(s)).toMatchObject({ guesser: 'blue2', defender: 'red2', mission: 2 })
    expect(tview(s, 'red2').prompt).toEqual({ type: 'deceive', mission: 2 })
    expect(tview(s, 'red1').prompt).toBeNull()
    s = teamMiss(s, true)
    expect(s.deception).toEqual({ red: 1, blue: 1, supply: 1 })
    check()
  })
})
