// @vitest-environment happy-dom
// The deduction helper at the table: probabilities from the seat's own view (deduce), free in games
// on this computer, only in network rooms that allow it, off until the player asks for it.
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { deduce } from '../../../src/engine/spies-and-lies/deduce'
import { viewFor, type GameState } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { confirmIntel, deployBoth, freshPinia, hold, mountTable, newGame, play } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

function table(state: GameState, mode: 'computer' | 'network', deduction?: boolean) {
  const pinia = freshPinia()
  const game = hold({ red: viewFor(state, 'red') }, { mode })
  if (deduction !== undefined) game.options = { deduction }
  useUiStore().go('table')
  useSettingsStore().deduction = false
  return { w: mountTable(TableScreen, { pinia, attachTo: document.body }), game }
}

/** Mission phase: blue's Miner (3) on mission 1 was turned up by a wrong guess. */
function midGame(): GameState {
  const s = confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10]))
  return play(play(s, 'blue', { type: 'deceive', play: false }), 'red', { type: 'guess', rank: 1 })
}

describe('deduction helper', () => {
  it('shows the likeliest ranks of each face-down enemy mission, as deduce computes them from the view', async () => {
    const state = midGame()
    const { w } = table(state, 'computer')
    expect(w.find('.hints').exists()).toBe(false)
    const toggle = w.get('button.deduction-toggle')
    expect(toggle.attributes('aria-pressed')).toBe('false')
    await toggle.trigger('click')
    expect(toggle.attributes('aria-pressed')).toBe('true')

    const expected = deduce(viewFor(state, 'red')).missions
    const items = w.findAll('.hints > li')
    expect(items).toHaveLength(4)
    // Mission 1 is turned up: known, no percentages.
    expect(expected[0].hidden).toBe(false)
    expect(items[0].attributes('aria-label')).toBe('Mission 1: known')
    expect(items[0].findAll('.chance')).toHaveLength(0)
    // The others list their top ranks with the deduced percentages.
    for (const i of [1, 2, 3]) {
      const best = (Object.entries(expected[i].ranks) as Array<[string, number]>).sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0]
      const first = items[i].findAll('.chance')[0]
      expect(first.text()).toContain(`${best[0]} `)
      expect(first.text()).toContain(`${Math.round(best[1] * 100)}%`)
    }
    await toggle.trigger('click')
    await nextTick()
    expect(w.find('.hints').exists()).toBe(false)
  })

  it('is offered in a network game only when the room allows it, and says so otherwise', async () => {
    const closed = table(midGame(), 'network', false)
    expect(closed.w.find('button.deduction-toggle').exists()).toBe(false)
    expect(closed.w.get('.deduction-off').text()).toBe('Deduction helper not allowed in this room')
    closed.w.unmount()
    document.body.innerHTML = ''

    const open = table(midGame(), 'network', true)
    await open.w.get('button.deduction-toggle').trigger('click')
    expect(open.w.findAll('.hints > li')).toHaveLength(4)
  })
})
