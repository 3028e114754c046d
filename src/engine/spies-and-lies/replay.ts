// A Spies & Lies game rebuilt from its setup and moves, by the core's one replay loop.
import { replayGame, type Move as CoreMove } from '../core/replay'
import { applyAction } from './actions'
import { createGame } from './setup'
import type { Action, GameAction, GameSeat, GameState, Seat, SetupOptions } from './types'

/** A two-player game's move. */
export type Move = CoreMove<Seat, Action>

/** A move of either mode (a team game's seats and half deploys). */
export type GameMove = CoreMove<GameSeat, GameAction>

/** Rebuilds a game from its setup and the list of applied moves (what the host saves). */
export function replay(options: SetupOptions, moves: readonly GameMove[]): GameState {
  return replayGame({ createGame, applyAction }, options, moves)
}
