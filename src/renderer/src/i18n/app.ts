// The running app's text: English comes with the first screen (it stands behind every language);
// the player's own language and each game's text load when first needed, so a page carries only
// what it shows.
import { createI18n, type I18n } from 'vue-i18n'
import en from './locales/en'
import { I18N_OPTIONS, LANGUAGES, type GameMessages, type Language, type MessageTree } from './languages'

const LOAD_LANGUAGE: Record<Exclude<Language, 'en'>, () => Promise<{ default: MessageTree }>> = {
  nl: () => import('./locales/nl'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
}

let appI18n: I18n | null = null
// What has been loaded into appI18n: English always is; a new i18n starts with English only.
const languages = new Map<Language, Promise<void>>([['en', Promise.resolve()]])
const loadedLanguages = new Set<Language>(['en'])
const games = new Map<() => Promise<GameMessages>, Promise<void>>()

function adopt(i18n: I18n): I18n {
  appI18n = i18n
  for (const code of languages.keys()) if (code !== 'en') languages.delete(code)
  for (const code of loadedLanguages) if (code !== 'en') loadedLanguages.delete(code)
  games.clear()
  return i18n
}

/** The running app's i18n (main.ts): English, until App.vue switches to the player's language once it has loaded. */
export function createRunningI18n(): I18n {
  return adopt(createI18n({ ...I18N_OPTIONS, locale: 'en', messages: { en } }) as unknown as I18n)
}

/** For a page whose i18n was made some other way (tests): languages and game text go into that one. */
export function setAppI18n(i18n: I18n): void {
  adopt(i18n)
}

/** The language's text is here (English always is). */
export function languageLoaded(code: Language): boolean {
  return loadedLanguages.has(code)
}

/**
 * Adds text to a language. The language's entry is replaced, not only merged into: a screen showing
 * English in place of a key the language lacked watches the entry, not the key, so text merged into
 * an entry that was there already (a game's, from the Rules page) stayed unseen until the screen was
 * left (issue 35, point 5).
 */
function mergeInto(code: Language, messages: MessageTree): void {
  const global = appI18n?.global
  if (!global) return
  global.mergeLocaleMessage(code, messages)
  global.setLocaleMessage(code, { ...(global.getLocaleMessage(code) as MessageTree) })
}

/** Loads one of the app's languages once (later calls wait for the same load; a failure may be retried). */
export function loadLanguage(code: Language): Promise<void> {
  let done = languages.get(code)
  if (!done) {
    done = LOAD_LANGUAGE[code as Exclude<Language, 'en'>]().then((module) => {
      mergeInto(code, module.default)
      loadedLanguages.add(code)
    })
    done.catch(() => languages.delete(code))
    languages.set(code, done)
  }
  return done
}

/** Loads a game's messages into the running app once, every language's (later calls wait for the same load). */
export function loadGameMessages(load: () => Promise<GameMessages>): Promise<void> {
  let done = games.get(load)
  if (!done) {
    done = load().then((messages) => {
      if (!appI18n) return
      for (const { code } of LANGUAGES) mergeInto(code, messages[code])
    })
    // A failed load may be tried again (the page offers to).
    done.catch(() => games.delete(load))
    games.set(load, done)
  }
  return done
}
