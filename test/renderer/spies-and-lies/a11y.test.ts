// @vitest-environment happy-dom
// Accessibility of the table as rendered: axe-core finds no violations (colour contrast needs real
// layout, so that rule is left to the browser), and every control has an accessible name.
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { viewFor, type GameState } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { confirmIntel, deployBoth, freshPinia, hold, mountTable, newGame, play, playUntil, promptOf } from './helpers'
import { runs } from '../../support/runs'

/** axe at each of the five moments below, or in the inner loop (test/support/runs.ts) at the mission phase only. */
const EVERY_MOMENT = runs(5) === 5

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

async function violations(state: GameState, mode: 'computer' | 'hotseat' = 'computer', seat: 'red' | 'blue' = 'red') {
  const pinia = freshPinia()
  hold(mode === 'hotseat' ? { red: viewFor(state, 'red'), blue: viewFor(state, 'blue') } : { [seat]: viewFor(state, seat) }, { mode })
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  const result = await axe.run(document.body, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      // Experimental in axe-core, so off unless asked for: a control's name must contain its
      // visible text (WCAG 2.5.3, Label in Name).
      'label-content-name-mismatch': { enabled: true },
    },
  })
  const names = [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === '')
  const copies = document.querySelectorAll('button[data-test^="copy-"]').length
  w.unmount()
  return { found: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), unnamed: names.length, copies }
}

// axe over a whole table in happy-dom takes seconds on a busy machine: a budget, not a speed check.
describe('accessibility', { timeout: 120_000 }, () => {
  it.runIf(EVERY_MOMENT)('deploy phase', async () => {
    const r = await violations(newGame())
    expect(r.found).toEqual([])
    expect(r.unnamed).toBe(0)
  })

  it('guess prompt in the mission phase', async () => {
    const s = play(confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10])), 'blue', { type: 'deceive', play: true })
    const r = await violations(s)
    expect(r.found).toEqual([])
    expect(r.unnamed).toBe(0)
  })

  it.runIf(EVERY_MOMENT)('intel prompt with a Sergeant', async () => {
    const r = await violations(deployBoth(newGame(), [2, 4, 7, 9], [3, 4, 6, 10]))
    expect(r.found).toEqual([])
    expect(r.unnamed).toBe(0)
  })

  it.runIf(EVERY_MOMENT)('captain prompt', async () => {
    // Blue's Captain on mission 1; red guesses the exhausted Spy, which is always wrong.
    const s = playUntil(
      confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [6, 7, 8, 9])),
      (x) => promptOf(x, 'blue') === 'captain',
    )
    const r = await violations(s, 'computer', 'blue')
    expect(r.copies).toBe(1)
    expect(r.found).toEqual([])
    expect(r.unnamed).toBe(0)
  })

  it.runIf(EVERY_MOMENT)('hot-seat cover', async () => {
    const r = await violations(newGame(), 'hotseat')
    expect(r.found).toEqual([])
  })
})
