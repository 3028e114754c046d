// The seeded random player of Spies & Lies over the engine's public API, shared by the property tests
// and the benchmark: the one loop of random-player.ts, with the seats that have a prompt as the due
// ones and a uniform legal action. Its choices come from the engine's own seeded generator, seeded from
// a string other than the game seed, so a (seed, options) pair always plays the same game. Kept lean:
// no JSON work, no views, nothing but promptFor + legalActions + applyAction.
import {
  applyAction,
  createGame,
  legalActions,
  promptFor,
  type Action,
  type GameState,
  type Move,
  type Seat,
  type SetupOptions,
} from '../../src/engine/spies-and-lies'
import { seedRng } from '../../src/engine/core/rng'
import { playerSeedFor, playRandom, type RandomGameOf, type RandomPlayerOptions, type RandomRules } from './random-player'

/** Setup overrides: firstSeat, exhausted, intelOrder, wall. */
export type RandomGameOptions = RandomPlayerOptions<GameState, Omit<SetupOptions, 'seed'>>
export type RandomGame = RandomGameOf<SetupOptions, GameState, Move>
export { playerSeedFor }

const SEAT_ORDER: readonly Seat[] = ['red', 'blue']

const RULES: RandomRules<GameState, Seat, Action> = {
  // Who must decide is cheap to ask (promptFor, as the host does); actions are listed only for the
  // seat that plays.
  due: (state) => SEAT_ORDER.filter((side) => promptFor(state, side) !== null),
  legal: legalActions,
  apply: applyAction,
  over: (state) => state.phase === 'over',
  describe: (state) => state.phase,
}

/** Plays one complete game of uniformly random legal moves. */
export function playRandomGame(seed: string, options: RandomGameOptions = {}): RandomGame {
  const setupOptions: SetupOptions = { ...options.setup, seed }
  const rng = seedRng(options.playerSeed ?? playerSeedFor(seed))
  const run = playRandom(`random game ${JSON.stringify(seed)}`, createGame(setupOptions), rng, RULES, options)
  return { options: setupOptions, ...run }
}
