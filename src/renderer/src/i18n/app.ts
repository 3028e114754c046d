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
const languages = new Map<Language, Promise<void>>([['en', Promise.resolve()]])
const loadedLanguages = new Set<Language>(['en'])
const games = new Map<() => Promise<GameMessages>, Promise<void>>()

/** The running app's i18n (main.ts): English, until App.vue switches to the player's language once it has loaded. */
export function createRunningI18n(): I18n {
  appI18n = createI18n({ ...I18N_OPTIONS, locale: 'en', messages: { en } }) as unknown as I18n
  return appI18n
}

/** Once, for a page whose i18n was made some other way (tests): game text goes into that one. */
export function setAppI18n(i18n: I18n): void {
  appI18n = i18n
}

/** The language's text is here (English always is). */
export function languageLoaded(code: Language): boolean {
  return loadedLanguages.has(code)
}

/** Loads one of the app's languages once (later calls wait for the same load; a failure may be retried). */
export function loadLanguage(code: Language): Promise<void> {
  let done = languages.get(code)
  if (!done) {
    done = LOAD_LANGUAGE[code as Exclude<Language, 'en'>]().then((module) => {
      appI18n?.global.mergeLocaleMessage(code, module.default)
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
      for (const { code } of LANGUAGES) appI18n.global.mergeLocaleMessage(code, messages[code])
    })
    // A failed load may be tried again (the page offers to).
    done.catch(() => games.delete(load))
    games.set(load, done)
  }
  return done
}
