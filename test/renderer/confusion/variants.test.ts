// @vitest-environment happy-dom
// The variants at the table: Variant 4's placement (a spy, then its square; the standard layout;
// committed only when complete), Variant 5's promotion question and the briefcase offer after a
// Double Agent is unmasked, spies off the board, and a spectator's table (no piece at all).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { standardPlacement, type GameState, type Label, type Seat, type Square } from '../../../src/engine/confusion'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { freshPinia, hold, mountWith, newGame, play, viewFor } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

function table(state: GameState, seat: Seat = 'white') {
  const pinia = freshPinia()
  const store = hold({ [seat]: viewFor(state, seat) })
  useUiStore().go('table')
  return { w: mountWith(ConfusionTable, { pinia, attachTo: document.body }), ...store }
}

async function tap(w: ReturnType<typeof table>['w'], sq: Square): Promise<void> {
  const cell = w.get(`rect[data-square="${squareKey(sq)}"]`)
  await cell.trigger('pointerdown', { button: 0, pointerId: 1 })
  await cell.trigger('pointerup', { pointerId: 1 })
}

/** A copy of `s` with `owner`'s spy `label` moved to `at` (plain fields, as the engine tests arrange positions). */
function moveSpy(s: GameState, owner: Seat, label: Label, at: Square): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState
  const spy = copy.spies.find((x) => x.owner === owner && x.label === label)
  if (!spy) throw new Error('no such spy')
  spy.at = at
  return copy
}

describe('variants at the table', { timeout: 120_000 }, () => {
  it('Variant 4: places spies by choosing one and then its square, and commits a complete layout', async () => {
    const { w, act } = table(newGame({ variants: { variableSetup: true } }))
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.get('h2').text()).toContain('place your spies')
    // The two first rows, every column: 22 squares to place on.
    expect(w.findAll('rect[data-pickable]')).toHaveLength(22)
    expect(panel.text()).toContain('Placing spy A')
    await tap(w, [0, 0])
    expect(w.get('[data-spy="white-A"]').attributes('style')).toContain('translate(')
    expect(panel.text()).toContain('Placing spy C')
    await tap(w, [0, 1])
    // C goes onto A's square: they swap.
    await w.findAll('.label-chip').find((b) => b.text() === 'C')?.trigger('click')
    await tap(w, [0, 0])
    expect(w.findAll('.label-chip').find((b) => b.text() === 'A')?.attributes('aria-label')).toBe('Spy A, on a2')
    expect(panel.get('[data-test="place"]').attributes('disabled')).toBeDefined()
    expect(panel.text()).toContain('11 spies still to place.')
    await panel.findAll('button').find((b) => b.text() === 'Standard layout')?.trigger('click')
    expect(panel.text()).toContain('The layout is complete.')
    await panel.get('[data-test="place"]').trigger('click')
    expect(act).toHaveBeenCalledWith('white', { type: 'place', squares: standardPlacement('white', false) })
  })

  it('Variant 4: waits after placing while the other side placed first (the host applies it all the same)', async () => {
    const s = newGame({ variants: { variableSetup: true } })
    const { w, act, game, land } = table(s)
    const panel = () => w.get('[data-test="turn-panel"]')
    await panel().findAll('button').find((b) => b.text() === 'Standard layout')?.trigger('click')
    await panel().get('[data-test="place"]').trigger('click')
    expect(act).toHaveBeenCalledTimes(1)
    expect(panel().attributes('aria-busy')).toBe('true')
    // Red's placement lands first: a newer view, the same question for White.
    const redFirst = play(s, 'red', { type: 'place', squares: standardPlacement('red', false) })
    game.held = { white: { seat: 'white', token: null, view: viewFor(redFirst, 'white'), seq: 2, status: 'open' } }
    await w.vm.$nextTick()
    expect(panel().attributes('aria-busy')).toBe('true')
    // White's placement lands: the game begins, nothing is waited for any more.
    const both = play(redFirst, 'white', { type: 'place', squares: standardPlacement('white', false) })
    game.held = { white: { seat: 'white', token: null, view: viewFor(both, 'white'), seq: 3, status: 'open' } }
    land(3)
    await flushPromises()
    expect(panel().attributes('aria-busy')).toBe('false')
    expect(panel().get('h2').text()).toContain('move a spy')
  })

  it('Variant 5: asks whether to promote a spy that reached the far row, and sends the answer', async () => {
    let s = moveSpy(newGame({ variants: { promotion: true } }), 'white', 'D', [0, 7])
    s = play(s, 'white', { type: 'move', from: [0, 7], to: [0, 10] })
    const { w, act } = table(s)
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.text()).toContain("Your spy D has reached Red's first row on a11. Promote it?")
    await panel.get('button[data-accept="yes"]').trigger('click')
    expect(act).toHaveBeenCalledWith('white', { type: 'promote', accept: true })
  })

  it('Variant 5: offers the briefcase to the opponent when a Double Agent is unmasked', async () => {
    let s = moveSpy(newGame({ variants: { promotion: true } }), 'white', 'X', [0, 7])
    s = play(s, 'red', { type: 'orders', doubleAgent: 'yes' })
    s = play(s, 'white', { type: 'move', from: [0, 7], to: [0, 10] })
    s = play(s, 'white', { type: 'promote', accept: true })
    const { w, act } = table(s, 'red')
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.text()).toContain("White's Double Agent was unmasked. Take the briefcase onto your spy A on j11?")
    expect(w.get('[role="log"]').text()).toContain('White promotes spy X on a11: it was their Double Agent, unmasked and removed.')
    expect(w.get('[data-side="white"] [data-test="off-board"]').text()).toBe('Off the board: X (unmasked)')
    await panel.get('button[data-accept="no"]').trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'transfer', accept: false })
  })

  it("shows a spectator no piece at all, no turn panel, no notebook, the board from White's side", () => {
    const s = play(newGame(), 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    const pinia = freshPinia()
    const game = useGameStore()
    game.mode = 'network'
    game.room = 'WATCH'
    game.gameId = 'confusion'
    game.watching = true
    game.spectatorView = viewFor(s, null)
    useUiStore().go('table')
    const w = mountWith(ConfusionTable, { pinia, attachTo: document.body })
    expect(w.findAll('[data-spy]')).toHaveLength(26)
    expect(w.findAll('[data-movement]')).toHaveLength(0)
    expect(w.find('[data-test="turn-panel"]').exists()).toBe(false)
    expect(w.find('[data-test="notebook"]').exists()).toBe(false)
    expect(w.findAll('[role="row"]')[10]?.find('[role="gridcell"]').attributes('aria-label')).toMatch(/^a1: /)
    expect(w.get('[role="log"]').text()).toContain("White's spy H: d2 → d3 (1 square forward): YES")
  })
})
