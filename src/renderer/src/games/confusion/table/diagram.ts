// A movement piece drawn as the printed pieces are: a number (how far) in a circle, with a line
// out of it for every direction, turned into the frame of whoever looks at it. Always from the
// game's own movement set (`movementTypes(view.rules.pieces)`): games saved before set 2 keep theirs.
import type { MovementTable } from '@engine/confusion/client'
import type { MovementId, Seat } from '@shared/confusion/types'
import { screenStep } from './frame'

export interface Arm {
  /** Unit step on the screen: right, and down (SVG's y). */
  dx: number
  dy: number
}

/** The arms of `piece` (of the set `types`) on a spy of `owner`, seen by `frame` (no arms for the Double Agent). */
export function armsOf(types: MovementTable, piece: MovementId | 'PROMOTED', owner: Seat, frame: Seat): Arm[] {
  if (piece === 'DA') return []
  return types[piece].directions.map((d) => {
    const [right, up] = screenStep(owner, frame, d)
    const len = Math.hypot(right, up)
    return { dx: right / len, dy: up === 0 ? 0 : -up / len }
  })
}

/** How far the piece goes, or null for the Double Agent. */
export function reachOf(types: MovementTable, piece: MovementId | 'PROMOTED'): number | null {
  return piece === 'DA' ? null : types[piece].R
}

export function hasCrown(types: MovementTable, piece: MovementId | 'PROMOTED'): boolean {
  return piece !== 'DA' && types[piece].crown
}
