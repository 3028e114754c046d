// Property tests for team play (two against two): seeded random team games through the GameModule,
// checking what must hold in every game. A failure names its seed and setup; `playModuleGame(seed,
// { setup })` replays it move for move.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  INTEL_CARDS,
  RANKS,
  RuleError,
  SERGEANT,
  checkLineup,
  game,
  lineupsOf,
  replay,
  teamViewFor,
  type GameAction,
  type GameMove,
  type GameState,
  type Rank,
  type Seat,
  type SetupOptions,
  type TeamSeat,
} from '../../../src/engine/spies-and-lies'
import { playModuleGame, type ModuleGame } from './team-random-game'
import { tracksFromLog } from '../../support/track-log'
import { runsOf } from '../../support/runs'
import { ok, ruleErrorOf } from '../../support/property-checks'

/** Runs per property, sized so the whole file stays well under a minute on two cores. */
const RUNS = runsOf({
  legality: 25,
  ending: 500,
  invariants: 250,
  trackLog: 150,
  views: 100,
  nonInterference: 300,
})

const TIMEOUT = 180_000
const SEATS: readonly Seat[] = ['red', 'blue']
const TEAM: Readonly<Record<Seat, readonly [TeamSeat, TeamSeat]>> = { red: ['red1', 'red2'], blue: ['blue1', 'blue2'] }
const ALL_SEATS: readonly TeamSeat[] = ['red1', 'red2', 'blue1', 'blue2']
/** The seat that plays each mission, written out here rather than taken from the engine. */
const OWNER: Readonly<Record<Seat, readonly TeamSeat[]>> = {
  red: ['red1', 'red1', 'red2', 'red2'],
  blue: ['blue1', 'blue1', 'blue2', 'blue2'],
}
/** Per day: four half deploys, four Intel confirmations, eight guesses with at most one Deception decision and one choice each. */
const MAX_ACTIONS = 3 * (4 + 4 + 8 * 3)

