// Seeded games through the Spies & Lies GameModule (`game`), for the team play property and computer
// player tests, on the one random-player loop: at each step one seat is drawn among those the game
// waits for, and it plays either a uniformly random legal action or its computer player's choice from
// its own view. Every choice comes
// from a seeded generator, so a (seed, options) pair always plays the same game.
import {
  game,
  type GameAction,
  type GameMove,
  type GameSeat,
  type GameState,
  type SetupOptions,
} from '../../../src/engine/spies-and-lies'
import { seedRng } from '../../../src/engine/core/rng'
import type { Level } from '../../../src/engine/core/game-module'
import { pick, playRandom, type RandomRules } from '../../support/random-player'

export interface ModuleGameOptions {
  /** Setup overrides (teams, firstSeat, exhausted, intelOrder, wall); the seed is the first argument. */
  setup?: Omit<SetupOptions, 'seed'>
  /** Seats played by the computer, at these levels; the others play uniformly random legal actions. */
  computer?: Partial<Record<GameSeat, Level>>
  recordStates?: boolean
  /** Deep-freeze every state before it is used (a mutation then throws). */
  freeze?: boolean
  maxActions?: number
}

export interface ModuleGame {
  options: SetupOptions
  state: GameState
  moves: GameMove[]
  states: GameState[]
}

export function playModuleGame(seed: string, options: ModuleGameOptions = {}): ModuleGame {
  const setup: SetupOptions = { ...options.setup, seed }
  const rng = seedRng(`module-player/${seed}`)
  const rules: RandomRules<GameState, GameSeat, GameAction> = {
    due: game.toAct,
    legal: game.legalActions,
    choose: (state, seat, r, step) => {
      const level = options.computer?.[seat]
      return level ? game.chooseAction(game.viewFor(state, seat), level, `${seed}:${step}`) : pick(r, game.legalActions(state, seat))
    },
    apply: game.applyAction,
    over: (state) => game.winner(state) !== null,
    describe: (state) => state.phase,
  }
  const run = playRandom(`game ${JSON.stringify(seed)}`, game.createGame(setup), rng, rules, options)
  return { options: setup, state: run.state, moves: run.moves, states: run.states ?? [] }
}
