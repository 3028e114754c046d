// @vitest-environment happy-dom
// The room around the Spies & Lies table, through the platform's own panels (components/table):
// who is away or gone and what to do about it, a seat asked back, the computer's level and its
// thinking, who watches, a concession and its result, the deduction switch as one remembered
// setting, and the end overlay that waits for the last card to be seen (issue 10, points 3, 5, 11).
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { viewFor, type GameState } from '../../../src/engine/spies-and-lies'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import { END_HOLD_MS } from '../../../src/renderer/src/components/table/held-flag'
import { HOST_MOVED_MS } from '../../../src/renderer/src/components/table/host-moved'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import type { Seats } from '../../../src/shared/protocol'
import { confirmIntel, deployBoth, freshPinia, hold, mountTable, newGame, play, playUntil } from '../spies-and-lies/helpers'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

const HERE: Seats = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: true, bot: false } }

/** Red has deployed; the game waits for Blue to deploy. */
function waitingForBlue(): GameState {
  return play(newGame(), 'red', { type: 'deploy', missions: [2, 5, 7, 9] })
}

function table(state: GameState, seats: Seats = HERE, mode: 'computer' | 'network' = 'network') {
  const pinia = freshPinia()
  const game = hold({ red: viewFor(state, 'red') }, { mode })
  game.gameId = 'spies-and-lies'
  game.seats = seats
  game.started = true
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  return { w, game }
}

const turn = (w: ReturnType<typeof table>['w']) => w.get('[data-test="turn"]').text()

describe('an opponent who is gone', () => {
  it('says Bob is away instead of "Blue is deploying", and offers to wait or hand his seat to the computer', async () => {
    const { w, game } = table(waitingForBlue())
    expect(turn(w)).toBe('Blue is deploying…')
    expect(w.find('[data-test="absent-seat"]').exists()).toBe(false)
    game.seats = { ...HERE, blue: { name: 'Bob', connected: false, bot: false } }
    await nextTick()
    expect(turn(w)).toContain('Bob')
    expect(turn(w)).toContain('is away: the game waits for them.')
    expect(w.get('[data-presence="away"]').text()).toContain('away')
    const panel = w.get('[data-test="absent-seat"]')
    expect(panel.get('h3').text()).toContain('is away')
    const hand = vi.spyOn(game.requests, 'handToComputer').mockResolvedValue()
    await panel.get('select').setValue('hard')
    await panel.findAll('button').find((b) => b.text() === 'Let the computer play')?.trigger('click')
    expect(hand).toHaveBeenCalledWith('blue', 'hard')
    // Waiting folds the choices away, and they come back when asked for (issue 28, point 2).
    await w.get('[data-test="absent-seat"]').findAll('button').find((b) => b.text() === 'Wait')?.trigger('click')
    const folded = w.get('[data-test="absent-seat"]')
    expect(folded.text()).toContain('You are waiting for them.')
    expect(folded.findAll('button').map((b) => b.text())).toEqual(['Other choices'])
    await flushPromises()
    // The pressed button is gone: the keyboard's focus is on what replaced it, not on the page.
    expect(document.activeElement?.textContent?.trim()).toBe('Other choices')
    await folded.get('[data-test="choose-again"]').trigger('click')
    expect(w.get('[data-test="absent-seat"]').findAll('button').map((b) => b.text())).toEqual(['Let the computer play', 'End the game', 'Wait'])
    await flushPromises()
    expect(document.activeElement?.textContent?.trim()).toBe('Let the computer play')
  })

  it('says Bob has left, and ends the game against him only after a confirmation', async () => {
    const { w, game } = table(waitingForBlue(), { ...HERE, blue: { name: 'Bob', connected: false, bot: false, left: true } })
    expect(turn(w)).toContain('has left the game.')
    const end = vi.spyOn(game.requests, 'endGame').mockResolvedValue()
    await w.get('[data-test="absent-seat"]').findAll('button').find((b) => b.text() === 'End the game')?.trigger('click')
    expect(end).not.toHaveBeenCalled()
    const dialog = w.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('loses by forfeit')
    await dialog.findAll('button').find((b) => b.text() === 'End the game')?.trigger('click')
    expect(end).toHaveBeenCalledWith('blue')
  })

  it('does not ask Ann to let Bob in: an opponent’s word never hands over a seat (issue 22)', async () => {
    const { w, game } = table(waitingForBlue(), { ...HERE, blue: { name: 'Bob', connected: false, bot: false, left: true } })
    game.rejoinRequests = [{ seat: 'blue', name: 'Bob', id: 'r1', at: '2026-12-07T18:02:00.000Z' }]
    await nextTick()
    expect(w.find('[data-test="rejoin-requests"]').exists()).toBe(false)
  })
})

