// @vitest-environment happy-dom
// The Rules screen in each language: every section heading, every ruling marked as ours (and
// listed again at the end), the ten soldiers, a working table of contents and Back. The checks that
// only read the page share one mount of it per language.
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  ALL_SECTIONS,
  INTEL_CARDS,
  RULINGS,
  SECTIONS,
  TRACK,
  headingAnchor,
  sectionAnchor,
} from '../../../src/renderer/src/games/spies-and-lies/rules/rules-data'
import { LANGUAGES, createAppI18n, type Language } from '../../../src/renderer/src/i18n'
import { SPIES_AND_LIES } from '../all-messages'
import RulesScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesRules.vue'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { runsFrom } from '../../support/runs'

/** The languages whose page axe checks: every one, or in the inner loop (test/support/runs.ts) the first. */
const AXE_LANGUAGES: readonly Language[] = runsFrom(LANGUAGES.map((l) => l.code))

function mountRules(lang: Language) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const i18n = createAppI18n(lang, SPIES_AND_LIES)
  const wrapper = mount(RulesScreen, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  return { wrapper, t: i18n.global.t, ui: useUiStore() }
}

/** A page of the test's own, unmounted after it. */
let own: VueWrapper | null = null
function mountOwn(lang: Language) {
  const mounted = mountRules(lang)
  own = mounted.wrapper
  return mounted
}

afterEach(() => {
  own?.unmount()
  own = null
})

