// Seeded games through the Spies & Lies GameModule (`game`), for the team play property and computer
// player tests: at each step one seat is drawn among those the game waits for, and it plays either a
// uniformly random legal action or its computer player's choice from its own view. Every choice comes
// from a seeded generator, so a (seed, options) pair always plays the same game.
import {
  game,
  type GameAction,
  type GameMove,
  type GameSeat,
  type GameState,
  type SetupOptions,
} from '../../../src/engine/spies-and-lies'
import { nextInt, seedRng } from '../../../src/engine/core/rng'
import type { Level } from '../../../src/engine/core/game-module'
import { deepFreeze } from '../../support/deep-freeze'

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
  const limit = options.maxActions ?? Infinity
  const moves: GameMove[] = []
  const states: GameState[] = []
  let state = game.createGame(setup)
  while (game.winner(state) === null && moves.length < limit) {
    if (options.freeze) deepFreeze(state)
    if (options.recordStates) states.push(state)
    const due = game.toAct(state)
    if (due.length === 0) throw new Error(`game ${JSON.stringify(seed)}: nobody can act in phase ${state.phase}`)
    const seat = due.length === 1 ? due[0] : due[nextInt(rng, due.length)]
    const level = options.computer?.[seat]
    let action: GameAction
    if (level) {
      action = game.chooseAction(game.viewFor(state, seat), level, `${seed}:${moves.length}`)
    } else {
      const actions = game.legalActions(state, seat)
      action = actions[nextInt(rng, actions.length)]
    }
    state = game.applyAction(state, seat, action)
    moves.push({ seat, action })
  }
  if (options.freeze) deepFreeze(state)
  if (options.recordStates) states.push(state)
  return { options: setup, state, moves, states }
}
