// Key parity across the four languages: every key English has, each translation has (and no
// more); no message is empty; every `{placeholder}` of the English message is kept; and every
// message compiles and resolves in vue-i18n. One test per language and namespace, so that a
// namespace still being filled in fails on its own.
import { createI18n } from 'vue-i18n'
import { describe, expect, it, vi } from 'vitest'
import { LANGUAGES, type Language } from '../../src/renderer/src/i18n'
import { ALL_MESSAGES as MESSAGES } from './all-messages'

type Leaf = string | number | boolean | null | undefined | ((...args: never[]) => unknown)

/** Every leaf of a message tree as `dotted.key → value`. */
function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === 'object') {
    const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree)
    if (entries.length === 0) out.set(prefix, tree) // an empty object is a hole, report it as a leaf
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else {
    out.set(prefix, tree as Leaf)
  }
  return out
}

function isEmptyObject(v: unknown): boolean {
  return v !== null && typeof v === 'object' && Object.keys(v).length === 0
}

/** Does the message use `|` plural forms (a literal `{'|'}` does not count)? */
function isPlural(message: string): boolean {
  return message.replace(/\{\s*'[^']*'\s*\}/g, '').includes('|')
}

/** Named and list placeholders in a message: `{name}`, `{ count }`, `{0}`. Literals like `{'@'}` are not. */
function placeholders(message: string): Set<string> {
  return new Set([...message.matchAll(/\{\s*([A-Za-z_$][\w$]*|\d+)\s*\}/g)].map((m) => m[1] ?? ''))
}

const en = flatten(MESSAGES.en)
const namespaces = Object.keys(MESSAGES.en)
const translations = LANGUAGES.map((l) => l.code).filter((c): c is Exclude<Language, 'en'> => c !== 'en')

function keysOf(map: Map<string, unknown>, namespace: string): Set<string> {
  return new Set([...map.keys()].filter((k) => k === namespace || k.startsWith(`${namespace}.`)))
}

describe('i18n messages', () => {
  it('lists the same namespaces in every language', () => {
    for (const lang of translations) expect(Object.keys(MESSAGES[lang]).sort(), lang).toEqual([...namespaces].sort())
  })

  it('has the common and rules namespaces', () => {
    expect(namespaces).toContain('common')
    expect(namespaces).toContain('rules')
    expect(keysOf(en, 'common').size).toBeGreaterThan(10)
    expect(keysOf(en, 'rules').size).toBeGreaterThan(10)
  })

  describe.each(translations)('%s', (lang) => {
    const messages = flatten(MESSAGES[lang])

    it.each(namespaces)('%s has exactly the English keys', (ns) => {
      const want = keysOf(en, ns)
      const have = keysOf(messages, ns)
      const missing = [...want].filter((k) => !have.has(k))
      const extra = [...have].filter((k) => !want.has(k))
      expect(
        { missing, extra },
        `${lang}: ${missing.length} missing key(s), ${extra.length} extra key(s) in "${ns}"`,
      ).toEqual({ missing: [], extra: [] })
    })

    it.each(namespaces)('%s keeps every placeholder of the English message', (ns) => {
      const lost: string[] = []
      for (const key of keysOf(en, ns)) {
        const source = en.get(key)
        const target = messages.get(key)
        if (typeof source !== 'string' || typeof target !== 'string') continue
        const have = placeholders(target)
        for (const p of placeholders(source)) if (!have.has(p)) lost.push(`${key}: {${p}}`)
      }
      expect(lost, `${lang}: placeholders missing from translations`).toEqual([])
    })

    // `|` separates plural forms in vue-i18n; one that slipped into a plain sentence silently cuts
    // the message short, so a translation must be plural exactly when the English message is.
    it.each(namespaces)('%s is plural exactly where English is', (ns) => {
      const wrong: string[] = []
      for (const key of keysOf(en, ns)) {
        const source = en.get(key)
        const target = messages.get(key)
        if (typeof source !== 'string' || typeof target !== 'string') continue
        if (isPlural(source) !== isPlural(target)) wrong.push(key)
      }
      expect(wrong, `${lang}: a "|" plural separator in one language but not the other`).toEqual([])
    })
  })

  describe.each(LANGUAGES.map((l) => l.code))('%s messages', (lang) => {
    const messages = flatten(MESSAGES[lang])

    it.each(namespaces)('%s: every message is a non-empty string', (ns) => {
      const bad = [...keysOf(messages, ns)].filter((k) => {
        const v = messages.get(k)
        if (isEmptyObject(v)) return false // nothing in it yet: the key-parity test speaks for it
        return typeof v !== 'string' || v.trim() === ''
      })
      expect(bad, `${lang}: empty or non-string messages`).toEqual([])
    })

    it.each(namespaces)('%s: every message compiles and resolves in vue-i18n', (ns) => {
      const problems: string[] = []
      const i18n = createI18n({
        legacy: false,
        locale: lang,
        // No fallback: a key missing here must show up as unresolved, not as English.
        fallbackLocale: false,
        messages: { [lang]: MESSAGES[lang] as never },
        missingWarn: false,
        fallbackWarn: false,
        warnHtmlMessage: false,
        missing: (_locale, key) => {
          problems.push(`${key}: missing`)
          return key
        },
      })
      const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
        problems.push(`warning: ${args.map(String).join(' ')}`)
      })
      const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        problems.push(`error: ${args.map(String).join(' ')}`)
      })
      try {
        for (const key of keysOf(messages, ns)) {
          const source = messages.get(key)
          if (typeof source !== 'string') continue
          // Fill every placeholder so a missing argument can't hide a problem.
          const params = Object.fromEntries([...placeholders(source)].map((p) => [p, `‹${p}›`]))
          try {
            const out = i18n.global.t(key, params)
            if (out === key) problems.push(`${key}: resolves to its own key`)
            else if (out === source && /\{/.test(source) && Object.keys(params).length > 0)
              problems.push(`${key}: placeholders were not filled (does it compile?)`)
            else if (out.trim() === '') problems.push(`${key}: renders empty`)
          } catch (e) {
            problems.push(`${key}: ${e instanceof Error ? e.message : String(e)}`)
          }
        }
      } finally {
        warn.mockRestore()
        error.mockRestore()
      }
      expect(problems, `${lang}: messages that vue-i18n cannot use`).toEqual([])
    })
  })
})

describe('what every game shares', () => {
  // Agent DOG seats up to four: the platform's words (the Start screen, the lobby, the table's room
  // panels, the desktop's) never speak of "both players" (issue 34, point 11).
  const two: Record<Language, RegExp> = { en: /\bboth players\b/i, nl: /\bbeide spelers\b/i, fr: /\bles deux joueurs\b/i, de: /\bbeide(n)? Spieler/i }
  it.each(LANGUAGES.map((l) => l.code))('%s: no message of the platform says "both players"', async (lang) => {
    const { default: platform } = (await import(`../../src/renderer/src/i18n/locales/${lang}/index.ts`)) as { default: unknown }
    const said = [...flatten(platform)].filter(([, v]) => typeof v === 'string' && two[lang].test(v)).map(([k]) => k)
    expect(said).toEqual([])
  })
})
