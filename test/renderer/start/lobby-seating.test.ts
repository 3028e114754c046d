// @vitest-environment happy-dom
// Issue 22, point 4, in the lobby: a joiner picks another free seat (and so a team), and the
// creator arranges the seats: swaps two, puts the computer in a free seat or takes it out. Every
// choice is a real button (or a labelled select) that names its seat.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hosting } from '../../../src/renderer/src/desktop/hosting'
import LobbyScreen from '../../../src/renderer/src/screens/LobbyScreen.vue'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import type { Seats } from '../../../src/shared/protocol'
import { freshEnv, hostInfoFetch, mountIn, setDesktopApi, type Env } from './helpers'

let env: Env
let wrapper: VueWrapper | null = null

/** Agent DOG for four: Ann (red) created it, Bob sits at blue, green is free, the computer plays yellow. */
const SEATS: Seats = {
  red: { name: 'Ann', connected: true, bot: false },
  blue: { name: 'Bob', connected: true, bot: false },
  green: { name: null, connected: false, bot: false },
  yellow: { name: 'Computer', connected: true, bot: true, level: 'easy' },
}

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
  hosting.value = null
})

/** The lobby as the window holding `mine` sees it. */
async function lobbyAs(mine: string, seats: Seats = SEATS) {
  const game = useGameStore()
  game.hostUrl = 'ws://192.168.1.5:7777/ws'
  game.room = 'ABCDE'
  game.mode = 'network'
  game.gameId = 'agent-dog'
  game.seats = seats
  game.teams = [['red', 'green'], ['blue', 'yellow']]
  game.creator = 'red'
  game.held = { [mine]: { seat: mine, token: 't'.repeat(24), view: null, seq: 0, status: 'open' } }
  const moveSeat = vi.spyOn(game.requests, 'moveSeat').mockResolvedValue()
  const swapSeats = vi.spyOn(game.requests, 'swapSeats').mockResolvedValue()
  const setComputer = vi.spyOn(game.requests, 'setComputer').mockResolvedValue()
  wrapper = mountIn(env, LobbyScreen)
  await flushPromises()
  return { w: wrapper, moveSeat, swapSeats, setComputer }
}

describe('choosing seats in the lobby', () => {
  it('a joiner moves to the free seat beside the creator, and arranges nothing else', async () => {
    const { w, moveSeat } = await lobbyAs('blue')
    const sit = w.find('[data-seat="green"] button[data-move]')
    expect(sit.text()).toBe('Sit here')
    expect(sit.attributes('aria-label')).toBe('Sit here (Green)')
    // Seats held by someone else, or the computer, offer no move.
    expect(w.findAll('button[data-move]')).toHaveLength(1)
    expect(w.find('[data-swap-with]').exists()).toBe(false)
    expect(w.find('button[data-computer]').exists()).toBe(false)
    expect(w.find('button[data-free]').exists()).toBe(false)
    await sit.trigger('click')
    await flushPromises()
    expect(moveSeat).toHaveBeenCalledWith('green')
  })

  it('the creator puts the computer in a free seat, takes it out of another, and swaps two seats', async () => {
    const { w, swapSeats, setComputer } = await lobbyAs('red')
    await w.find('[data-seat="green"] button[data-computer]').trigger('click')
    await flushPromises()
    expect(setComputer).toHaveBeenLastCalledWith('green', 'normal')
    const free = w.find('[data-seat="yellow"] button[data-free]')
    expect(free.attributes('aria-label')).toBe('Free this seat (Yellow)')
    await free.trigger('click')
    await flushPromises()
    expect(setComputer).toHaveBeenLastCalledWith('yellow', null)

    const row = w.find('[data-seat="blue"]')
    const select = row.find('select[data-swap-with]')
    expect(row.find(`label[for="${select.attributes('id')}"]`).text()).toBe('Swap Blue with')
    expect(row.find('button[data-swap]').attributes('disabled')).toBeDefined()
    await select.setValue('green')
    await row.find('form').trigger('submit')
    await flushPromises()
    expect(swapSeats).toHaveBeenCalledWith('blue', 'green')
    // The choice does not linger for the next swap (issue 34, point 11).
    expect((w.find('[data-seat="blue"] select[data-swap-with]').element as HTMLSelectElement).value).toBe('')
    expect(w.find('[data-seat="blue"] button[data-swap]').attributes('disabled')).toBeDefined()
  })

  it('someone dropped keeps their seat: no swap for it, and nobody swaps with it', async () => {
    const { w } = await lobbyAs('red', { ...SEATS, blue: { name: 'Bob', connected: false, bot: false } })
    expect(w.find('[data-seat="blue"] [data-swap-with]').exists()).toBe(false)
    const options = w.find('[data-seat="green"] select[data-swap-with]').findAll('option').map((o) => o.attributes('value'))
    expect(options).toEqual(['', 'red', 'yellow'])
  })
})

describe('a rematch’s lobby (issue 28, points 3 and 5)', () => {
  it('names whom an empty seat is kept for, offers nobody else to sit there, and says who declined', async () => {
    const seats: Seats = { ...SEATS, blue: { name: null, connected: false, bot: false } }
    const { w } = await lobbyAs('red', seats)
    const game = useGameStore()
    game.rematchSeats = [{ seat: 'blue', name: 'Bob', answer: 'waiting' }]
    await flushPromises()
    const blue = w.get('[data-seat="blue"]')
    expect(blue.text()).toContain('Kept for Bob, who is asked to play again')
    // Nobody else may take it, and the creator may not put the computer there one seat at a time…
    expect(blue.find('button[data-add]').exists()).toBe(false)
    expect(blue.find('button[data-computer]').exists()).toBe(false)
    // …but a free seat still offers both.
    expect(w.find('[data-seat="green"] button[data-add]').exists()).toBe(true)
    expect(w.find('[data-test="rematch-declined"]').exists()).toBe(false)

    game.rematchSeats = [{ seat: 'blue', name: 'Bob', answer: 'declined' }]
    await flushPromises()
    const notice = w.get('[data-test="rematch-declined"]')
    expect(notice.attributes('role')).toBe('status')
    expect(notice.text()).toContain('Bob declined the rematch.')
    expect(w.get('[data-seat="blue"]').text()).toContain('Bob declined — waiting for a player…')
    expect(w.find('[data-seat="blue"] button[data-computer]').exists()).toBe(true)
    expect(w.get('button[data-fill]').text()).toBe('Give the 2 empty seats to the computer')
    const forget = vi.spyOn(game, 'forget')
    await notice.findAll('button').find((b) => b.text() === 'Back to the start')?.trigger('click')
    expect(forget).toHaveBeenCalled()
    expect(useUiStore().screen).toBe('start')
  })
})

describe('when the computer plays, the lobby says a series is fair (issue 38)', () => {
  it('says who starts alternates in a series of rematches once the computer holds a seat, and not before', async () => {
    const { w } = await lobbyAs('red')
    expect(w.get('[data-series]').text()).toBe('In a series of rematches, who starts alternates game by game.')
    const game = useGameStore()
    game.seats = { ...SEATS, yellow: { name: null, connected: false, bot: false } }
    await flushPromises()
    expect(w.find('[data-series]').exists()).toBe(false)
  })
})
