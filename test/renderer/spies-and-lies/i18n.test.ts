// The table's and the log's texts exist in all four languages with the same keys, the same
// placeholders and the same number of plural forms, and are really translated.
import { describe, expect, it } from 'vitest'
import { ALL_MESSAGES } from '../all-messages'

type Tree = { [k: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.set(key, v)
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv)
  }
  return out
}

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
}

const { en, nl, fr, de } = ALL_MESSAGES as Record<string, Record<string, Tree>>
const LANGS = { nl, fr, de } as const
const AREAS = ['table', 'log'] as const

describe.each(AREAS)('%s texts', (area) => {
  const english = flatten(en[area] as Tree)

  it('are not empty in English', () => {
    expect(english.size).toBeGreaterThan(20)
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('')
  })

  it.each(Object.keys(LANGS) as Array<keyof typeof LANGS>)('match English in %s', (lang) => {
    const other = flatten(LANGS[lang][area] as Tree)
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
    let same = 0
    for (const [key, text] of english) {
      const translated = other.get(key) ?? ''
      expect(translated.trim(), `${lang} ${area}.${key}`).not.toBe('')
      expect(placeholders(translated), `${lang} ${area}.${key}`).toEqual(placeholders(text))
      expect(translated.split('|').length, `plural forms of ${lang} ${area}.${key}`).toBe(text.split('|').length)
      // vue-i18n reads these characters as syntax.
      expect(translated, `${lang} ${area}.${key}`).not.toMatch(/[@$]/)
      if (translated === text) same++
    }
    // Really translated: only a handful of texts ("{rank} {name}", "+10 IP", …) may stay as they are.
    expect(same).toBeLessThan(english.size / 8)
  })
})