describe.each(LANGUAGES.map((l) => l.code))('Rules screen in %s', (lang) => {
  // The page the tests below read, mounted once: none of them changes it but the table of
  // contents, last, which moves the focus.
  let shared: ReturnType<typeof mountRules> | null = null
  const page = () => (shared ??= mountRules(lang))
  afterAll(() => {
    shared?.wrapper.unmount()
    shared = null
  })

  it('is a main landmark with one h1 and every section heading at its level', () => {
    const { wrapper, t } = page()
    expect(wrapper.find('main').exists()).toBe(true)
    const h1 = wrapper.findAll('h1')
    expect(h1).toHaveLength(1)
    expect(h1[0]?.text()).toBe(t('rules.title'))

    const children = new Set(SECTIONS.flatMap((s) => s.children ?? []))
    for (const id of ALL_SECTIONS) {
      const heading = wrapper.find(`#${headingAnchor(id)}`)
      expect(heading.exists(), id).toBe(true)
      expect(heading.element.tagName, id).toBe(children.has(id) ? 'H3' : 'H2')
      const title = t(`rules.sections.${id}.title`)
      expect(title).not.toBe(`rules.sections.${id}.title`)
      expect(heading.text(), id).toBe(title)
    }
    expect(wrapper.findAll('[data-section-heading]')).toHaveLength(ALL_SECTIONS.length)
  })

  it('marks every ruling as ours where it applies, once each', () => {
    const { wrapper, t } = page()
    const notes = wrapper.findAll('[data-ruling]')
    expect(notes).toHaveLength(RULINGS.length)
    expect(notes.map((n) => n.attributes('data-ruling-id')).sort()).toEqual(RULINGS.map((r) => r.id).sort())
    for (const note of notes) {
      const id = note.attributes('data-ruling-id')
      const ruling = RULINGS.find((r) => r.id === id)
      expect(note.attributes('role')).toBe('note')
      // Labelled in words, not by colour alone.
      const label = note.find(`#${note.attributes('aria-labelledby')}`)
      expect(label.text()).toContain(t('rules.ruling'))
      // Shown inside the section it belongs to.
      expect(note.element.closest(`#${sectionAnchor(ruling?.section ?? 'object')}`), id).not.toBeNull()
    }
  })

  it('collects every ruling in "Our rulings", each linking to the ruling in place', () => {
    const { wrapper } = page()
    const list = wrapper.find(`#${sectionAnchor('rulings')}`)
    const items = list.findAll('[data-ruling-summary]')
    expect(items).toHaveLength(RULINGS.length)
    for (const item of items) {
      const id = item.attributes('data-ruling-id')
      const note = wrapper.find(`[data-ruling][data-ruling-id="${id}"]`)
      expect(item.text()).toContain(note.find('.ruling-text').text())
      expect(item.find('a').attributes('href')).toBe(`#ruling-${id}`)
    }
  })

  it('gives the team play rules as the app plays them, with their rulings marked in place', () => {
    const { wrapper, t } = page()
    const team = wrapper.get(`#${sectionAnchor('team')}`)
    for (const key of ['intro', 'seats', 'deploy', 'intel', 'missions', 'winning', 'talk', 'computer', 'app']) {
      expect(team.text()).toContain(t(`rules.sections.team.${key}`))
    }
    expect(team.findAll('[data-ruling]').map((n) => n.attributes('data-ruling-id'))).toEqual(['teamPair', 'teamHand', 'teamLineups', 'teamIntel', 'teamTalk'])
    // Team play is available: no note says otherwise.
    expect(team.find('.not-yet').exists()).toBe(false)
  })

  it('shows the track ruling with its numbers', () => {
    const { wrapper } = page()
    const text = wrapper.find('[data-ruling-id="track"]').text()
    expect(text).toContain(String(TRACK.wall))
    expect(text).toContain(String(TRACK.flag))
    expect(text).toContain('3')
  })

  it('lists the ten soldiers on the reference card with their names and abilities', () => {
    const { wrapper, t } = page()
    const soldiers = wrapper.findAll('[data-soldier]')
    expect(soldiers).toHaveLength(10)
    soldiers.forEach((s, i) => {
      const rank = i + 1
      expect(s.text()).toContain(String(rank))
      expect(s.text()).toContain(t(`common.soldiers.${rank}.name`))
      expect(s.text()).toContain(t(`common.soldiers.${rank}.ability`))
    })
  })

  it('renders no message key in place of text', () => {
    const { wrapper } = page()
    expect(wrapper.text()).not.toMatch(/\b(rules|common)\.[a-zA-Z]/)
  })

  it('draws the example line-ups, the track and the Intel cards', () => {
    const { wrapper } = page()
    expect(wrapper.findAll('[data-lineup]')).toHaveLength(3)
    expect(wrapper.find('[data-track]').attributes('aria-label')).toBeTruthy()
    expect(wrapper.findAll('[data-intel-card]')).toHaveLength(INTEL_CARDS.length)
  })

  // axe over the whole rules page in happy-dom takes seconds on a busy machine (it ran past the
  // default 5 s once, and the next language's run then found axe still busy): a budget, not a speed check.
  // In the inner loop in the first language only (AXE_LANGUAGES).
  it.runIf(AXE_LANGUAGES.includes(lang))('passes the axe accessibility rules that a DOM without layout can check', { timeout: 120_000 }, async () => {
    const { wrapper } = page()
    document.documentElement.lang = lang
    const axe = (await import('axe-core')).default
    const result = await axe.run(wrapper.element, {
      // happy-dom computes no layout or colours; contrast comes from base.css's theme variables.
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  it('has a table of contents whose links focus their section heading', async () => {
    const { wrapper } = page()
    const links = wrapper.findAll('nav a[data-toc-link]')
    expect(links).toHaveLength(ALL_SECTIONS.length)
    for (const [i, id] of ALL_SECTIONS.entries()) {
      const link = links[i]
      expect(link?.attributes('href')).toBe(`#${sectionAnchor(id)}`)
      expect(wrapper.find(`#${sectionAnchor(id)}`).exists()).toBe(true)
    }
    await links[ALL_SECTIONS.indexOf('reveal')]?.trigger('click')
    expect(document.activeElement?.id).toBe(headingAnchor('reveal'))
  })

  it('goes back with the Back button', async () => {
    const { wrapper, ui } = mountOwn(lang)
    ui.go('settings')
    ui.go('rules')
    await wrapper.find('button[data-back]').trigger('click')
    expect(ui.screen).toBe('settings')
  })
})

describe('rules data', () => {
  it('quotes the same track and Intel deck as the engine', async () => {
    // Loaded at run time only: the engine belongs to the main process's TypeScript project, not
    // to the renderer's (tsconfig.web.json), so the type checker must not follow this import.
    const tables = '../../../src/engine/spies-and-lies/tables'
    const engine = (await import(/* @vite-ignore */ tables)) as {
      TRACK: { wall: number; flag: number }
      INTEL_CARDS: ReadonlyArray<{ id: string; ranks: number[] }>
    }
    expect(TRACK).toEqual(engine.TRACK)
    const deck = INTEL_CARDS.flatMap((c) => Array.from({ length: c.copies }, () => [...c.ranks]))
    expect(deck).toEqual(engine.INTEL_CARDS.map((c) => c.ranks))
  })

  it('places every ruling in a section that exists', () => {
    for (const r of RULINGS) expect(ALL_SECTIONS).toContain(r.section)
    expect(new Set(RULINGS.map((r) => r.id)).size).toBe(RULINGS.length)
  })
})
