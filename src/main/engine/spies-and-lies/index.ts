// Spies & Lies: A Stratego Story — the rules engine's public face (see shared/spec/engine-api.md).
// Pure functions over plain JSON data: no I/O, no clock, no globals; randomness from the seed.
export type {
  Action,
  ActionType,
  Day,
  GameState,
  LogEntry,
  Mission,
  MissionView,
  Phase,
  PlayerView,
  Prompt,
  Rank,
  Seat,
  SetupOptions,
} from './types'
export { RuleError, type RuleErrorCode } from './errors'
export { createGame } from './setup'
export { applyAction, legalActions, parseAction } from './actions'
export { actionsForPrompt, promptFor } from './prompt'
export { viewFor } from './view'
export { replay, type Move } from './replay'
export { checkLineup, lineupsOf } from './deploy'
export {
  DECEPTION,
  INTEL_CARDS,
  RANKS,
  SCORES,
  SEATS,
  SERGEANT,
  SOLDIERS,
  TRACK,
  WALL_LIMITS,
  opponent,
  type SoldierInfo,
} from './tables'
export {
  deduce,
  outcomeProbabilities,
  type Deduction,
  type DeduceOptions,
  type MissionBelief,
  type OutcomeProbabilities,
  type Prior,
  type RankDistribution,
} from './deduce'
