// @vitest-environment happy-dom
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import SettingsScreen from '../../../src/renderer/src/screens/SettingsScreen.vue'
import { loadSettings, useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { freshEnv, mountIn, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null

beforeEach(() => {
  env = freshEnv()
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function mountSettings() {
  const settings = useSettingsStore()
  settings.language = 'en'
  wrapper = mountIn(env, SettingsScreen)
  await flushPromises()
  return { w: wrapper, settings }
}

describe('Settings', () => {
  it('lists every language by its own name', async () => {
    const { w } = await mountSettings()
    const labels = w.findAll('label[lang]').map((l) => [l.attributes('lang'), l.text()])
    expect(labels).toEqual([
      ['en', 'English'],
      ['nl', 'Nederlands'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
    ])
  })

  it.each([
    ['de', 'Einstellungen', 'Sprache'],
    ['fr', 'Réglages', 'Langue'],
    ['nl', 'Instellingen', 'Taal'],
  ])('switches the visible text at once to %s', async (code, heading, language) => {
    const { w, settings } = await mountSettings()
    expect(w.find('h1').text()).toBe('Settings')
    await w.find(`label[lang="${code}"] input`).setValue(true)
    await flushPromises()
    expect(w.find('h1').text()).toBe(heading)
    expect(w.find('legend').text()).toBe(language)
    expect(settings.language).toBe(code)
    expect(loadSettings().language).toBe(code)
  })

  it('changes name, sound and theme, and goes back', async () => {
    const { w, settings } = await mountSettings()
    const ui = useUiStore()
    ui.go('settings')
    await w.find('input[type="text"]').setValue('Agent Zero')
    await w.find('input[type="text"]').setValue('x'.repeat(60))
    expect(w.find('input[type="text"]').attributes('maxlength')).toBe('40')
    await w.find('input[type="text"]').setValue('  Agent Zero ')
    await w.find('input[type="text"]').trigger('blur')
    expect(settings.name).toBe('Agent Zero')
    const sound = settings.sound
    await w.find('input[type="checkbox"][role="switch"]').setValue(!sound)
    expect(settings.sound).toBe(!sound)
    await w.find('input[type="radio"][value="dark"]').setValue(true)
    expect(settings.theme).toBe('dark')
    await w.find('input[type="radio"][value="light"]').setValue(true)
    expect(settings.theme).toBe('light')
    await w.findAll('button').find((b) => b.text().includes('Back'))!.trigger('click')
    expect(ui.screen).toBe('start')
  })

  it("gives hints in a newcomer's first games of each game, always, or never, as chosen", async () => {
    const { w, settings } = await mountSettings()
    expect(settings.hints).toBe('early')
    expect(w.get('[data-hints="early"]').element.closest('label')?.textContent).toContain('In my first 3 games of each game')
    settings.played = { confusion: 2, 'agent-dog': 3 }
    expect([settings.hintsFor('confusion'), settings.hintsFor('agent-dog'), settings.hintsFor('spies-and-lies')]).toEqual([true, false, true])
    await w.get('[data-hints="always"]').setValue(true)
    expect(settings.hintsFor('agent-dog')).toBe(true)
    await w.get('[data-hints="off"]').setValue(true)
    expect(settings.hintsFor('spies-and-lies')).toBe(false)
    await flushPromises()
    expect(loadSettings().hints).toBe('off')
    expect(loadSettings(JSON.stringify({ hints: 'sometimes' })).hints).toBe('early')
  })
})
