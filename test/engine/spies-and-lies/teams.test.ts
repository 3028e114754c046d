// Team play (two against two), rule by rule: each test is named after the sentence of the rules it
// checks (engine-api.md "Spies & Lies, two against two", the rulebook's "Team play"), or after the
// ruling it pins down where the print is silent.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  applyAction,
  checkLineup,
  createGame,
  game,
  legalActions,
  teamViewFor,
  viewFor,
  type GameAction,
  type GameState,
  type Rank,
  type Seat,
  type TeamSeat,
} from '../../../src/engine/spies-and-lies'
import { ALL_RANKS, expectRuleError, newGame, type Lineup } from './helpers'
import {
  TEAM_SEATS,
  confirmAll,
  deploy,
  deployTeams,
  newTeamGame,
  play,
  startTeamDay,
  teamGuess,
  teamHit,
  teamMiss,
  teamTarget,
  tview,
} from './team-helpers'

const RED: Lineup = [1, 2, 3, 5]
const BLUE: Lineup = [1, 2, 6, 9]

function ranksSeen(s: GameState, viewer: TeamSeat | null, side: Seat): Array<Rank | null> {
  return tview(s, viewer).missions[side].map((m) => m.rank)
}

function pairsOf(actions: readonly GameAction[]): string[] {
  return actions.map((a) => (a.type === 'deploy' ? a.missions.join(',') : `not a deploy: ${a.type}`)).sort()
}

function passes(hand: readonly Rank[], line: readonly Rank[]): boolean {
  try {
    checkLineup(hand, line)
    return true
  } catch {
    return false
  }
}

/** Every ordered pair of distinct ranks from `hand`. */
function orderedPairs(hand: readonly Rank[]): Array<[Rank, Rank]> {
  const out: Array<[Rank, Rank]> = []
  for (const a of hand) for (const b of hand) if (a !== b) out.push([a, b])
  return out
}

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

