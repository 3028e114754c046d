// Intel, two against two. The token of a deployed Sergeant is chosen by the seat that plays it.
import { showTokens } from '../intel'
import { SERGEANT, TEAMS } from '../tables'
import type { GameState, TeamSeat } from '../types'
import { missionsOf, sideOf, teamsOf } from './seats'

/** The mission index (0..3) of the Sergeant on the seat's own two missions, or null. */
export function teamSergeantIndex(s: GameState, seat: TeamSeat): number | null {
  const side = sideOf(seat)
  return missionsOf(seat).find((i) => s.missions[side][i].rank === SERGEANT) ?? null
}

/**
 * (ruling) All four seats confirm the Intel phase every day, with or without a Sergeant, and every
 * token is shown at once when the last has confirmed; until then a seat sees the tokens of its own
 * two missions only (not its partner's). So nobody, the partner included, learns who holds a
 * Sergeant from who is still deciding, nor sees a token before the others.
 */
export function confirmTeamIntel(s: GameState, seat: TeamSeat, sergeantToken: boolean | undefined): void {
  const side = sideOf(seat)
  const teams = teamsOf(s)
  const at = teamSergeantIndex(s, seat)
  if (at !== null && sergeantToken !== undefined) s.missions[side][at].intelToken = sergeantToken
  teams.intelConfirmed[seat] = true
  s.intelConfirmed[side] = TEAMS[side].every((t) => teams.intelConfirmed[t])
  if (s.intelConfirmed.red && s.intelConfirmed.blue) showTokens(s)
}
