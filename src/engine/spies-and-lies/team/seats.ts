// Who is who in a team game: each side's two seats, the missions each plays, and the seat that
// decides on a given mission. The tables themselves are in ../tables.ts.
import { MISSION_SEATS, TEAMS, TEAM_MISSIONS } from '../tables'
import type { GameState, Seat, TeamSeat, TeamState } from '../types'

const SIDE: Readonly<Record<TeamSeat, Seat>> = { red1: 'red', red2: 'red', blue1: 'blue', blue2: 'blue' }
const PLACE: Readonly<Record<TeamSeat, 0 | 1>> = { red1: 0, red2: 1, blue1: 0, blue2: 1 }

export function isTeamSeat(x: unknown): x is TeamSeat {
  return x === 'red1' || x === 'red2' || x === 'blue1' || x === 'blue2'
}

/** The side a team seat plays for: its hand, tracks, tokens and missions. */
export function sideOf(seat: TeamSeat): Seat {
  return SIDE[seat]
}

/** 0 for the seat that plays missions 1–2 and deploys first, 1 for the one that plays 3–4. */
export function placeOf(seat: TeamSeat): 0 | 1 {
  return PLACE[seat]
}

export function partnerOf(seat: TeamSeat): TeamSeat {
  return TEAMS[SIDE[seat]][1 - PLACE[seat]]
}

/** The mission indices (0..3) the seat plays. */
export function missionsOf(seat: TeamSeat): readonly [number, number] {
  return TEAM_MISSIONS[PLACE[seat]]
}

/** The seat that plays `side`'s mission `index`, and so guesses the enemy's mission `index`. */
export function seatOfMission(side: Seat, index: number): TeamSeat {
  return MISSION_SEATS[side][index]
}

export function freshTeamState(): TeamState {
  return {
    deployed: { red1: false, red2: false, blue1: false, blue2: false },
    intelConfirmed: { red1: false, red2: false, blue1: false, blue2: false },
  }
}

/** The state's team progress; only called on team games. */
export function teamsOf(s: GameState): TeamState {
  if (!s.teams) throw new Error('not a team game')
  return s.teams
}
