// @vitest-environment happy-dom
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StartScreen from '../../../src/renderer/src/screens/StartScreen.vue'
import { RequestError, useGameStore } from '../../../src/renderer/src/stores/game'
import { useRecentHostsStore } from '../../../src/renderer/src/stores/recent-hosts'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null

beforeEach(() => {
  env = freshEnv()
  setDesktopApi(null)
  window.history.replaceState(null, '', '/')
  vi.stubGlobal('fetch', vi.fn(hostInfoFetch({ name: 'Kitchen PC', port: 7777, addresses: ['192.168.1.5'] })))
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.unstubAllGlobals()
  setDesktopApi(null)
})

async function mountStart(name = 'Ann') {
  const settings = useSettingsStore()
  settings.name = name
  const game = useGameStore()
  const startGame = vi.spyOn(game, 'startGame').mockResolvedValue()
  wrapper = mountIn(env, StartScreen)
  await flushPromises()
  return { w: wrapper, game, startGame, ui: useUiStore(), settings }
}

async function choose(w: VueWrapper, mode: string): Promise<void> {
  await w.find(`button[data-mode="${mode}"]`).trigger('click')
  await flushPromises()
}

async function submit(w: VueWrapper): Promise<void> {
  await w.find('form:not(.agent-form)').trigger('submit')
  await flushPromises()
}

const pageWsUrl = () => `ws://${window.location.host}/ws`

