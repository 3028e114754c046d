// SPIELENDE [D:23, D:83-85, D:107] and 2–3 players [D:271]: a team wins as soon as all 8 of its
// pieces stand on goal fields of their colours; alone, all 4 of your own. Checked after every card,
// whoever played it.
import { GOAL_LENGTH, colourIndex, goalColourOf, isGoal } from './places'
import { SEATS_AND_COLOURS } from './tables'
import type { GameState, Seat } from './types'

function isHome(s: GameState, colour: Seat): boolean {
  let home = 0
  for (const p of s.pieces) if (p.colour === colour && isGoal(p.loc) && goalColourOf(p.loc) === colourIndex(colour)) home++
  return home === GOAL_LENGTH
}

/**
 * The winning side after `player`'s card, or null. (ruling §10) One card can complete two sides
 * only through an undercover goal entry: then the player's side wins, else the first complete side
 * clockwise from the player.
 */
export function winnerAfter(s: GameState, player: Seat): Seat[] | null {
  const sides: Seat[][] = s.setup.players === 4 ? SEATS_AND_COLOURS.TEAMS.map((t) => t.slice()) : s.seats.map((seat) => [seat])
  const complete = sides.filter((side) => side.every((c) => isHome(s, c)))
  if (complete.length === 0) return null
  const from = s.seats.indexOf(player)
  for (let d = 0; d < s.seats.length; d++) {
    const seat = s.seats[(from + d) % s.seats.length]
    const side = complete.find((c) => c.includes(seat))
    if (side) return side
  }
  return null
}
