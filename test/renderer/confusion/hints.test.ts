// @vitest-environment happy-dom
// A newcomer's hints at the Confusion table (issue 27): the enemy's briefcase carrier with an open
// column down to your first row, and the one spy whose move would open it — rule by rule on
// arranged positions, over seeded games against the state itself, and shown (or not) on the table.
import { afterEach, describe, expect, it } from 'vitest'
import type { GameState, Seat, Square } from '../../../src/engine/confusion'
import { movementTypes } from '../../../src/engine/confusion/client'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import { confusionHint } from '../../../src/renderer/src/games/confusion/table/hints'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { playRandomGame } from '../../support/confusion-random-game'
import { runs } from '../../support/runs'
import { arrange, freshPinia, hold, mountWith, newGame, viewFor } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** Red's K carries the briefcase on e5; White keeps A on a1 and, if given, a spy on `block`. */
function redCarries(block: Square[] = []): GameState {
  const white: Record<string, Square> = { A: [0, 0] }
  const labels = ['C', 'D', 'E']
  block.forEach((sq, i) => (white[labels[i] as string] = sq))
  return arrange(newGame(), { only: true, white, red: { K: [4, 4], A: [10, 10] }, briefcase: { at: [4, 4], holder: ['red', 'K'] } })
}

describe('the Confusion hints, rule by rule', () => {
  it('warns of an open column from the enemy carrier down to your first row', () => {
    expect(confusionHint(viewFor(redCarries(), 'white'), 'white', null)).toEqual({ kind: 'openRun', carrier: 'e5', goal: 'e1' })
  })
  it('is quiet while a spy blocks the column, and warns when that one spy is chosen to move', () => {
    const view = viewFor(redCarries([[4, 0]]), 'white')
    expect(confusionHint(view, 'white', null)).toBeNull()
    expect(confusionHint(view, 'white', [0, 0])).toBeNull()
    expect(confusionHint(view, 'white', [4, 0])).toEqual({ kind: 'opensRun', carrier: 'e5', goal: 'e1' })
  })
  it('is quiet when another spy still blocks, whichever is chosen', () => {
    const view = viewFor(redCarries([[4, 0], [4, 2]]), 'white')
    expect(confusionHint(view, 'white', [4, 0])).toBeNull()
    expect(confusionHint(view, 'white', [4, 2])).toBeNull()
  })
  it('counts a blocking enemy spy too, and says nothing to the carrier\'s own side or of a briefcase nobody holds', () => {
    const enemyBlocks = arrange(redCarries(), { red: { C: [4, 1] } })
    expect(confusionHint(viewFor(enemyBlocks, 'white'), 'white', null)).toBeNull()
    expect(confusionHint(viewFor(redCarries(), 'red'), 'red', null)).toBeNull()
    const loose = arrange(newGame(), { briefcase: { at: [5, 5], holder: null } })
    expect(confusionHint(viewFor(loose, 'white'), 'white', null)).toBeNull()
  })
  it('reads the board in the enemy\'s direction for Red', () => {
    const whiteCarries = arrange(newGame(), { only: true, white: { K: [6, 7] }, red: { A: [0, 10] }, briefcase: { at: [6, 7], holder: ['white', 'K'] } })
    expect(confusionHint(viewFor(whiteCarries, 'red'), 'red', null)).toEqual({ kind: 'openRun', carrier: 'g8', goal: 'g11' })
  })
})

