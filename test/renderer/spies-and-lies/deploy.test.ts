// @vitest-environment happy-dom
// The deploy panel: placing soldiers by click and keyboard, the live order check with its reason,
// the Sergeant's freedom, and the Deploy button that only wakes up for a legal full line-up.
import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { viewFor, type Rank } from '../../../src/engine/spies-and-lies'
import DeployPanel from '../../../src/renderer/src/games/spies-and-lies/table/DeployPanel.vue'
import PromptPanel from '../../../src/renderer/src/games/spies-and-lies/table/PromptPanel.vue'
import { freshPinia, hold, mountTable, newGame } from './helpers'
import { stubActs } from '../stub-acts'

/** Red's day-1 hand: everything but the exhausted Spy. */
const HAND: Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10]

function mountPanel(hand: Rank[] = HAND) {
  return mountTable(DeployPanel, { pinia: freshPinia(), props: { hand, side: 'red', disabled: false }, attachTo: document.body })
}

async function put(w: VueWrapper, rank: Rank, mission: number): Promise<void> {
  await w.get(`button.hand-card[data-rank="${rank}"]`).trigger('click')
  await w.get(`button[data-slot="${mission}"]`).trigger('click')
}

function checkText(w: VueWrapper): string {
  return w.get('[data-test="deploy-check"]').text()
}

function deployButton(w: VueWrapper) {
  return w.get('button[data-test="deploy"]')
}

