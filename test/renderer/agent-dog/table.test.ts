// @vitest-environment happy-dom
// The Agent DOG table as a player uses it: the exchange (the received card only after passing), a
// turn chosen from the panel or on the board (enter; which agent and how far; Swap's two agents; the
// Partner's steps with undo), the explanations when no card can be played, the hot-seat cover, what
// the page must never show (another hand, an undercover colour), and axe on the rendered table.
import { flushPromises } from '@vue/test-utils'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { applyAction, createGame, legalActions, revealedViewFor, viewFor, type Action, type GameState, type Seat } from '../../../src/engine/agent-dog'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import Table from '../../../src/renderer/src/games/agent-dog/AgentDogTable.vue'
import { T, freshPinia, hold, mountTable, position, viewsOf } from './helpers'
import { stubActs } from '../stub-acts'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

function mountFor(s: GameState, seats: readonly Seat[], mode: 'computer' | 'hotseat' | 'network' = 'computer') {
  const pinia = freshPinia()
  const game = hold(viewsOf(s, seats), { mode })
  const { act } = stubActs(game)
  const w = mountTable(Table, { pinia, attachTo: document.body })
  return { w, game, act }
}

async function click(w: ReturnType<typeof mountFor>['w'], selector: string): Promise<void> {
  const el = w.find(selector)
  expect(el.exists(), selector).toBe(true)
  await el.trigger('click')
  await nextTick()
}

function optionButton(w: ReturnType<typeof mountFor>['w'], text: string) {
  const b = w.findAll('[data-test="option"]').find((x) => x.text().includes(text))
  if (!b) throw new Error(`no option "${text}" in ${w.findAll('[data-test="option"]').map((x) => x.text()).join(' | ')}`)
  return b
}

/** The action sent is one the engine lists for the seat. */
function expectLegal(s: GameState, seat: Seat, action: unknown): void {
  expect(legalActions(s, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action))
}

describe('the exchange', () => {
  const start = createGame({ seed: 'exchange', players: 4, dealer: 'blue' })

  it('passes the card picked, face down, to the partner', async () => {
    const { w, act } = mountFor(start, ['red'])
    expect(w.find('[data-test="turn-panel"] h2').text()).toContain('Your turn — pass a card')
    expect(w.text()).toContain('Choose a card to give your partner, Green, face down.')
    const card = start.hands.red[2] as string
    expect(w.find('[data-test="confirm"]').attributes('disabled')).toBeDefined()
    await click(w, `button[data-card-id="${card}"]`)
    await click(w, '[data-test="confirm"]')
    expect(act).toHaveBeenCalledWith('red', { type: 'pass', card })
  })

  it('keeps the keyboard focus in the panel when the card passed goes (issue 28, point 7)', async () => {
    const { w, game, act } = mountFor(start, ['red'])
    const card = start.hands.red[2] as string
    await click(w, `button[data-card-id="${card}"]`)
    const confirm = w.get<HTMLButtonElement>('[data-test="confirm"]').element
    confirm.focus()
    await click(w, '[data-test="confirm"]')
    expect(act).toHaveBeenCalledWith('red', { type: 'pass', card })
    // The host took it: the question and its buttons are gone.
    const held = game.held.red
    if (!held) throw new Error('red is not held')
    held.view = viewFor(applyAction(start, 'red', { type: 'pass', card }), 'red')
    await flushPromises()
    expect(confirm.isConnected).toBe(false)
    expect(document.activeElement).not.toBe(document.body)
    expect(w.get('[data-test="turn-panel"]').element.contains(document.activeElement)).toBe(true)
  })

  it('does not pull the focus back when the control was left for somewhere else before it went (review)', async () => {
    const { w, game } = mountFor(start, ['red'])
    const card = start.hands.red[2] as string
    await click(w, `button[data-card-id="${card}"]`)
    const confirm = w.get<HTMLButtonElement>('[data-test="confirm"]').element
    confirm.focus()
    // A click on the board or the page: the focus goes nowhere in particular.
    confirm.blur()
    await flushPromises()
    const held = game.held.red
    if (!held) throw new Error('red is not held')
    held.view = viewFor(applyAction(start, 'red', { type: 'pass', card }), 'red')
    await flushPromises()
    expect(confirm.isConnected).toBe(false)
    expect(document.activeElement).toBe(document.body)
  })

  it('shows the card received only once both partners have passed', async () => {
    const gave = start.hands.red[0] as string
    const got = start.hands.green[1] as string
    const passed = applyAction(start, 'red', { type: 'pass', card: gave })
    const waiting = mountFor(passed, ['red']).w
    expect(waiting.find('[data-test="exchange-note"]').text()).toContain('You passed')
    expect(waiting.find('[data-test="exchange-note"]').text()).toContain('once everyone has passed')
    expect(waiting.html()).not.toContain(got)
    waiting.unmount()
    const both = applyAction(passed, 'green', { type: 'pass', card: got })
    const { w } = mountFor(both, ['red'])
    expect(w.find('[data-test="exchange-note"]').text()).toContain('Green passed you')
    expect(w.find(`[data-card-id="${got}"]`).exists()).toBe(true)
    expect(w.find(`[data-card-id="${got}"]`).text()).toContain('received')
    expect(w.html()).not.toContain(`data-card-id="${gave}"`)
  })

  it('with 2 or 3 players, passes to the next player', () => {
    const s = createGame({ seed: 'exchange-3', players: 3, dealer: 'red' })
    const { w } = mountFor(s, ['blue'])
    expect(w.text()).toContain('Choose a card to give the next player, Green, face down.')
  })
})

