// @vitest-environment happy-dom
// Player names come from other people's keyboards (and from save files the host has not cleaned):
// wherever one is shown it sits in its own bidi isolate (<bdi>, or dir="auto"), so a name in
// another script, or one with a stray override, cannot reorder the text around it.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import type { Component } from 'vue'
import SeatBadge from '../../src/renderer/src/components/common/SeatBadge.vue'
import PassScreen from '../../src/renderer/src/components/table/PassScreen.vue'
import SideStrip from '../../src/renderer/src/games/spies-and-lies/table/SideStrip.vue'
import { errorText } from '../../src/renderer/src/components/common/request-errors'
import { createAppI18n } from '../../src/renderer/src/i18n'
import { SPIES_AND_LIES } from './all-messages'

const HOSTILE = '\u202Eevil\u202C'
const ARABIC = 'مريم'

function show(component: Component, props: Record<string, unknown>) {
  setActivePinia(createPinia())
  return mount(component, { props, global: { plugins: [createAppI18n('en', SPIES_AND_LIES)] } })
}

/** The element whose text is exactly the name, and whether it isolates it. */
function isolated(html: HTMLElement, name: string): boolean {
  const holder = [...html.querySelectorAll('*')].find((el) => el.textContent?.trim() === name && el.children.length === 0)
  if (!holder) throw new Error(`"${name}" is not shown`)
  for (let el: Element | null = holder; el && el !== html.parentElement; el = el.parentElement) {
    if (el.tagName === 'BDI' || el.getAttribute('dir') === 'auto') return true
  }
  return false
}

describe('player names are shown isolated', () => {
  it.each([HOSTILE, ARABIC, 'Ann'])('in the seat badge (lobby): %j', (name) => {
    const w = show(SeatBadge, { seat: 'red', name })
    expect(isolated(w.element as HTMLElement, name)).toBe(true)
    w.unmount()
  })

  it.each([HOSTILE, ARABIC])('beside the missions at the table: %j', (name) => {
    const w = show(SideStrip, {
      side: 'blue',
      name,
      you: false,
      deception: 1,
      active: { spy: false, scout: false, miner: false, bomb: false },
      exhausted: [],
    })
    expect(isolated(w.element as HTMLElement, name)).toBe(true)
    w.unmount()
  })

  it.each([HOSTILE, ARABIC])('on the hot-seat cover: %j', (name) => {
    const w = show(PassScreen, { label: 'Red', mark: '◆', colour: 'var(--red)', name })
    expect(isolated(w.element as HTMLElement, name)).toBe(true)
    w.unmount()
  })
})

describe('name refusals', () => {
  it.each([
    ['name-blank', 'That name shows nothing. Type some letters.'],
    ['name-invalid', 'That name cannot be used: keep it to 40 ordinary characters.'],
    ['name-reserved', '“Computer” is the computer player’s name. Choose another one.'],
  ])('%s is told in words', (code, text) => {
    const i18n = createAppI18n('en')
    const { key } = errorText({ code })
    expect(i18n.global.t(key)).toBe(text)
  })
})
