// @vitest-environment happy-dom
// The prompt frame every game's panel sits in keeps the keyboard focus in the panel (issue 28, point
// 7), also when the control pressed is disabled while its answer travels (issue 34, point 11: in a
// browser that takes the focus off it, to the page, and Agent DOG's focus stayed on <body> after
// each move). Disabling is simulated here as a browser does it: the control loses the focus, with
// no other element taking it.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import PromptFrame from '../../../src/renderer/src/components/table/PromptFrame.vue'

afterEach(() => {
  document.body.innerHTML = ''
})

function panel() {
  const busy = ref(false)
  const asked = ref(true)
  const Harness = defineComponent(() => () =>
    h(
      PromptFrame,
      { seat: 'red', heading: 'Your turn', mark: '●', colour: 'red', active: true, busy: busy.value, sendingText: 'Sending…', waiting: [], error: null },
      () => [asked.value ? h('button', { type: 'button', class: 'answer', disabled: busy.value }, 'Play') : null, h('button', { type: 'button', class: 'other' }, 'Other')],
    ),
  )
  const w = mount(Harness, { attachTo: document.body })
  return { w, busy, asked }
}

/** The answer is sent: its control is disabled, and the browser takes the focus off it. */
async function sent(button: HTMLButtonElement, busy: { value: boolean }): Promise<void> {
  busy.value = true
  button.blur()
  await nextTick()
  await flushPromises()
}

describe('the prompt frame’s focus', () => {
  it('a control disabled while its answer travels, then gone with its question: the panel’s next control takes the focus', async () => {
    const { w, busy, asked } = panel()
    const answer = w.get<HTMLButtonElement>('button.answer').element
    answer.focus()
    await sent(answer, busy)
    expect(document.activeElement).toBe(document.body)
    asked.value = false
    busy.value = false
    await nextTick()
    await flushPromises()
    expect(document.activeElement).toBe(w.get('button.other').element)
  })

  it('a control disabled while its answer travels, then refused and enabled again: it has the focus back', async () => {
    const { w, busy } = panel()
    const answer = w.get<HTMLButtonElement>('button.answer').element
    answer.focus()
    await sent(answer, busy)
    busy.value = false
    await nextTick()
    await flushPromises()
    expect(document.activeElement).toBe(answer)
  })

  it('a control left for the page (a click elsewhere) is not given the focus back when the panel changes', async () => {
    const { w, asked } = panel()
    const answer = w.get<HTMLButtonElement>('button.answer').element
    answer.focus()
    answer.blur()
    await flushPromises()
    asked.value = false
    await nextTick()
    await flushPromises()
    expect(document.activeElement).toBe(document.body)
  })
})
