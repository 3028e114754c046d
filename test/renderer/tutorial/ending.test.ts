// @vitest-environment happy-dom
// Issue 27: a tutorial ends with "Now play the easy computer": the computer set-up opens with the
// easy level chosen (once: the next time it opens as usual).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import ComputerPanel from '../../../src/renderer/src/screens/start/ComputerPanel.vue'
import { gameEntry } from '../../../src/renderer/src/games'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { freshEnv, mountIn } from '../start/helpers'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the end of a tutorial', () => {
  it('opens the computer set-up at the easy level, once', async () => {
    const env = freshEnv()
    const ui = useUiStore()
    ui.openComputerAt('easy')
    expect(ui.startPanel).toBe('computer')
    const entry = gameEntry('confusion')
    if (!entry) throw new Error('confusion')
    const first = mountIn(env, ComputerPanel, { props: { busy: false, entry } })
    await flushPromises()
    expect((first.get('input[name="level"][value="easy"]').element as HTMLInputElement).checked).toBe(true)
    first.unmount()
    const again = mountIn(env, ComputerPanel, { props: { busy: false, entry } })
    await flushPromises()
    expect((again.get('input[name="level"][value="normal"]').element as HTMLInputElement).checked).toBe(true)
    again.unmount()
  })
})
