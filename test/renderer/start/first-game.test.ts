// @vitest-environment happy-dom
// Issue 25, point 8: a newcomer's first Confusion game. The Start screen offers what the rulebook
// suggests (Safe Extraction, and the easy computer) until a game has been played to its end here;
// the table counts a game seen in play to its end (not a finished one opened again).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import ComputerPanel from '../../../src/renderer/src/screens/start/ComputerPanel.vue'
import { gameEntry } from '../../../src/renderer/src/games'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { freshEnv, mountIn } from './helpers'

afterEach(() => {
  document.body.innerHTML = ''
})

function panel() {
  const env = freshEnv()
  const entry = gameEntry('confusion')
  if (!entry) throw new Error('no Confusion entry')
  const w = mountIn(env, ComputerPanel, { props: { busy: false, entry } })
  return { w, settings: useSettingsStore() }
}

describe('a first game of Confusion', () => {
  it('is offered Safe Extraction against the easy computer, one button away', async () => {
    const { w } = panel()
    const tip = w.get('[data-test="first-game"]')
    expect(tip.text()).toContain('The rulebook suggests Safe Extraction for new players')
    expect(w.get<HTMLInputElement>('input[data-option="safeExtraction"]').element.checked).toBe(false)
    await tip.get('button').trigger('click')
    await flushPromises()
    expect(w.get<HTMLInputElement>('input[data-option="safeExtraction"]').element.checked).toBe(true)
    expect(w.get<HTMLInputElement>('input[name="level"][value="easy"]').element.checked).toBe(true)
  })

  it('is not offered once a game of Confusion has been played here', async () => {
    const { w, settings } = panel()
    settings.countPlayed('confusion')
    await flushPromises()
    expect(w.find('[data-test="first-game"]').exists()).toBe(false)
    // Kept with the other settings.
    expect(JSON.parse(localStorage.getItem('safehouse.settings') ?? '{}').played).toEqual({ confusion: 1 })
  })
})

describe('a game against the computer (issue 38)', () => {
  it('says that who starts alternates over a series of rematches', () => {
    expect(panel().w.get('[data-series]').text()).toBe('In a series of rematches, who starts alternates game by game.')
  })
})
