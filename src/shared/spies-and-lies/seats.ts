// The seats of a Spies & Lies game, declared once: the engine (tables.ts re-exports them), its wire
// schemas and the renderer (which needs them to ask for computer seats before the room exists) take
// the lists and the seat types from here.

/** A two-player game's seats; in every game also the two sides (hands, tracks, missions are per side). */
export const SEATS = ['red', 'blue'] as const
/** Two against two: red1 plays red's missions 1–2, red2 red's 3–4; the same for blue. */
export const TEAM_SEATS = ['red1', 'red2', 'blue1', 'blue2'] as const

export type Seat = (typeof SEATS)[number]
export type TeamSeat = (typeof TEAM_SEATS)[number]
/** Any seat of either mode. */
export type GameSeat = Seat | TeamSeat

/** Each side's two seats in a team game, the first playing missions 1–2. */
export const TEAMS: Readonly<Record<Seat, readonly [TeamSeat, TeamSeat]>> = {
  red: ['red1', 'red2'],
  blue: ['blue1', 'blue2'],
}

/** The seats of a game set up with these options, in turn order. */
export function seatsFor(options: { teams?: boolean }): GameSeat[] {
  return [...(options.teams === true ? TEAM_SEATS : SEATS)]
}