describe('the Confusion hints for the runs that lose games (issue 35, point 4)', () => {
  it("warns of a diagonal run to your first row in one move by the carrier's piece", () => {
    // Red's G carries M06 (the four diagonals, up to 3): from d4 it reaches a1 or g1 at once.
    const s = arrange(newGame(), { only: true, white: { A: [10, 0] }, red: { G: [3, 3], A: [10, 10] }, briefcase: { at: [3, 3], holder: ['red', 'G'] } })
    const hint = confusionHint(viewFor(s, 'white'), 'white', null)
    expect(hint?.kind).toBe('oneMove')
    expect(['a1', 'g1']).toContain(hint?.goal)
  })
  it('warns of a straight run in one move before the open column', () => {
    // Red's D carries M03 (forward and back, up to 4): from e4 it reaches e1.
    const s = arrange(newGame(), { only: true, white: { A: [10, 0] }, red: { D: [4, 3], A: [10, 10] }, briefcase: { at: [4, 3], holder: ['red', 'D'] } })
    expect(confusionHint(viewFor(s, 'white'), 'white', null)).toEqual({ kind: 'oneMove', carrier: 'e4', goal: 'e1' })
  })
  it('is quiet of an open column the carrier\'s piece cannot run down: it never moves straight forward', () => {
    // Red's E carries M04 (sideways and back, up to 4) and G M06 (the diagonals, up to 3), both on
    // e8 with the column open down to e1 and White's first row out of their reach.
    for (const label of ['E', 'G'] as const) {
      const s = arrange(newGame(), { only: true, white: { A: [0, 0] }, red: { [label]: [4, 7], A: [10, 10] }, briefcase: { at: [4, 7], holder: ['red', label] } })
      expect(confusionHint(viewFor(s, 'white'), 'white', null)).toBeNull()
    }
    // The same column with a piece that moves forward (D, M03) is a run.
    const d = arrange(newGame(), { only: true, white: { A: [0, 0] }, red: { D: [4, 7], A: [10, 10] }, briefcase: { at: [4, 7], holder: ['red', 'D'] } })
    expect(confusionHint(viewFor(d, 'white'), 'white', null)).toEqual({ kind: 'openRun', carrier: 'e8', goal: 'e1' })
  })
  it("reads the enemy Double Agent's moves from the seat's own standing orders: no holds it still", () => {
    const base = arrange(newGame(), { only: true, white: { A: [0, 0] }, red: { X: [4, 4], A: [10, 10] }, briefcase: { at: [4, 4], holder: ['red', 'X'] } })
    const withOrders = (orders: GameState['orders']['white']): GameState => ({ ...base, orders: { ...base.orders, white: orders } })
    expect(confusionHint(viewFor(withOrders('no'), 'white'), 'white', null)).toBeNull()
    expect(confusionHint(viewFor(withOrders('yes'), 'white'), 'white', null)).toEqual({ kind: 'oneMove', carrier: 'e5', goal: 'e1' })
    expect(confusionHint(viewFor(withOrders({ as: 'M01' }), 'white'), 'white', null)).toEqual({ kind: 'openRun', carrier: 'e5', goal: 'e1' })
    expect(confusionHint(viewFor(withOrders({ as: 'M03' }), 'white'), 'white', null)).toEqual({ kind: 'oneMove', carrier: 'e5', goal: 'e1' })
    expect(confusionHint(viewFor(withOrders({ as: 'M02' }), 'white'), 'white', null)).toBeNull()
  })
})

describe('the Confusion hints over seeded games', () => {
  it('an open run is always truly open in the game itself, and comes up', () => {
    let open = 0
    for (let g = 0; g < runs(12); g++) {
      const { states } = playRandomGame(`run-hints-${g}`, { recordStates: true, briefcaseBias: 0.5 })
      for (const state of states ?? []) {
        for (const seat of ['white', 'red'] as Seat[]) {
          const hint = confusionHint(viewFor(state, seat), seat, null)
          if (hint?.kind !== 'openRun') continue
          open++
          const holder = state.briefcase.holder === null ? null : state.spies[state.briefcase.holder]
          expect(holder?.owner).not.toBe(seat)
          const [x, y] = state.briefcase.at
          const goal = seat === 'white' ? 0 : 10
          const between = state.spies.filter((s) => s.at !== null && s.at[0] === x && (s.at[1] - y) * (s.at[1] - goal) < 0)
          const onGoal = state.spies.filter((s) => s.at !== null && s.at[0] === x && s.at[1] === goal)
          expect([...between, ...onGoal]).toEqual([])
          // And the carrier's true piece (the Double Agent's answers aside) can run it down.
          if (holder && holder.movement !== 'DA') expect(movementTypes(state.rules.pieces)[holder.promoted ? 'PROMOTED' : holder.movement].directions).toContain('N')
        }
      }
    }
    expect(open).toBeGreaterThan(0)
  })
})

describe('the hint on the Confusion table', { timeout: 120_000 }, () => {
  function table(state: GameState, hints: 'early' | 'off', played = 0) {
    const pinia = freshPinia()
    const settings = useSettingsStore()
    settings.hints = hints
    settings.played = { confusion: played }
    const store = hold({ white: viewFor(state, 'white') })
    useUiStore().go('table')
    return { w: mountWith(ConfusionTable, { pinia, attachTo: document.body }), ...store }
  }

  it('shows the warning in a newcomer\'s first games, and again when the blocking spy is picked', async () => {
    const open = table(redCarries(), 'early')
    expect(open.w.get('[data-test="hint"]').text()).toContain('nothing stands between it and e1')
    open.w.unmount()
    const blocked = table(redCarries([[4, 0]]), 'early')
    expect(blocked.w.find('[data-test="hint"]').exists()).toBe(false)
    const rect = blocked.w.get(`rect[data-square="${squareKey([4, 0])}"]`)
    await rect.trigger('pointerdown', { button: 0, pointerId: 1 })
    await rect.trigger('pointerup', { pointerId: 1 })
    expect(blocked.w.get('[data-test="hint"]').text()).toContain('all that blocks the column')
  })

  it('shows none when hints are off, or after the first games', () => {
    expect(table(redCarries(), 'off').w.find('[data-test="hint"]').exists()).toBe(false)
    expect(table(redCarries(), 'early', 3).w.find('[data-test="hint"]').exists()).toBe(false)
  })
})
