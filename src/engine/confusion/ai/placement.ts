// Variant 4: where to place our spies. Their pieces are unknown to us and drawn at random, so only
// the shape matters: the second row full across the centre (closest to the briefcase), the first
// row spread to guard our edge. The labels go onto the squares in a seeded random order.
import { placementProblem, standardPlacement, type Placement } from '../variants'
import { shuffled, type RngState } from '../../core/rng'
import type { Label, Prompt, Rules, Seat, Square } from '../types'

/**
 * Columns of the first row in order of preference: four under the second row (the rule wants four
 * columns filled in both rows), then the flanks.
 */
const GUARD_ORDER: readonly number[] = [3, 7, 4, 6, 1, 9, 5, 2, 8, 0, 10]
const SECOND_ROW_SIZE = 7

export function formation(seat: Seat, prompt: Extract<Prompt, { type: 'place' }>, rules: Rules, rng: RngState): Placement {
  const [first, second] = prompt.rows
  const columns = prompt.columns
  const centre = columns[Math.floor(columns.length / 2)]
  const front = columns.slice().sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b).slice(0, SECOND_ROW_SIZE)
  const back = GUARD_ORDER.filter((x) => columns.includes(x)).slice(0, prompt.labels.length - front.length)
  const squares: Square[] = [...front.map((x): Square => [x, second]), ...back.map((x): Square => [x, first])]
  const labels: Label[] = shuffled(rng, prompt.labels)
  const out: Placement = {}
  labels.forEach((label, i) => {
    out[label] = squares[i]
  })
  return placementProblem(rules, seat, out) === null ? out : standardPlacement(seat, rules.variants.honor)
}
