// The rules part of Confusion's module: set-up, moves, views and schemas, without the legal-action
// lists and the computer player. The host's module (index.ts) adds those; the replay face
// (replay-face.ts) is this alone, so the renderer's replay viewer loads no computer player.
import { applyAction } from './actions'
import { actionSchema, optionsSchema } from './schemas'
import { createGame } from './setup'
import { SEATS } from './tables'
import { revealedViewFor, viewFor } from './view'
import type { GameModule } from '../core/game-module'
import type { ReplayRulesKey } from '../core/replay-cursor'
import { ruleErrorCode } from '../core/rule-error'
import type { Action, GameOptions, GameState, PlayerView, Seat } from './types'

export const moduleRules: Pick<GameModule<GameState, Action, PlayerView, GameOptions, Seat>, ReplayRulesKey> = {
  id: 'confusion',
  seatsFor: () => SEATS.slice(),
  createGame,
  applyAction,
  viewFor,
  revealedViewFor,
  winner: (state) => (Array.isArray(state.winner) ? state.winner.slice() : state.winner),
  // Turns completed so far in Confusion: the turn being played is one more.
  chapterOf: (state) => state.turns + 1,
  optionsSchema,
  actionSchema,
  ruleErrorCode,
}
