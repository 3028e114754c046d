// Confusion: Espionage and Deception in the Cold War — the rules engine's public face
// (the engine contract, "Confusion"). Pure functions over plain JSON data: no I/O, no clock, no globals;
// every random draw comes from the seed, at setup. The rules it implements, with every ruling where
// the printed rulebook is silent: docs/rules/confusion.md.
import { legalActions } from './actions'
import { chooseAction } from './ai'
import { moduleRules } from './module-rules'
import { CURRENT_PIECES, movementTypes } from './tables'
import { toActOf } from './prompt'
import type { GameModule } from '../core/game-module'
import type { Action, GameOptions, GameState, PlayerView, Seat } from './types'

export type {
  Action,
  ActionType,
  BriefcaseMode,
  Direction,
  EndReason,
  FreeAction,
  FreeActions,
  GameOptions,
  GameState,
  Label,
  LogEntry,
  MovementId,
  NotebookEntry,
  Orders,
  Phase,
  PieceSetId,
  PlayerView,
  Prompt,
  Removal,
  Rules,
  Seat,
  SetupOptions,
  SpyState,
  SpyView,
  Square,
  TokenKind,
  Try,
  TurnView,
  TypeId,
  Variants,
} from './types'
export { RuleError, type RuleErrorCode } from './errors'
export { createGame, labelsInPlay, piecesInPlay, setupSquare } from './setup'
export { applyAction, legalActions, parseAction } from './actions'
export { promptFor, toActOf } from './prompt'
export { revealedViewFor, viewFor } from './view'
export { replay, type Move } from './replay'
export { actionsFromView, chooseAction, type Level } from './ai'
export { actionSchema, optionsSchema } from './schemas'
export { placementProblem, randomPlacement, samplePlacements, standardPlacement } from './variants'
export { DIRECTIONS, boardStep, ownerDirection } from './geometry'
export { allows } from './movement'
export {
  BOARD,
  CURRENT_PIECES,
  DOUBLE_AGENT,
  PIECE_SETS,
  PIECE_SET_IDS,
  PLACEMENT,
  SEATS,
  SETUP_POSITIONS,
  SPECIAL_TOKENS,
  SPY_IDS,
  SPY_X,
  TOKEN_KINDS,
  TYPE_IDS,
  movementType,
  movementTypes,
  opponent,
  type MovementTable,
  type MovementType,
} from './tables'
/**
 * The current movement set, the one every new game is played with (tests and tools about new games).
 * A game's rules, helper and computer read the game's own set: movementTypes(rules.pieces).
 */
export const MOVEMENT_TYPES = movementTypes(CURRENT_PIECES)
export { TABLES, checkTables, softChecks, type Tables } from './table-checks'
export {
  beliefsFromAllowed,
  countMatchings,
  deduce,
  deduceFromFacts,
  factsFor,
  piecesAllowed,
  propagate,
  type Deduction,
  type SideFacts,
  type SpyBelief,
  type SpyFacts,
} from './deduce'

/** The one module shape every game has (the engine contract, "Every game: one module shape"). */
export const game: GameModule<GameState, Action, PlayerView, GameOptions, Seat> = {
  ...moduleRules,
  legalActions,
  toAct: toActOf,
  chooseAction,
  staleTolerant: ['place', 'move', 'pass', 'answer', 'promote', 'transfer'],
  standing: ['orders'],
  starter: { of: (state) => state.rules.firstSeat, optionsFor: (seat) => ({ firstSeat: seat }) },
}
