import { applyAction } from './actions'
import { createGame } from './setup'
import type { Action, GameState, Seat, SetupOptions } from './types'

export interface Move {
  seat: Seat
  action: Action
}

/** Rebuilds a game from its setup and the list of applied moves (what the host saves). */
export function replay(options: SetupOptions, moves: readonly Move[]): GameState {
  let state = createGame(options)
  for (const move of moves) state = applyAction(state, move.seat, move.action)
  return state
}
