// Which seats play together, for anything decided outside a game's rules: who wins when someone
// concedes or forfeits, and where everyone sits in a rematch with the sides swapped. Seats without
// teams each play for themselves.

/** The seats on `seat`'s side: its team, or the seat alone. */
export function sideOf(seat: string, teams: readonly (readonly string[])[]): string[] {
  return [...(teams.find((team) => team.includes(seat)) ?? [seat])]
}

/** Every seat not on `seat`'s side, in turn order. */
export function opponentsOf(seat: string, seats: readonly string[], teams: readonly (readonly string[])[]): string[] {
  const own = sideOf(seat, teams)
  return seats.filter((s) => !own.includes(s))
}

/**
 * Where each seat sits in a rematch with the sides swapped: with teams, the k-th seat of a team
 * takes the k-th seat of the next team; without, every seat moves one along (two seats trade places).
 */
export function swappedSeats(seats: readonly string[], teams: readonly (readonly string[])[]): Record<string, string> {
  const moved: Record<string, string> = {}
  if (teams.length >= 2) {
    teams.forEach((team, t) => {
      const next = teams[(t + 1) % teams.length] as readonly string[]
      team.forEach((seat, k) => (moved[seat] = next[k] ?? seat))
    })
    for (const seat of seats) moved[seat] ??= seat
    return moved
  }
  seats.forEach((seat, i) => (moved[seat] = seats[(i + 1) % seats.length] as string))
  return moved
}

/**
 * The first seat after `seat` in turn order that is not on its side: in a series, the game after one
 * that `seat` began begins there (issue 38), so that the first move's edge changes hands.
 */
export function nextSideSeat(seat: string, seats: readonly string[], teams: readonly (readonly string[])[]): string {
  const own = sideOf(seat, teams)
  const at = seats.indexOf(seat)
  const after = [...seats.slice(at + 1), ...seats.slice(0, at + 1)]
  return after.find((s) => !own.includes(s)) ?? seat
}

/** Every seat where it is (a rematch with the seats kept). */
export function keptSeats(seats: readonly string[]): Record<string, string> {
  return Object.fromEntries(seats.map((seat) => [seat, seat]))
}
