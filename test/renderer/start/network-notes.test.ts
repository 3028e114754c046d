// @vitest-environment happy-dom
// The note on what the computer may ask (Windows firewall, macOS local network): the desktop app
// shows it on Join (discovery starts then) and on Host (the network game opens then); a browser,
// which asks nothing, does not.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import HostPanel from '../../../src/renderer/src/screens/start/HostPanel.vue'
import { GAMES } from '../../../src/renderer/src/games'
import JoinPanel from '../../../src/renderer/src/screens/start/JoinPanel.vue'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null
const desktop = { version: 1, onHostsChanged: () => () => undefined }

beforeEach(() => {
  env = freshEnv()
  // A browser's Join panel asks the page's host for its name.
  vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'] })))
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  setDesktopApi(null)
  vi.unstubAllGlobals()
})

describe.each([
  ['Join', JoinPanel],
  ['Host', HostPanel],
] as const)('the %s panel', (_name, panel) => {
  it('in the desktop app: what to answer, including a Wi-Fi Windows has set to Public', async () => {
    setDesktopApi(desktop)
    wrapper = mountIn(env, panel, { props: { busy: false, entry: GAMES[0] } })
    await flushPromises()
    const notes = wrapper.find('.notes')
    expect(notes.exists()).toBe(true)
    expect(notes.find('h3').text()).toBe('Your computer may ask first')
    const [windows, mac] = notes.findAll('li').map((li) => li.text())
    expect(windows).toContain('allow it on private networks')
    expect(windows).toContain('Windows often sets a new Wi-Fi network to Public')
    expect(windows).toContain('Network profile type')
    expect(mac).toContain('choose Allow')
    expect(mac).toContain('Privacy & Security › Local Network')
  })

  it('in a browser: no note', async () => {
    setDesktopApi(null)
    wrapper = mountIn(env, panel, { props: { busy: false, entry: GAMES[0] } })
    await flushPromises()
    expect(wrapper.find('.notes').exists()).toBe(false)
  })
})
