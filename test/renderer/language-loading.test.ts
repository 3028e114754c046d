// @vitest-environment happy-dom
// The running app carries English only on its first screen; the player's language and each game's
// text load on demand (i18n/app.ts), and whatever loads first, every language ends up whole.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Composer } from 'vue-i18n'
import { MESSAGES as SPIES_AND_LIES } from '../../src/renderer/src/games/spies-and-lies/i18n'
import nl from '../../src/renderer/src/i18n/locales/nl'

type AppModule = typeof import('../../src/renderer/src/i18n/app')
let app: AppModule

beforeEach(async () => {
  vi.resetModules()
  app = await import('../../src/renderer/src/i18n/app')
})

function composer(i18n: ReturnType<AppModule['createRunningI18n']>): Composer {
  return i18n.global as unknown as Composer
}

describe("the running app's languages", () => {
  it('starts in English with no other language loaded', () => {
    const i18n = composer(app.createRunningI18n())
    expect(i18n.locale.value).toBe('en')
    expect(app.languageLoaded('en')).toBe(true)
    expect(app.languageLoaded('nl')).toBe(false)
    expect(i18n.availableLocales).toEqual(['en'])
  })

  it('loads a language once, on demand, whole', async () => {
    const i18n = composer(app.createRunningI18n())
    await Promise.all([app.loadLanguage('nl'), app.loadLanguage('nl')])
    expect(app.languageLoaded('nl')).toBe(true)
    i18n.locale.value = 'nl'
    expect(i18n.t('common.back')).toBe(nl.common.back)
    expect(i18n.t('lobby.heading')).toBe(nl.lobby.heading)
  })

  it("merges a game's text into every language, also one loaded after the game", async () => {
    const i18n = composer(app.createRunningI18n())
    const load = () => Promise.resolve(SPIES_AND_LIES)
    await app.loadGameMessages(load)
    await app.loadLanguage('nl')
    i18n.locale.value = 'nl'
    expect(i18n.t('common.back')).toBe(nl.common.back)
    expect(i18n.t('table.end.show')).toBe((SPIES_AND_LIES.nl as { table: { end: { show: string } } }).table.end.show)
    i18n.locale.value = 'en'
    expect(i18n.t('table.end.show')).toBe((SPIES_AND_LIES.en as { table: { end: { show: string } } }).table.end.show)
  })
})
