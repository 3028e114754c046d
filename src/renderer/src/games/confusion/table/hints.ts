// A newcomer's hints at the Confusion table (issue 27, issue 35 point 4). The classic first losses:
// the enemy's briefcase carrier can reach your first row in one move by its piece (straight or
// diagonal: how the hard computer wins), or, with a piece that moves straight forward, stands in a
// column with nothing between it and your first row, and runs it down. Worked out from the seat's own view: where spies and the briefcase
// stand, the enemy's pieces (which the seat sees) and the seat's own standing orders for the enemy
// Double Agent, which answer that spy's moves: orders of "no" hold it still, so an open column
// before it is no danger, and orders "as" a piece move it as that piece.
import { enemyFirstRow, movementTypes, type MovementTable } from '@engine/confusion/client'
import type { MovementId, PlayerView, Seat, SpyView, Square } from '@shared/confusion/types'
import { sameSquare, squareKey, squareName } from './frame'
import { reachSquares } from './reach'
import { other } from './text'

export type ConfusionHint =
  /** The carrier's piece takes it to the seat's first row in one move, now. */
  | { kind: 'oneMove'; carrier: string; goal: string }
  /** The run is open now: block it. */
  | { kind: 'openRun'; carrier: string; goal: string }
  /** The spy chosen is all that blocks the run: moving it out of the column opens it. */
  | { kind: 'opensRun'; carrier: string; goal: string }

/** A piece answering yes to every move: the enemy Double Agent under orders of "yes", or answered by hand. */
const ANY: MovementTable = { ...movementTypes(2), PROMOTED: { directions: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'], R: 10, crown: false, lock: false } }

/** How the enemy's carrier moves, as `view`'s seat knows it: a piece, 'any' (every move answered yes), or 'held' (never moves). */
function carrierMoves(view: PlayerView, spy: SpyView): { types: MovementTable; piece: MovementId | 'PROMOTED' } | 'held' {
  const types = movementTypes(view.rules.pieces)
  if (spy.movement !== 'DA' && spy.movement !== null) return { types, piece: spy.movement }
  const orders = view.orders
  if (orders === 'no') return 'held'
  if (orders === null || orders === 'yes') return { types: ANY, piece: 'PROMOTED' }
  return { types, piece: orders.as }
}

function carrierOf(view: PlayerView, seat: Seat): SpyView | null {
  const holder = view.briefcase.holder
  if (holder === null || holder.owner === seat) return null
  return view.spies.find((s) => s.owner === holder.owner && s.label === holder.label && s.at !== null && s.removed === null) ?? null
}

/** The squares from the enemy's briefcase carrier (excluded) down its column to `seat`'s first row. */
function runSquares(view: PlayerView, seat: Seat): Square[] {
  const [x, y] = view.briefcase.at
  const goalRow = enemyFirstRow(other(seat))
  const step = goalRow > y ? 1 : -1
  const run: Square[] = []
  for (let row = y + step; row !== goalRow + step; row += step) run.push([x, row])
  return run
}

function blockers(view: PlayerView, run: readonly Square[]): Square[] {
  return run.filter((sq) => view.spies.some((s) => s.at !== null && sameSquare(s.at, sq)))
}

/** A square of `seat`'s first row that the carrier's piece reaches in one move now, if any. */
function oneMoveGoal(view: PlayerView, seat: Seat, carrier: SpyView, how: { types: MovementTable; piece: MovementId | 'PROMOTED' }): Square | null {
  const spies = new Map<string, Seat>()
  for (const s of view.spies) if (s.at !== null && s.removed === null) spies.set(squareKey(s.at), s.owner)
  const row = enemyFirstRow(other(seat))
  const reach = reachSquares(how.types, how.piece, carrier.owner, carrier.at as Square, { spies, freeBriefcase: null, tight: view.rules.variants.tight })
  return reach.find((sq) => sq[1] === row) ?? null
}

/**
 * What to warn `seat` of on its turn: a one-move run, an open column, or — with a spy chosen to
 * move — that this spy is the only one blocking the column.
 */
export function confusionHint(view: PlayerView, seat: Seat, selected: Square | null): ConfusionHint | null {
  const carrier = carrierOf(view, seat)
  if (!carrier) return null
  const how = carrierMoves(view, carrier)
  if (how === 'held') return null
  const at = squareName(view.briefcase.at)
  const goal = oneMoveGoal(view, seat, carrier, how)
  if (goal) return { kind: 'oneMove', carrier: at, goal: squareName(goal) }
  // A column is a run only for a piece that moves straight forward (its owner's N): one that
  // moves only sideways or diagonally never runs it down, and blocking it costs a move for nothing.
  if (how.piece === 'DA' || !how.types[how.piece].directions.includes('N')) return null
  const run = runSquares(view, seat)
  if (run.length === 0) return null
  const words = { carrier: at, goal: squareName(run[run.length - 1] as Square) }
  const blocking = blockers(view, run)
  if (blocking.length === 0) return { kind: 'openRun', ...words }
  if (selected !== null && blocking.length === 1 && sameSquare(blocking[0], selected)) return { kind: 'opensRun', ...words }
  return null
}