describe('a turn', () => {
  const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['start-1-11', '12'] } })

  it('picking a card lists what it can do: bring an agent in, or which agent and how far', async () => {
    const { w, act } = mountFor(s, ['red'])
    await click(w, `button[data-kind="start-1-11"]`)
    expect(w.findAll('[data-test="option"]').map((b) => b.text())).toEqual([
      "Bring a Red agent into play on Red's start field",
      '1 → Red +4 — onto a hole: goes undercover',
      '11 → Red +14',
    ])
    await optionButton(w, '11 →').trigger('click')
    const sent = act.mock.calls[0]?.[1]
    expect(sent).toEqual({ type: 'play', card: s.hands.red[0], move: { kind: 'steps', from: T(3), steps: 11 } })
    expectLegal(s, 'red', sent)
  })

  it('the board offers the same: tap the agent, then where it goes; tap the start area to bring one in', async () => {
    const { w, act } = mountFor(s, ['red'])
    await click(w, `button[data-kind="start-1-11"]`)
    // The agents that may move are marked, and where they may go.
    expect(w.findAll('[data-test="board"] .source')).toHaveLength(2)
    await click(w, '[data-test="board"] [data-key="t3"]')
    expect(w.findAll('[data-test="board"] .target')).toHaveLength(2)
    await click(w, '[data-test="board"] [data-key="t4"]')
    expect(act).toHaveBeenLastCalledWith('red', { type: 'play', card: s.hands.red[0], move: { kind: 'steps', from: T(3), steps: 1 } })
    const again = mountFor(s, ['red'])
    await click(again.w, `button[data-kind="start-1-11"]`)
    await click(again.w, '[data-test="board"] [data-key="s-red"]')
    expect(again.act).toHaveBeenLastCalledWith('red', { type: 'play', card: s.hands.red[0], move: { kind: 'enter' } })
  })

  it('a card that cannot be played completely is marked and offers nothing', async () => {
    const goal = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: { goal: 'red', index: 1 } }], hands: { red: ['12', '2'] } })
    const { w, act } = mountFor(goal, ['red'])
    const twelve = w.find('button[data-kind="12"]')
    expect(twelve.attributes('aria-disabled')).toBe('true')
    expect(twelve.text()).toContain('not now')
    await twelve.trigger('click')
    expect(w.find('[data-test="options"]').exists()).toBe(false)
    expect(act).not.toHaveBeenCalled()
  })

  it('Swap: the first undercover agent, then the second', async () => {
    const swap = position({
      players: 4,
      turn: 'red',
      pieces: [
        { colour: 'blue', at: T(4), undercover: true },
        { colour: 'green', at: T(24), undercover: true },
        { colour: 'red', at: T(1) },
      ],
      hands: { red: ['swap'] },
    })
    const { w, act } = mountFor(swap, ['red'])
    await click(w, 'button[data-kind="swap"]')
    expect(w.text()).toContain('Choose the first undercover agent:')
    await optionButton(w, 'Undercover agent on Blue +8').trigger('click')
    await nextTick()
    expect(w.text()).toContain('Swap the undercover agent on Blue +8 with:')
    await optionButton(w, 'Undercover agent on Red +4').trigger('click')
    const sent = act.mock.calls[0]?.[1]
    expect(sent).toMatchObject({ type: 'play', move: { kind: 'swap' } })
    expectLegal(swap, 'red', sent)
  })

  it("the Partner's four steps one by one, with undo, then played together", async () => {
    const partner = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }, { colour: 'green', at: T(44) }], hands: { red: ['partner'] } })
    const { w, act } = mountFor(partner, ['red'])
    await click(w, 'button[data-kind="partner"]')
    expect(w.text()).toContain('Step 1 of 4:')
    await optionButton(w, "Your agent on Red +3 → Red +4").trigger('click')
    await nextTick()
    await optionButton(w, 'Green agent on Green +12 → Green +13').trigger('click')
    await nextTick()
    expect(w.findAll('.steps-made li').map((li) => li.text())).toEqual(['Red +3 → Red +4', 'Green +12 → Green +13'])
    await click(w, '[data-test="undo"]')
    expect(w.findAll('.steps-made li')).toHaveLength(1)
    expect(w.text()).toContain('Step 2 of 4:')
    // The board shows the agent where the steps so far leave it.
    expect(w.find('[data-test="board"] .agent[data-at="t4"]').exists()).toBe(true)
    expect(w.find('[data-test="board"] .agent[data-at="t3"]').exists()).toBe(false)
    for (let i = 0; i < 3; i++) {
      await optionButton(w, 'Your agent on Red').trigger('click')
      await nextTick()
    }
    expect(w.find('[data-test="confirm"]').attributes('disabled')).toBeUndefined()
    await click(w, '[data-test="confirm"]')
    const sent = act.mock.calls[0]?.[1] as Action
    expect(sent).toMatchObject({ type: 'play', move: { kind: 'split', steps: [{ from: T(3) }, { from: T(4) }, { from: T(5) }, { from: T(6) }] } })
    expect(() => applyAction(partner, 'red', sent)).not.toThrow()
  })
})

