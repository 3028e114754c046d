// Spies & Lies as a GameModule (src/shared/game-module.ts): the one shape the host, the computer
// players, the tests and the benchmarks drive every game through. Two players (red, blue) or two
// against two (red1, red2, blue1, blue2) with `teams: true`.
import type { GameModule } from '../core/game-module'
import { ruleErrorCode } from '../core/rule-error'
import { applyAction, legalActions } from './actions'
import { chooseAction } from './ai'
import { RuleError } from './errors'
import { promptFor } from './prompt'
import { actionSchema, optionsSchema } from './schemas'
import { seatsFor } from '../../shared/spies-and-lies/seats'
import { createGame } from './setup'
import { SEATS, TEAMS, TEAM_SEATS } from './tables'
import { chooseTeamAction } from './team/ai'
import { isTeamSeat } from './team/seats'
import { teamViewFor } from './team/view'
import type { GameAction, GameOptions, GameSeat, GameState, PlayerView, TeamView } from './types'
import { viewFor } from './view'

/** A view of either mode: a two-player seat's (or spectator's), or a team game's. */
export type SpiesAndLiesView = PlayerView | TeamView

export function isTeamView(view: SpiesAndLiesView): view is TeamView {
  return 'team' in view
}

function seatsOf(state: GameState): readonly GameSeat[] {
  return state.teams ? TEAM_SEATS : SEATS
}

function noSuchSeat(seat: GameSeat): never {
  throw new RuleError('bad-action', `there is no seat ${JSON.stringify(seat)} in this game`)
}

function gameView(state: GameState, seat: GameSeat | null): SpiesAndLiesView {
  if (state.teams) {
    if (seat !== null && !isTeamSeat(seat)) noSuchSeat(seat)
    return teamViewFor(state, seat)
  }
  if (seat !== null && isTeamSeat(seat)) noSuchSeat(seat)
  return viewFor(state, seat)
}

export const game: GameModule<GameState, GameAction, SpiesAndLiesView, GameOptions, GameSeat> = {
  id: 'spies-and-lies',
  seatsFor,
  teamsFor: (options): GameSeat[][] => (options.teams ? [[...TEAMS.red], [...TEAMS.blue]] : []),
  createGame: (options) => createGame(options),
  legalActions: (state, seat) => legalActions(state, seat),
  applyAction,
  viewFor: gameView,
  toAct: (state) => seatsOf(state).filter((seat) => promptFor(state, seat) !== null),
  winner: (state) => {
    const w = state.winner
    if (w === null || w === 'draw') return w
    return state.teams ? [...TEAMS[w]] : [w]
  },
  chooseAction: (view, level, seed) => (isTeamView(view) ? chooseTeamAction(view, level, seed) : chooseAction(view, level, seed)),
  optionsSchema,
  actionSchema,
  ruleErrorCode,
  staleTolerant: ['deploy', 'intel'],
}
