// Seeded random games of any registered game, through its GameModule only: at each step one seat
// the game waits for is drawn, and it answers its prompt with a uniformly drawn legal action. Every
// choice comes from a seeded generator, so (game, options, seed) always plays the same game.
import type { AnyGameModule, GameAction } from '../../../src/engine/core/game-module'
import { nextInt, seedRng, type RngState } from '../../../src/engine/core/rng'
import type { Move } from '../../../src/engine/core/replay'
import { deepFreeze } from '../deep-freeze'

export interface PlayedGame {
  /** The options with the seed, as createGame took them. */
  options: { seed: string }
  moves: Move[]
  /** states[k] is the state after k moves; every one deep-frozen (a mutation throws). */
  states: unknown[]
}

/** A uniform pick of one of `xs` (not empty). */
export function pick<T>(rng: RngState, xs: readonly T[]): T {
  return xs[nextInt(rng, xs.length)]
}

/** Up to `n` of `xs`, spread evenly from a random start, first and last included when n allows. */
export function sample<T>(rng: RngState, xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return xs.slice()
  const start = nextInt(rng, xs.length)
  return Array.from({ length: n }, (_, i) => xs[(start + Math.floor((i * xs.length) / n)) % xs.length])
}

/**
 * Plays until the game has a winner or `maxActions` moves were made (the caller checks which).
 * A seat that is due answers its prompt: among its legal actions, those of the prompt's type
 * (an action allowed at any time, such as standing orders, does not move the game on).
 */
export function playGame(game: AnyGameModule, options: object, seed: string, maxActions: number): PlayedGame {
  const setup = { ...options, seed }
  const rng = seedRng(`contract-player/${game.id}/${seed}`)
  const moves: Move[] = []
  let state = deepFreeze(game.createGame(setup))
  const states: unknown[] = [state]
  while (game.winner(state) === null && moves.length < maxActions) {
    const due = game.toAct(state)
    if (due.length === 0) throw new Error(`${game.id} ${JSON.stringify(setup)}: nobody can act after ${moves.length} moves`)
    const seat = pick(rng, due)
    const actions = game.legalActions(state, seat)
    const type = game.viewFor(state, seat).prompt?.type
    const answers = actions.filter((a) => a.type === type)
    const action: GameAction = pick(rng, answers.length > 0 ? answers : actions)
    state = deepFreeze(game.applyAction(state, seat, action))
    moves.push({ seat, action })
    states.push(state)
  }
  return { options: setup, moves, states }
}
