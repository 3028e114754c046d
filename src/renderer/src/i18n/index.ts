// Every string the player reads comes from here, in the rulebook's four languages.
// Each language folder has one file per area of the app (common, games, start, lobby, table,
// settings, desktop); each game's own table, log and rules text lives in its folder
// (games/<id>/i18n) and is merged in when its table or rules page loads, so the first screen does
// not carry it. test/renderer/i18n.test.ts fails when a key is missing in any language.
import { createI18n, type I18n } from 'vue-i18n'
import type { AppLanguage } from '@shared/ipc'
import de from './locales/de'
import en from './locales/en'
import fr from './locales/fr'
import nl from './locales/nl'

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const
export type Language = (typeof LANGUAGES)[number]['code']
// The desktop app's menus speak the same languages (src/shared/ipc.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameAsTheApp: Same<Language, AppLanguage> = true
void sameAsTheApp
export const MESSAGES = { en, nl, fr, de } satisfies Record<Language, unknown>

export function isLanguage(x: unknown): x is Language {
  return LANGUAGES.some((l) => l.code === x)
}

/** The browser's preferred language when we speak it, else English. */
export function preferredLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const code = tag.slice(0, 2).toLowerCase()
    if (isLanguage(code)) return code
  }
  return 'en'
}

/** A game's messages: one tree per language, merged into the app's (e.g. { table, log, rules }). */
export type GameMessages = Record<Language, Record<string, unknown>>

/** `more` merged into a copy of `base`, recursively (later trees win on a leaf). */
function merged(base: Record<string, unknown>, more: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(more)) {
    const before = out[key]
    const bothTrees = typeof value === 'object' && value !== null && typeof before === 'object' && before !== null
    out[key] = bothTrees ? merged(before as Record<string, unknown>, value as Record<string, unknown>) : value
  }
  return out
}

/** The app's messages with the given games' messages merged in, per language. */
export function withGames(games: readonly GameMessages[]): Record<Language, Record<string, unknown>> {
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => [code, games.reduce((tree, g) => merged(tree, g[code]), MESSAGES[code] as Record<string, unknown>)]),
  ) as Record<Language, Record<string, unknown>>
}

/** The app's messages, with the given games' messages already in (tests mount game tables directly). */
export function createAppI18n(locale: Language, ...games: GameMessages[]) {
  const messages = withGames(games) as typeof MESSAGES
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
    // A missing key is a bug the key-parity test catches; don't spam the console in production.
    missingWarn: import.meta.env.DEV,
    fallbackWarn: import.meta.env.DEV,
  })
}

type AppI18n = ReturnType<typeof createAppI18n>
let appI18n: AppI18n | null = null
const loaded = new Map<() => Promise<GameMessages>, Promise<void>>()

/** The i18n instance the running app uses (main.ts), into which games' messages are loaded. */
export function setAppI18n(i18n: AppI18n): void {
  appI18n = i18n
}

/** Loads a game's messages into the running app once (later calls wait for the same load). */
export function loadGameMessages(load: () => Promise<GameMessages>): Promise<void> {
  let done = loaded.get(load)
  if (!done) {
    done = load().then((messages) => {
      const i18n = appI18n as I18n | null
      if (!i18n) return
      for (const { code } of LANGUAGES) i18n.global.mergeLocaleMessage(code, messages[code])
    })
    // A failed load may be tried again (the page offers to).
    done.catch(() => loaded.delete(load))
    loaded.set(load, done)
  }
  return done
}
