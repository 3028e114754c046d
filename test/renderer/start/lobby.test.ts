// @vitest-environment happy-dom
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hosting } from '../../../src/renderer/src/components/common/hosting'
import LobbyScreen from '../../../src/renderer/src/screens/LobbyScreen.vue'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import type { Seats } from '../../../src/shared/protocol'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null

const seats = (red: string | null, blue: string | null): Seats => ({
  red: { name: red, connected: red !== null, bot: false },
  blue: { name: blue, connected: blue !== null, bot: false },
})

beforeEach(() => {
  env = freshEnv()
  setDesktopApi(null)
  hosting.value = null
  vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'] })))
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.unstubAllGlobals()
  setDesktopApi(null)
  hosting.value = null
})

async function mountLobby(hostUrl: string, s: Seats) {
  const game = useGameStore()
  game.hostUrl = hostUrl
  game.room = 'ABCDE'
  game.mode = 'network'
  game.seats = s
  wrapper = mountIn(env, LobbyScreen)
  await flushPromises()
  return { w: wrapper, game, ui: useUiStore() }
}

const startButton = (w: VueWrapper) => w.find('button.start')

async function qrImage(w: VueWrapper) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!w.find('img.qr').exists()) throw new Error('no QR code yet')
  })
  return w.find('img.qr')
}

describe('Lobby', () => {
  it('enables Start only once both seats are taken', async () => {
    const { w, game, ui } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    expect(startButton(w).attributes('disabled')).toBeDefined()
    expect(w.text()).toContain('Waiting for a player…')
    await startButton(w).trigger('click')
    expect(ui.screen).toBe('start')

    game.seats = seats('Ann', 'Bob')
    await flushPromises()
    expect(startButton(w).attributes('disabled')).toBeUndefined()
    expect(w.find('h1').text()).toBe('Both agents are here. Start when you are ready.')
    await startButton(w).trigger('click')
    expect(ui.screen).toBe('table')
  })

  it('shows the room code big, and both seats with colour shape and name', async () => {
    const { w } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', 'Bob'))
    expect(w.find('[data-testid="room-code"]').text()).toBe('ABCDE')
    expect(w.find('[data-seat="red"]').text()).toContain('◆')
    expect(w.find('[data-seat="red"]').text()).toContain('Ann')
    expect(w.find('[data-seat="blue"]').text()).toContain('●')
    expect(w.find('[data-seat="blue"]').text()).toContain('Bob')
  })

  it('renders a QR code of the join link for the desktop app’s LAN address', async () => {
    hosting.value = { wsUrl: 'ws://127.0.0.1:7777/ws', addresses: ['192.168.1.9'] }
    setDesktopApi({ version: 1 })
    const { w } = await mountLobby('ws://127.0.0.1:7777/ws', seats('Ann', null))
    const img = await qrImage(w)
    expect(img.attributes('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/)
    expect(decodeURIComponent(img.attributes('src')!.slice('data:image/svg+xml;utf8,'.length))).toContain('<path')
    expect(img.attributes('alt')).toBe('QR code for http://192.168.1.9:7777/?room=ABCDE')
    expect(w.text()).toContain('http://192.168.1.9:7777/?room=ABCDE')
  })

  it('asks the page’s host for its LAN addresses in a browser', async () => {
    const { w } = await mountLobby(`ws://${window.location.host}/ws`, seats('Ann', null))
    const img = await qrImage(w)
    expect(img.attributes('alt')).toBe('QR code for http://192.168.1.5:7777/?room=ABCDE')
    expect(fetch).toHaveBeenCalled()
  })

  it('says so when the host can only be reached from this computer', async () => {
    const { w } = await mountLobby('ws://127.0.0.1:7777/ws', seats('Ann', null))
    expect(w.text()).toContain('This host only accepts connections from this computer')
    expect(w.find('img.qr').exists()).toBe(false)
  })

  it('leaves: forgets the game and returns to the start', async () => {
    const { w, game, ui } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    const forget = vi.spyOn(game, 'forget')
    await w.findAll('button').find((b) => b.text() === 'Leave')!.trigger('click')
    expect(forget).toHaveBeenCalledTimes(1)
    expect(ui.screen).toBe('start')
  })
})
