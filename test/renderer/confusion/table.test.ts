// @vitest-environment happy-dom
// The Confusion table with the store filled in as the host would: a move made by picking a spy
// and a target; free actions only after a confirmation; the briefcase holder's choice; answers by
// hand; standing orders sent at once (and again after a newer seq); the end screen with every
// piece; and the privacy rule: White's table is the same whatever White's own pieces are.
// A table mounts in well under a second; the budget is for a loaded CI machine.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { GameState, Label, MovementId } from '../../../src/engine/confusion'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { useSettingsStore } from '../../../src/renderer/src/stores/settings'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import { ASSIGNMENT, arrange, freshPinia, hold, mountWith, newGame, play, viewFor } from './helpers'

afterEach(() => {
  forgetRevealed()
  localStorage.clear()
  document.body.innerHTML = ''
})

function table(state: GameState, seat: 'white' | 'red' = 'white', how: Parameters<typeof hold>[1] = {}) {
  const pinia = freshPinia()
  const store = hold({ [seat]: viewFor(state, seat) }, how)
  useUiStore().go('table')
  const w = mountWith(ConfusionTable, { pinia, attachTo: document.body })
  return { w, ...store }
}

const cell = (w: ReturnType<typeof table>['w'], sq: [number, number]) => w.get(`rect[data-square="${squareKey(sq)}"]`)
async function tap(w: ReturnType<typeof table>['w'], sq: [number, number]): Promise<void> {
  await cell(w, sq).trigger('pointerdown', { button: 0, pointerId: 1 })
  await cell(w, sq).trigger('pointerup', { pointerId: 1 })
}

/** Vue's generated ids differ between mounts; nothing else may. */
function normalised(html: string): string {
  return html.replace(/v-\d+(-\d+)*/g, 'v-id')
}

