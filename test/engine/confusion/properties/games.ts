// The seeded random games the Confusion property tests play: thousands of them through the public
// API, in every combination of variants, tokens and answer modes, so that what must hold in every
// game is checked rather than in hand-picked positions. Every game is reproducible: a failure
// reports the fast-check counterexample ({ seed, setup, bias }), and playRandomGame replays it move
// for move.
import fc from 'fast-check'
import { type Action, type GameState, type Seat, type SetupOptions } from '../../../../src/engine/confusion'
import { playRandomGame, type RandomGame, type RandomGameOptions } from '../../../support/confusion-random-game'
import { runsOf } from '../../../support/runs'

/** Runs per property, tuned so the whole suite stays well under a minute on two cores. */
export const RUNS = runsOf({
  legality: 20,
  invariants: 120,
  ending: 1200,
  views: 60,
  nonInterference: 120,
  doubleAgent: 200,
  deduction: 60,
})

// ---------------------------------------------------------------------------------------------
// Arbitraries

export type SetupOverrides = Omit<SetupOptions, 'seed'>

export interface GameInput {
  seed: string
  setup: SetupOverrides
  bias: number
}

/** Seeds made of unusual tokens, so "the view does not contain the seed" is a meaningful check. */
const seedArb: fc.Arbitrary<string> = fc.tuple(fc.nat(), fc.string({ maxLength: 6 })).map(([n, s]) => `seed-${n.toString(16)}-${s}-zq`)

const tokensArb: fc.Arbitrary<SetupOverrides['tokens']> = fc.oneof(
  fc.constant(undefined),
  fc.constant(true),
  fc.record({
    white: fc.subarray(['reveal', 'move2', 'swap'] as const).map((l) => l.slice()),
    red: fc.subarray(['reveal', 'move2', 'swap'] as const).map((l) => l.slice()),
  }),
)

/** Every combination of the options, bounded by a draw limit so that games stay short. */
function setupArb(maxTurns: fc.Arbitrary<number | undefined>): fc.Arbitrary<SetupOverrides> {
  return fc.record(
    {
      firstSeat: fc.constantFrom<Seat>('white', 'red'),
      tokens: tokensArb,
      variants: fc.record(
        { honor: fc.boolean(), tight: fc.boolean(), safeExtraction: fc.boolean(), variableSetup: fc.boolean(), promotion: fc.boolean() },
        { requiredKeys: [] },
      ),
      answers: fc.constantFrom<'orders' | 'by-hand'>('orders', 'by-hand'),
      maxTurns,
    },
    { requiredKeys: ['maxTurns'] },
  ).map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as SetupOverrides)
}

/** Games cut short by a draw limit: cheap, for properties that look at every action. */
export const shortGameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.integer({ min: 4, max: 40 })),
  bias: fc.constantFrom(0, 0.5),
})
/** Games of every length up to 150 turns. */
export const mediumGameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.integer({ min: 10, max: 150 })),
  bias: fc.constantFrom(0, 0.5, 0.8),
})
/** Games of every length, a fifth of them without a draw limit (played to a win: a few run to thousands of actions). */
export const gameArb: fc.Arbitrary<GameInput> = fc.record({
  seed: seedArb,
  setup: setupArb(fc.oneof({ arbitrary: fc.integer({ min: 20, max: 160 }), weight: 4 }, { arbitrary: fc.constant(undefined), weight: 1 })),
  bias: fc.constantFrom(0, 0.5, 0.8),
})

// ---------------------------------------------------------------------------------------------
// Playing and reporting

/** Guard against an endless random game: no real game of these comes near it. */
const MAX_ACTIONS = 6000

export type RecordedGame = RandomGame & { states: GameState[] }

export function play(input: GameInput, extra: RandomGameOptions = {}): RecordedGame {
  const game = playRandomGame(input.seed, { setup: input.setup, briefcaseBias: input.bias, recordStates: true, maxActions: MAX_ACTIONS, ...extra })
  if (!game.states) throw new Error('recordStates returned no states')
  return { ...game, states: game.states }
}

export function where(input: GameInput, step: number): string {
  return `seed ${JSON.stringify(input.seed)}, setup ${JSON.stringify(input.setup)}, bias ${input.bias}, after ${step} moves`
}

/** One action of every type, to probe seats that must refuse everything. */
export const PROBES: readonly Action[] = [
  { type: 'move', from: [3, 1], to: [3, 2] },
  { type: 'move', from: [7, 9], to: [7, 8] },
  { type: 'eliminateOwn', at: [3, 1] },
  { type: 'eliminateDoubleAgent' },
  { type: 'answer', yes: true },
  { type: 'token', kind: 'reveal', at: [3, 1] },
  { type: 'token', kind: 'move2' },
  { type: 'token', kind: 'swap', a: [3, 1], b: [6, 1] },
  { type: 'pass' },
  { type: 'promote', accept: true },
  { type: 'transfer', accept: false },
  { type: 'place', squares: {} },
]
