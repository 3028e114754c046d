// @vitest-environment happy-dom
// The Notebook: every answer about each own spy; with the deduction helper (free on this computer,
// only where a network room allows it) the pieces a spy can no longer hold are crossed out and the
// likeliest is named with its probability once one stands out, exactly as the engine's `deduce`
// computes them from the seat's view; the second page shows what the opponent can know; the
// player's own marks cycle and are kept for the room.
import { afterEach, describe, expect, it } from 'vitest'
import { deduce, type Deduction } from '../../../src/engine/confusion'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import NotebookPanel from '../../../src/renderer/src/games/confusion/table/NotebookPanel.vue'
import { notebookRows, percent } from '../../../src/renderer/src/games/confusion/table/notebook'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import type { GameState } from '../../../src/engine/confusion'
import { freshPinia, hold, mountWith, newGame, play, viewFor } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** White's H (M07) tried 4 forward (NO) and 1 forward (YES); Red's H tried 1 forward (YES). */
function midGame(): GameState {
  let s = newGame()
  s = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 5] })
  s = play(s, 'red', { type: 'move', from: [7, 9], to: [7, 8] })
  s = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
  return play(s, 'red', { type: 'move', from: [7, 8], to: [7, 7] })
}

function mountTable(state: GameState, how: Parameters<typeof hold>[1] = {}) {
  const pinia = freshPinia()
  hold({ white: viewFor(state, 'white') }, how)
  useUiStore().go('table')
  useSettingsStore().deduction = false
  return mountWith(ConfusionTable, { pinia, attachTo: document.body })
}

