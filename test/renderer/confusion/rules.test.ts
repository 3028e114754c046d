// @vitest-environment happy-dom
// The Rules page of Confusion in each language: every section heading at its level, every ruling
// marked where it applies (once) and listed again, the reference card drawn from the engine's own
// table, the setup figure from its layout, and the movement set and layout said to be our reading.
// The checks that only read the page share one mount of it per language.
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { MOVEMENT_TYPES, SETUP_POSITIONS, TYPE_IDS } from '../../../src/engine/confusion'
import ConfusionRules from '../../../src/renderer/src/games/confusion/ConfusionRules.vue'
import { ALL_SECTIONS, RULINGS, SECTIONS, headingAnchor } from '../../../src/renderer/src/games/confusion/rules/rules-data'
import { LANGUAGES, createAppI18n, type Language } from '../../../src/renderer/src/i18n'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { CONFUSION } from '../all-messages'

function mountRules(lang: Language) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const i18n = createAppI18n(lang, CONFUSION)
  const wrapper = mount(ConfusionRules, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
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

describe.each(LANGUAGES.map((l) => l.code))('the Confusion rules in %s', (lang) => {
  // The page the tests below read, mounted once (none of them changes it), and gone after them.
  let shared: ReturnType<typeof mountRules> | null = null
  const page = () => (shared ??= mountRules(lang))
  afterAll(() => {
    shared?.wrapper.unmount()
    shared = null
    document.body.innerHTML = ''
  })

  it('is a main landmark with one h1 and every section heading at its level', () => {
    const { wrapper, t } = page()
    expect(wrapper.find('main').exists()).toBe(true)
    expect(wrapper.findAll('h1')).toHaveLength(1)
    expect(wrapper.get('h1').text()).toBe(t('confusion.rules.title'))
    const children = new Set(SECTIONS.flatMap((s) => s.children ?? []))
    for (const id of ALL_SECTIONS) {
      const heading = wrapper.get(`#${headingAnchor(id)}`)
      expect(heading.element.tagName, id).toBe(children.has(id) ? 'H3' : 'H2')
      expect(heading.text()).toBe(t(`confusion.rules.sections.${id}.title`))
    }
    expect(wrapper.findAll('[data-toc-link]')).toHaveLength(ALL_SECTIONS.length)
  })

  it('marks every ruling as ours where it applies, once each, and lists them all again', () => {
    const { wrapper, t } = page()
    const notes = wrapper.findAll('[data-ruling]')
    expect(notes.map((n) => n.attributes('data-ruling-id')).sort()).toEqual(RULINGS.map((r) => r.id).sort())
    for (const r of RULINGS) {
      const note = wrapper.get(`[data-ruling-id="${r.id}"][data-ruling]`)
      expect(note.text()).toContain(t('confusion.rules.ruling'))
      expect(note.element.closest('section')?.id, r.id).toBe(`confusion-rules-${r.section}`)
    }
    expect(wrapper.findAll('[data-ruling-summary]')).toHaveLength(RULINGS.length)
  })

  it('says that the movement set and the setup layout are our reading, beside the card and the figure', () => {
    const { wrapper, t } = page()
    const movement = wrapper.get('#confusion-rules-movement')
    expect(movement.get('[data-ruling-id="movementSet"]').text()).toContain(t('confusion.rules.rulings.movementSet'))
    expect(movement.find('[data-test="movement-reference"]').exists()).toBe(true)
    const setup = wrapper.get('#confusion-rules-setup')
    expect(setup.find('[data-ruling-id="setupLayout"]').exists()).toBe(true)
    expect(setup.find('[data-test="setup-figure"]').exists()).toBe(true)
  })

  it("draws the reference card from the engine's table: every type, the Double Agent, the promoted side", () => {
    const { wrapper, t } = page()
    const rows = wrapper.get('[data-test="movement-reference"]').findAll('tbody tr')
    expect(rows.map((r) => r.attributes('data-piece'))).toEqual([...TYPE_IDS, 'DA', 'PROMOTED'])
    for (const row of rows) {
      const piece = row.attributes('data-piece') as keyof typeof MOVEMENT_TYPES | 'DA'
      const cells = row.findAll('td')
      if (piece === 'DA') continue
      expect(cells[2]?.text(), piece).toBe(String(MOVEMENT_TYPES[piece].R))
      expect(cells[3]?.text(), piece).toBe(MOVEMENT_TYPES[piece].crown ? t('confusion.rules.reference.yes') : t('confusion.rules.reference.no'))
      expect(row.findAll('line.arm')).toHaveLength(MOVEMENT_TYPES[piece].directions.length)
    }
  })

  it("shows White's starting squares as the engine sets them up", () => {
    const { wrapper } = page()
    const rows = wrapper.get('[data-test="setup-figure"]').findAll('tbody tr')
    const at = (x: number, y: number) => (rows[1 - y]?.findAll('td')[x]?.text() ?? '')
    for (const [label, [x, y]] of Object.entries(SETUP_POSITIONS)) expect(at(x, y)).toBe(label)
    expect(wrapper.get('[data-test="setup-figure"]').findAll('td.spy')).toHaveLength(13)
  })

  it('goes back where it came from', async () => {
    const { wrapper, ui } = mountOwn(lang)
    ui.go('table')
    ui.go('rules')
    await wrapper.get('[data-back]').trigger('click')
    expect(ui.screen).toBe('table')
  })
})
