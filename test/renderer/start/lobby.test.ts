// @vitest-environment happy-dom
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hosting } from '../../../src/renderer/src/desktop/hosting'
import LobbyScreen from '../../../src/renderer/src/screens/LobbyScreen.vue'
import { RequestError, useGameStore } from '../../../src/renderer/src/stores/game'
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

async function mountLobby(hostUrl: string, s: Seats, teams: string[][] | null = null) {
  const game = useGameStore()
  game.hostUrl = hostUrl
  game.room = 'ABCDE'
  game.mode = 'network'
  game.gameId = 'spies-and-lies'
  game.seats = s
  game.teams = teams
  wrapper = mountIn(env, LobbyScreen)
  await flushPromises()
  return { w: wrapper, game, ui: useUiStore() }
}

async function qrImage(w: VueWrapper) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!w.find('img.qr').exists()) throw new Error('no QR code yet')
  })
  return w.find('img.qr')
}

describe('Lobby', () => {
  it('goes to the table by itself, in every window at once, as soon as the room starts', async () => {
    const { w, game, ui } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    ui.go('lobby')
    expect(w.text()).toContain('Waiting for a player…')
    expect(w.find('button.start').exists()).toBe(false)
    game.seats = seats('Ann', 'Bob')
    await flushPromises()
    expect(ui.screen).toBe('lobby')
    game.started = true
    await flushPromises()
    expect(ui.screen).toBe('table')
  })

  it('shows four seats in two teams, each with its colour and who sits there', async () => {
    const { w } = await mountLobby('ws://192.168.1.5:7777/ws', {
      red1: { name: 'Ann', connected: true, bot: false },
      red2: { name: null, connected: false, bot: false },
      blue1: { name: 'Computer', connected: true, bot: true },
      blue2: { name: 'Bob', connected: false, bot: false },
    }, [['red1', 'red2'], ['blue1', 'blue2']])
    expect(w.findAll('h3.team').map((h) => h.text())).toEqual(['Team 1', 'Team 2'])
    expect(w.find('[data-seat="red1"]').text()).toContain('Ann')
    expect(w.find('[data-seat="red2"]').text()).toContain('Waiting for a player…')
    expect(w.find('[data-seat="blue1"]').text()).toContain('computer')
    expect(w.find('[data-seat="blue2"]').text()).toContain('Disconnected')
    expect(w.find('[data-seat="blue2"]').text()).toContain('●')
  })

  it('lets another player on this computer take an empty seat, with their name', async () => {
    const { w, game } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    game.held = { red: { seat: 'red', token: 't', view: null, seq: 0, status: 'open' } }
    const addSeat = vi.spyOn(game, 'addSeat').mockResolvedValue()
    await flushPromises()
    await w.get('[data-add="blue"]').trigger('click')
    await w.get('.add-form input').setValue('Bob')
    await w.get('.add-form').trigger('submit')
    expect(addSeat).toHaveBeenCalledWith('blue', 'Bob')
  })

  it('offers the creator to give every empty seat to the computer, and says why when that fails', async () => {
    const { w, game } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    expect(w.find('[data-fill]').exists()).toBe(false)
    game.held = { red: { seat: 'red', token: 't', view: null, seq: 0, status: 'open' } }
    game.creator = 'red'
    await flushPromises()
    const fill = vi.spyOn(game.requests, 'fillWithComputer').mockRejectedValueOnce(new RequestError('not-creator', 'no'))
    expect(w.get('[data-fill]').text()).toBe('Give the empty seat to the computer')
    await w.get('.fill select').setValue('hard')
    await w.get('.fill').trigger('submit')
    await flushPromises()
    expect(fill).toHaveBeenCalledWith('hard')
    expect(w.find('[role="alert"]').text()).not.toBe('')
  })

  it('names the game, and to the window that opened it whether the room is private (issue 34, point 11)', async () => {
    const { w, game } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', null))
    expect(w.get('[data-test="lobby-about"]').text()).toBe('Spies & Lies')
    game.creator = 'red'
    game.held = { red: { seat: 'red', token: 't', view: null, seq: 0, status: 'open' } }
    game.lastStart = { url: 'ws://192.168.1.5:7777/ws', how: { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red', listed: false } }
    await flushPromises()
    expect(w.get('[data-test="lobby-about"]').text()).toBe('Spies & Lies · Private room: only those with its code can join')
    game.lastStart = { url: 'ws://192.168.1.5:7777/ws', how: { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' } }
    await flushPromises()
    expect(w.get('[data-test="lobby-about"]').text()).toContain('Listed: players on this network see it')
  })

  it('tells a window that joined whether the room is private, as the host says (issue 34, point 11)', async () => {
    const { w, game } = await mountLobby('ws://192.168.1.5:7777/ws', seats('Ann', 'Bob'))
    game.creator = 'red'
    game.held = { blue: { seat: 'blue', token: 't', view: null, seq: 0, status: 'open' } }
    game.listed = false
    await flushPromises()
    expect(w.get('[data-test="lobby-about"]').text()).toBe('Spies & Lies · Private room: only those with its code can join')
    game.listed = true
    await flushPromises()
    expect(w.get('[data-test="lobby-about"]').text()).toContain('Listed: players on this network see it')
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

  it('says so when friends’ old address no longer works: the host came back on another port (issue 28, point 4)', async () => {
    setDesktopApi({ version: 1 })
    hosting.value = { wsUrl: 'ws://127.0.0.1:7777/ws', addresses: ['192.168.1.9'] }
    const same = await mountLobby('ws://127.0.0.1:7777/ws', seats('Ann', null))
    expect(same.w.find('[data-test="port-moved"]').exists()).toBe(false)
    same.w.unmount()
    hosting.value = { wsUrl: 'ws://127.0.0.1:40123/ws', addresses: ['192.168.1.9'], movedFrom: 7777 }
    const { w } = await mountLobby('ws://127.0.0.1:40123/ws', seats('Ann', null))
    expect(w.get('[data-test="port-moved"]').text()).toContain('This computer hosted on port 7777 last time: friends whose pages are still open at the old address must open the new one below.')
    expect(w.text()).toContain('http://192.168.1.9:40123/?room=ABCDE')
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
