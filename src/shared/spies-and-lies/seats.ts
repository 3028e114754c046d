// The seats of a Spies & Lies game, shared by the engine's GameModule and the renderer (which
// needs them to ask for computer seats before the room exists).

export const TWO_PLAYER_SEATS = ['red', 'blue'] as const
/** Two against two: red1 plays red's missions 1–2, red2 red's 3–4; the same for blue. */
export const TEAM_SEATS = ['red1', 'red2', 'blue1', 'blue2'] as const
export const TEAMS: readonly (readonly string[])[] = [
  ['red1', 'red2'],
  ['blue1', 'blue2'],
]

/** The seats of a game set up with these options, in turn order. */
export function seatsFor(options: { teams?: boolean }): string[] {
  return options.teams === true ? [...TEAM_SEATS] : [...TWO_PLAYER_SEATS]
}
