// The seeded random player of Agent DOG over the engine's public API, shared by the property tests and
// the benchmark: the one loop of random-player.ts, with the seats the game waits for (toAct) as the due
// ones and a uniform legal action. Its choices come from the engine's seeded generator, seeded from a
// string other than the game seed, so (seed, options) always plays the same game.
import {
  applyAction,
  createGame,
  legalActions,
  toAct,
  type Action,
  type GameState,
  type Move,
  type Players,
  type Seat,
  type SetupOptions,
} from '../../src/engine/agent-dog'
import { seedRng } from '../../src/engine/core/rng'
import { playerSeedFor, playRandom, type RandomGameOf, type RandomPlayerOptions, type RandomRules } from './random-player'

/** Setup overrides: dealer, deck, rules. */
export type RandomGameOptions = RandomPlayerOptions<GameState, Omit<SetupOptions, 'seed' | 'players'>>
export type RandomGame = RandomGameOf<SetupOptions, GameState, Move>

const RULES: RandomRules<GameState, Seat, Action> = {
  due: toAct,
  legal: legalActions,
  apply: applyAction,
  over: (state) => state.phase === 'over',
  describe: (state) => state.phase,
}

/** Plays one game of uniformly random legal actions (to its end, or to maxActions). */
export function playRandomGame(seed: string, players: Players, options: RandomGameOptions = {}): RandomGame {
  const setupOptions: SetupOptions = { ...options.setup, seed, players }
  const rng = seedRng(options.playerSeed ?? playerSeedFor(seed))
  const run = playRandom(`random game ${JSON.stringify(seed)}`, createGame(setupOptions), rng, RULES, options)
  return { options: setupOptions, ...run }
}
