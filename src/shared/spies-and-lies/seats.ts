// The seats of a Spies & Lies game, one table shared by the engine (tables.ts re-exports it) and
// the renderer (which needs them to ask for computer seats before the room exists).
import type { GameSeat, Seat, TeamSeat } from './types'

export const SEATS: readonly Seat[] = ['red', 'blue']
/** Two against two: red1 plays red's missions 1–2, red2 red's 3–4; the same for blue. */
export const TEAM_SEATS: readonly TeamSeat[] = ['red1', 'red2', 'blue1', 'blue2']
/** Each side's two seats in a team game, the first playing missions 1–2. */
export const TEAMS: Readonly<Record<Seat, readonly [TeamSeat, TeamSeat]>> = {
  red: ['red1', 'red2'],
  blue: ['blue1', 'blue2'],
}

/** The seats of a game set up with these options, in turn order. */
export function seatsFor(options: { teams?: boolean }): GameSeat[] {
  return [...(options.teams === true ? TEAM_SEATS : SEATS)]
}
