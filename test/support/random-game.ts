// A seeded random player over the engine's public API, shared by the property tests and the
// benchmark. At each step it picks a seat uniformly among the seats that have legal actions, then an
// action uniformly from that seat's legal actions. Its choices come from the engine's own seeded
// generator, seeded from a string other than the game seed, so a (seed, options) pair always plays
// the same game. Kept lean: no JSON work, no views, nothing but legalActions + applyAction.
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
import { nextInt, seedRng } from '../../src/engine/core/rng'
import { deepFreeze } from './deep-freeze'

export interface RandomGameOptions {
  /** Setup overrides (firstSeat, exhausted, intelOrder, wall); the seed is the first argument. */
  setup?: Omit<SetupOptions, 'seed'>
  /** Seed of the player's own choices (default: derived from the game seed, but not equal to it). */
  playerSeed?: string
  /** Keep every state: states[0] is the initial state, states[i + 1] follows moves[i]. */
  recordStates?: boolean
  /** Deep-freeze every state before it is handed to applyAction (a mutation then throws). */
  freeze?: boolean
  /** Stop after this many actions even if the game is not over (default: no limit). */
  maxActions?: number
}

export interface RandomGame {
  /** The options the game was created with: `replay(options, moves)` rebuilds `state`. */
  options: SetupOptions
  state: GameState
  moves: Move[]
  states?: GameState[]
}

/** The seed the random player uses for its own choices when none is given. */
export function playerSeedFor(seed: string): string {
  return `random-player/${seed}/choices`
}

const SEAT_ORDER: readonly Seat[] = ['red', 'blue']

/** Plays one complete game of uniformly random legal moves. */
export function playRandomGame(seed: string, options: RandomGameOptions = {}): RandomGame {
  const setupOptions: SetupOptions = { ...options.setup, seed }
  const rng = seedRng(options.playerSeed ?? playerSeedFor(seed))
  const limit = options.maxActions ?? Infinity
  const moves: Move[] = []
  const states: GameState[] | undefined = options.recordStates ? [] : undefined
  let state = createGame(setupOptions)

  while (state.phase !== 'over' && moves.length < limit) {
    if (options.freeze) deepFreeze(state)
    states?.push(state)
    // Who must decide is cheap to ask (promptFor, as the host does); actions are listed only
    // for the seat that plays.
    const due = SEAT_ORDER.filter((side) => promptFor(state, side) !== null)
    if (due.length === 0) throw new Error(`random game ${JSON.stringify(seed)}: nobody can act in phase ${state.phase}`)
    const seat: Seat = due.length === 1 ? due[0] : due[nextInt(rng, due.length)]
    const actions: Action[] = legalActions(state, seat)
    const action = actions[nextInt(rng, actions.length)]
    state = applyAction(state, seat, action)
    moves.push({ seat, action })
  }
  if (options.freeze) deepFreeze(state)
  states?.push(state)
  return states ? { options: setupOptions, state, moves, states } : { options: setupOptions, state, moves }
}