describe('Start', () => {
  it('shows the title, the tagline and every mission, with one main landmark', async () => {
    const { w } = await mountStart()
    expect(w.find('h1').text()).toBe('Safehouse')
    expect(w.findAll('main')).toHaveLength(1)
    for (const mode of ['computer', 'hotseat', 'host', 'join']) expect(w.find(`button[data-mode="${mode}"]`).exists()).toBe(true)
  })

  it.each(['easy', 'normal', 'hard'] as const)('starts a game against the computer at level %s, then shows the table', async (level) => {
    const { w, startGame, ui } = await mountStart()
    await choose(w, 'computer')
    await w.find(`input[type="radio"][value="${level}"]`).setValue(true)
    await submit(w)
    expect(startGame).toHaveBeenCalledTimes(1)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), { game: 'spies-and-lies', mode: 'computer', names: { red: 'Ann' }, level, options: { teams: false }, humanSeat: 'red' })
    expect(ui.screen).toBe('table')
  })

  it('starts hot-seat with both names, using the colour for an empty one', async () => {
    const { w, startGame, ui } = await mountStart()
    await choose(w, 'hotseat')
    const inputs = w.findAll<HTMLInputElement>('form:not(.agent-form) input[type="text"]')
    expect(inputs[0].element.value).toBe('Ann')
    await inputs[1].setValue('  ')
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), { game: 'spies-and-lies', mode: 'hotseat', names: { red: 'Ann', blue: 'Blue' }, options: { teams: false } })
    expect(ui.screen).toBe('table')
  })

  it('hosts a network game on the page’s host in a browser, then waits in the lobby', async () => {
    const { w, startGame, ui } = await mountStart()
    await choose(w, 'host')
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), {
      game: 'spies-and-lies',
      mode: 'network',
      names: { red: 'Ann' },
      humanSeat: 'red',
      options: { teams: false, deduction: false },
    })
    expect(ui.screen).toBe('lobby')
  })

  it('opens a room that allows the deduction helper when the host ticks it', async () => {
    const { w, startGame } = await mountStart()
    await choose(w, 'host')
    await w.get('input[data-option="deduction"]').setValue(true)
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), {
      game: 'spies-and-lies',
      mode: 'network',
      names: { red: 'Ann' },
      humanSeat: 'red',
      options: { teams: false, deduction: true },
    })
  })

  it('opens a private room, by code only, when the host chooses it (listed is the default)', async () => {
    const { w, startGame } = await mountStart()
    await choose(w, 'host')
    // One radio group, named by its legend, each choice named by its own label: keys move between them.
    const group = w.get('fieldset.listing')
    expect(group.get('legend').text()).toBe('Who can see this room')
    const radios = group.findAll<HTMLInputElement>('input[type="radio"]')
    expect(radios.map((r) => r.element.name)).toEqual(['listing', 'listing'])
    expect(radios.map((r) => r.element.closest('label')?.querySelector('.sh-choice-title')?.textContent)).toEqual(['Listed', 'Private — by code only'])
    expect(w.get<HTMLInputElement>('input[data-listing="listed"]').element.checked).toBe(true)
    await w.get('input[data-listing="private"]').setValue(true)
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), {
      game: 'spies-and-lies',
      mode: 'network',
      names: { red: 'Ann' },
      humanSeat: 'red',
      options: { teams: false, deduction: false },
      listed: false,
    })
  })

  it('hosts through the desktop app when it can open its host to the network', async () => {
    const startHosting = vi.fn(async () => ({ wsUrl: 'ws://127.0.0.1:7777/ws', addresses: ['192.168.1.9'] }))
    setDesktopApi({ version: 1, startHosting })
    const { w, startGame, ui } = await mountStart()
    await choose(w, 'host')
    expect(w.text()).toContain('Windows')
    expect(w.text()).toContain('macOS')
    await submit(w)
    expect(startHosting).toHaveBeenCalledTimes(1)
    expect(startGame).toHaveBeenCalledWith('ws://127.0.0.1:7777/ws', {
      game: 'spies-and-lies',
      mode: 'network',
      names: { red: 'Ann' },
      humanSeat: 'red',
      options: { teams: false, deduction: false },
    })
    expect(ui.screen).toBe('lobby')
  })

  it('asks for a name first, inline, and starts nothing without one', async () => {
    const { w, startGame, ui, settings } = await mountStart('')
    const nameInput = w.find<HTMLInputElement>('.agent-form input')
    expect(nameInput.exists()).toBe(true)
    await choose(w, 'computer')
    await submit(w)
    expect(startGame).not.toHaveBeenCalled()
    expect(w.find('[role="alert"]').text()).toBe('Type your name first.')
    expect(ui.screen).toBe('start')
    await nameInput.setValue('Bea')
    expect(settings.name).toBe('Bea')
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), expect.objectContaining({ names: { red: 'Bea' } }))
  })

  it('shows a failed request as a translated message and stays put', async () => {
    const { w, startGame, ui } = await mountStart()
    startGame.mockRejectedValueOnce(new RequestError('timeout', 'the host did not answer'))
    await choose(w, 'computer')
    await submit(w)
    expect(w.find('[role="alert"]').text()).toBe('The host did not answer. Is it still running, and is the address right?')
    expect(ui.screen).toBe('start')
  })

  it('shows progress while connecting, and can cancel', async () => {
    const { w, startGame, ui } = await mountStart()
    let finish: () => void = () => {}
    startGame.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
    await choose(w, 'computer')
    await submit(w)
    expect(w.find('[role="status"]').text()).toContain('Setting up a game against the computer…')
    expect(w.find('main').attributes('aria-busy')).toBe('true')
    expect(w.find('button.primary').attributes('disabled')).toBeDefined()
    await w.find('button.cancel').trigger('click')
    finish()
    await flushPromises()
    expect(ui.screen).toBe('start')
    expect(w.find('main').attributes('aria-busy')).toBe('false')
  })

  it('joins a friend’s room, remembers the host, and sits at the table when the room has started', async () => {
    // The desktop app joins any host by its address (a browser page only its own: join-form.test.ts).
    setDesktopApi({ version: 1 })
    const { w, game, ui } = await mountStart()
    const joinGame = vi.spyOn(game, 'joinGame').mockImplementation(async () => {
      game.seats = { red: { name: 'Bob', connected: true, bot: false }, blue: { name: 'Ann', connected: true, bot: false } }
      game.started = true
    })
    await choose(w, 'join')
    await w.find('input[placeholder="192.168.1.5:7777"]').setValue('192.168.1.30:7777')
    await w.find('input.code-input').setValue('wxyz2')
    await submit(w)
    expect(joinGame).toHaveBeenCalledWith('ws://192.168.1.30:7777/ws', 'WXYZ2', 'Ann')
    expect(ui.screen).toBe('table')
    expect(useRecentHostsStore().hosts.map((h) => h.label)).toEqual(['192.168.1.30:7777'])
  })

  it('joins a room that waits for more players in the lobby, where everyone goes to the table together', async () => {
    setDesktopApi({ version: 1 })
    const { w, game, ui } = await mountStart()
    vi.spyOn(game, 'joinGame').mockImplementation(async () => {
      game.seats = { red1: { name: 'Bob', connected: true, bot: false }, red2: { name: 'Ann', connected: true, bot: false }, blue1: { name: null, connected: false, bot: false }, blue2: { name: null, connected: false, bot: false } }
      game.started = false
    })
    await choose(w, 'join')
    await w.find('input[placeholder="192.168.1.5:7777"]').setValue('192.168.1.30:7777')
    await w.find('input.code-input').setValue('wxyz2')
    await submit(w)
    expect(ui.screen).toBe('lobby')
  })

  it('offers each game with who plays it and a one-line pitch', async () => {
    const { w, settings } = await mountStart()
    const card = w.get('[data-game="spies-and-lies"]')
    expect(card.text()).toContain('Spies & Lies')
    expect(card.text()).toContain('2 players, or 2 against 2')
    expect(card.text()).toContain('name the rank on every enemy mission')
    expect(card.get('input').element.checked).toBe(true)
    expect(settings.game).toBe('spies-and-lies')
  })

  it('sets up two against two against the computer: four seats, yours to choose, the computer in the other three', async () => {
    const { w, startGame } = await mountStart()
    await choose(w, 'computer')
    await w.get('input[data-option="teams"]').setValue(true)
    const seat = w.get('select')
    expect(seat.findAll('option').map((o) => o.attributes('value'))).toEqual(['red1', 'red2', 'blue1', 'blue2'])
    await seat.setValue('blue2')
    expect(w.findAll('.intro .seat-badge')).toHaveLength(4)
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), {
      game: 'spies-and-lies',
      mode: 'computer',
      names: { blue2: 'Ann' },
      level: 'normal',
      options: { teams: true },
      humanSeat: 'blue2',
    })
  })

  it('hot-seat two against two asks a name for each of the four seats', async () => {
    const { w, startGame } = await mountStart()
    await choose(w, 'hotseat')
    await w.get('input[data-option="teams"]').setValue(true)
    const inputs = w.findAll<HTMLInputElement>('form:not(.agent-form) input[type="text"]')
    expect(inputs).toHaveLength(4)
    await inputs[1]?.setValue('Bea')
    await submit(w)
    expect(startGame).toHaveBeenCalledWith(pageWsUrl(), {
      game: 'spies-and-lies',
      mode: 'hotseat',
      names: { red1: 'Ann', red2: 'Bea', blue1: 'Blue 1', blue2: 'Blue 2' },
      options: { teams: true },
    })
  })

  it('translates a refused join', async () => {
    const { w, game, ui } = await mountStart()
    vi.spyOn(game, 'joinGame').mockRejectedValue(new RequestError('unknown-room', 'no such room'))
    await choose(w, 'join')
    await w.find('input.code-input').setValue('WXYZ2')
    await submit(w)
    expect(w.find('[role="alert"]').text()).toBe('There is no room with that code on this host. Check the code with your friend.')
    expect(ui.screen).toBe('start')
  })

  it('opens Join with the code from an invitation link (?room=CODE) and this host selected', async () => {
    window.history.replaceState(null, '', '/?room=hjkmn')
    const { w } = await mountStart()
    expect(w.find<HTMLInputElement>('input.code-input').element.value).toBe('HJKMN')
    expect(w.find<HTMLInputElement>('input[type="radio"][value="this"]').element.checked).toBe(true)
    expect(window.location.search).toBe('')
  })

  it('offers to resume a saved game', async () => {
    localStorage.setItem('safehouse.session', JSON.stringify({ hostUrl: 'ws://127.0.0.1:7777/ws', room: 'ABCDE', mode: 'computer', tokens: { red: 'x'.repeat(24) } }))
    const game = useGameStore()
    const resumeSaved = vi.spyOn(game, 'resumeSaved').mockResolvedValue(true)
    const { w, ui } = await mountStart()
    expect(w.text()).toContain('Spies & Lies · against the computer · room ABCDE')
    await w.findAll('button').find((b) => b.text().includes('Resume game'))!.trigger('click')
    await flushPromises()
    expect(resumeSaved).toHaveBeenCalledTimes(1)
    expect(resumeSaved.mock.calls[0]?.[0]).toMatchObject({ room: 'ABCDE', mode: 'computer' })
    expect(ui.screen).toBe('table')
  })
})
