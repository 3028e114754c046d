// @vitest-environment happy-dom
// The table screen around the prompts: whose turn it is, the connection banner, the way out (with
// a confirmation), the text alternatives of the tracks, and the end of the game with a rematch.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { nextTick } from 'vue'
import { viewFor, type GameState, type PlayerView } from '../../../src/engine/spies-and-lies'
import EndOverlay from '../../../src/renderer/src/games/spies-and-lies/table/EndOverlay.vue'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import TableScreen from '../../../src/renderer/src/games/spies-and-lies/SpiesAndLiesTable.vue'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { confirmIntel, deployBoth, freshPinia, hold, mountTable, newGame, play, playUntil } from './helpers'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

function table(state: GameState, mode: 'computer' | 'network' = 'computer') {
  const pinia = freshPinia()
  const game = hold({ red: viewFor(state, 'red') }, { mode })
  const ui = useUiStore()
  ui.go('table')
  const w = mountTable(TableScreen, { pinia, attachTo: document.body })
  return { w, game, ui }
}

function finished(): GameState {
  return playUntil(confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10])), () => false, 400)
}

describe('table screen', () => {
  it('says whose turn it is and what is awaited', async () => {
    const { w, game } = table(newGame())
    expect(w.get('[data-test="turn"]').text()).toBe('Your turn: deploy four soldiers')
    const after = play(newGame(), 'red', { type: 'deploy', missions: [2, 5, 7, 9] })
    const red = game.held.red
    if (!red) throw new Error('no seat')
    red.view = viewFor(after, 'red')
    await nextTick()
    expect(w.get('[data-test="turn"]').text()).toBe('Blue is deploying…')
    // The deploy panel gave way to red's face-up line-up.
    expect(w.find('button[data-test="deploy"]').exists()).toBe(false)
    expect(w.get('[aria-label="Red\'s missions"]').findAll('[data-rank]')).toHaveLength(4)
  })

  it('shows a reconnecting banner while the connection is down', async () => {
    const { w, game } = table(newGame())
    expect(w.find('[data-test="connection-banner"]').exists()).toBe(false)
    const red = game.held.red
    if (!red) throw new Error('no seat')
    red.status = 'reconnecting'
    await nextTick()
    expect(w.get('[data-test="connection-banner"]').text()).toContain('reconnecting')
  })

  it('tells a teammate’s guest whose player took the seat back that it is theirs again, not just "disconnected" (issue 34, point 8)', async () => {
    const { w, game } = table(newGame())
    const red = game.held.red
    if (!red) throw new Error('no seat')
    red.status = 'closed'
    await nextTick()
    expect(w.get('[data-test="connection-banner"]').text()).toContain('Disconnected from the host')
    game.ownerBack = 'Dan'
    await nextTick()
    expect(w.get('[data-test="connection-banner"]').text()).toMatch(/^\u2068?Dan\u2069? is back: the seat is theirs again\.$/)
  })

  it('gives the tracks text alternatives, not colour alone', () => {
    let s = confirmIntel(deployBoth(newGame(), [2, 5, 7, 9], [3, 4, 6, 10]))
    // Blue passes; red guesses wrong on blue's mission 1: a 3 Miner, 3 IP for blue.
    s = play(play(s, 'blue', { type: 'deceive', play: false }), 'red', { type: 'guess', rank: 1 })
    const { w } = table(s)
    expect(w.get('svg[role="img"]').attributes('aria-label')).toContain('The Double Agent is on the neutral middle space')
    expect(w.find('[aria-label="Blue Infiltration track: 3 of 10"]').exists()).toBe(true)
    expect(w.find('[aria-label="Red Infiltration track: 0 of 10"]').exists()).toBe(true)
    expect(w.text()).toContain('Day 1 of 3')
    // Sides are marked by shape as well as colour.
    expect(w.text()).toContain('◆')
    expect(w.text()).toContain('●')
  })

  it('leaves only after a confirmation', async () => {
    const { w, game, ui } = table(newGame())
    const forget = vi.spyOn(game, 'forget')
    await w.get('button[data-test="leave"]').trigger('click')
    const dialog = w.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Leave the table?')
    // What is true (issue 28, point 6): the game stays in the Start screen's list, to come back to.
    expect(dialog.text()).toContain('You can come back: the game stays under “Games in progress” on the Start screen.')
    expect(dialog.text()).not.toContain('cannot')
    expect(document.activeElement?.textContent?.trim()).toBe('Cancel')
    await dialog.trigger('keydown', { key: 'Escape' })
    expect(w.find('[role="alertdialog"]').exists()).toBe(false)
    expect(forget).not.toHaveBeenCalled()
    await w.get('button[data-test="leave"]').trigger('click')
    await w.get('[role="alertdialog"] button.primary').trigger('click')
    expect(forget).toHaveBeenCalled()
    // …and kept there: leaving does not drop the saved game.
    expect(forget.mock.calls[0]?.[0]?.keep).not.toBe(false)
    expect(ui.screen).toBe('start')
  })

  it('in a network game, the Leave dialog also says what the others may do meanwhile', async () => {
    const { w } = table(newGame(), 'network')
    await w.get('button[data-test="leave"]').trigger('click')
    expect(w.get('[role="alertdialog"]').text()).toContain('the others see that you left, and may wait for you, let the computer play your seat, or end the game.')
  })

  it('opens the rules and the settings', async () => {
    const { w, ui } = table(newGame())
    await w.get('button:not([data-test])').trigger('click')
    expect(ui.screen).toBe('rules')
  })

  it('ends with the winner, the reason and a rematch in a new room', async () => {
    const s = finished()
    expect(s.phase).toBe('over')
    const { w, game, ui } = table(s)
    const overlay = w.get('[aria-labelledby="end-title"]')
    const winner = viewFor(s, 'red').winner
    const title = winner === 'red' ? 'You win!' : winner === 'blue' ? 'You lose' : 'A draw'
    expect(overlay.get('#end-title').text()).toBe(title)
    // The game day by day: a row for each of the days played, from the log.
    const rows = overlay.findAll('[data-test="end-recap"] tbody tr')
    expect(rows.map((r) => r.get('th').text())).toEqual(['1', '2', '3'].slice(0, rows.length))
    expect(rows.length).toBeGreaterThan(0)
    expect(overlay.text()).toContain('Infiltration points')
    // Whoever holds a seat at the finished table may offer a rematch (the host asks everyone else).
    expect(overlay.text()).not.toContain('ask the player who opened this game')
    game.started = true
    const rematch = vi.spyOn(game, 'rematch').mockResolvedValue()
    await w.get('[aria-labelledby="end-title"] button.primary').trigger('click')
    await flushPromises()
    expect(rematch).toHaveBeenCalledWith(false)
    expect(ui.screen).toBe('table')
    // Closing the overlay shows the final table, with a way back to the result.
    await w.get('[aria-labelledby="end-title"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[aria-labelledby="end-title"]').exists()).toBe(false)
    await w.get('.over-bar button').trigger('click')
    expect(w.find('[aria-labelledby="end-title"]').exists()).toBe(true)
  })

  it('goes to the lobby after a network rematch, so the friend can join the new room', async () => {
    const { w, game, ui } = table(finished(), 'network')
    game.lastStart = { url: 'ws://127.0.0.1:1/ws', how: { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' } }
    vi.spyOn(game, 'rematch').mockResolvedValue()
    await nextTick()
    await w.get('[aria-labelledby="end-title"] button.primary').trigger('click')
    await flushPromises()
    expect(ui.screen).toBe('lobby')
  })
})

describe('side strips', () => {
  it("name the computer in the player's language, with its level, and its exhausted soldiers as chips that explain themselves on a tap", async () => {
    const { w, game } = table(newGame())
    game.seats = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Computer', connected: true, bot: true, level: 'hard' } }
    await nextTick()
    const enemy = w.get('.enemy-zone .strip')
    expect(enemy.get('.player').text()).toBe('Computer')
    expect(enemy.get('[data-test="bot-level"]').text()).toContain('hard')
    const chip = enemy.get('.exhausted-card')
    expect(chip.attributes('tabindex')).toBe('0')
    expect(chip.get('[role="tooltip"]').text()).toMatch(/^\d+ \w+: \S/)
    await chip.trigger('click')
    expect(chip.classes()).toContain('open')
    const i18n = (w.vm as unknown as { $i18n: { locale: string } }).$i18n
    i18n.locale = 'fr'
    await nextTick()
    expect(enemy.get('.player').text()).toBe('Ordinateur')
    expect(enemy.text()).not.toContain('Computer')
    expect(enemy.get('[data-test="bot-level"]').text()).toContain('difficile')
  })
})

describe('end overlay', () => {
  const over = finished()
  const base = viewFor(over, 'red')

  /** The engine's final view with the end entry (and winner) swapped for each way a game ends. */
  function ending(winner: PlayerView['winner'], reason: string): PlayerView {
    return { ...base, winner, log: [...base.log.filter((e) => e.type !== 'end'), { type: 'end', winner, reason }] }
  }

  it.each([
    ['red', 'flag', 'You win!', "The Double Agent has taken Blue's flag."],
    ['blue', 'agent', 'You lose', "After the third day the Double Agent stands in Red's half"],
    ['red', 'infiltration', 'You win!', 'Red has more Infiltration points'],
    ['draw', 'tie', 'A draw', 'both sides have'],
  ] as const)('%s by %s', (winner, reason, title, why) => {
    const w = mountTable(EndOverlay, {
      pinia: freshPinia(),
      props: { view: ending(winner, reason), you: 'red' },
      slots: { rematch: '<p data-test="room-rematch">the room’s rematch</p>' },
    })
    expect(w.get('#end-title').text()).toBe(title)
    // A title from the player's side that does not say who won is followed by who did.
    expect(w.find('[data-test="end-winner"]').exists() ? w.get('[data-test="end-winner"]').text() : null).toBe(winner === 'blue' ? 'Blue wins!' : null)
    expect(w.get('#end-why').text()).toContain(why)
    // Playing again is the room's (RoomRematch), shown in the overlay.
    expect(w.find('[data-test="room-rematch"]').exists()).toBe(true)
    expect(w.text()).toContain('Back to start')
  })

  it('names the winning side in hot-seat', () => {
    const w = mountTable(EndOverlay, {
      pinia: freshPinia(),
      props: { view: ending('blue', 'flag'), you: null },
    })
    expect(w.get('#end-title').text()).toBe('Blue wins!')
    expect(w.find('[data-test="end-winner"]').exists()).toBe(false)
  })

  it('recaps the game day by day: points, infiltrations and where the Double Agent stood', () => {
    const log = [
      { type: 'day', day: 1, startSeat: 'red' },
      { type: 'score', seat: 'red', points: 8, reason: 'colonel' },
      { type: 'score', seat: 'red', points: 4, reason: 'deception' },
      { type: 'infiltration', seat: 'red', day: 1 },
      { type: 'agent', seat: 'red', from: 0, to: 1 },
      { type: 'score', seat: 'blue', points: 2, reason: 'identified' },
      { type: 'day', day: 2, startSeat: 'blue' },
      { type: 'score', seat: 'blue', points: 3, reason: 'spy' },
      { type: 'agent', seat: 'blue', from: 1, to: -4 },
      { type: 'end', winner: 'blue', reason: 'flag' },
    ]
    const w = mountTable(EndOverlay, {
      pinia: freshPinia(),
      props: { view: { ...base, winner: 'blue', log }, you: 'red' },
    })
    const table = w.get('[data-test="end-recap"]')
    expect(table.get('caption').text()).toBe('Day by day')
    expect(table.findAll('thead th').map((th) => th.text())).toEqual(['Day', '◆ Red', '● Blue', 'Double Agent'])
    expect(table.findAll('tbody tr').map((tr) => tr.findAll('th, td').map((c) => c.text()))).toEqual([
      ['1', '+12 IP, 1 infiltration', '+2 IP', "1 space into Blue's half"],
      ['2', '—', '+3 IP', "on the wall of Red's fort"],
    ])
  })
})