describe('a request for the seat this window holds (issue 34, point 7)', () => {
  const request = { seat: 'red', name: 'Ann', id: 'r1', at: '2026-12-07T18:02:00.000Z', from: '192.168.1.23' }

  it('tells its own player when and from where, and "It’s not me" refuses that request', async () => {
    const { w, game } = table(waitingForBlue())
    game.held = { ...game.held, red: { ...(game.held.red as NonNullable<typeof game.held.red>), recovery: 'K7P2M9QX' } }
    const answer = vi.spyOn(game.requests, 'answerRejoin').mockResolvedValue()
    game.rejoinRequests = [request]
    await nextTick()
    const notice = w.get('[data-test="own-seat-requests"]')
    expect(notice.text()).toContain('Someone asks for your seat (Red) under your name.')
    expect(notice.text()).toContain('192.168.1.23')
    // Not offered as a seat to let someone into: it is this window's own.
    expect(w.find('[data-test="rejoin-requests"]').exists()).toBe(false)
    await notice.get('[data-test="not-me"]').trigger('click')
    expect(answer).toHaveBeenCalledWith('red', false, 'r1')
  })

  it('"It’s me" sends nothing and points to the recovery code', async () => {
    const { w, game } = table(waitingForBlue())
    game.held = { ...game.held, red: { ...(game.held.red as NonNullable<typeof game.held.red>), recovery: 'K7P2M9QX' } }
    const answer = vi.spyOn(game.requests, 'answerRejoin').mockResolvedValue()
    game.rejoinRequests = [request]
    await nextTick()
    await w.get('[data-test="its-me"]').trigger('click')
    expect(answer).not.toHaveBeenCalled()
    expect(w.get('[data-test="own-seat-requests"]').text()).toContain('seat recovery code')
    expect(w.find('[data-test="not-me"]').exists()).toBe(false)
  })

  it('tells a teammate that the seat’s player is at the table, and offers no yes', async () => {
    const seats: Seats = { red1: { name: 'Ann', connected: true, bot: false }, red2: { name: 'Bob', connected: true, bot: false } }
    const { w, game } = table(waitingForBlue(), seats)
    game.teams = [['red1', 'red2']]
    game.held = { red1: { ...(game.held.red as NonNullable<typeof game.held.red>), seat: 'red1' } }
    game.rejoinRequests = [{ ...request, seat: 'red2', name: 'Bob' }]
    await nextTick()
    const listed = w.get('[data-test="rejoin-requests"]')
    expect(listed.get('[data-test="rejoin-player-here"]').text()).toMatch(/Bob.* is at the table now/)
    expect(listed.findAll('button').map((b) => b.text())).toEqual(['Refuse'])
  })

  it('is not shown to a teammate’s guest, who holds the seat without its recovery code', async () => {
    const { w, game } = table(waitingForBlue())
    game.rejoinRequests = [request]
    await nextTick()
    expect(w.find('[data-test="own-seat-requests"]').exists()).toBe(false)
  })
})

describe('who is at the table', () => {
  it('names the computer’s level, shows it thinking, and counts who watches', async () => {
    const { w, game } = table(waitingForBlue(), { ...HERE, blue: { name: 'Computer', connected: true, bot: true, level: 'hard', thinking: true } }, 'computer')
    const blue = w.get('[data-seat="blue"]')
    expect(blue.text()).toContain('computer, hard')
    expect(blue.find('[data-test="thinking"]').text()).toBe('thinking…')
    expect(w.find('[data-test="spectators"]').exists()).toBe(false)
    game.spectators = 2
    await nextTick()
    expect(w.get('[data-test="spectators"]').text()).toContain('2 people watch')
  })
})

describe('conceding', () => {
  it('asks first, then concedes; the result shows from each side', async () => {
    const { w, game } = table(waitingForBlue())
    const concede = vi.spyOn(game.requests, 'concede').mockResolvedValue()
    await w.findAll('button').find((b) => b.text() === 'Concede')?.trigger('click')
    const dialog = w.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Your side loses now')
    await dialog.findAll('button').find((b) => b.text() === 'Concede')?.trigger('click')
    expect(concede).toHaveBeenCalled()

    game.result = { reason: 'conceded', seat: 'blue', winners: ['red'] }
    await nextTick()
    const result = w.get('[data-test="room-result"]')
    expect(result.get('h2').text()).toBe('You win!')
    expect(result.text()).toContain('Bob')
    expect(result.text()).toContain('conceded.')
    expect(turn(w)).toBe('Game over: Red wins')
    // Playing again from here is the platform's rematch.
    expect(result.find('[data-test="rematch"]').exists()).toBe(true)
  })

  it('ends the log as a rules ending does, and nobody is "to play" any more (issue 34, point 1)', async () => {
    const { w, game } = table(waitingForBlue())
    // Blue was to deploy.
    expect(w.findAll('.tag.acting').map((t) => t.text())).toEqual(['to play'])
    game.result = { reason: 'conceded', seat: 'blue', winners: ['red'] }
    await nextTick()
    expect(w.findAll('[role="log"] li').at(-1)?.text()).toContain('Red wins: Blue conceded.')
    expect(w.findAll('.tag.acting')).toEqual([])
    game.result = { reason: 'forfeit', seat: 'blue', winners: ['red'] }
    await nextTick()
    expect(w.findAll('[role="log"] li').at(-1)?.text()).toContain('Red wins: Blue left, and the game was ended.')
  })
})

