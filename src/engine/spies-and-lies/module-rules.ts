// The rules part of Spies & Lies' module: set-up, moves, views (either mode) and schemas, without
// the legal-action lists and the computer players. The host's module (game.ts) adds those; the
// replay face (replay-face.ts) is this alone, so the renderer's replay viewer loads no computer player.
import type { GameModule } from '../core/game-module'
import type { ReplayRulesKey } from '../core/replay-cursor'
import { ruleErrorCode } from '../core/rule-error'
import { applyAction } from './actions'
import { RuleError } from './errors'
import { actionSchema, optionsSchema } from './schemas'
import { seatsFor } from '../../shared/spies-and-lies/seats'
import { createGame } from './setup'
import { TEAMS } from './tables'
import { isTeamSeat } from './team/seats'
import { teamRevealedViewFor, teamViewFor } from './team/view'
import type { GameAction, GameOptions, GameSeat, GameState, PlayerView, TeamView } from './types'
import { revealedViewFor, viewFor } from './view'

/** A view of either mode: a two-player seat's (or spectator's), or a team game's. */
export type SpiesAndLiesView = PlayerView | TeamView

function noSuchSeat(seat: GameSeat): never {
  throw new RuleError('bad-action', `there is no seat ${JSON.stringify(seat)} in this game`)
}

/** The view of a seat of either mode; `reveal`: every mission shown, no prompt (a finished game's replay). */
function gameView(state: GameState, seat: GameSeat | null, reveal: boolean): SpiesAndLiesView {
  if (state.teams) {
    if (seat !== null && !isTeamSeat(seat)) noSuchSeat(seat)
    return (reveal ? teamRevealedViewFor : teamViewFor)(state, seat)
  }
  if (seat !== null && isTeamSeat(seat)) noSuchSeat(seat)
  return (reveal ? revealedViewFor : viewFor)(state, seat)
}

export const moduleRules: Pick<GameModule<GameState, GameAction, SpiesAndLiesView, GameOptions, GameSeat>, ReplayRulesKey> = {
  id: 'spies-and-lies',
  seatsFor,
  teamsFor: (options): GameSeat[][] => (options.teams ? [[...TEAMS.red], [...TEAMS.blue]] : []),
  createGame: (options) => createGame(options),
  applyAction,
  viewFor: (state, seat) => gameView(state, seat, false),
  revealedViewFor: (state, seat) => gameView(state, seat, true),
  winner: (state) => {
    const w = state.winner
    if (w === null || w === 'draw') return w
    return state.teams ? [...TEAMS[w]] : [w]
  },
  chapterOf: (state) => state.day,
  optionsSchema,
  actionSchema,
  ruleErrorCode,
}
