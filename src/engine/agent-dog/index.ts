// Agent DOG ("Untergetaucht und ausgetauscht") — the rules engine's public face (engine-api.md,
// "Agent DOG"; the rules as Safehouse plays them: docs/rules/agent-dog.md). Pure functions over plain
// JSON data: no I/O, no clock, no globals; randomness from the seed.
import { legalActions } from './actions'
import { chooseAction } from './ai'
import { moduleRules } from './module-rules'
import type { GameOptions } from './schemas'
import { assertTables } from './table-checks'
import { toAct } from './view'
import type { GameModule } from '../core/game-module'
import type { Action, GameState, PlayerView, Seat } from './types'

assertTables()

export type {
  Action,
  ActionType,
  Card,
  CardKind,
  GameState,
  GoalIndex,
  LogEntry,
  OutReason,
  PieceState,
  PieceView,
  Phase,
  Place,
  PlayMove,
  PlayerView,
  Players,
  Prompt,
  RuleOptions,
  Seat,
  SetupOptions,
  Step,
} from './types'
export { RuleError, type RuleErrorCode } from './errors'
export { createGame } from './setup'
export { applyAction, legalActions, parseAction } from './actions'
export { promptFor, revealedViewFor, toAct, viewFor } from './view'
export { chooseAction, legalActionsFromView } from './ai'
export { replay, type Move } from './replay'
export { actionSchema, optionsSchema, type GameOptions } from './schemas'
export {
  BOARD_GEOMETRY,
  CARD_EFFECTS,
  CARD_IDS,
  CARDS,
  DECK,
  DEFAULT_RULES,
  HAND_SIZE,
  PARTNER_STEPS,
  RULE_OPTIONS,
  SEATS,
  SEATS_AND_COLOURS,
  seatsFor,
  teamsFor,
  teammateOf,
  type BoardGeometry,
  type CardEffect,
  type DeckRow,
  type SeatsAndColours,
} from './tables'
export { DECK_SIZE, checkBoardGeometry, checkDeck, checkRuleOptions, checkSeatsAndColours } from './table-checks'

/** The module every host, bot, test and benchmark drives (engine-api.md, "Every game: one module shape"). */
export const game: GameModule<GameState, Action, PlayerView, GameOptions, Seat> = {
  ...moduleRules,
  legalActions,
  toAct,
  chooseAction,
  staleTolerant: ['pass'],
  // The first dealer plays first [D:51].
  starter: { of: (state) => state.setup.dealer, optionsFor: (seat) => ({ dealer: seat }) },
}
