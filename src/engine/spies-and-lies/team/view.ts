// What one team seat (or a team game's spectator) may know. The side's hand and exhausted soldiers
// are shared by its two seats; each seat sees the ranks of its own two missions only, apart from the
// one look the rulebook gives the second seat at its partner's pair while deploying.
import { RuleError } from '../errors'
import { MISSION_SEATS, TEAMS, TEAM_SEATS } from '../tables'
import { handOf } from '../state'
import { dayProgress, missionView, publicBoard } from '../view'
import type { GameState, Seat, TeamSeat, TeamState, TeamView } from '../types'
import { teamPromptFor } from './prompt'
import { partnerOf, placeOf, sideOf } from './seats'

/** The second seat sees its partner's pair from the moment it is deployed until it deploys itself. */
function seesPartnersPair(s: GameState, teams: TeamState, seat: TeamSeat): boolean {
  return s.phase === 'deploy' && placeOf(seat) === 1 && teams.deployed[partnerOf(seat)] && !teams.deployed[seat]
}

export function teamViewFor(s: GameState, seat: TeamSeat | null): TeamView {
  return teamSeatView(s, seat, false)
}

/** teamViewFor's view with every mission's rank and Intel token shown, and no prompt: a finished game's replay only (GameModule.revealedViewFor). */
export function teamRevealedViewFor(s: GameState, seat: TeamSeat | null): TeamView {
  return teamSeatView(s, seat, true)
}

function teamSeatView(s: GameState, seat: TeamSeat | null, reveal: boolean): TeamView {
  const teams = s.teams
  if (!teams) throw new RuleError('bad-action', 'a two-player game is viewed with viewFor')
  const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
  const side = seat === null ? null : sideOf(seat)
  const peek = seat !== null && seesPartnersPair(s, teams, seat)
  const missions = (owner: Seat) =>
    s.missions[owner].map((m, i) => {
      const mine = reveal || MISSION_SEATS[owner][i] === seat
      const view = missionView(m, mine, tokensPublic)
      if (peek && owner === side && i < 2) view.rank = m.rank
      return view
    })
  return {
    seat,
    day: s.day,
    phase: s.phase,
    toAct: TEAM_SEATS.filter((t) => teamPromptFor(s, t) !== null),
    prompt: seat === null || reveal ? null : teamPromptFor(s, seat),
    ...publicBoard(s),
    hand: side === null ? null : handOf(s, side),
    missions: { red: missions('red'), blue: missions('blue') },
    winner: s.winner === null || s.winner === 'draw' ? s.winner : [...TEAMS[s.winner]],
    log: s.log.slice(),
    ...dayProgress(s),
    team: {
      missionSeats: { red: [...MISSION_SEATS.red], blue: [...MISSION_SEATS.blue] },
      deployed: TEAM_SEATS.filter((t) => teams.deployed[t]),
    },
  }
}