function params(numRuns: number): { numRuns: number; includeErrorInReport: boolean } {
  return { numRuns, includeErrorInReport: true }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

interface GameInput {
  seed: string
  setup: Omit<SetupOptions, 'seed'>
}

const seedArb = fc.tuple(fc.nat(), fc.string({ maxLength: 6 })).map(([n, s]) => `team-${n.toString(16)}-${s}-zq`)
const rankArb = fc.constantFrom(...RANKS)
const INTEL_IDS = INTEL_CARDS.map((c) => c.id)

const setupArb: fc.Arbitrary<Omit<SetupOptions, 'seed'>> = fc.oneof(
  { arbitrary: fc.constant({ teams: true }), weight: 2 },
  {
    arbitrary: fc
      .record(
        {
          firstSeat: fc.constantFrom<Seat>('red', 'blue'),
          exhausted: fc.record({ red: rankArb, blue: rankArb }),
          intelOrder: fc.shuffledSubarray(INTEL_IDS, { minLength: INTEL_IDS.length, maxLength: INTEL_IDS.length }),
          wall: fc.integer({ min: 1, max: 6 }),
        },
        { requiredKeys: [] },
      )
      .map((o) => ({ ...o, teams: true })),
    weight: 1,
  },
)

const gameArb: fc.Arbitrary<GameInput> = fc.record({ seed: seedArb, setup: setupArb })

// ---------------------------------------------------------------------------------------------
// Helpers

function play(input: GameInput, freeze = false): ModuleGame {
  return playModuleGame(input.seed, { setup: input.setup, recordStates: true, freeze, maxActions: MAX_ACTIONS + 1 })
}

function where(input: GameInput, step: number): string {
  return `seed ${JSON.stringify(input.seed)}, setup ${JSON.stringify(input.setup)}, after ${step} moves`
}

const PROBES: readonly GameAction[] = [
  { type: 'deploy', missions: [1, 2] },
  { type: 'deploy', missions: [8, 9] },
  { type: 'deploy', missions: [1, 2, 3, 5] },
  { type: 'intel' },
  { type: 'intel', sergeantToken: true },
  { type: 'deceive', play: true },
  { type: 'deceive', play: false },
  { type: 'guess', rank: 1 },
  { type: 'guess', rank: 10 },
  { type: 'marshal', choice: 'ten' },
  { type: 'captain', choice: 'six' },
  { type: 'captain', choice: 'copy', rank: 7 },
]

function sideOf(seat: TeamSeat): Seat {
  return seat.startsWith('red') ? 'red' : 'blue'
}

function teamsOf(s: GameState): NonNullable<GameState['teams']> {
  if (!s.teams) throw new Error('not a team game')
  return s.teams
}

/** Ranks on the side's missions deployed today (by seats that have deployed). */
function deployedToday(s: GameState, side: Seat): Rank[] {
  const teams = teamsOf(s)
  const out: Rank[] = []
  s.missions[side].forEach((m, i) => {
    if (!teams.deployed[OWNER[side][i]]) return
    if (m.rank === null) throw new Error(`${OWNER[side][i]} deployed a mission without a rank`)
    out.push(m.rank)
  })
  return out
}

function passes(hand: readonly Rank[], line: readonly Rank[]): boolean {
  try {
    checkLineup(hand, line)
    return true
  } catch {
    return false
  }
}

function checkInvariants(s: GameState, at: () => string): void {
  const teams = teamsOf(s)
  const over = s.phase === 'over'
  ok(s.day >= 1 && s.day <= 3, () => `${at()}: day ${s.day}`)
  ok(over === (s.winner !== null), () => `${at()}: phase ${s.phase} but winner ${String(s.winner)}`)
  ok(Math.abs(s.doubleAgent) <= s.setup.wall + 1, () => `${at()}: Double Agent at ${s.doubleAgent}`)
  const played = s.log.filter((e) => e.type === 'deceive' && e.play === true).length
  ok(s.deception.red + s.deception.blue + s.deception.supply + played === 4, () => `${at()}: Deception tokens do not add up to 4`)
  for (const side of SEATS) {
    const [first, second] = TEAM[side]
    ok(!teams.deployed[second] || teams.deployed[first], () => `${at()}: ${second} deployed before ${first}`)
    ok(s.deployed[side] === (teams.deployed[first] && teams.deployed[second]), () => `${at()}: ${side} deployed flag disagrees with its seats`)
    ok(
      s.intelConfirmed[side] === (teams.intelConfirmed[first] && teams.intelConfirmed[second]),
      () => `${at()}: ${side} Intel flag disagrees with its seats`,
    )
    if (s.phase === 'intel' || s.phase === 'mission') ok(s.deployed[side], () => `${at()}: ${s.phase} before ${side} deployed`)
    if (s.phase === 'mission') ok(s.intelConfirmed[side], () => `${at()}: missions before ${side} confirmed`)
    const hand = teamViewFor(s, first).hand ?? []
    const deployed = deployedToday(s, side)
    const exhausted = s.exhausted[side]
    const all = new Set<Rank>([...hand, ...deployed, ...exhausted])
    ok(
      hand.length + deployed.length + exhausted.length === 10 && all.size === 10,
      () => `${at()}: ${side} hand ${hand.join(',')} + deployed ${deployed.join(',')} + exhausted ${exhausted.join(',')} is not the ten soldiers`,
    )
    const dayHand = RANKS.filter((r) => !exhausted.includes(r))
    if (deployed.length === 4) ok(passes(dayHand, deployed), () => `${at()}: ${side} line-up ${deployed.join(',')} breaks the order rule`)
    if (deployed.length === 2) {
      ok(
        lineupsOf(dayHand).some((l) => l[0] === deployed[0] && l[1] === deployed[1]),
        () => `${at()}: ${side}'s first pair ${deployed.join(',')} leaves no legal line-up`,
      )
    }
  }
}

// ---------------------------------------------------------------------------------------------

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  it(
    'legal actions always apply (to frozen states); toAct is exactly the seats with legal actions; every other action throws a RuleError',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const g = play(input, true)
          g.states.forEach((s, step) => {
            const at = () => where(input, step)
            const toAct = game.toAct(s)
            for (const seat of ALL_SEATS) {
              const actions = game.legalActions(s, seat)
              const prompt = teamViewFor(s, seat).prompt
              ok(toAct.includes(seat) === actions.length > 0, () => `${at()}: ${seat} in toAct ${JSON.stringify(toAct)} with ${actions.length} actions`)
              ok((prompt !== null) === actions.length > 0, () => `${at()}: ${seat} prompt ${JSON.stringify(prompt)} with ${actions.length} actions`)
              for (const action of actions) {
                ok(action.type === prompt?.type, () => `${at()}: ${seat} ${action.type} answers a ${String(prompt?.type)} prompt`)
                checkInvariants(game.applyAction(s, seat, action), () => `${at()}, then ${seat} ${JSON.stringify(action)}`)
              }
              const others = [...PROBES, ...ALL_SEATS.filter((o) => o !== seat).flatMap((o) => game.legalActions(s, o))]
              for (const probe of others) {
                if (actions.some((a) => isDeepStrictEqual(a, probe))) continue
                const error = ruleErrorOf(RuleError, () => game.applyAction(s, seat, probe), () => `${at()}: ${seat} ${JSON.stringify(probe)}`)
                if (s.phase === 'over') ok(error.code === 'game-over', () => `${at()}: code ${error.code} after the game`)
              }
            }
            for (const seat of ['red', 'blue'] as const) {
              ok(game.legalActions(s, seat).length === 0, () => `${at()}: two-player seat ${seat} has actions`)
              ruleErrorOf(RuleError, () => game.applyAction(s, seat, { type: 'intel' }), () => `${at()}: two-player seat ${seat} acted`)
            }
          })
        }),
        params(RUNS.legality),
      )
    },
    TIMEOUT,
  )

  it(
    'every team game ends by day 3 or a flag within a bounded number of actions, and both seats of the winning side win',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { state, moves, states } = play(input)
          const at = () => where(input, moves.length)
          ok(state.phase === 'over' && moves.length <= MAX_ACTIONS, () => `${at()}: not over after ${moves.length} actions`)
          states.forEach((s, i) => ok((s.phase === 'over') === (i === states.length - 1), () => `${where(input, i)}: over too early`))
          const winner = game.winner(state)
          const expected = state.winner === 'draw' ? 'draw' : TEAM[state.winner as Seat]
          ok(isDeepStrictEqual(winner, expected === 'draw' ? 'draw' : [...expected]), () => `${at()}: winner ${JSON.stringify(winner)} for ${String(state.winner)}`)
          for (const viewer of [...ALL_SEATS, null]) {
            ok(isDeepStrictEqual(teamViewFor(state, viewer).winner, winner), () => `${at()}: ${String(viewer)} sees another winner`)
          }
          const ends = state.log.filter((e) => e.type === 'end')
          ok(ends.length === 1 && ends[0].winner === state.winner && state.log[state.log.length - 1] === ends[0], () => `${at()}: end entries ${JSON.stringify(ends)}`)
          if (state.day < 3 || ends[0].reason === 'flag') ok(Math.abs(state.doubleAgent) === state.setup.wall + 1, () => `${at()}: ended early without a flag`)
        }),
        params(RUNS.ending),
      )
    },
    TIMEOUT,
  )

  it(
    'every change of an Infiltration track is explained by the log, in team games too',
    () => {
      let carried = 0
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          states.forEach((s, step) => {
            const replayed = tracksFromLog(s.log)
            ok(
              replayed.red === s.infiltration.red && replayed.blue === s.infiltration.blue,
              () => `${where(input, step)}: the log gives ${JSON.stringify(replayed)}, the tracks are ${JSON.stringify(s.infiltration)}`,
            )
          })
          carried += states[states.length - 1].log.filter((e) => e.type === 'carry-over').length
        }),
        params(RUNS.trackLog),
      )
      expect(carried).toBeGreaterThan(0)
    },
    TIMEOUT,
  )

  it(
    'invariants hold at every step: one hand per side, seats deploy in order, line-ups legal, side flags agree with the seats',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          states.forEach((s, step) => checkInvariants(s, () => where(input, step)))
        }),
        params(RUNS.invariants),
      )
    },
    TIMEOUT,
  )

  it(
    "views never leak: each seat sees its own missions, its partner's pair only while deploying after it, tokens only once all confirmed, and nothing secret",
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          const escapedSeed = JSON.stringify(input.seed).slice(1, -1)
          states.forEach((s, step) => {
            const teams = teamsOf(s)
            const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
            const logJson = JSON.stringify(s.log)
            for (const viewer of [...ALL_SEATS, null]) {
              const view = teamViewFor(s, viewer)
              const json = JSON.stringify(view)
              const who = () => `${where(input, step)}, view for ${String(viewer)}`
              ok(view.seat === viewer, () => `${who()}: seat ${String(view.seat)}`)
              ok(isDeepStrictEqual(view.toAct, game.toAct(s)), () => `${who()}: toAct ${JSON.stringify(view.toAct)}`)
              ok(!json.includes(escapedSeed) && !json.includes(input.seed), () => `${who()}: contains the seed`)
              for (const key of ['rng', 'intelDeck', 'setup', 'seed', 'intelOrder']) ok(!json.includes(`"${key}":`), () => `${who()}: has a "${key}" key`)
              for (const id of s.intelDeck) ok(!json.includes(`"${id}"`), () => `${who()}: names the undrawn Intel card ${id}`)
              ok(JSON.stringify(view.log) === logJson, () => `${who()}: the log differs from the public log`)
              ok(isDeepStrictEqual(view.team.deployed, ALL_SEATS.filter((t) => teams.deployed[t])), () => `${who()}: team.deployed`)
              if (viewer === null) {
                ok(view.hand === null && view.prompt === null, () => `${who()}: a spectator has a hand or a prompt`)
              } else {
                const side = sideOf(viewer)
                const expected = RANKS.filter((r) => !s.exhausted[side].includes(r) && !deployedToday(s, side).includes(r))
                ok(isDeepStrictEqual(view.hand, expected), () => `${who()}: hand ${JSON.stringify(view.hand)}, expected ${JSON.stringify(expected)}`)
              }
              for (const side of SEATS) {
                const [first, second] = TEAM[side]
                const peeking = viewer === second && s.phase === 'deploy' && teams.deployed[first] && !teams.deployed[second]
                view.missions[side].forEach((m, i) => {
                  const real = s.missions[side][i]
                  const mine = OWNER[side][i] === viewer
                  const label = () => `${who()}: ${side} mission ${i + 1}`
                  if (mine || real.revealed || (peeking && i < 2)) ok(m.rank === real.rank, () => `${label()} shows ${String(m.rank)}, is ${String(real.rank)}`)
                  else ok(m.rank === null, () => `${label()} is hidden but shows ${String(m.rank)}`)
                  if (mine || tokensPublic) ok(m.intelToken === real.intelToken, () => `${label()}: Intel token differs`)
                  else ok(m.intelToken === null, () => `${label()}: Intel token shown before all four confirmed`)
                })
              }
            }
          })
        }),
        params(RUNS.views),
      )
    },
    TIMEOUT,
  )

  describe('non-interference: what a seat may not know does not change its view (each of the four seats, and spectators)', () => {
    /** The index of `seat`'s last `type` move before move `n` on the same day as state `n`, or -1. */
    function todaysMove(g: ModuleGame, n: number, seat: TeamSeat, type: GameAction['type']): number {
      const day = g.states[n].day
      for (let i = n - 1; i >= 0 && g.states[i].day === day; i--) if (g.moves[i].seat === seat && g.moves[i].action.type === type) return i
      return -1
    }

    function viewJson(s: GameState, seat: TeamSeat | null): string {
      return JSON.stringify(teamViewFor(s, seat))
    }

    /** The public Intel tokens `line` would show, the Sergeant's taken from its owner's move (or null before they are public). */
    function tokensOf(g: ModuleGame, point: number, side: Seat, line: readonly Rank[]): Array<boolean | null> {
      const s = g.states[point]
      const card = s.intelCurrent === null ? [] : (INTEL_CARDS.find((c) => c.id === s.intelCurrent)?.ranks ?? [])
      return line.map((r, i) => {
        if (r !== SERGEANT) return card.includes(r)
        const at = todaysMove(g, point, OWNER[side][i], 'intel')
        const action = at < 0 ? null : g.moves[at].action
        return action?.type === 'intel' ? (action.sergeantToken ?? null) : null
      })
    }

    interface Variant {
      label: string
      moves: GameMove[]
      /** Viewers whose view must not change. */
      blind: Array<TeamSeat | null>
      /** Seats of which at least one must see a change (so the variant really differs). */
      seeing: TeamSeat[]
    }

    /** Another line-up for `side` today, consistent with everything public at the point: the enemy's and spectators' view. */
    function enemyVariant(g: ModuleGame, point: number, side: Seat, pick: number): Variant | null {
      const s = g.states[point]
      const [first, second] = TEAM[side]
      const d1 = todaysMove(g, point, first, 'deploy')
      if (d1 < 0) return null
      const d2 = todaysMove(g, point, second, 'deploy')
      const original = s.missions[side].map((m) => m.rank)
      const dayHand = RANKS.filter((r) => !s.exhausted[side].includes(r))
      const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
      const half = (line: readonly Rank[]) => (line.indexOf(SERGEANT) < 0 ? -1 : line.indexOf(SERGEANT) < 2 ? 0 : 1)
      const seen = new Set<string>()
      const lines = lineupsOf(dayHand).filter((line) => {
        const used = d2 < 0 ? line.slice(0, 2) : line
        const key = used.join(',')
        if (seen.has(key) || used.every((r, i) => r === original[i])) return false
        seen.add(key)
        if (!s.missions[side].every((m, i) => !m.revealed || line[i] === m.rank)) return false
        // The rest of the moves stay legal: the Sergeant stays with the seat that chose its token.
        if (d2 >= 0 && s.phase !== 'deploy' && half(line) !== half(original as Rank[])) return false
        if (tokensPublic && !isDeepStrictEqual(tokensOf(g, point, side, line), s.missions[side].map((m) => m.intelToken))) return false
        return true
      })
      if (lines.length === 0) return null
      const line = lines[pick % lines.length]
      const moves = g.moves.slice(0, point)
      moves[d1] = { seat: first, action: { type: 'deploy', missions: [line[0], line[1]] } }
      if (d2 >= 0) moves[d2] = { seat: second, action: { type: 'deploy', missions: [line[2], line[3]] } }
      const enemy = SEATS.find((x) => x !== side) as Seat
      return { label: `${side} deploying ${(d2 < 0 ? line.slice(0, 2) : line).join(',')}`, moves, blind: [...TEAM[enemy], null], seeing: [first, second] }
    }

    /** The seat's own pair with its Sergeant on the other mission: its partner's view (and everyone else's) is unchanged. */
    function partnerVariant(g: ModuleGame, point: number, seat: TeamSeat): Variant | null {
      const s = g.states[point]
      const side = sideOf(seat)
      const at = todaysMove(g, point, seat, 'deploy')
      if (at < 0) return null
      const action = g.moves[at].action
      if (action.type !== 'deploy' || !action.missions.includes(SERGEANT)) return null
      const [a, b] = OWNER[side].flatMap((o, i) => (o === seat ? [i] : []))
      if (s.missions[side][a].revealed || s.missions[side][b].revealed) return null
      const partner = TEAM[side].find((t) => t !== seat) as TeamSeat
      const teams = teamsOf(s)
      // The second seat looks at its partner's pair while it deploys: then it may know it.
      if (seat === TEAM[side][0] && s.phase === 'deploy' && !teams.deployed[partner]) return null
      const swapped: [Rank, Rank] = [action.missions[1], action.missions[0]]
      const line = s.missions[side].map((m, i) => (i === a ? swapped[0] : i === b ? swapped[1] : m.rank)) as Rank[]
      if (s.intelConfirmed.red && s.intelConfirmed.blue && !isDeepStrictEqual(tokensOf(g, point, side, line), s.missions[side].map((m) => m.intelToken))) return null
      const moves = g.moves.slice(0, point)
      moves[at] = { seat, action: { type: 'deploy', missions: swapped } }
      const enemy = SEATS.find((x) => x !== side) as Seat
      return { label: `${seat} deploying ${swapped.join(',')}`, moves, blind: [partner, ...TEAM[enemy], null], seeing: [seat] }
    }

    /** The Sergeant's token the other way, while the tokens are not yet public: only its owner knows it. */
    function tokenVariant(g: ModuleGame, point: number, seat: TeamSeat): Variant | null {
      const s = g.states[point]
      if (s.phase !== 'intel') return null
      const at = todaysMove(g, point, seat, 'intel')
      const action = at < 0 ? null : g.moves[at].action
      if (action?.type !== 'intel' || action.sergeantToken === undefined) return null
      const moves = g.moves.slice(0, point)
      moves[at] = { seat, action: { type: 'intel', sergeantToken: !action.sergeantToken } }
      return { label: `${seat} giving the other token`, moves, blind: [...ALL_SEATS.filter((t) => t !== seat), null], seeing: [seat] }
    }

    const sampleArb = fc.record({ game: gameArb, pick: fc.nat() })

    function checkVariant(input: GameInput, g: ModuleGame, point: number, v: Variant): void {
      const at = () => `${where(input, point)}: ${v.label}`
      let b: GameState
      try {
        b = replay(g.options, v.moves)
      } catch (error) {
        throw new Error(`${at()}: the rewritten moves do not replay: ${String(error)}`)
      }
      const a = g.states[point]
      for (const viewer of v.blind) {
        const va = viewJson(a, viewer)
        const vb = viewJson(b, viewer)
        ok(va === vb, () => `${at()}: the view for ${String(viewer)} changed:\n${va}\n${vb}`)
      }
      ok(v.seeing.some((seat) => viewJson(a, seat) !== viewJson(b, seat)), () => `${at()}: nobody sees the difference`)
    }

    it(
      "another consistent line-up of one side (the enemy's hidden cards) gives byte-identical views to both enemy seats and spectators",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (const side of SEATS) {
              for (let k = 0; k < g.states.length; k++) {
                const point = (pick + k) % g.states.length
                const v = enemyVariant(g, point, side, pick)
                if (v === null) continue
                samples++
                checkVariant(input, g, point, v)
                break
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference)
      },
      TIMEOUT,
    )

    it(
      "a seat's own pair with its Sergeant on the other mission gives its partner (and everyone else) byte-identical views",
      () => {
        let samples = 0
        const seats = new Set<TeamSeat>()
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (const seat of ALL_SEATS) {
              for (let k = 0; k < g.states.length; k++) {
                const point = (pick + k) % g.states.length
                const v = partnerVariant(g, point, seat)
                if (v === null) continue
                samples++
                seats.add(seat)
                checkVariant(input, g, point, v)
                break
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 2)
        expect([...seats].sort()).toEqual([...ALL_SEATS].sort())
      },
      TIMEOUT,
    )

    it(
      "a Sergeant's token the other way, before all four have confirmed, gives every other seat (its partner too) and spectators byte-identical views",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            for (let k = 0; k < g.states.length; k++) {
              const point = (pick + k) % g.states.length
              const v = ALL_SEATS.map((seat) => tokenVariant(g, point, seat)).find((x) => x !== null)
              if (!v) continue
              samples++
              checkVariant(input, g, point, v)
              break
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 4)
      },
      TIMEOUT,
    )

    it(
      "editing hidden ranks in the state (an enemy side's, or a seat's own two swapped) changes no view of a seat that may not know them",
      () => {
        let samples = 0
        fc.assert(
          fc.property(sampleArb, ({ game: input, pick }) => {
            const g = play(input)
            const point = pick % g.states.length
            const a = g.states[point]
            for (const side of SEATS) {
              const hidden = a.missions[side].flatMap((m, i) => (m.rank !== null && !m.revealed ? [i] : []))
              if (hidden.length === 0) continue
              const enemy = SEATS.find((x) => x !== side) as Seat
              // The enemy and spectators: any ranks at all on the hidden missions.
              const b = structuredClone(a)
              for (const i of hidden) b.missions[side][i].rank = RANKS[(pick + i) % RANKS.length]
              for (const viewer of [...TEAM[enemy], null]) {
                ok(viewJson(a, viewer) === viewJson(b, viewer), () => `${where(input, point)}: ${side}'s ranks edited, ${String(viewer)} saw it`)
              }
              samples++
              // The partner: a seat's own two hidden ranks swapped (the side's hand stays the same).
              for (const seat of TEAM[side]) {
                const own = hidden.filter((i) => OWNER[side][i] === seat)
                const partner = TEAM[side].find((t) => t !== seat) as TeamSeat
                const peeking = seat === TEAM[side][0] && a.phase === 'deploy' && !teamsOf(a).deployed[partner]
                if (own.length !== 2 || peeking) continue
                const c = structuredClone(a)
                c.missions[side][own[0]].rank = a.missions[side][own[1]].rank
                c.missions[side][own[1]].rank = a.missions[side][own[0]].rank
                for (const viewer of [partner, ...TEAM[enemy], null]) {
                  ok(viewJson(a, viewer) === viewJson(c, viewer), () => `${where(input, point)}: ${seat}'s two ranks swapped, ${String(viewer)} saw it`)
                }
                ok(viewJson(a, seat) !== viewJson(c, seat), () => `${where(input, point)}: ${seat} does not see its own ranks`)
              }
            }
          }),
          params(RUNS.nonInterference),
        )
        expect(samples).toBeGreaterThan(RUNS.nonInterference / 2)
      },
      TIMEOUT,
    )

  })
})