describe('the Notebook', { timeout: 120_000 }, () => {
  it('builds its rows from the view and deduce: possible pieces with their probabilities, the likeliest', () => {
    const v = viewFor(midGame(), 'white')
    const d = deduce(v)
    const rows = notebookRows(v, 'white', d)
    expect(rows).toHaveLength(13)
    const h = rows.find((r) => r.label === 'H')
    expect(h?.tries).toEqual([
      { dir: 'N', dist: 4, yes: false },
      { dir: 'N', dist: 1, yes: true },
    ])
    const belief = d.spies.find((b) => b.label === 'H')
    expect(h?.cells.filter((c) => c.state === 'possible').map((c) => c.piece)).toEqual(belief?.possible)
    // Forward 1 yes, forward 4 no: M01 (N up to 1), M05, M07, M09, M10, M11 or the Double Agent.
    expect(belief?.possible).toEqual(['M01', 'M05', 'M07', 'M09', 'M10', 'M11', 'DA'])
    expect(h?.truth).toBeNull()
    // Without the helper nothing is deduced.
    expect(notebookRows(v, 'white', null)[0]?.cells.every((c) => c.state === 'open' && c.p === null)).toBe(true)
    // The opponent's page knows their pieces: White sees each one.
    const theirs = notebookRows(v, 'red', deduce(v, 'red'))
    expect(theirs.find((r) => r.label === 'H')?.truth).toBe('M07')
    expect(percent(0.004)).toBe('<1%')
    expect(percent(0.996)).toBe('>99%')
    expect(percent(0.5)).toBe('50%')
  })

  it('shows the answers, and with the helper on, crosses out the impossible pieces and names no favourite among equals', async () => {
    const w = mountTable(midGame())
    const nb = w.get('[data-test="notebook"]')
    const hRow = () => nb.findAll('tbody tr').find((r) => r.find('th .label').text() === 'H')
    expect(hRow()?.find('td.record').text()).toContain('↑4✗')
    expect(hRow()?.find('td.record').text()).toContain('↑1✓')
    expect(nb.findAll('td.cell.ruledOut')).toHaveLength(0)
    await nb.get('[data-test="helper-toggle"]').trigger('click')
    const d = deduce(viewFor(midGame(), 'white'))
    const belief = d.spies.find((b) => b.label === 'H')
    const cells = hRow()?.findAll('td.cell') ?? []
    expect(cells).toHaveLength(13)
    expect(cells.filter((c) => c.classes('possible'))).toHaveLength(belief?.possible.length ?? -1)
    expect(cells.filter((c) => c.classes('ruledOut'))).toHaveLength(13 - (belief?.possible.length ?? 0))
    // Seven pieces left, each as likely as the next: none of them is the likeliest.
    expect(new Set(belief?.possible.map((piece) => belief.probabilities[piece]))).toHaveLength(1)
    expect(hRow()?.find('td.likeliest').text()).toBe('No favourite yet')
    expect(cells[1]?.find('button').attributes('aria-label')).toBe('spy H, M02, ruled out')
  })

  // Issue 25, point 5: "Likeliest: M01 · 8%" for a spy no answer had told anything about.
  it('names no likeliest piece while the deduction is flat: nothing known yet, or no favourite yet', async () => {
    const start = viewFor(newGame(), 'white')
    expect(notebookRows(start, 'white', deduce(start)).map((r) => [r.likeliest, r.noLead])).toEqual(Array.from({ length: 13 }, () => [null, 'nothing']))
    const w = mountTable(midGame())
    const nb = w.get('[data-test="notebook"]')
    await nb.get('[data-test="helper-toggle"]').trigger('click')
    const likeliest = (label: string) => nb.findAll('tbody tr').find((r) => r.find('th .label').text() === label)?.find('td.likeliest').text()
    // A has no answer; H's leave seven pieces, equally likely. Neither has a lead.
    expect(likeliest('A')).toBe('Nothing known yet')
    expect(likeliest('H')).toBe('No favourite yet')
    expect(nb.text()).not.toMatch(/M\d\d · \d+%/)
  })

  it('names the likeliest piece with its probability once one stands out', () => {
    const view = viewFor(midGame(), 'white')
    const d = deduce(view)
    const probabilities = { M01: 0.4, M05: 0.1, M07: 0.1, M09: 0.1, M10: 0.1, M11: 0.1, DA: 0.1 }
    const mine: Deduction = { ...d, spies: d.spies.map((b) => (b.label === 'H' ? { ...b, probabilities } : b)) }
    expect(notebookRows(view, 'white', mine).find((r) => r.label === 'H')).toMatchObject({ likeliest: { piece: 'M01', p: 0.4 }, noLead: null })
    const w = mountWith(NotebookPanel, { props: { view, seat: 'white', room: null, allowed: true, mine, theirs: null, helper: true } })
    const row = (label: string) => w.findAll('tbody tr').find((r) => r.find('th .label').text() === label)
    expect(row('H')?.find('td.likeliest').text()).toBe('M01 · 40%')
    expect(row('A')?.find('td.likeliest').text()).toBe('Nothing known yet')
    // One piece left is certain, however few pieces that is.
    const certain: Deduction = { ...d, spies: d.spies.map((b) => (b.label === 'H' ? { ...b, possible: ['M07'], probabilities: { M07: 1 } } : b)) }
    expect(notebookRows(view, 'white', certain).find((r) => r.label === 'H')?.likeliest).toEqual({ piece: 'M07', p: 1 })
  })

  it('has a second page: what the opponent can know of their own spies, with their true pieces', async () => {
    const w = mountTable(midGame())
    const nb = w.get('[data-test="notebook"]')
    await nb.get('[data-test="helper-toggle"]').trigger('click')
    await nb.get('button[data-page="theirs"]').trigger('click')
    const row = nb.findAll('tbody tr').find((r) => r.find('th .label').text() === 'H')
    expect(row?.find('td.truth').text()).toBe('M07')
    expect(row?.find('td.cell.truth').classes('possible')).toBe(true)
    // No marks on their page.
    expect(nb.findAll('td.cell button')).toHaveLength(0)
  })

  it('keeps the player\'s own marks: a cross, a circle, nothing; kept for the room', async () => {
    const w = mountTable(midGame(), { room: 'MARKS' })
    const button = () => w.get('[data-test="notebook"] tbody tr td.cell button')
    await button().trigger('click')
    expect(button().attributes('aria-label')).toBe('spy A, M01, your mark: crossed out')
    await button().trigger('click')
    expect(button().attributes('aria-label')).toBe('spy A, M01, your mark: suspected')
    w.unmount()
    // Another mount in the same room finds the mark.
    const again = mountTable(midGame(), { room: 'MARKS' })
    expect(again.get('[data-test="notebook"] tbody tr td.cell button').attributes('aria-label')).toBe('spy A, M01, your mark: suspected')
    await again.get('[data-test="notebook"] tbody tr td.cell button').trigger('click')
    expect(again.get('[data-test="notebook"] tbody tr td.cell button').attributes('aria-label')).toBe('spy A, M01')
  })

  it('offers the helper in a network game only when the room allows it, and says so otherwise', () => {
    const closed = mountTable(midGame(), { mode: 'network', deduction: false })
    expect(closed.find('[data-test="helper-toggle"]').exists()).toBe(false)
    expect(closed.get('[data-test="notebook"]').text()).toContain('Deduction helper not allowed in this room')
    closed.unmount()
    const open = mountTable(midGame(), { mode: 'network', deduction: true })
    expect(open.find('[data-test="helper-toggle"]').exists()).toBe(true)
  })
})
