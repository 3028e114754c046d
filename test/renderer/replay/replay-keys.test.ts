// @vitest-environment happy-dom
// Issue 35, point 5: after "Everything revealed" or "What one player saw" was clicked, ← → flipped
// that option and Home/End did nothing. The replay's keys step the replay wherever the focus is on
// its screen, its own radios, slider, list and buttons included; a text field, the table and a
// dialog keep their keys.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ReplayLookPicker from '../../../src/renderer/src/replay/ReplayLookPicker.vue'
import { keepsItsKeys, stepFor } from '../../../src/renderer/src/replay/replay-keys'
import { createAppI18n } from '../../../src/renderer/src/i18n'

function element(html: string, selector: string): Element {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  const el = host.querySelector(selector)
  if (!el) throw new Error(selector)
  return el
}

describe("the replay's keys", () => {
  it('step the replay from the look options (the radios clicked)', () => {
    const w = mount(ReplayLookPicker, {
      props: { look: { revealed: true, seat: null }, seats: [{ seat: 'red', label: 'Red' }] },
      global: { plugins: [createAppI18n('en')] },
      attachTo: document.body,
    })
    for (const test of ['look-revealed', 'look-seat', 'look-seat-red', 'look-seat-none']) {
      expect(keepsItsKeys(w.get(`[data-test="${test}"]`).element), test).toBe(false)
    }
    w.unmount()
  })

  it('step the replay from the slider, a list, a button and the page', () => {
    expect(keepsItsKeys(element('<input type="range">', 'input'))).toBe(false)
    expect(keepsItsKeys(element('<select><option>1</option></select>', 'select'))).toBe(false)
    expect(keepsItsKeys(element('<button>Play</button>', 'button'))).toBe(false)
    expect(keepsItsKeys(element('<input type="checkbox">', 'input'))).toBe(false)
    expect(keepsItsKeys(document.body)).toBe(false)
    expect(keepsItsKeys(null)).toBe(false)
  })

  it('leave a text field, the table and a dialog their own keys', () => {
    expect(keepsItsKeys(element('<input type="text">', 'input'))).toBe(true)
    expect(keepsItsKeys(element('<input type="number">', 'input'))).toBe(true)
    expect(keepsItsKeys(element('<textarea></textarea>', 'textarea'))).toBe(true)
    expect(keepsItsKeys(element('<div class="replay-table"><button>a</button></div>', 'button'))).toBe(true)
    expect(keepsItsKeys(element('<div role="dialog"><input type="radio"></div>', 'input'))).toBe(true)
    expect(keepsItsKeys(element('<div role="dialog"><button>x</button></div>', 'button'))).toBe(true)
  })

  it('go back, on, to the start and to the end, within the game', () => {
    expect(stepFor('ArrowLeft', 5, 9)).toBe(4)
    expect(stepFor('ArrowRight', 5, 9)).toBe(6)
    expect(stepFor('Home', 5, 9)).toBe(0)
    expect(stepFor('End', 5, 9)).toBe(9)
    expect(stepFor('ArrowLeft', 0, 9)).toBe(0)
    expect(stepFor('ArrowRight', 9, 9)).toBe(9)
    expect(stepFor('a', 5, 9)).toBeNull()
  })
})
