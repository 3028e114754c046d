// Spies & Lies as a GameModule (src/engine/core/game-module.ts): the one shape the host, the computer
// players, the tests and the benchmarks drive every game through. Two players (red, blue) or two
// against two (red1, red2, blue1, blue2) with `teams: true`. The rules part (module-rules.ts) is
// shared with the replay face; this adds the legal actions and the computer players.
import type { GameModule } from '../core/game-module'
import { legalActions } from './actions'
import { chooseAction } from './ai'
import { moduleRules, type SpiesAndLiesView } from './module-rules'
import { promptFor } from './prompt'
import { SEATS, TEAMS, TEAM_SEATS } from './tables'
import { isTeamSeat, sideOf } from './team/seats'
import { chooseTeamAction } from './team/ai'
import type { GameAction, GameOptions, GameSeat, GameState, TeamView } from './types'

export type { SpiesAndLiesView } from './module-rules'

export function isTeamView(view: SpiesAndLiesView): view is TeamView {
  return 'team' in view
}

function seatsOf(state: GameState): readonly GameSeat[] {
  return state.teams ? TEAM_SEATS : SEATS
}

export const game: GameModule<GameState, GameAction, SpiesAndLiesView, GameOptions, GameSeat> = {
  ...moduleRules,
  legalActions: (state, seat) => legalActions(state, seat),
  toAct: (state) => seatsOf(state).filter((seat) => promptFor(state, seat) !== null),
  chooseAction: (view, level, seed) => (isTeamView(view) ? chooseTeamAction(view, level, seed) : chooseAction(view, level, seed)),
  staleTolerant: ['deploy', 'intel'],
  // The side that starts day 1; two against two, named by its first seat.
  starter: {
    of: (state) => (state.teams ? TEAMS[state.setup.firstSeat][0] : state.setup.firstSeat),
    optionsFor: (seat) => ({ firstSeat: isTeamSeat(seat) ? sideOf(seat) : seat }),
  },
}
