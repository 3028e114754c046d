// The one seeded random-player loop of the tests and benchmarks, over the engine shape every game
// shares (who is due, legal actions, applyAction). A game supplies only how a due seat chooses (and,
// for Confusion, an action a seat may slip in between steps); the loop owns freezing, recording,
// the action limit and the "nobody can act" check, so the games' random players cannot drift apart.
import { nextInt, type RngState } from '../../src/engine/core/rng'
import { deepFreeze } from './deep-freeze'

export interface RandomMove<Seat, Action> {
  seat: Seat
  action: Action
}

export interface RandomRules<State, Seat, Action> {
  /** The seats the game waits for, in a fixed order (the draw among them depends on it). */
  due(state: State): readonly Seat[]
  /** The due seat's action at move number `step` (by default a uniform draw from `legal`). */
  choose?(state: State, seat: Seat, rng: RngState, step: number): Action
  legal(state: State, seat: Seat): readonly Action[]
  apply(state: State, seat: Seat, action: Action): State
  over(state: State): boolean
  /** A move made before the next regular step (standing orders changed at random), or null. */
  interject?(state: State, rng: RngState): RandomMove<Seat, Action> | null
  /** Names the state in errors (its phase). */
  describe(state: State): string
  /** Draw the seat even when only one is due (players whose recorded games were made that way). */
  drawLoneSeat?: boolean
}

export interface RandomLoopOptions<State> {
  /** Keep every state: states[0] is the start, states[i + 1] follows moves[i]. */
  recordStates?: boolean
  /** Deep-freeze every state before it is handed to applyAction (a mutation then throws). */
  freeze?: boolean
  /** Stop after this many actions even if the game is not over (default: no limit). */
  maxActions?: number
  /** Called with every state as the game reaches it (the states recordStates would keep, in order). */
  onState?: (state: State, step: number) => void
}

/** A game's random player's options: the loop's, the game's setup overrides, and the player's own seed. */
export interface RandomPlayerOptions<State, Setup> extends RandomLoopOptions<State> {
  /** Setup overrides; the seed is the first argument. */
  setup?: Setup
  /** Seed of the player's own choices (default: playerSeedFor(seed), derived from the game seed but not equal to it). */
  playerSeed?: string
}

/** A game a random player played. */
export interface RandomGameOf<Options, State, Move> {
  /** The options the game was created with: `replay(options, moves)` rebuilds `state`. */
  options: Options
  state: State
  moves: Move[]
  states?: State[]
}

/** The seed the random players use for their own choices when none is given. */
export function playerSeedFor(seed: string): string {
  return `random-player/${seed}/choices`
}

export interface RandomRun<State, Seat, Action> {
  state: State
  moves: RandomMove<Seat, Action>[]
  states?: State[]
}

/** A uniform pick of one of `items` (not empty). */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, items.length)]
}

/** Plays from `start` until the game is over or `maxActions` moves were made; `label` names it in errors. */
export function playRandom<State, Seat, Action>(
  label: string,
  start: State,
  rng: RngState,
  rules: RandomRules<State, Seat, Action>,
  options: RandomLoopOptions<State> = {},
): RandomRun<State, Seat, Action> {
  const limit = options.maxActions ?? Infinity
  const moves: RandomMove<Seat, Action>[] = []
  const states: State[] | undefined = options.recordStates ? [] : undefined
  let state = start
  const step = (move: RandomMove<Seat, Action>): void => {
    if (options.freeze) deepFreeze(state)
    states?.push(state)
    options.onState?.(state, moves.length)
    state = rules.apply(state, move.seat, move.action)
    moves.push(move)
  }
  while (!rules.over(state) && moves.length < limit) {
    const slipped = rules.interject?.(state, rng) ?? null
    if (slipped) {
      step(slipped)
      continue
    }
    const due = rules.due(state)
    if (due.length === 0) throw new Error(`${label}: nobody can act in phase ${rules.describe(state)}`)
    const seat = due.length === 1 && !rules.drawLoneSeat ? due[0] : pick(rng, due)
    step({ seat, action: rules.choose ? rules.choose(state, seat, rng, moves.length) : uniform(label, rules, state, seat, rng) })
  }
  if (options.freeze) deepFreeze(state)
  states?.push(state)
  options.onState?.(state, moves.length)
  return states ? { state, moves, states } : { state, moves }
}

function uniform<State, Seat, Action>(label: string, rules: RandomRules<State, Seat, Action>, state: State, seat: Seat, rng: RngState): Action {
  const actions = rules.legal(state, seat)
  if (actions.length === 0) throw new Error(`${label}: ${String(seat)} must act but has no legal action`)
  return pick(rng, actions)
}
