// A seeded random player over the Agent DOG engine's public API, shared by the property tests and
// the benchmark. At each step it picks a seat uniformly among the seats the game waits for (toAct),
// then an action uniformly from that seat's legal actions. Its choices come from the engine's seeded
// generator, seeded from a string other than the game seed, so (seed, options) always plays the same
// game. Kept lean: no JSON work, no views, nothing but toAct + legalActions + applyAction.
import {
  applyAction,
  createGame,
  legalActions,
  toAct,
  type Action,
  type GameState,
  type Move,
  type Players,
  type SetupOptions,
} from '../../src/engine/agent-dog'
import { nextInt, seedRng } from '../../src/engine/core/rng'
import { deepFreeze } from './deep-freeze'

export interface RandomGameOptions {
  /** Setup overrides (dealer, deck, rules); the seed is the first argument. */
  setup?: Omit<SetupOptions, 'seed' | 'players'>
  /** Seed of the player's own choices (default: derived from the game seed, but not equal to it). */
  playerSeed?: string
  /** Keep every state: states[0] is the initial state, states[i + 1] follows moves[i]. */
  recordStates?: boolean
  /** Deep-freeze every state before it is handed to applyAction (a mutation then throws). */
  freeze?: boolean
  /** Stop after this many actions even if the game is not over (default: no limit). */
  maxActions?: number
  /** Called with every state as the game reaches it (the states recordStates would keep, in order). */
  onState?: (state: GameState, step: number) => void
}

export interface RandomGame {
  /** The options the game was created with: `replay(options, moves)` rebuilds `state`. */
  options: SetupOptions
  state: GameState
  moves: Move[]
  states?: GameState[]
}

/** Plays one game of uniformly random legal actions (to its end, or to maxActions). */
export function playRandomGame(seed: string, players: Players, options: RandomGameOptions = {}): RandomGame {
  const setupOptions: SetupOptions = { ...options.setup, seed, players }
  const rng = seedRng(options.playerSeed ?? `random-player/${seed}/choices`)
  const limit = options.maxActions ?? Infinity
  const moves: Move[] = []
  const states: GameState[] | undefined = options.recordStates ? [] : undefined
  let state = createGame(setupOptions)
  while (state.phase !== 'over' && moves.length < limit) {
    if (options.freeze) deepFreeze(state)
    states?.push(state)
    options.onState?.(state, moves.length)
    const due = toAct(state)
    if (due.length === 0) throw new Error(`random game ${JSON.stringify(seed)}: nobody can act in phase ${state.phase}`)
    const seat = due.length === 1 ? due[0] : due[nextInt(rng, due.length)]
    const actions: Action[] = legalActions(state, seat)
    if (actions.length === 0) throw new Error(`random game ${JSON.stringify(seed)}: ${seat} must act but has no legal action`)
    const action = actions[nextInt(rng, actions.length)]
    state = applyAction(state, seat, action)
    moves.push({ seat, action })
  }
  if (options.freeze) deepFreeze(state)
  states?.push(state)
  options.onState?.(state, moves.length)
  return states ? { options: setupOptions, state, moves, states } : { options: setupOptions, state, moves }
}