describe('by keyboard', () => {
  it('a card picked from the keyboard brings the focus to its first choice; Escape puts it back; Backspace undoes a step', async () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['start-1-11', 'partner'] } })
    const { w } = mountFor(s, ['red'])
    // A click from the keyboard (Enter or Space on the button) has no pointer: detail 0.
    await w.find('button[data-kind="start-1-11"]').trigger('click', { detail: 0 })
    await nextTick()
    expect(document.activeElement?.getAttribute('data-option')).toBe('enter')
    await w.find('[data-test="turn-panel"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-test="options"]').exists()).toBe(false)
    await w.find('button[data-kind="partner"]').trigger('click', { detail: 0 })
    await w.find('[data-test="option"]').trigger('click')
    await nextTick()
    expect(w.findAll('.steps-made li')).toHaveLength(1)
    await w.find('[data-test="turn-panel"]').trigger('keydown', { key: 'Backspace' })
    expect(w.findAll('.steps-made li')).toHaveLength(0)
  })
})

describe('when no card can be played', () => {
  it('with 2 or 3 players, explains the rescue and sets the card picked aside', async () => {
    const base = position({ players: 2, turn: 'red', pieces: [], hands: { red: ['2', '3'] } })
    const s: GameState = { ...base, rescue: 'draw' }
    const { w, act } = mountFor(s, ['red'])
    expect(w.find('[data-test="turn-panel"] h2').text()).toContain('no card can be played')
    expect(w.find('[data-test="no-card"]').text()).toContain('None of your cards can be played completely.')
    await click(w, `button[data-card-id="${s.hands.red[1]}"]`)
    await click(w, '[data-test="confirm"]')
    expect(act).toHaveBeenCalledWith('red', { type: 'discard', card: s.hands.red[1] })
  })

  it('with 4 players, says the seat is out of the round and why', () => {
    const base = position({ players: 4, turn: 'blue', pieces: [{ colour: 'red', at: T(5) }], hands: { red: [], blue: ['5'] } })
    const s: GameState = { ...base, out: ['red'], log: [{ type: 'out', seat: 'red', reason: 'no-playable-card', count: 4 }] }
    const { w } = mountFor(s, ['red'])
    expect(w.find('[data-test="turn-panel"] h2').text()).toContain('Out of this round')
    expect(w.find('[data-test="no-card"]').text()).toContain('None of your cards could be played completely')
    expect(w.find('[data-seat="red"]').text()).toContain('Out of this round')
  })
})