describe('a replay’s last step of a conceded game (issue 34, points 1 and 11)', () => {
  function replayed(options: Record<string, unknown>) {
    const pinia = freshPinia()
    const game = useGameStore()
    const state = waitingForBlue()
    game.presentFrame({
      game: 'spies-and-lies',
      room: 'ABCDE',
      options,
      seats: { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: true, bot: false } },
      teams: null,
      seat: 'blue',
      view: { ...viewFor(state, 'blue'), prompt: null },
      step: 1,
      result: { reason: 'conceded', seat: 'blue', winners: ['red'] },
    })
    return mountTable(TableScreen, { pinia, attachTo: document.body })
  }

  it('shows no live end dialog and no rematch: the status line and the log say how it ended', async () => {
    const w = replayed({ deduction: true })
    await nextTick()
    expect(w.find('[data-test="room-result"]').exists()).toBe(false)
    expect(w.find('[data-test="rematch"]').exists()).toBe(false)
    expect(w.find('[role="dialog"], [role="alertdialog"], dialog').exists()).toBe(false)
    expect(turn(w)).toBe('Game over: Red wins')
    expect(w.findAll('[role="log"] li').at(-1)?.text()).toContain('Red wins: Blue conceded.')
  })

  it('does not call the seat on screen "you", and offers no deduction helper where the room had none', async () => {
    const off = replayed({ deduction: false })
    await nextTick()
    expect(off.findAll('.tag').map((t) => t.text())).not.toContain('you')
    expect(off.find('button.deduction-toggle').exists()).toBe(false)
    off.unmount()
    const on = replayed({ deduction: true })
    await nextTick()
    expect(on.find('button.deduction-toggle').exists()).toBe(true)
  })
})

describe('the deduction helper', () => {
  it('is one setting: switched at the table, it is switched in Settings too (and kept)', async () => {
    const s = confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10]))
    const { w, game } = table(s)
    game.options = { deduction: true }
    await nextTick()
    const settings = useSettingsStore()
    expect(settings.deduction).toBe(false)
    await w.get('button.deduction-toggle').trigger('click')
    expect(settings.deduction).toBe(true)
    await flushPromises()
    expect(JSON.parse(localStorage.getItem('safehouse.settings') ?? '{}').deduction).toBe(true)
  })
})

describe('the end of the game', () => {
  it('keeps the final card in view a moment before the end overlay covers it', async () => {
    vi.useFakeTimers()
    const before = playUntil(confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10])), (s) => s.phase === 'over', 400)
    expect(before.phase).toBe('over')
    // The state just before the end: replay to one move short of it.
    let last: GameState = confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10]))
    let next = last
    for (let i = 0; i < 400 && next.phase !== 'over'; i++) {
      last = next
      next = playUntil(last, () => false, 1)
    }
    const { w, game } = table(last)
    expect(w.find('[aria-labelledby="end-title"]').exists()).toBe(false)
    const red = game.held.red
    if (!red) throw new Error('no seat')
    red.view = viewFor(next, 'red')
    await nextTick()
    expect(w.find('[aria-labelledby="end-title"]').exists()).toBe(false)
    vi.advanceTimersByTime(END_HOLD_MS)
    await nextTick()
    expect(w.find('[aria-labelledby="end-title"]').exists()).toBe(true)
  })
})

describe('a host that does not come back (issue 34, point 10)', () => {
  it('after a while of failed reconnects, says the host may have moved, what to do, and the seat’s recovery code', async () => {
    vi.useFakeTimers()
    const { w, game } = table(waitingForBlue())
    const red = game.held.red
    if (!red) throw new Error('no seat')
    game.held = { red: { ...red, recovery: 'K7P2M9QX' } }
    await nextTick()
    game.held = { red: { ...(game.held.red as typeof red), status: 'reconnecting' } }
    await nextTick()
    expect(w.find('[data-test="connection-banner"]').exists()).toBe(true)
    vi.advanceTimersByTime(HOST_MOVED_MS - 1)
    await nextTick()
    expect(w.find('[data-test="host-moved"]').exists()).toBe(false)
    vi.advanceTimersByTime(1)
    await nextTick()
    const moved = w.get('[data-test="host-moved"]')
    expect(moved.text()).toContain('another address')
    expect(moved.text()).toContain('room ABCDE')
    expect(moved.get('[data-test="host-moved-code"]').text()).toBe('K7P2-M9QX')
    // Back: the hint goes.
    game.held = { red: { ...(game.held.red as typeof red), status: 'open' } }
    await nextTick()
    expect(w.find('[data-test="host-moved"]').exists()).toBe(false)
  })
})
