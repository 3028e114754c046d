// @vitest-environment happy-dom
// Settings › This computer: each field is saved on its own, and the app's answer to one save never
// overwrites what the player is typing in another field (or again in the same one).
import { flushPromises } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import DesktopSettingsPanel from '../../../src/renderer/src/screens/settings/DesktopSettings.vue'
import type { DesktopSettings, SafehouseApi } from '../../../src/shared/preload-api'
import { freshEnv, mountIn, setDesktopApi, type Env } from '../start/helpers'

/** A stand-in app whose answers to setSettings wait until the test lets them go. */
function slowApp(initial: DesktopSettings) {
  let settings = { ...initial }
  const pending: Array<() => void> = []
  const api: SafehouseApi = {
    getSettings: async () => ({ ...settings }),
    setSettings: (patch) =>
      new Promise((resolve) => {
        // The app saves at once (and normalises the name); only its answer to the page is late.
        settings = { ...settings, ...patch, ...(patch.hostName !== undefined ? { hostName: patch.hostName.trim() } : {}) }
        const answer = { ...settings }
        pending.push(() => resolve(answer))
      }),
  } as SafehouseApi
  return {
    api,
    get: () => settings,
    answerAll: async () => {
      for (const answer of pending.splice(0)) answer()
      await flushPromises()
    },
  }
}

let env: Env
beforeEach(() => {
  env = freshEnv()
})

async function mounted(app: ReturnType<typeof slowApp>) {
  setDesktopApi(app.api)
  const wrapper = mountIn(env, DesktopSettingsPanel)
  await flushPromises()
  const name = wrapper.get<HTMLInputElement>('input[maxlength="63"]')
  const port = wrapper.get<HTMLInputElement>('input.port')
  return { wrapper, name, port }
}

describe('Settings › This computer', () => {
  it('keeps a name typed while the port was being saved, then saves it', async () => {
    const app = slowApp({ hostName: '', lanPort: 7777, notifications: true, autoUpdate: true })
    const { wrapper, name, port } = await mounted(app)
    await port.setValue('8123') // setValue fires change: the port's save starts
    expect(app.get().lanPort).toBe(8123)
    name.element.value = '  The den  ' // typed before the port's answer came back, left after it
    await name.trigger('input')
    await app.answerAll()
    await name.trigger('change')
    await app.answerAll()
    expect(name.element.value).toBe('The den')
    expect(app.get().hostName).toBe('The den')
    expect(port.element.value).toBe('8123')
    wrapper.unmount()
  })

  it('keeps a port typed while the name was being saved', async () => {
    const app = slowApp({ hostName: 'Den', lanPort: 7777, notifications: true, autoUpdate: true })
    const { wrapper, name, port } = await mounted(app)
    await name.setValue('Attic')
    port.element.value = '9000' // typed, not yet left (no change event)
    await port.trigger('input')
    await app.answerAll()
    expect(port.element.value).toBe('9000')
    expect(name.element.value).toBe('Attic')
    wrapper.unmount()
  })

  it("shows the app's form of a saved name, unless the player has typed on since", async () => {
    const app = slowApp({ hostName: 'Den', lanPort: 7777, notifications: true, autoUpdate: true })
    const { wrapper, name } = await mounted(app)
    await name.setValue('  Attic  ')
    await app.answerAll()
    expect(name.element.value).toBe('Attic')

    await name.setValue('Cellar')
    name.element.value = 'Cellar 2' // typing on while "Cellar" is being saved
    await name.trigger('input')
    await app.answerAll()
    expect(name.element.value).toBe('Cellar 2')
    wrapper.unmount()
  })

  // Issue 36, point 2: a build without an update feed showed "Unsupported provider: undefined".
  it('says updates are not available for a build with no update feed, not that a check failed', async () => {
    const app = slowApp({ hostName: '', lanPort: 7777, notifications: true, autoUpdate: true })
    app.api.getUpdateStatus = async () => ({ state: 'unavailable', reason: 'no-feed' })
    const { wrapper } = await mounted(app)
    expect(wrapper.text()).toContain('Updates are not available for this build of Safehouse.')
    expect(wrapper.text()).not.toContain('Could not look for a new version')
  })
})
