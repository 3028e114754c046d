// A newcomer's hints at the Confusion table (issue 27). The classic first loss: the enemy's
// briefcase carrier stands in a column with nothing between it and your first row, and runs it
// down. Worked out from where spies and the briefcase stand, which both seats see: nothing hidden.
import { enemyFirstRow } from '@engine/confusion/client'
import type { PlayerView, Seat, Square } from '@shared/confusion/types'
import { sameSquare, squareName } from './frame'
import { other } from './text'

export type ConfusionHint =
  /** The run is open now: block it. */
  | { kind: 'openRun'; carrier: string; goal: string }
  /** The spy chosen is all that blocks the run: moving it out of the column opens it. */
  | { kind: 'opensRun'; carrier: string; goal: string }

/** The squares from the enemy's briefcase carrier (excluded) down its column to `seat`'s first row. */
function runSquares(view: PlayerView, seat: Seat): { carrier: Square; run: Square[] } | null {
  const holder = view.briefcase.holder
  if (holder === null || holder.owner === seat) return null
  const [x, y] = view.briefcase.at
  const goalRow = enemyFirstRow(other(seat))
  const step = goalRow > y ? 1 : -1
  const run: Square[] = []
  for (let row = y + step; row !== goalRow + step; row += step) run.push([x, row])
  return { carrier: [x, y], run }
}

function blockers(view: PlayerView, run: readonly Square[]): Square[] {
  return run.filter((sq) => view.spies.some((s) => s.at !== null && sameSquare(s.at, sq)))
}

/**
 * What to warn `seat` of on its turn: an open run, or — with a spy chosen to move — that this spy
 * is the only one blocking it.
 */
export function confusionHint(view: PlayerView, seat: Seat, selected: Square | null): ConfusionHint | null {
  const found = runSquares(view, seat)
  if (!found || found.run.length === 0) return null
  const words = { carrier: squareName(found.carrier), goal: squareName(found.run[found.run.length - 1] as Square) }
  const blocking = blockers(view, found.run)
  if (blocking.length === 0) return { kind: 'openRun', ...words }
  if (selected !== null && blocking.length === 1 && sameSquare(blocking[0], selected)) return { kind: 'opensRun', ...words }
  return null
}
