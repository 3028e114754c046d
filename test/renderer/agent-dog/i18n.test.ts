// @vitest-environment happy-dom
// Agent DOG speaks the four languages: each translation says (nearly) everything in its own words,
// and the table and the rules page render in each language with no message key left showing.
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGame, viewFor } from '../../../src/engine/agent-dog'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import Rules from '../../../src/renderer/src/games/agent-dog/AgentDogRules.vue'
import Table from '../../../src/renderer/src/games/agent-dog/AgentDogTable.vue'
import { createAppI18n, LANGUAGES, type Language } from '../../../src/renderer/src/i18n'
import { AGENT_DOG } from '../all-messages'
import { T, freshPinia, hold, position } from './helpers'
import { runsFrom } from '../../support/runs'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

function leaves(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree)
  else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) leaves(v, prefix ? `${prefix}.${k}` : k, out)
  return out
}

const english = leaves(AGENT_DOG.en)
/** Messages that read the same in every language: numbers, field names, card names kept as printed. */
const SAME = /^(\{[a-z]+\}|\{side\} \+\{n\}|\{n\} → \{to\}|\{from\} → \{to\}|Start 1\/11|Start 13|Partner|Option)$/
/** Words a language shares with English. */
const SAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  nl: ['agentDog.table.seats.partnerIs', 'agentDog.table.seats.team', 'agentDog.table.seats.computer'],
  fr: [],
  de: ['agentDog.rules.optionsTable.other'],
}

const TRANSLATIONS = LANGUAGES.map((l) => l.code).filter((c) => c !== 'en')
/** The translations the pages are rendered in: every one, or in the inner loop (test/support/runs.ts) the first. */
const RENDERED: readonly string[] = runsFrom(TRANSLATIONS)

describe.each(TRANSLATIONS)('%s', (lang) => {
  it('is a translation, not a copy of the English', () => {
    const own = leaves(AGENT_DOG[lang as Language])
    const same = [...english].filter(([key, text]) => own.get(key) === text && !SAME.test(text) && !(SAME_WORDS[lang] ?? []).includes(key)).map(([key]) => key)
    expect(same, `${lang}: messages identical to English`).toEqual([])
  })

  it.runIf(RENDERED.includes(lang))('renders the table and the rules with every message found', async () => {
    const pinia = freshPinia()
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'blue', at: T(8), undercover: true }], hands: { red: ['start-1-11', 'partner'] } })
    hold({ red: viewFor(s, 'red') }, { mode: 'computer' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = createAppI18n(lang as Language, AGENT_DOG)
    const table = mount(Table, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    await table.find('button[data-kind="start-1-11"]').trigger('click')
    const rules = mount(Rules, { global: { plugins: [pinia, i18n] } })
    const exchange = createGame({ seed: 'i18n', players: 3 })
    const pinia2 = freshPinia()
    hold({ red: viewFor(exchange, 'red') }, { mode: 'computer' })
    const pass = mount(Table, { global: { plugins: [pinia2, i18n] } })
    for (const w of [table, rules, pass]) {
      expect(w.text()).not.toMatch(/agentDog\.|common\.seat|games\.agentDog/)
      w.unmount()
    }
    warn.mockRestore()
  })
})
