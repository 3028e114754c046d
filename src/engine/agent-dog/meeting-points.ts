// AGENTENTREFFPUNKT [D:200-210]: a piece that ends its movement on one of the four meeting points
// pulls the next piece behind it (counter-clockwise, whatever its colour, undercover or standing on
// its own start field) onto the field directly behind the meeting point, a hole, where it is or
// stays undercover. It may be pulled past its own goal and must go round again.
import { isTrack, placeOf, trackBehind, TRACK } from './places'
import type { GameState, Loc } from './types'

/**
 * Holds the meeting on meeting point `at` triggered by piece `trigger`. (rulings §7.5) Only track
 * fields are searched, all the way round behind the meeting point; the meeting point itself is not
 * searched and the trigger never pulls itself; with nobody else on the track nothing happens; a
 * piece already on the hole behind stays. Nothing lies between the pulled piece and that hole, so
 * nothing is captured, and being pulled triggers no further meeting.
 */
export function holdMeeting(s: GameState, at: Loc, trigger: number): void {
  const idAt = new Int16Array(TRACK).fill(-1)
  s.pieces.forEach((p, i) => {
    if (isTrack(p.loc) && i !== trigger) idAt[p.loc] = i
  })
  const hole = trackBehind(at, 1)
  for (let d = 1; d < TRACK; d++) {
    const id = idAt[trackBehind(at, d)]
    if (id < 0) continue
    const p = s.pieces[id]
    if (p.loc !== hole) {
      s.log.push({ type: 'meeting', at: placeOf(at), from: placeOf(p.loc), to: placeOf(hole) })
    }
    s.pieces[id] = { colour: p.colour, loc: hole, undercover: true }
    return
  }
}
