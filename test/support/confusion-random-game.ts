// A seeded random player over the Confusion engine's public API, shared by the property tests and
// the benchmark. At each step it asks who must decide (toActOf, as the host does), picks one of those
// seats, and plays a uniformly drawn answer to its prompt; now and then (at fixed rates) it takes a
// free action instead, or a seat changes its standing orders first. Variant 4 placements are drawn
// uniformly from all legal ones. Its choices come from the engine's own seeded generator, seeded
// from a string other than the game seed, so a (seed, options) pair always plays the same game.
import {
  applyAction,
  createGame,
  legalActions,
  randomPlacement,
  toActOf,
  type Action,
  type GameState,
  type Move,
  type SetupOptions,
} from '../../src/engine/confusion'
import { nextFloat, nextInt, seedRng, type RngState } from '../../src/engine/core/rng'
import { deepFreeze } from './deep-freeze'

export interface RandomGameOptions {
  /** Setup overrides (variants, tokens, answers, ...); the seed is the first argument. */
  setup?: Omit<SetupOptions, 'seed'>
  /** Seed of the player's own choices (default: derived from the game seed, but not equal to it). */
  playerSeed?: string
  /** Keep every state: states[0] is the initial state, states[i + 1] follows moves[i]. */
  recordStates?: boolean
  /** Deep-freeze every state before it is handed to applyAction (a mutation then throws). */
  freeze?: boolean
  /** Stop after this many actions even if the game is not over (default: no limit). */
  maxActions?: number
  /** Chance of taking a free action (elimination, token) when one is open (default 0.06). */
  freeRate?: number
  /** Chance, before each step, that a seat changes its standing orders (default 0.03). */
  ordersRate?: number
  /**
   * Chance of preferring a move that takes the briefcase or carries it towards the enemy's first row
   * when there is one (default 0), so that games also end with the briefcase, not only by attrition.
   */
  briefcaseBias?: number
  /** Play on from this state instead of a new game (then `replay(options, moves)` does not rebuild it). */
  start?: GameState
  /** Decides a by-hand answer for the Double Agent (default: a fair coin). */
  doubleAgentAnswer?: (state: GameState, rng: RngState) => boolean
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

const FREE: ReadonlySet<Action['type']> = new Set(['eliminateOwn', 'eliminateDoubleAgent', 'token'])

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, items.length)]
}

/** One random step's action for `seat`, from its legal actions. */
export function randomAction(state: GameState, seat: 'white' | 'red', rng: RngState, options: RandomGameOptions = {}): Action {
  const legal = legalActions(state, seat)
  const answers = legal.filter((a) => a.type !== 'orders' && !FREE.has(a.type))
  const free = legal.filter((a) => FREE.has(a.type))
  if (answers.length === 0) throw new Error(`${seat} is due to act but has no answer to its prompt`)
  if (answers[0].type === 'place' && nextFloat(rng) < 0.7) return { type: 'place', squares: randomPlacement(rng, seat, state.rules) }
  if (answers[0].type === 'answer' && answers.length === 2 && options.doubleAgentAnswer) {
    return { type: 'answer', yes: options.doubleAgentAnswer(state, rng) }
  }
  if (free.length > 0 && nextFloat(rng) < (options.freeRate ?? 0.06)) return pickFree(rng, free)
  if (options.briefcaseBias && nextFloat(rng) < options.briefcaseBias) {
    const towards = answers.filter((a) => advancesBriefcase(state, seat, a))
    if (towards.length > 0) return pick(rng, towards)
  }
  return pick(rng, answers)
}

/** A free action, drawing its kind first so that the many eliminate targets do not crowd out the rest. */
function pickFree(rng: RngState, free: readonly Action[]): Action {
  const kind = (a: Action): string => (a.type === 'token' ? a.kind : a.type)
  const kinds = [...new Set(free.map(kind))]
  const chosen = pick(rng, kinds)
  return pick(rng, free.filter((a) => kind(a) === chosen))
}

/** A move onto the briefcase, or one carrying it forward. */
function advancesBriefcase(state: GameState, seat: 'white' | 'red', a: Action): boolean {
  if (a.type !== 'move') return false
  const at = state.briefcase.at
  if (a.to[0] === at[0] && a.to[1] === at[1]) return true
  const forward = seat === 'white' ? a.to[1] > a.from[1] : a.to[1] < a.from[1]
  return a.briefcase === 'carry' && forward
}

/** Plays one complete game (or up to maxActions actions) of random legal moves. */
export function playRandomGame(seed: string, options: RandomGameOptions = {}): RandomGame {
  const setupOptions: SetupOptions = { ...options.setup, seed }
  const rng = seedRng(options.playerSeed ?? playerSeedFor(seed))
  const limit = options.maxActions ?? Infinity
  const ordersRate = options.ordersRate ?? 0.03
  const moves: Move[] = []
  const states: GameState[] | undefined = options.recordStates ? [] : undefined
  let state = options.start ?? createGame(setupOptions)

  const step = (seat: 'white' | 'red', action: Action): void => {
    if (options.freeze) deepFreeze(state)
    states?.push(state)
    state = applyAction(state, seat, action)
    moves.push({ seat, action })
  }

  while (state.phase !== 'over' && moves.length < limit) {
    if (state.orders.white !== null && nextFloat(rng) < ordersRate) {
      const seat = nextInt(rng, 2) === 0 ? 'white' : 'red'
      step(seat, pick(rng, legalActions(state, seat).filter((a) => a.type === 'orders')))
      continue
    }
    const due = toActOf(state)
    if (due.length === 0) throw new Error(`random game ${JSON.stringify(seed)}: nobody can act in phase ${state.phase}`)
    const seat = due.length === 1 ? due[0] : pick(rng, due)
    step(seat, randomAction(state, seat, rng, options))
  }
  if (options.freeze) deepFreeze(state)
  states?.push(state)
  return states ? { options: setupOptions, state, moves, states } : { options: setupOptions, state, moves }
}
