// Moves a seat may send at any time that ask nothing of anyone (a game's `standing` actions, such as
// Confusion's standing orders). Each is still a move of the room's record, so one seat alone could
// grow the record while the others wait (issue 34, point 5: 1,670 moves in 40 s). The host takes at
// most MAX_STANDING_RUN of them from a seat since the last move of any other kind; the next one is
// refused (`rate-limited`) until somebody moves. The orders in force when the enemy Double Agent is
// tried are what the rules need, and a player may still change their mind a few times while waiting.
import type { HostRoom } from './host-access'
import { Refusal } from './refusal'
import type { GameAction } from '../../engine/core/game-module'

/** Standing moves a seat may make in a row while no other kind of move is made. */
export const MAX_STANDING_RUN = 3

/** Refuses `seat`'s standing `action` once it has made MAX_STANDING_RUN of them since the last other move. */
export function checkStandingRun(room: HostRoom, seat: string, action: GameAction): void {
  const standing = room.rules.standing ?? []
  if (!standing.includes(action.type)) return
  const moves = room.record.moves
  let run = 0
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i]
    if (!move || !standing.includes(move.action.type)) break
    if (move.seat === seat) run += 1
  }
  if (run >= MAX_STANDING_RUN) {
    throw new Refusal('rate-limited', `you have changed that ${MAX_STANDING_RUN} times since the last move: wait for the next move, then change it again`)
  }
}
