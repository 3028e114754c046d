// @vitest-environment happy-dom
// Issue 35, point 6: a screen opens at its top; the Confusion table opened 509 px down after a long
// setup form on the Start screen.
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { useScreenTop } from '../../src/renderer/src/composables/screen-top'

describe('a new screen', () => {
  it('scrolls the page to its top, and only when the screen changes', async () => {
    const screen = ref('start')
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const w = mount(
      defineComponent({
        setup() {
          useScreenTop(() => screen.value)
          return () => h('p', screen.value)
        },
      }),
    )
    await nextTick()
    expect(scroll).not.toHaveBeenCalled()
    screen.value = 'table'
    await nextTick()
    await nextTick()
    expect(scroll).toHaveBeenCalledWith(0, 0)
    w.unmount()
    scroll.mockRestore()
  })
})