describe('what the page never shows', () => {
  /** Vue's generated ids differ between mounts; nothing else may. */
  const normalised = (html: string): string => html.replace(/v-\d+(-\d+)*/g, 'v-id').replace(/-v-[\w-]+/g, '-v-id')

  it('renders exactly the same table whichever undercover agent is whose, and whatever the other hands hold', () => {
    // The same agents in play (so the start areas count the same); the two undercover ones swapped.
    const make = (first: Seat, second: Seat, blue: Array<'7' | '8' | '2' | 'swap'>) =>
      position({
        players: 4,
        turn: 'red',
        pieces: [
          { colour: 'red', at: T(3) },
          { colour: first, at: T(8), undercover: true },
          { colour: second, at: T(24), undercover: true },
        ],
        hands: { red: ['5', 'partner'], blue },
      })
    const a = mountFor(make('green', 'yellow', ['7', '8']), ['red'])
    const htmlA = normalised(a.w.html())
    a.w.unmount()
    const b = mountFor(make('yellow', 'green', ['2', 'swap']), ['red'])
    expect(normalised(b.w.html())).toBe(htmlA)
    // The undercover tokens carry no colour in any form.
    for (const token of b.w.findAll('[data-test="board"] .agent.undercover')) expect(token.html()).not.toMatch(/red|blue|green|yellow/)
    expect(b.w.findAll('[data-test="board"] .agent.undercover')).toHaveLength(2)
  })

  it('a replay with everything revealed marks each undercover agent with its colour (issue 26)', () => {
    const s = position({
      players: 4,
      turn: 'red',
      pieces: [
        { colour: 'red', at: T(3) },
        { colour: 'green', at: T(8), undercover: true },
        { colour: 'yellow', at: T(24), undercover: true },
      ],
      hands: { red: ['5', 'partner'] },
    })
    const pinia = freshPinia()
    hold({ red: { ...revealedViewFor(s, 'red'), prompt: null } })
    const w = mountTable(Table, { pinia, attachTo: document.body })
    const tokens = w.findAll('[data-test="board"] .agent.undercover')
    expect(tokens.map((t) => [t.attributes('data-at'), t.classes().filter((c) => c.startsWith('agent-'))])).toEqual([
      [expect.stringContaining('8'), ['agent-green']],
      [expect.stringContaining('24'), ['agent-yellow']],
    ])
    // The board in words says it too.
    expect(w.get('[data-test="board-words"]').text()).toMatch(/\(Green\).*\(Yellow\)/)
    w.unmount()
  })

  it('hot-seat: the cover hides every hand until the next player is ready', async () => {
    const s = createGame({ seed: 'hotseat', players: 2, dealer: 'red' })
    const { w } = mountFor(s, ['red', 'green'], 'hotseat')
    expect(w.find('#pass-title').text()).toBe('Pass the computer to Red')
    expect(w.findAll('[data-card-id]')).toHaveLength(0)
    await w.find('.pass .ready').trigger('click')
    await nextTick()
    expect(w.findAll('[data-card-id]').map((c) => c.attributes('data-card-id'))).toEqual(s.hands.red)
  })
})

describe('accessibility of the rendered table', () => {
  async function violations(s: GameState, seat: Seat, open?: (w: ReturnType<typeof mountFor>['w']) => Promise<void>): Promise<string[]> {
    const { w } = mountFor(s, [seat])
    await open?.(w)
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, 'label-content-name-mismatch': { enabled: true } },
    })
    const unnamed = [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === '')
    w.unmount()
    return [...result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), ...unnamed.map(() => 'a button without a name')]
  }

  // axe on the whole table (the board alone is hundreds of elements) is slow on a busy machine.
  const AXE_MS = 30_000

  it('the exchange', async () => {
    expect(await violations(createGame({ seed: 'a11y', players: 4 }), 'red')).toEqual([])
  }, AXE_MS)

  it('a turn with a card picked, and a Partner under way', async () => {
    const s = position({ players: 4, turn: 'red', pieces: [{ colour: 'red', at: T(3) }], hands: { red: ['start-1-11', 'partner'] } })
    expect(await violations(s, 'red', (w) => w.find('button[data-kind="start-1-11"]').trigger('click'))).toEqual([])
    expect(
      await violations(s, 'red', async (w) => {
        await w.find('button[data-kind="partner"]').trigger('click')
        await w.find('[data-test="option"]').trigger('click')
      }),
    ).toEqual([])
  }, AXE_MS)

  it('the end of the game', async () => {
    const s: GameState = { ...position({ players: 2, turn: 'red', pieces: [], hands: {} }), phase: 'over', winner: ['red'] }
    const { w } = mountFor(s, ['red'])
    expect(w.find('#end-title').text()).toBe('You win!')
    w.unmount()
    expect(await violations(s, 'red')).toEqual([])
  }, AXE_MS)
})
