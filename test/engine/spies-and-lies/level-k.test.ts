// Expert's level-k belief reads the enemy's deployment as of this morning: the view wound back from
// the public log must show the tracks exactly as they were when the day began.
import { describe, expect, it } from 'vitest'
import { viewFor, type Seat } from '../../../src/engine/spies-and-lies'
import { morningView } from '../../../src/engine/spies-and-lies/ai/level-k'
import { playRandomGame } from '../../support/random-game'
import { runs } from '../../support/runs'

const SEATS: readonly Seat[] = ['red', 'blue']

describe('morningView', () => {
  it('restores the tracks of the start of the day at every moment of random games', () => {
    let checked = 0
    let moved = 0
    for (let g = 0; g < runs(40); g++) {
      const { states } = playRandomGame(`level-k-${g}`, { recordStates: true })
      const mornings = new Map<number, Record<Seat, number>>()
      for (const state of states ?? []) {
        if (!mornings.has(state.day)) mornings.set(state.day, { ...state.infiltration })
        const expected = mornings.get(state.day)
        for (const seat of SEATS) {
          const view = morningView(viewFor(state, seat))
          expect(view.infiltration).toEqual(expected)
          expect(view.intel.current).toBeNull()
          checked++
          if (view.infiltration.red !== state.infiltration.red || view.infiltration.blue !== state.infiltration.blue) moved++
        }
      }
    }
    expect(checked).toBeGreaterThan(runs(1000))
    // The tracks move during most days, so the winding back is exercised.
    expect(moved).toBeGreaterThan(checked / 10)
  })
})
