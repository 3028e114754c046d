// The seeded random team games (two against two) the team property tests play, through the
// GameModule as the host does. A failure names its seed and setup; `playModuleGame(seed, { setup })`
// replays it move for move.
import fc from 'fast-check'
import { type GameAction, type GameState, type Seat, type TeamSeat } from '../../../../src/engine/spies-and-lies'
import { runsOf } from '../../../support/runs'
import { playModuleGame, type ModuleGame } from '../team-random-game'
import { fixedSetupArb, type GameInput, type SetupOverrides } from './games'

/** Runs per property, sized so the whole team suite stays well under a minute on two cores. */
export const RUNS = runsOf({
  legality: 25,
  ending: 500,
  invariants: 250,
  trackLog: 150,
  views: 100,
  nonInterference: 300,
})

export const SEATS: readonly Seat[] = ['red', 'blue']
export const TEAM: Readonly<Record<Seat, readonly [TeamSeat, TeamSeat]>> = { red: ['red1', 'red2'], blue: ['blue1', 'blue2'] }
export const ALL_SEATS: readonly TeamSeat[] = ['red1', 'red2', 'blue1', 'blue2']
/** The seat that plays each mission, written out here rather than taken from the engine. */
export const OWNER: Readonly<Record<Seat, readonly TeamSeat[]>> = {
  red: ['red1', 'red1', 'red2', 'red2'],
  blue: ['blue1', 'blue1', 'blue2', 'blue2'],
}
/** Per day: four half deploys, four Intel confirmations, eight guesses with at most one Deception decision and one choice each. */
export const MAX_ACTIONS = 3 * (4 + 4 + 8 * 3)

// ---------------------------------------------------------------------------------------------
// Arbitraries

const seedArb = fc.tuple(fc.nat(), fc.string({ maxLength: 6 })).map(([n, s]) => `team-${n.toString(16)}-${s}-zq`)

const setupArb: fc.Arbitrary<SetupOverrides> = fc.oneof(
  { arbitrary: fc.constant({ teams: true }), weight: 2 },
  { arbitrary: fixedSetupArb.map((o) => ({ ...o, teams: true })), weight: 1 },
)

export const gameArb: fc.Arbitrary<GameInput> = fc.record({ seed: seedArb, setup: setupArb })

// ---------------------------------------------------------------------------------------------
// Playing and reading team states

export function play(input: GameInput, freeze = false): ModuleGame {
  return playModuleGame(input.seed, { setup: input.setup, recordStates: true, freeze, maxActions: MAX_ACTIONS + 1 })
}

export const PROBES: readonly GameAction[] = [
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

export function sideOf(seat: TeamSeat): Seat {
  return seat.startsWith('red') ? 'red' : 'blue'
}

export function teamsOf(s: GameState): NonNullable<GameState['teams']> {
  if (!s.teams) throw new Error('not a team game')
  return s.teams
}