describe('Team play: deploy', () => {
  it("red1 deploys missions 1–2 ({type:'deploy', missions:[r1, r2]})", () => {
    const s = newTeamGame()
    expect(tview(s, 'red1').prompt).toEqual({ type: 'deploy', missions: [0, 1] })
    expect(tview(s, 'blue1').prompt).toEqual({ type: 'deploy', missions: [0, 1] })
    for (const a of legalActions(s, 'red1')) expect(a.type === 'deploy' && a.missions.length).toBe(2)
    expectRuleError(() => play(s, 'red1', { type: 'deploy', missions: [1, 2, 3, 5] }), 'bad-action')
    const next = deploy(s, 'red1', 1, 2)
    expect(next.missions.red.map((m) => m.rank)).toEqual([1, 2, null, null])
    expect(next.log[next.log.length - 1]).toEqual({ type: 'deploy', seat: 'red', by: 'red1' })
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

describe('Team play: missions', () => {
  it("the guess on an enemy mission by the seat facing it (red1 guesses blue's missions 1–2, red2 blue's 3–4)", () => {
    let s = startTeamDay(newTeamGame(), RED, BLUE)
    const guessers: TeamSeat[] = []
    for (let i = 0; i < 8; i++) {
      const t = teamTarget(s)
      // Only the guesser may guess; every other seat is refused.
      if (tview(s, t.defender).prompt?.type === 'deceive') s = play(s, t.defender, { type: 'deceive', play: false })
      for (const seat of TEAM_SEATS) {
        if (seat === t.guesser) expect(tview(s, seat).prompt).toEqual({ type: 'guess', mission: t.mission })
        else expectRuleError(() => play(s, seat, { type: 'guess', rank: 1 }), 'not-your-turn')
      }
      guessers.push(t.guesser)
      s = teamGuess(s, t.card)
    }
    // Red starts day 1: red guesses blue's mission 1, then blue red's mission 1, and so on.
    expect(guessers).toEqual(['red1', 'blue1', 'red1', 'blue1', 'red2', 'blue2', 'red2', 'blue2'])
    const logged = s.log.filter((e) => e.type === 'guess').map((e) => [e.seat, e.mission, e.by])
    expect(logged).toEqual([
      ['red', 0, 'red1'],
      ['blue', 0, 'blue1'],
      ['red', 1, 'red1'],
      ['blue', 1, 'blue1'],
      ['red', 2, 'red2'],
      ['blue', 2, 'blue2'],
      ['red', 3, 'red2'],
      ['blue', 3, 'blue2'],
    ])
  })

  it('Deception by the owner of the mission about to be guessed', () => {
    let s = startTeamDay(newTeamGame(), RED, BLUE)
    s = teamHit(s)
    expect(teamTarget(s)).toMatchObject({ guesser: 'blue1', defender: 'red1', mission: 0 })
    expect(tview(s, 'red1').prompt).toEqual({ type: 'deceive', mission: 0 })
    expect(tview(s).toAct).toEqual(['red1'])
    expectRuleError(() => play(s, 'red2', { type: 'deceive', play: true }), 'not-your-turn')
    expectRuleError(() => play(s, 'blue1', { type: 'guess', rank: 1 }), 'not-your-turn')
    s = play(s, 'red1', { type: 'deceive', play: true })
    expect(s.log[s.log.length - 1]).toEqual({ type: 'deceive', seat: 'red', mission: 0, play: true, by: 'red1' })
  })

  it("the Marshal's and the Captain's choices by the owner of that mission", () => {
    // Red: Captain on mission 2 (red1's), Marshal on mission 4 (red2's); red's 9 exhausted.
    let s = startTeamDay(newTeamGame({ exhausted: { red: 9, blue: 10 } }), [1, 6, 8, 10], [1, 2, 3, 5])
    s = teamHit(teamHit(teamHit(s))) // t0, t1, t2
    s = teamMiss(s) // t3: blue1 misses red's Captain
    expect(tview(s, 'red1').prompt).toEqual({ type: 'captain', copy: [9] })
    expect(tview(s).toAct).toEqual(['red1'])
    expectRuleError(() => play(s, 'red2', { type: 'captain', choice: 'six' }), 'not-your-turn')
    s = play(s, 'red1', { type: 'captain', choice: 'six' })
    expect(s.log.find((e) => e.type === 'captain')).toEqual({ type: 'captain', seat: 'red', choice: 'six', by: 'red1' })
    s = teamHit(teamHit(teamHit(s))) // t4, t5, t6
    s = teamMiss(s) // t7: blue2 misses red's Marshal
    expect(tview(s, 'red2').prompt).toEqual({ type: 'marshal' })
    expect(tview(s).toAct).toEqual(['red2'])
    expectRuleError(() => play(s, 'red1', { type: 'marshal', choice: 'ten' }), 'not-your-turn')
    s = play(s, 'red2', { type: 'marshal', choice: 'sabotage' })
    expect(s.log.find((e) => e.type === 'marshal')).toEqual({ type: 'marshal', seat: 'red', choice: 'sabotage', by: 'red2' })
  })

  it('the game is won by both seats of a side: view and module give the winning seats, the log the side', () => {
    // Short track (wall 1): red's Lieutenant puts the Double Agent on blue's wall, its General takes the flag.
    let s = startTeamDay(newTeamGame({ wall: 1 }), [1, 2, 5, 9], BLUE)
    for (let i = 0; i < 5; i++) s = teamHit(s)
    s = teamMiss(s) // t5: blue2 misses red's Lieutenant
    expect(s.doubleAgent).toBe(1)
    s = teamHit(s)
    s = teamMiss(s) // t7: blue2 misses red's General
    expect(s.phase).toBe('over')
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).winner).toEqual(['red1', 'red2'])
    expect(game.winner(s)).toEqual(['red1', 'red2'])
    expect(s.log[s.log.length - 1]).toEqual({ type: 'end', winner: 'red', reason: 'flag' })
    for (const seat of TEAM_SEATS) expect(legalActions(s, seat)).toEqual([])
    expectRuleError(() => play(s, 'blue1', { type: 'guess', rank: 1 }), 'game-over')
  })

  it('a drawn team game: winner "draw" for every seat', () => {
    let s = newTeamGame()
    while (s.phase !== 'over') {
      if (s.phase === 'deploy') {
        const line = (side: Seat): Lineup => {
          const hand = (tview(s, side === 'red' ? 'red1' : 'blue1').hand ?? []).filter((r) => r !== 4)
          return [hand[0], hand[1], hand[2], hand[3]]
        }
        s = startTeamDay(s, line('red'), line('blue'))
      }
      s = teamHit(s)
    }
    expect(s.winner).toBe('draw')
    expect(game.winner(s)).toBe('draw')
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).winner).toBe('draw')
  })
})

describe('Team play: the log is public', () => {
  it('never carries a hidden rank: deploy entries name the side and the seat only, decisions add the seat that made them', () => {
    let s = newTeamGame()
    s = deployTeams(s, RED, BLUE)
    expect(s.log.filter((e) => e.type === 'deploy')).toEqual([
      { type: 'deploy', seat: 'red', by: 'red1' },
      { type: 'deploy', seat: 'blue', by: 'blue1' },
      { type: 'deploy', seat: 'red', by: 'red2' },
      { type: 'deploy', seat: 'blue', by: 'blue2' },
    ])
    for (const seat of [...TEAM_SEATS, null]) expect(tview(s, seat).log).toEqual(s.log)
  })
})
