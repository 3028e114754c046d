// The seeded random games the two-player property tests play: thousands of them through the public
// API, so that what must hold in every game is checked rather than in hand-picked positions. Every
// game is reproducible: a failure reports the fast-check counterexample ({ seed, setup }), and
// `playRandomGame(seed, { setup })` replays it move for move.
import fc from 'fast-check'
import {
  INTEL_CARDS,
  RANKS,
  type Action,
  type GameState,
  type Rank,
  type Seat,
  type SetupOptions,
} from '../../../../src/engine/spies-and-lies'
import { playRandomGame, type RandomGame } from '../../../support/random-game'
import { runsOf } from '../../../support/runs'

/** Runs per property, tuned so the whole two-player suite stays well under a minute on two cores. */
export const RUNS = runsOf({
  legality: 40,
  ending: 2000,
  invariants: 600,
  trackLog: 400,
  views: 200,
  nonInterference: 1200,
})

/** Per day: two deployments, two Intel confirmations, eight guesses, each with at most one
 * Deception decision and one Marshal/Captain choice. */
export const MAX_ACTIONS = 3 * (2 + 2 + 8 * 3)

// ---------------------------------------------------------------------------------------------
// Arbitraries

export type SetupOverrides = Omit<SetupOptions, 'seed'>

export interface GameInput {
  seed: string
  setup: SetupOverrides
}

/** Seeds made of unusual tokens, so "the view does not contain the seed" is a meaningful check. */
const seedArb: fc.Arbitrary<string> = fc
  .tuple(fc.nat(), fc.string({ maxLength: 6 }))
  .map(([n, s]) => `seed-${n.toString(16)}-${s}-zq`)

const rankArb: fc.Arbitrary<Rank> = fc.constantFrom(...RANKS)
export const INTEL_IDS = INTEL_CARDS.map((c) => c.id)

/** Setup choices fixed instead of drawn from the seed, including short and long tracks. */
export const fixedSetupArb: fc.Arbitrary<SetupOverrides> = fc.record(
  {
    firstSeat: fc.constantFrom<Seat>('red', 'blue'),
    exhausted: fc.record({ red: rankArb, blue: rankArb }),
    intelOrder: fc.shuffledSubarray(INTEL_IDS, { minLength: INTEL_IDS.length, maxLength: INTEL_IDS.length }),
    wall: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: [] },
)

/** Mostly the default setup; sometimes fixed options. */
const setupArb: fc.Arbitrary<SetupOverrides> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 2 },
  { arbitrary: fixedSetupArb, weight: 1 },
)

export const gameArb: fc.Arbitrary<GameInput> = fc.record({ seed: seedArb, setup: setupArb })

// ---------------------------------------------------------------------------------------------
// Playing and reporting

export type RecordedGame = RandomGame & { states: GameState[] }

export function play(input: GameInput, freeze = false): RecordedGame {
  const game = playRandomGame(input.seed, { setup: input.setup, recordStates: true, freeze, maxActions: MAX_ACTIONS + 1 })
  if (!game.states) throw new Error('recordStates returned no states')
  return { ...game, states: game.states }
}

export function where(input: GameInput, step: number): string {
  return `seed ${JSON.stringify(input.seed)}, setup ${JSON.stringify(input.setup)}, after ${step} moves`
}

/** One action of every type, to probe seats that must refuse everything. */
export const PROBES: readonly Action[] = [
  { type: 'deploy', missions: [1, 2, 3, 5] },
  { type: 'deploy', missions: [4, 6, 8, 10] },
  { type: 'intel' },
  { type: 'intel', sergeantToken: true },
  { type: 'deceive', play: true },
  { type: 'deceive', play: false },
  { type: 'guess', rank: 1 },
  { type: 'guess', rank: 10 },
  { type: 'marshal', choice: 'ten' },
  { type: 'marshal', choice: 'sabotage' },
  { type: 'captain', choice: 'six' },
  { type: 'captain', choice: 'copy', rank: 7 },
]
