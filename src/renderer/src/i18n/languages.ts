// The languages the app speaks (the rulebook's four) and how message trees combine. Nothing here
// loads a language's text: the running app loads the player's language on demand (app.ts).
import type { AppLanguage } from '@shared/ipc'
import type { Same } from '@shared/same'

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const
export type Language = (typeof LANGUAGES)[number]['code']
// The desktop app's menus speak the same languages (src/shared/ipc.ts).
const sameAsTheApp: Same<Language, AppLanguage> = true
void sameAsTheApp

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

/** A message tree (one language's text, or a part of it). */
export type MessageTree = Record<string, unknown>
/** A game's messages: one tree per language, merged into the app's (e.g. { table, log, rules }). */
export type GameMessages = Record<Language, MessageTree>

/** `more` merged into a copy of `base`, recursively (later trees win on a leaf). */
export function merged(base: MessageTree, more: MessageTree): MessageTree {
  const out: MessageTree = { ...base }
  for (const [key, value] of Object.entries(more)) {
    const before = out[key]
    const bothTrees = typeof value === 'object' && value !== null && typeof before === 'object' && before !== null
    out[key] = bothTrees ? merged(before as MessageTree, value as MessageTree) : value
  }
  return out
}

/** vue-i18n's options for the app: English behind every language. */
export const I18N_OPTIONS = {
  legacy: false,
  fallbackLocale: 'en',
  // A missing key is a bug the key-parity test catches; don't spam the console in production.
  missingWarn: import.meta.env.DEV,
  fallbackWarn: import.meta.env.DEV,
} as const