describe('the Confusion table', { timeout: 120_000 }, () => {
  it('announces a move picked on the board: a spy, then one of its highlighted squares', async () => {
    const { w, act } = table(newGame())
    expect(w.get('[data-test="turn-panel"] h2').text()).toContain('Your turn — move a spy')
    expect(w.findAll('rect[data-pickable]')).toHaveLength(13)
    await tap(w, [3, 1])
    expect(w.findAll('rect[data-target]').length).toBeGreaterThan(10)
    expect(w.get('[data-test="turn-panel"]').text()).toContain('Spy H on d2')
    await tap(w, [3, 4])
    expect(act).toHaveBeenCalledWith('white', { type: 'move', from: [3, 1], to: [3, 4] })
    // The panel waits for the answer.
    expect(w.get('[data-test="turn-panel"]').attributes('aria-busy')).toBe('true')
  })

  it('announces a move dragged from a spy onto one of its squares', async () => {
    const dragged = table(newGame())
    await cell(dragged.w, [3, 1]).trigger('pointerdown', { button: 0, pointerId: 1 })
    await cell(dragged.w, [3, 3]).trigger('pointerup', { pointerId: 1 })
    expect(dragged.act).toHaveBeenCalledWith('white', { type: 'move', from: [3, 1], to: [3, 3] })
  })

  it('announces a move made with the keyboard alone', async () => {
    // The cursor starts on the first spy that may move (A on b1); Enter picks it, two steps up
    // and Enter again tries b3.
    const keyed = table(newGame())
    const grid = keyed.w.get('[role="grid"]')
    await grid.trigger('focus')
    await grid.trigger('keydown', { key: 'Enter' })
    expect(keyed.w.get('[data-test="turn-panel"]').text()).toContain('Spy A on b1')
    await grid.trigger('keydown', { key: 'ArrowUp' })
    await grid.trigger('keydown', { key: 'ArrowUp' })
    await grid.trigger('keydown', { key: 'Enter' })
    expect(keyed.act).toHaveBeenCalledWith('white', { type: 'move', from: [1, 0], to: [1, 2] })
  })

  it('asks before a free action, and sends it only once confirmed', async () => {
    const { w, act } = table(newGame({ tokens: true }))
    await w.findAll('button').find((b) => b.text() === 'Eliminate one of my spies…')?.trigger('click')
    expect(w.get('[data-test="turn-panel"]').text()).toContain('Choose the spy of yours to eliminate')
    await tap(w, [5, 1])
    const dialog = w.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Eliminate your spy X?')
    expect(act).not.toHaveBeenCalled()
    await dialog.findAll('button').find((b) => b.text() === 'Eliminate X')?.trigger('click')
    expect(act).toHaveBeenCalledWith('white', { type: 'eliminateOwn', at: [5, 1] })
    w.unmount()
  })

  it('from the keyboard: the board takes the focus to name the spy, and Escape in the panel lets go (issue 28, point 7)', async () => {
    const { w } = table(newGame({ tokens: true }))
    const start = w.findAll('button').find((b) => b.text() === 'Eliminate one of my spies…')
    if (!start) throw new Error('no Eliminate button')
    ;(start.element as HTMLButtonElement).focus()
    await start.trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(w.get('[data-test="board"]').element)
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.text()).toContain('Choose the spy of yours to eliminate')
    await panel.get('h2').trigger('keydown', { key: 'Escape' })
    expect(w.get('[data-test="turn-panel"]').text()).not.toContain('Choose the spy of yours to eliminate')
    expect(w.findAll('button').some((b) => b.text() === 'Eliminate one of my spies…')).toBe(true)
    w.unmount()
  })

  it('asks before a token too: Swap 2 names two spies, Move 2 asks at once', async () => {
    const { w, act } = table(newGame({ tokens: true }))
    await w.get('button[data-token="swap"]').trigger('click')
    await tap(w, [1, 0])
    await tap(w, [2, 1])
    expect(w.get('[role="alertdialog"]').text()).toContain('Swap spies A and N?')
    await w.get('[role="alertdialog"]').findAll('button').find((b) => b.text() === 'Cancel')?.trigger('click')
    expect(w.find('[role="alertdialog"]').exists()).toBe(false)
    expect(act).not.toHaveBeenCalled()

    await w.get('button[data-token="move2"]').trigger('click')
    await w.get('[role="alertdialog"]').findAll('button').find((b) => b.text() === 'Play Move 2')?.trigger('click')
    expect(act).toHaveBeenCalledWith('white', { type: 'token', kind: 'move2' })
  })

  it('plays Reveal 1 on a spy on the board, or on one already off it, after a confirmation', async () => {
    // White eliminated its own A last turn: Reveal 1 may still look at it.
    let s = newGame({ tokens: true })
    s = play(s, 'white', { type: 'eliminateOwn', at: [1, 0] })
    s = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    s = play(s, 'red', { type: 'move', from: [7, 9], to: [7, 8] })
    const { w, act } = table(s)
    await w.get('button[data-token="reveal"]').trigger('click')
    expect(w.findAll('rect[data-pickable]')).toHaveLength(12)
    const offBoard = w.findAll('.off-board button')
    expect(offBoard.map((b) => b.text())).toEqual(['Spy A'])
    await offBoard[0]?.trigger('click')
    const dialog = w.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Look at spy A with Reveal 1?')
    await dialog.findAll('button').find((b) => b.text() === 'Reveal A')?.trigger('click')
    expect(act).toHaveBeenCalledWith('white', { type: 'token', kind: 'reveal', label: 'A' })
  })

  it("lets the briefcase holder choose carry, leave or send, and sends the choice", async () => {
    let s = newGame()
    s = play(s, 'red', { type: 'orders', doubleAgent: 'yes' })
    s = play(s, 'white', { type: 'move', from: [5, 1], to: [5, 5] })
    s = play(s, 'red', { type: 'move', from: [7, 9], to: [7, 8] })
    const { w, act } = table(s)
    await tap(w, [5, 5])
    const radios = w.findAll('input[type="radio"]')
    expect(radios.map((r) => r.element.parentElement?.textContent?.trim().split('\n')[0])).toEqual(['Carry it along', 'Leave it here', 'Send it alone'].map((t) => expect.stringContaining(t) as unknown as string))
    await radios[2]?.setValue(true)
    await nextTick()
    await tap(w, [5, 8])
    expect(act).toHaveBeenCalledWith('white', { type: 'move', from: [5, 5], to: [5, 8], briefcase: 'send' })
  })

  it('answers an attempt by hand: only the true answer for a spy that is not the Double Agent', async () => {
    const s = play(newGame({ answers: 'by-hand' }), 'white', { type: 'move', from: [3, 1], to: [3, 5] })
    const { w, act } = table(s, 'red')
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.text()).toContain("White's spy H tries d2 → d6 (4 squares forward).")
    // H holds M07 (forward up to 3): the answer is no.
    expect(panel.get('button[data-answer="yes"]').attributes('disabled')).toBeDefined()
    await panel.get('button[data-answer="no"]').trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'answer', yes: false })
    // The squares of the attempt are pointed out on the board.
    expect(w.findAll('rect.highlight')).toHaveLength(2)
  })

  it('sends standing orders at once, and again when another move landed first', async () => {
    const { w, act, game, land, refuse } = table(newGame())
    const select = w.get('[data-test="orders-select"]')
    expect((select.element as HTMLSelectElement).value).toMatch(/^M\d\d$/)
    await select.setValue('no')
    expect(act).toHaveBeenLastCalledWith('white', { type: 'orders', doubleAgent: 'no' })
    expect(w.get('[data-test="orders"]').text()).toContain('Saving…')
    // The host refuses it as stale (Red moved meanwhile): it is sent again.
    refuse('stale-seq', 'stale')
    await flushPromises()
    expect(act).toHaveBeenCalledTimes(2)
    // It lands, and the new view shows the orders: done, and the turn panel shows no error.
    land(2)
    const s = play(newGame(), 'white', { type: 'orders', doubleAgent: 'no' })
    game.held = { white: { seat: 'white', token: null, view: viewFor(s, 'white'), seq: 2, status: 'open' } }
    await flushPromises()
    expect(w.get('[data-test="orders"]').text()).toContain('Every move it tries fails')
    expect(w.find('[data-test="prompt-error"]').exists()).toBe(false)
  })

  it('renders exactly the same table for White whatever White\'s own pieces are', () => {
    const other: Record<Label, MovementId> = { ...ASSIGNMENT, H: 'DA', X: 'M07', A: 'M12', N: 'M01' }
    const play2 = (s: GameState) => play(play(s, 'white', { type: 'move', from: [2, 1], to: [2, 2] }), 'red', { type: 'move', from: [7, 9], to: [7, 8] })
    const a = play2(newGame())
    const b = play2(newGame({ movement: { white: other, red: { ...ASSIGNMENT } } }))
    // N (M12 in a, M01 in b) tried one square forward: NO in a, YES in b; so compare before it.
    const before = [newGame(), newGame({ movement: { white: other, red: { ...ASSIGNMENT } } })]
    const html = before.map((s) => {
      const { w } = table(s)
      const out = normalised(w.html())
      w.unmount()
      return out
    })
    expect(html[0]).toBe(html[1])
    expect(html[0]).toContain('piece unknown')
    // The positive control: a different answer does change the table.
    const after = [a, b].map((s) => {
      const { w } = table(s)
      const out = normalised(w.html())
      w.unmount()
      return out
    })
    expect(after[0]).not.toBe(after[1])
  }, 120_000)

  it('shows every piece at the end, with how the game was won, and offers a rematch', () => {
    let s = newGame({ maxTurns: 2 })
    s = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    s = play(s, 'red', { type: 'move', from: [7, 9], to: [7, 8] })
    const { w } = table(s)
    const end = w.get('[role="dialog"]')
    expect(end.get('#end-title').text()).toBe('A draw')
    expect(end.get('#end-why').text()).toBe('The draw limit was reached.')
    const pieces = end.findAll('[data-end-spy]')
    expect(pieces).toHaveLength(26)
    for (const p of pieces) expect(p.attributes('data-end-movement')).toBe(ASSIGNMENT[(p.attributes('data-end-spy') as string).split('-')[1] as Label])
  })

  it('shows the hot-seat cover, and nothing of the table under it, whenever the turn passes', async () => {
    const s = newGame()
    const pinia = freshPinia()
    hold({ white: viewFor(s, 'white'), red: viewFor(s, 'red') }, { mode: 'hotseat' })
    useUiStore().go('table')
    const w = mountWith(ConfusionTable, { pinia, attachTo: document.body })
    expect(w.get('#pass-title').text()).toBe('Pass the computer to White')
    expect(w.find('[data-test="board"]').exists()).toBe(false)
    expect(w.html()).not.toMatch(/data-movement/)
    await w.get('.pass button').trigger('click')
    expect(w.find('[data-test="board"]').exists()).toBe(true)
    expect(w.get('[data-test="turn-panel"] h2').text()).toContain("White's turn — move a spy")
  })

  it('hot-seat: the mover sees the answer to their try before handing over, then the cover comes up (issue 28, point 8)', async () => {
    const s = newGame()
    const pinia = freshPinia()
    const { game } = hold({ white: viewFor(s, 'white'), red: viewFor(s, 'red') }, { mode: 'hotseat' })
    useUiStore().go('table')
    const w = mountWith(ConfusionTable, { pinia, attachTo: document.body })
    expect(w.get('#pass-title').text()).toBe('Pass the computer to White')
    expect(w.get('.pass').text()).toContain('show my spies')
    expect(w.get('.pass').text()).not.toContain('cards')
    await w.get('.pass button').trigger('click')
    // White tries a move; it is answered at once, and it is Red's turn.
    const after = play(s, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    expect(viewFor(after, 'red').prompt).not.toBeNull()
    for (const seat of ['white', 'red'] as const) {
      const held = game.held[seat]
      if (held) held.view = viewFor(after, seat)
    }
    await flushPromises()
    // White still has the screen, and reads the answer.
    expect(w.find('.pass').exists()).toBe(false)
    const answer = w.get('[data-test="answer-hold"]')
    expect(answer.text()).toContain("White's try is answered")
    expect(answer.text()).toMatch(/yes|no/i)
    expect(document.activeElement).toBe(answer.get('[data-test="hand-over"]').element)
    await answer.get('[data-test="hand-over"]').trigger('click')
    expect(w.get('#pass-title').text()).toBe('Pass the computer to Red')
    await w.get('.pass button').trigger('click')
    expect(w.find('[data-test="answer-hold"]').exists()).toBe(false)
    expect(w.get('[data-test="turn-panel"] h2').text()).toContain("Red's turn")
  })

  describe("a newcomer's first game (issue 25, point 8)", () => {
    // No games played on this device (settings.played lives in localStorage).
    beforeEach(() => localStorage.removeItem('safehouse.settings'))
    /** Red is about to carry the briefcase onto White's first row at k1. */
    const redAboutToWin = () => arrange(newGame({ firstSeat: 'red' }), { red: { F: [10, 2] }, briefcase: { at: [10, 2], holder: ['red', 'F'] } })
    const redWon = () => play(redAboutToWin(), 'red', { type: 'move', from: [10, 2], to: [10, 0] })

    it('after a first loss, says in a sentence how it happened and what would have stopped it', () => {
      const { w } = table(redWon())
      expect(w.get('[data-test="first-loss-tip"]').text()).toBe(
        "How it happened: Red's spy brought the briefcase to your first row up column k. Next time keep a spy within reach of every column near your first row.",
      )
    })

    it('says nothing of the kind to a player with games behind them', () => {
      const { w } = table(redWon())
      const settings = useSettingsStore()
      settings.countPlayed('confusion')
      settings.countPlayed('confusion')
      return nextTick().then(() => expect(w.find('[data-test="first-loss-tip"]').exists()).toBe(false))
    })

    it('counts a game seen in play to its end, not a finished one opened again', async () => {
      const opened = table(redWon())
      expect(useSettingsStore().played.confusion).toBeUndefined()
      opened.w.unmount()
      const { w, game } = table(redAboutToWin())
      const held = game.held.white
      if (!held) throw new Error('white is not held')
      held.view = viewFor(redWon(), 'white')
      await flushPromises()
      expect(useSettingsStore().played.confusion).toBe(1)
      w.unmount()
    })
  })
})
