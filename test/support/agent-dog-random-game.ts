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
import { playRandom, type RandomLoopOptions, type RandomRules } from './random-player'

export interface RandomGameOptions extends RandomLoopOptions<GameState> {
  /** Setup overrides (dealer, deck, rules); the seed is the first argument. */
  setup?: Omit<SetupOptions, 'seed' | 'players'>
  /** Seed of the player's own choices (default: derived from the game seed, but not equal to it). */
  playerSeed?: string
}

export interface RandomGame {
  /** The options the game was created with: `replay(options, moves)` rebuilds `state`. */
  options: SetupOptions
  state: GameState
  moves: Move[]
  states?: GameState[]
}

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
  const rng = seedRng(options.playerSeed ?? `random-player/${seed}/choices`)
  const run = playRandom(`random game ${JSON.stringify(seed)}`, createGame(setupOptions), rng, RULES, options)
  return { options: setupOptions, ...run }
}
