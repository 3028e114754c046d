// ZIELFELDER [D:107-123] for undercover pieces (agent-dog.md §7.7, RELOCATE): the printed rule lets
// only a piece of the matching colour onto a goal field, but nobody knows an undercover piece's
// colour. Following the online rules for this game, an undercover piece may be moved only into the
// lane of the colour its mover plays, and is turned over there:
//  - the lane's colour: it stays;
//  - the mover's own team (its teammate, or its own while playing the teammate's lane): back to its
//    start area, which is not a capture and costs nothing (ruling);
//  - anyone else's: onto the deepest free goal field of its own colour (which may complete that side).
import { GOAL_LENGTH, START_AREA, colourIndex, goalColourOf, goalLoc, placeOf } from './places'
import { SEATS, teammateOf } from './tables'
import type { GameState, Loc, Seat } from './types'

/** Reveals and sorts out piece `id`, which was undercover when the card was played and ended on goal field `loc`. */
export function sortOutGoalEntry(s: GameState, seat: Seat, id: number, loc: Loc): void {
  const p = s.pieces[id]
  const lane = SEATS[goalColourOf(loc)]
  let to: Loc = loc
  if (p.colour !== lane) {
    const ownTeam = p.colour === seat || p.colour === teammateOf(seat, s.setup.players)
    to = ownTeam ? START_AREA : deepestFreeGoalField(s, p.colour)
  }
  s.pieces[id] = { colour: p.colour, loc: to, undercover: false }
  s.log.push({ type: 'goal-entry', at: placeOf(loc), colour: p.colour, to: to === START_AREA ? 'start-area' : placeOf(to) })
}

/** "das hinterste freie Zielfeld": a colour with a piece outside its lane always has one free. */
function deepestFreeGoalField(s: GameState, colour: Seat): Loc {
  const c = colourIndex(colour)
  for (let k = GOAL_LENGTH; k >= 1; k--) {
    const loc = goalLoc(c, k)
    if (!s.pieces.some((q) => q.loc === loc)) return loc
  }
  throw new Error(`no free goal field for ${colour}`)
}
