// Confusion's texts exist in all four languages with the same keys, placeholders and plural forms,
// and are really translated; every key the table and rules use exists (the literal ones found in
// the source, and each family the code builds from data).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIRECTIONS, TOKEN_KINDS } from '../../../src/engine/confusion'
import { ALL_SECTIONS, RULINGS } from '../../../src/renderer/src/games/confusion/rules/rules-data'
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

const all = ALL_MESSAGES as unknown as Record<string, Tree>
const english = new Map([...flatten({ confusion: all.en?.confusion as Tree }), ...flatten({ games: { confusion: (all.en?.games as Tree).confusion as Tree } })])
const LANGS = ['nl', 'fr', 'de'] as const

describe('Confusion texts', () => {
  it('are not empty in English', () => {
    expect(english.size).toBeGreaterThan(250)
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('')
  })

  it.each(LANGS)('match English in %s, and are translated', (lang) => {
    const tree = all[lang] as Record<string, Tree>
    const other = new Map([...flatten({ confusion: tree.confusion as Tree }), ...flatten({ games: { confusion: (tree.games as Tree).confusion as Tree } })])
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
    let same = 0
    const untranslated: string[] = []
    for (const [key, text] of english) {
      const translated = other.get(key) ?? ''
      expect(translated.trim(), `${lang} ${key}`).not.toBe('')
      expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text))
      expect(translated.split('|').length, `plural forms of ${lang} ${key}`).toBe(text.split('|').length)
      expect(translated, `${lang} ${key}`).not.toMatch(/[@$]/)
      if (translated === text) {
        same++
        untranslated.push(key)
      }
    }
    // Only a handful ("{id}", "Confusion", turn counts…) may stay as they are.
    expect(same, `the same as English in ${lang}: ${untranslated.join(', ')}`).toBeLessThan(15)
  })

  it('has every key the code uses', () => {
    const used = new Set<string>()
    const root = join(__dirname, '../../../src/renderer/src/games/confusion')
    const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]))
    for (const file of walk(root).filter((f) => /\.(ts|vue)$/.test(f) && !f.includes('/i18n/'))) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/'(confusion\.[A-Za-z0-9.]+)'/g)) used.add(m[1] as string)
    }
    // The families built from data.
    for (const d of DIRECTIONS) used.add(`confusion.dir.${d}`)
    for (const k of TOKEN_KINDS) {
      used.add(`confusion.token.${k}`)
      used.add(`confusion.table.free.${k}`)
    }
    for (const t of ['move', 'pass', 'answer', 'promote', 'transfer', 'place']) used.add(`confusion.table.prompt.title.${t}`)
    for (const m of ['none', 'carry', 'leave', 'send']) used.add(`confusion.log.attempt.${m}`)
    for (const m of ['carry', 'leave', 'send']) {
      used.add(`confusion.table.move.modes.${m}`)
      used.add(`confusion.table.move.modeHint.${m}`)
    }
    for (const r of ['promoted', 'declined', 'unmasked']) used.add(`confusion.log.promotion.${r}`)
    for (const r of ['briefcase', 'extraction', 'noSpies', 'draw']) used.add(`confusion.end.reason.${r}`)
    for (const r of ['captured', 'eliminated', 'unmasked', 'promoted']) used.add(`confusion.notebook.status.${r}`)
    for (const k of ['eliminateOwn', 'eliminateDoubleAgent', ...TOKEN_KINDS]) for (const p of ['title', 'text', 'confirm']) used.add(`confusion.table.confirm.${k}.${p}`)
    for (const k of ['eliminateOwn', 'reveal', 'swap']) used.add(`confusion.table.free.pick.${k}`)
    for (const k of ['honor', 'tight', 'safeExtraction', 'variableSetup', 'promotion']) used.add(`confusion.table.rules.variant.${k}`)
    for (const k of ['badMove', 'badAction', 'wrongPhase', 'notYourTurn', 'noToken', 'gameOver']) used.add(`confusion.table.errors.rule.${k}`)
    for (const id of ALL_SECTIONS) used.add(`confusion.rules.sections.${id}.title`)
    for (const r of RULINGS) used.add(`confusion.rules.rulings.${r.id}`)
    const missing = [...used].filter((k) => !english.has(k) && ![...english.keys()].some((e) => e.startsWith(`${k}.`)))
    expect(missing).toEqual([])
    expect(used.size).toBeGreaterThan(150)
  })
})
