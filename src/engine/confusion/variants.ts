// Variant 4 "Variable Setup": each side places its own spies, committed at the
// same time. (Variants 1, 2, 3 and 5 are rules inside setup, the board, the win and promotion.)
import { refuse } from './errors'
import { columnsInPlay, isSquareShape } from './geometry'
import { shuffled, type RngState } from '../core/rng'
import { labelsInPlay, setupSquare } from './setup'
import { log, spyIndexOf } from './state'
import { BOARD, PLACEMENT, SEATS } from './tables'
import { startTurn } from './turn'
import type { GameState, Label, Rules, Seat, Square } from './types'

export type Placement = Partial<Record<Label, Square>>

/** The two rows a side places on: its first row, then its second. */
export function placementRows(seat: Seat): [number, number] {
  const first = BOARD.FIRST_ROW[seat]
  return [first, seat === 'white' ? first + 1 : first - 1]
}

/** Why a placement breaks the rules, or null. */
export function placementProblem(rules: Rules, seat: Seat, squares: unknown): string | null {
  if (typeof squares !== 'object' || squares === null || Array.isArray(squares)) return 'squares must map each spy to a square'
  const labels = labelsInPlay(rules.variants.honor)
  const record = squares as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!labels.includes(key as Label)) return `${JSON.stringify(key)} is not one of your spies in play`
  }
  const rows = placementRows(seat)
  const columns = columnsInPlay(rules.variants.tight)
  const seen = new Set<number>()
  const inRow: [Set<number>, Set<number>] = [new Set(), new Set()]
  for (const label of labels) {
    const sq = record[label]
    if (!isSquareShape(sq)) return `spy ${label} needs a square`
    const row = rows.indexOf(sq[1])
    if (row < 0) return 'spies are placed only in your first and second rows'
    if (!columns.includes(sq[0])) return `column ${sq[0]} is not in play`
    const cell = sq[1] * BOARD.WIDTH + sq[0]
    if (seen.has(cell)) return 'two spies on one square'
    seen.add(cell)
    inRow[row].add(sq[0])
  }
  if (inRow[0].size > PLACEMENT.MAX_PER_ROW || inRow[1].size > PLACEMENT.MAX_PER_ROW) {
    return `no more than ${PLACEMENT.MAX_PER_ROW} spies in any one row`
  }
  let both = 0
  for (const x of inRow[0]) if (inRow[1].has(x)) both++
  if (both < PLACEMENT.MIN_COLUMNS_BOTH_ROWS) return `at least ${PLACEMENT.MIN_COLUMNS_BOTH_ROWS} columns must have spies in both rows`
  return null
}

/**
 * Commits `seat`'s placement. (ruling) Placements are made at the same time: nobody sees the
 * other side's squares until both have placed; then the first player's first turn begins.
 */
export function place(s: GameState, seat: Seat, squares: Placement): void {
  const problem = placementProblem(s.rules, seat, squares)
  if (problem !== null) refuse('bad-action', problem)
  for (const label of labelsInPlay(s.rules.variants.honor)) {
    const sq = squares[label] as Square
    s.spies[spyIndexOf(s, seat, label)].at = [sq[0], sq[1]]
  }
  s.placed[seat] = true
  log(s, { type: 'place', seat })
  if (SEATS.every((side) => s.placed[side])) {
    s.phase = 'play'
    startTurn(s, s.rules.firstSeat)
  }
}

/** The standard layout (T3) as a placement. */
export function standardPlacement(seat: Seat, honor: boolean): Placement {
  const out: Placement = {}
  for (const label of labelsInPlay(honor)) out[label] = setupSquare(seat, label)
  return out
}

/**
 * A few placements that always meet the rules, for legalActions (the full set is far too large to
 * list): the standard layout, and the same with its two rows exchanged.
 */
export function samplePlacements(seat: Seat, honor: boolean): Placement[] {
  const standard = standardPlacement(seat, honor)
  const [first, second] = placementRows(seat)
  const flipped: Placement = {}
  for (const [label, sq] of Object.entries(standard) as Array<[Label, Square]>) {
    flipped[label] = [sq[0], sq[1] === first ? second : first]
  }
  return [standard, flipped]
}

/** A uniformly drawn placement that meets the rules (by rejection; it meets them within a few draws). */
export function randomPlacement(rng: RngState, seat: Seat, rules: Rules): Placement {
  const labels = labelsInPlay(rules.variants.honor)
  const columns = columnsInPlay(rules.variants.tight)
  const rows = placementRows(seat)
  const cells: Square[] = []
  for (const y of rows) for (const x of columns) cells.push([x, y])
  for (;;) {
    const chosen = shuffled(rng, cells).slice(0, labels.length)
    const order = shuffled(rng, labels)
    const out: Placement = {}
    order.forEach((label, i) => {
      out[label] = chosen[i]
    })
    if (placementProblem(rules, seat, out) === null) return out
  }
}
