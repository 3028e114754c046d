// Every string the player reads comes from here, in the rulebook's four languages (this module
// holds them all at once, for tests; the running app loads its language through app.ts).
// Each language folder has one file per area of the app (common, games, start, lobby, table,
// settings, desktop); each game's own table, log and rules text lives in its folder
// (games/<id>/i18n) and is merged in when its table or rules page loads, so the first screen does
// not carry it. test/renderer/i18n.test.ts fails when a key is missing in any language.
import { createI18n } from 'vue-i18n'
import de from './locales/de'
import en from './locales/en'
import fr from './locales/fr'
import nl from './locales/nl'
import { I18N_OPTIONS, LANGUAGES, merged, type GameMessages, type Language } from './languages'

export * from './languages'
export { loadGameMessages, loadLanguage, setAppI18n } from './app'

/** Every language's app text at once: for tests and checks (the running app loads them one by one). */
export const MESSAGES = { en, nl, fr, de } satisfies Record<Language, unknown>

/** The app's messages with the given games' messages merged in, per language. */
export function withGames(games: readonly GameMessages[]): Record<Language, Record<string, unknown>> {
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => [code, games.reduce((tree, g) => merged(tree, g[code]), MESSAGES[code] as Record<string, unknown>)]),
  ) as Record<Language, Record<string, unknown>>
}

/** The app's messages in every language, with the given games' messages already in (tests mount tables directly). */
export function createAppI18n(locale: Language, ...games: GameMessages[]) {
  const messages = withGames(games) as typeof MESSAGES
  return createI18n({ ...I18N_OPTIONS, locale, messages })
}
