// The seats of a two-against-two game as the table sees them, from the view alone: which side a
// seat plays, and how the table names the players. (Facts about the sides are in sides.ts.)
import type { Level } from '@shared/protocol'
import type { GameSeat, PlayerView, Seat, TeamSeat, TeamView } from '@shared/spies-and-lies/types'

/** A view of either mode, as the host sends it to a seat (or a spectator). */
export type TableView = PlayerView | TeamView

export function isTeamView(view: TableView): view is TeamView {
  return 'team' in view
}

export function isTeamSeat(x: unknown): x is TeamSeat {
  return x === 'red1' || x === 'red2' || x === 'blue1' || x === 'blue2'
}

/** A seat of either mode: a side of a two-player game, or a team seat. */
export function isGameSeat(x: unknown): x is GameSeat {
  return x === 'red' || x === 'blue' || isTeamSeat(x)
}

/** The side a seat plays for: red1 and red2 play red's missions, hand and tracks. */
export function sideOfSeat(seat: GameSeat): Seat {
  return seat.startsWith('red') ? 'red' : 'blue'
}

/** Who plays a mission, as a mission card shows it. */
export interface MissionPlayer {
  seat: TeamSeat
  /** The player's name, when known. */
  name: string | null
  /** The seat on screen plays it. */
  you: boolean
}

/** One of a team side's two players, as the side strip names them. */
export interface StripPlayer {
  seat: TeamSeat
  name: string | null
  you: boolean
  bot: boolean
  /** The computer's level, when the host says it. */
  level?: Level | null
  acting: boolean
}
