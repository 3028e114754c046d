// Every string the player reads comes from here, in the rulebook's four languages.
// Each language folder has one file per area of the app (common, start, lobby, table, log,
// rules, settings, desktop); test/renderer/i18n.test.ts fails when a key is missing in any language.
import { createI18n } from 'vue-i18n'
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

export function createAppI18n(locale: Language) {
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: MESSAGES,
    // A missing key is a bug the key-parity test catches; don't spam the console in production.
    missingWarn: import.meta.env.DEV,
    fallbackWarn: import.meta.env.DEV,
  })
}
