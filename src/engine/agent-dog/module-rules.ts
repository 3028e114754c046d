// The rules part of Agent DOG's module: set-up, moves, views and schemas, without the legal-action
// lists and the computer player. The host's module (index.ts) adds those; the replay face
// (replay-face.ts) is this alone, so the renderer's replay viewer loads no computer player.
import { applyAction } from './actions'
import { actionSchema, optionsSchema, type GameOptions } from './schemas'
import { createGame } from './setup'
import { seatsFor, teamsFor } from './tables'
import { revealedViewFor, viewFor } from './view'
import type { GameModule } from '../core/game-module'
import type { ReplayRulesKey } from '../core/replay-cursor'
import { ruleErrorCode } from '../core/rule-error'
import type { Action, GameState, PlayerView, Seat } from './types'

export const moduleRules: Pick<GameModule<GameState, Action, PlayerView, GameOptions, Seat>, ReplayRulesKey> = {
  id: 'agent-dog',
  seatsFor: (options) => seatsFor(options.players),
  teamsFor: (options) => teamsFor(options.players),
  createGame,
  applyAction,
  viewFor,
  revealedViewFor,
  winner: (state) => (state.winner === null ? null : state.winner.slice()),
  chapterOf: (state) => state.round,
  optionsSchema,
  actionSchema,
  ruleErrorCode,
}
