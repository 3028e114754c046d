import { applyAction } from './actions'
import { createGame } from './setup'
import type { Action, GameAction, GameSeat, GameState, Seat, SetupOptions } from './types'

/** A two-player game's move. */
export interface Move {
  seat: Seat
  action: Action
}

/** A move of either mode (a team game's seats and half deploys). */
export interface GameMove {
  seat: GameSeat
  action: GameAction
}

/** Rebuilds a game from its setup and the list of applied moves (what the host saves). */
export function replay(options: SetupOptions, moves: readonly GameMove[]): GameState {
  let state = createGame(options)
  for (const move of moves) state = applyAction(state, move.seat, move.action)
  return state
}
