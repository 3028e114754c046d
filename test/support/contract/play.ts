// Seeded random games of any registered game, through its GameModule only: at each step one seat
// the game waits for is drawn, and it answers its prompt with a uniformly drawn legal action. Every
// choice comes from a seeded generator, so (game, options, seed) always plays the same game.
import type { AnyGameModule, GameAction } from '../../../src/engine/core/game-module'
import { nextInt, seedRng, type RngState } from '../../../src/engine/core/rng'
import type { Move } from '../../../src/engine/core/replay'
import { pick, playRandom } from '../random-player'

export interface PlayedGame {
  /** The options with the seed, as createGame took them. */
  options: { seed: string }
  moves: Move[]
  /** states[k] is the state after k moves; every one deep-frozen (a mutation throws). */
  states: unknown[]
}

export { pick }

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
  const run = playRandom(`${game.id} ${JSON.stringify(setup)}`, game.createGame(setup), rng, {
    due: (state) => game.toAct(state),
    legal: (state, seat) => game.legalActions(state, seat),
    choose: (state, seat, r) => {
      const actions = game.legalActions(state, seat)
      const type = game.viewFor(state, seat).prompt?.type
      const answers = actions.filter((a) => a.type === type)
      return pick(r, answers.length > 0 ? answers : actions)
    },
    apply: (state, seat, action: GameAction) => game.applyAction(state, seat, action),
    over: (state) => game.winner(state) !== null,
    describe: (state) => JSON.stringify((state as { phase?: unknown }).phase),
    drawLoneSeat: true,
  }, { freeze: true, recordStates: true, maxActions })
  return { options: setup, moves: run.moves, states: run.states ?? [] }
}
