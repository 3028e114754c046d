// The seeded random player of Confusion over the engine's public API, shared by the property tests and
// the benchmark: the one loop of random-player.ts, where the due seats are those toActOf names (as the
// host asks) and one plays a uniformly drawn answer to its prompt; now and then (at fixed rates) it takes a
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
import { pick, playerSeedFor, playRandom, type RandomGameOf, type RandomPlayerOptions, type RandomRules } from './random-player'

type Seat = 'white' | 'red'

/** Setup overrides: variants, tokens, answers, ... */
export interface RandomGameOptions extends RandomPlayerOptions<GameState, Omit<SetupOptions, 'seed'>> {
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

export type RandomGame = RandomGameOf<SetupOptions, GameState, Move>
export { playerSeedFor }

const FREE: ReadonlySet<Action['type']> = new Set(['eliminateOwn', 'eliminateDoubleAgent', 'token'])

/** One random step's action for `seat`, from its legal actions. */
export function randomAction(state: GameState, seat: Seat, rng: RngState, options: RandomGameOptions = {}): Action {
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
function advancesBriefcase(state: GameState, seat: Seat, a: Action): boolean {
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
  const ordersRate = options.ordersRate ?? 0.03
  const rules: RandomRules<GameState, Seat, Action> = {
    // Standing orders change at any time, not as an answer to a prompt, so they come between steps.
    interject: (state, r) => {
      if (state.orders.white === null || nextFloat(r) >= ordersRate) return null
      const seat = nextInt(r, 2) === 0 ? 'white' : 'red'
      return { seat, action: pick(r, legalActions(state, seat).filter((a) => a.type === 'orders')) }
    },
    due: toActOf,
    choose: (state, seat, r) => randomAction(state, seat, r, options),
    legal: legalActions,
    apply: applyAction,
    over: (state) => state.phase === 'over',
    describe: (state) => state.phase,
  }
  const run = playRandom(`random game ${JSON.stringify(seed)}`, options.start ?? createGame(setupOptions), rng, rules, options)
  return { options: setupOptions, ...run }
}
