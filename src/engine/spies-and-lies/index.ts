// Spies & Lies: A Stratego Story — the rules engine's public face (see shared/spec/engine-api.md).
// Pure functions over plain JSON data: no I/O, no clock, no globals; randomness from the seed.
export type {
  Action,
  ActionType,
  Day,
  GameAction,
  GameOptions,
  GameSeat,
  GameSetup,
  GameState,
  HalfDeploy,
  LogEntry,
  Mission,
  MissionView,
  Phase,
  PlayerView,
  Prompt,
  Rank,
  Seat,
  SetupOptions,
  TeamPrompt,
  TeamSeat,
  TeamState,
  TeamView,
} from './types'
export { RuleError, type RuleErrorCode } from './errors'
export { createGame } from './setup'
export { applyAction, legalActions, parseAction } from './actions'
export { actionsForPrompt } from './answers'
export { promptFor } from './prompt'
export { revealedViewFor, viewFor } from './view'
export { replay, type GameMove, type Move } from './replay'
export { checkLineup, lineupsOf } from './deploy'
export {
  DECEPTION,
  INTEL_CARDS,
  RANKS,
  SCORES,
  SEATS,
  SERGEANT,
  SOLDIERS,
  MISSION_SEATS,
  TEAMS,
  TEAM_SEATS,
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
// Two against two (the host and the renderer reach team games through `game`; these are its parts).
export { teamRevealedViewFor, teamViewFor } from './team/view'
export { actionsForTeamView, teamActionsFor } from './team/prompt'
export { completions, firstPairs } from './team/deploy'
export { isTeamSeat, partnerOf, placeOf, seatOfMission, sideOf } from './team/seats'
export { sideViewOf } from './team/ai'
// Every game's one module shape, with its schemas.
export { game, isTeamView, type SpiesAndLiesView } from './game'
export { actionSchema, optionsSchema } from './schemas'
