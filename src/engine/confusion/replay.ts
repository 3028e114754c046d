// A Confusion game rebuilt from its setup and moves, by the core's one replay loop.
import { replayGame, type Move as CoreMove } from '../core/replay'
import { applyAction } from './actions'
import { createGame } from './setup'
import type { Action, GameState, Seat, SetupOptions } from './types'

export type Move = CoreMove<Seat, Action>

/** Rebuilds a game from its setup and the list of applied moves (what the host saves). */
export function replay(options: SetupOptions, moves: readonly Move[]): GameState {
  return replayGame({ createGame, applyAction }, options, moves)
}