describe('deploy panel', () => {
  it('accepts a legal line-up, enables Deploy and emits the deploy action', async () => {
    const w = mountPanel()
    expect(deployButton(w).attributes('disabled')).toBeDefined()
    await put(w, 2, 0)
    await put(w, 5, 1)
    expect(checkText(w)).toContain('Place 2 more soldiers')
    await put(w, 7, 2)
    expect(deployButton(w).attributes('disabled')).toBeDefined()
    await put(w, 9, 3)
    expect(checkText(w)).toContain('The line-up is in order')
    expect(deployButton(w).attributes('disabled')).toBeUndefined()
    await deployButton(w).trigger('click')
    expect(w.emitted('act')).toEqual([[{ type: 'deploy', missions: [2, 5, 7, 9] }]])
    w.unmount()
  })

  it('refuses an out-of-order line-up and says why, marking both missions', async () => {
    const w = mountPanel()
    await put(w, 7, 0)
    await put(w, 5, 1)
    const text = checkText(w)
    expect(text).toContain('Ranks must increase from mission 1 to 4')
    expect(text).toContain('7 Bomb on mission 1 cannot stand before 5 Lieutenant on mission 2')
    expect(w.get('button[data-slot="0"]').attributes('aria-invalid')).toBe('true')
    expect(w.get('button[data-slot="1"]').attributes('aria-invalid')).toBe('true')
    expect(w.get('button[data-slot="2"]').attributes('aria-invalid')).toBeUndefined()
    await put(w, 8, 2)
    await put(w, 9, 3)
    // Full but still out of order: no deploying.
    expect(checkText(w)).toContain('cannot stand before')
    expect(deployButton(w).attributes('disabled')).toBeDefined()
    await deployButton(w).trigger('click')
    expect(w.emitted('act')).toBeUndefined()
    w.unmount()
  })

  it('lets the Sergeant stand anywhere, and says so on the card', async () => {
    const w = mountPanel()
    const sergeant = w.get('button.hand-card[data-rank="4"]')
    expect(sergeant.text()).toContain('may stand anywhere')
    expect(w.get('button.hand-card[data-rank="7"]').text()).not.toContain('may stand anywhere')
    // The rulebook's own example: 2 - 7 - 4 - 10.
    await put(w, 2, 0)
    await put(w, 7, 1)
    await put(w, 4, 2)
    await put(w, 10, 3)
    expect(checkText(w)).toContain('in order')
    expect(deployButton(w).attributes('disabled')).toBeUndefined()
    await deployButton(w).trigger('click')
    expect(w.emitted('act')).toEqual([[{ type: 'deploy', missions: [2, 7, 4, 10] }]])
    w.unmount()
  })

  it('notices a placement that can no longer be completed', async () => {
    const w = mountPanel()
    await put(w, 9, 0)
    await put(w, 10, 1)
    expect(checkText(w)).toContain('No soldier left in your hand fits')
    w.unmount()
  })

  it('takes a placed soldier back with a click, and swaps when one is moved onto another', async () => {
    const w = mountPanel()
    await put(w, 3, 0)
    expect(w.find('button.hand-card[data-rank="3"]').exists()).toBe(false)
    await w.get('button[data-slot="0"]').trigger('click')
    expect(w.find('button.hand-card[data-rank="3"]').exists()).toBe(true)
    expect(w.get('button[data-slot="0"]').find('[data-rank]').exists()).toBe(false)
    await put(w, 3, 0)
    await put(w, 6, 1)
    expect(w.get('button[data-slot="1"]').find('[data-rank="6"]').exists()).toBe(true)
    w.unmount()
  })

  it('is playable by keyboard: soldiers are toggle buttons, then keys 1-4 place the chosen one', async () => {
    const w = mountPanel()
    const scout = w.get('button.hand-card[data-rank="2"]')
    // A native button: Enter and Space activate it (a click).
    expect(scout.element.tagName).toBe('BUTTON')
    expect(scout.attributes('aria-pressed')).toBe('false')
    expect(scout.attributes('aria-label')).toBe('2 Scout')
    await scout.trigger('click')
    expect(scout.attributes('aria-pressed')).toBe('true')
    // The slot's accessible name tells where the chosen soldier fits.
    expect(w.get('button[data-slot="0"]').attributes('aria-label')).toContain('place 2 Scout here — it fits')
    await scout.trigger('keydown', { key: '1' })
    expect(w.get('button[data-slot="0"]').find('[data-rank="2"]').exists()).toBe(true)
    expect(document.activeElement).toBe(w.get('button[data-slot="0"]').element)
    // Escape lets go of a chosen soldier.
    const bomb = w.get('button.hand-card[data-rank="7"]')
    await bomb.trigger('click')
    expect(bomb.attributes('aria-pressed')).toBe('true')
    await bomb.trigger('keydown', { key: 'Escape' })
    expect(bomb.attributes('aria-pressed')).toBe('false')
    for (const [rank, key] of [
      [5, '2'],
      [7, '3'],
      [9, '4'],
    ] as const) {
      await w.get(`button.hand-card[data-rank="${rank}"]`).trigger('click')
      await w.get(`button.hand-card[data-rank="${rank}"]`).trigger('keydown', { key })
    }
    expect(deployButton(w).attributes('disabled')).toBeUndefined()
    await deployButton(w).trigger('click')
    expect(w.emitted('act')).toEqual([[{ type: 'deploy', missions: [2, 5, 7, 9] }]])
    w.unmount()
  })

  it('sends the line-up to the host through the game store, from a real engine view', async () => {
    const pinia = freshPinia()
    const view = viewFor(newGame(), 'red')
    expect(view.prompt).toEqual({ type: 'deploy' })
    const game = hold({ red: view }, { seq: 0 })
    const { act } = stubActs(game)
    const w = mountTable(PromptPanel, { pinia, props: { seat: 'red', view } })
    for (const [rank, slot] of [
      [3, 0],
      [4, 1],
      [8, 2],
      [10, 3],
    ] as const) {
      await w.get(`button.hand-card[data-rank="${rank}"]`).trigger('click')
      await w.get(`button[data-slot="${slot}"]`).trigger('click')
    }
    await w.get('button[data-test="deploy"]').trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'deploy', missions: [3, 4, 8, 10] })
    // Waiting for the host: the panel is disabled until a newer view arrives.
    expect(w.get('button[data-test="deploy"]').attributes('disabled')).toBeDefined()
    expect(w.get('button[data-slot="0"]').attributes('disabled')).toBeDefined()
    w.unmount()
  })
})
