// Variant 4 "Variable Setup": the owner places their own spies on their first two rows. The same
// limits as the engine's (placementProblem), told as a reason the table can translate.
import { PLACEMENT } from '@engine/confusion/client'
import type { Label, Square } from '@shared/confusion/types'
import { squareKey } from './frame'

export type Placement = Partial<Record<Label, Square>>

export type PlacementIssue =
  | { code: 'incomplete'; n: number }
  | { code: 'maxPerRow'; max: number }
  | { code: 'minColumns'; min: number; n: number }

/** Why this placement may not be committed yet, or null when it is complete and within the limits. */
export function placementIssue(labels: readonly Label[], rows: readonly [number, number], squares: Placement): PlacementIssue | null {
  const missing = labels.filter((l) => !squares[l]).length
  if (missing > 0) return { code: 'incomplete', n: missing }
  const inRow: [Set<number>, Set<number>] = [new Set(), new Set()]
  for (const l of labels) {
    const sq = squares[l] as Square
    const r = rows.indexOf(sq[1])
    if (r >= 0) inRow[r].add(sq[0])
  }
  if (inRow[0].size > PLACEMENT.MAX_PER_ROW || inRow[1].size > PLACEMENT.MAX_PER_ROW) return { code: 'maxPerRow', max: PLACEMENT.MAX_PER_ROW }
  const both = [...inRow[0]].filter((x) => inRow[1].has(x)).length
  if (both < PLACEMENT.MIN_COLUMNS_BOTH_ROWS) return { code: 'minColumns', min: PLACEMENT.MIN_COLUMNS_BOTH_ROWS, n: both }
  return null
}

/** The squares a spy may be placed on: the two rows, in the columns in play. */
export function placementSquares(rows: readonly [number, number], columns: readonly number[]): Map<string, Square> {
  const out = new Map<string, Square>()
  for (const y of rows) for (const x of columns) out.set(squareKey([x, y]), [x, y])
  return out
}

/** The label placed on `sq`, if any. */
export function labelOn(squares: Placement, sq: Square): Label | null {
  for (const [label, at] of Object.entries(squares) as Array<[Label, Square]>) if (at[0] === sq[0] && at[1] === sq[1]) return label
  return null
}

/**
 * Puts `label` on `sq`: a spy already there changes places with it (or goes off the board if
 * `label` was not placed yet).
 */
export function placeOn(squares: Placement, label: Label, sq: Square): Placement {
  const out: Placement = { ...squares }
  const there = labelOn(squares, sq)
  const from = squares[label]
  if (there !== null && there !== label) {
    if (from) out[there] = from
    else delete out[there]
  }
  out[label] = [sq[0], sq[1]]
  return out
}
