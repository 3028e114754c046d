// Variant 4: the table's check of a placement agrees with the engine's, on the standard layout,
// on random legal layouts and on layouts that break each limit; placing on an occupied square swaps.
import { describe, expect, it } from 'vitest'
import { placementProblem, randomPlacement, standardPlacement } from '../../../src/engine/confusion'
import { seedRng } from '../../../src/engine/core/rng'
import type { Label, Rules, Seat, Square } from '../../../src/shared/confusion/types'
import { placeOn, placementIssue, placementSquares, type Placement } from '../../../src/renderer/src/games/confusion/table/placement'
import { newGame, viewFor } from './helpers'

const rules: Rules = viewFor(newGame({ variants: { variableSetup: true } }), 'white').rules
const LABELS: readonly Label[] = ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'X']
const ROWS: Record<Seat, [number, number]> = { white: [0, 1], red: [10, 9] }

describe('placement', () => {
  it('agrees with the engine on the standard layout and on random legal ones', () => {
    const rng = seedRng('placement')
    for (const seat of ['white', 'red'] as const) {
      expect(placementIssue(LABELS, ROWS[seat], standardPlacement(seat, false))).toBeNull()
      for (let i = 0; i < 200; i++) {
        const p = randomPlacement(rng, seat, rules)
        expect(placementProblem(rules, seat, p)).toBeNull()
        expect(placementIssue(LABELS, ROWS[seat], p)).toBeNull()
      }
    }
  })

  it('says what is wrong, as the engine refuses it', () => {
    const full = standardPlacement('white', false)
    const { X: _x, ...missing } = full
    void _x
    expect(placementIssue(LABELS, ROWS.white, missing)).toEqual({ code: 'incomplete', n: 1 })
    expect(placementProblem(rules, 'white', missing)).not.toBeNull()
    // Eight in the first row.
    const crowded: Placement = {}
    LABELS.forEach((l, i) => (crowded[l] = i < 8 ? [i + 1, 0] : [i - 7, 1]))
    expect(placementIssue(LABELS, ROWS.white, crowded)).toEqual({ code: 'maxPerRow', max: 7 })
    expect(placementProblem(rules, 'white', crowded)).not.toBeNull()
    // Seven and six, but only three columns with spies in both rows.
    const thin: Placement = {}
    LABELS.forEach((l, i) => (thin[l] = i < 7 ? [i, 0] : [i - 3, 1]))
    expect(placementIssue(LABELS, ROWS.white, thin)).toEqual({ code: 'minColumns', min: 4, n: 3 })
    expect(placementProblem(rules, 'white', thin)).not.toBeNull()
  })

  it('offers the two first rows, in the columns in play; a spy put on another swaps with it', () => {
    expect(placementSquares([0, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9]).size).toBe(18)
    const p = placeOn({ A: [1, 0], C: [2, 0] }, 'A', [2, 0])
    expect(p).toEqual({ A: [2, 0], C: [1, 0] })
    expect(placeOn({ C: [2, 0] }, 'A', [2, 0] as Square)).toEqual({ A: [2, 0] })
  })
})
