// @vitest-environment happy-dom
// Issue 35, point 5: a language chosen before its text has loaded shows on the screen already open
// once it arrives, also when a game's text (the Rules page) came first and so the language had a
// (game-only) entry already.
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { useI18n } from 'vue-i18n'
import { MESSAGES as SPIES_AND_LIES } from '../../src/renderer/src/games/spies-and-lies/i18n'
import de from '../../src/renderer/src/i18n/locales/de'

type AppModule = typeof import('../../src/renderer/src/i18n/app')
let app: AppModule

beforeEach(async () => {
  vi.resetModules()
  app = await import('../../src/renderer/src/i18n/app')
})

const Words = defineComponent({
  setup() {
    const { t, locale } = useI18n()
    return () => h('p', { 'data-locale': locale.value }, t('settings.language'))
  },
})

describe('choosing a language not loaded yet', () => {
  for (const rulesFirst of [false, true]) {
    it(`the open screen speaks it once it has loaded${rulesFirst ? ', after a game’s text' : ''}`, async () => {
      const i18n = app.createRunningI18n()
      if (rulesFirst) await app.loadGameMessages(() => Promise.resolve(SPIES_AND_LIES))
      const w = mount(Words, { global: { plugins: [i18n] } })
      expect(w.text()).not.toBe(de.settings.language)
      ;(i18n.global.locale as unknown as { value: string }).value = 'de'
      await nextTick()
      await app.loadLanguage('de')
      await nextTick()
      expect(w.text()).toBe(de.settings.language)
      w.unmount()
    })
  }
})
