// @vitest-environment happy-dom
// Each prompt panel sends the right action through the game store (a real Pinia with its acts
// stubbed), from views made by the real engine; then waits for the host; and shows refusals.
import { flushPromises } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { viewFor, type GameState, type Seat } from '../../../src/engine/spies-and-lies'
import PromptPanel from '../../../src/renderer/src/games/spies-and-lies/table/PromptPanel.vue'
import { confirmIntel, deployBoth, type Lineup, freshPinia, hold, mountTable, newGame, play, playUntil, promptOf } from './helpers'
import { stubActs } from '../stub-acts'

function setup(state: GameState, seat: Seat) {
  const pinia = freshPinia()
  const view = viewFor(state, seat)
  const game = hold({ [seat]: view }, { seq: 5 })
  const { act, land, refuse } = stubActs(game)
  const w = mountTable(PromptPanel, { pinia, props: { seat, view } })
  return { w, act, land, refuse, game, view }
}

/** Both deployed and the Intel confirmed: red (the starting side) will guess blue's mission 1. */
function missionPhase(red: Lineup = [2, 5, 7, 9], blue: Lineup = [2, 5, 7, 9]): GameState {
  return confirmIntel(deployBoth(newGame(), red, blue))
}

describe('prompt panels', () => {
  it('intel without a Sergeant: shows the card and the automatic tokens, then confirms', async () => {
    const s = deployBoth(newGame(), [2, 5, 7, 9], [2, 5, 7, 9])
    const { w, act } = setup(s, 'red')
    expect(w.text()).toContain('Intel')
    // Day 1's card is 4 5 6 7: the Lieutenant and the Bomb get tokens by themselves.
    expect(w.text()).toContain('5 Lieutenant')
    expect(w.findAll('.token.yes')).toHaveLength(2)
    expect(w.find('fieldset').exists()).toBe(false)
    await w.get('button[data-test="confirm"]').trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'intel' })
  })

  it("intel with a Sergeant: the token is the player's choice, and the Sergeant may lie", async () => {
    const s = deployBoth(newGame(), [2, 4, 7, 9], [2, 5, 7, 9])
    const { w, act, view } = setup(s, 'red')
    expect(view.prompt).toEqual({ type: 'intel', sergeant: 1 })
    expect(w.get('fieldset').text()).toContain('Your Sergeant on mission 2')
    expect(w.text()).toContain('may lie')
    const confirm = w.get('button[data-test="confirm"]')
    expect(confirm.attributes('disabled')).toBeDefined()
    const radios = w.findAll('input[type="radio"]')
    expect(radios).toHaveLength(2)
    expect(w.text()).toContain('Give intel (a token)')
    expect(w.text()).toContain('Give no intel')
    await radios[1].setValue(true)
    expect(confirm.attributes('disabled')).toBeUndefined()
    await confirm.trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'intel', sergeantToken: false })
  })

  it('deceive: play a Deception token, or not', async () => {
    const s = missionPhase()
    expect(promptOf(s, 'blue')).toBe('deceive')
    const first = setup(s, 'blue')
    expect(first.w.text()).toContain('Red is about to identify your mission 1')
    expect(first.w.text()).toContain('You hold 1 Deception token')
    await first.w.get('button[data-test="play"]').trigger('click')
    expect(first.act).toHaveBeenCalledWith('blue', { type: 'deceive', play: true })
    const second = setup(s, 'blue')
    await second.w.get('button[data-test="pass"]').trigger('click')
    expect(second.act).toHaveBeenCalledWith('blue', { type: 'deceive', play: false })
  })

  it('guess: a grid of ranks with names, what is known beside, then Confirm', async () => {
    const s = play(missionPhase(), 'blue', { type: 'deceive', play: true })
    expect(viewFor(s, 'red').prompt).toEqual({ type: 'guess', mission: 0 })
    const { w, act } = setup(s, 'red')
    const buttons = w.findAll('.grid button')
    expect(buttons.map((b) => b.attributes('aria-label'))).toEqual([
      '1 Spy (exhausted)',
      '2 Scout',
      '3 Miner',
      '4 Sergeant',
      '5 Lieutenant',
      '6 Captain',
      '7 Bomb',
      '8 Colonel',
      '9 General',
      '10 Marshal',
    ])
    // The ability is each button's description (and its tooltip).
    expect(buttons[6].attributes('title')).toContain('The next enemy soldier you reveal')
    expect(w.text()).toContain("Identify Blue's mission 1")
    expect(w.text()).toContain('A Deception token is on it')
    expect(w.text()).toContain('Blue exhausted')
    const confirm = w.get('button[data-test="confirm"]')
    expect(confirm.attributes('disabled')).toBeDefined()
    await buttons[6].trigger('click')
    expect(buttons[6].attributes('aria-pressed')).toBe('true')
    expect(confirm.text()).toBe('Guess: 7 Bomb')
    await confirm.trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'guess', rank: 7 })
  })

  it('deceive: neither answer is drawn as the default choice, and each says what it means', () => {
    const { w } = setup(missionPhase(), 'blue')
    const pass = w.get('button[data-test="pass"]')
    const playToken = w.get('button[data-test="play"]')
    expect(pass.classes()).not.toContain('primary')
    expect(playToken.classes()).not.toContain('primary')
    expect(pass.classes()).toEqual(playToken.classes())
    expect(pass.text()).toContain('Keep your tokens for a later mission.')
    expect(playToken.text()).toContain('4 IP more if the guess is wrong')
  })

  it('guess: keys 1 to 9 and 0 choose a rank (0 is the 10), then Enter on the focused Guess button guesses', async () => {
    const s = play(missionPhase(), 'blue', { type: 'deceive', play: true })
    const { w, act } = setup(s, 'red')
    const confirm = w.get('button[data-test="confirm"]')
    const focus = vi.spyOn(confirm.element as HTMLButtonElement, 'focus')
    const key = async (k: string, init: KeyboardEventInit = {}): Promise<void> => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...init }))
      await nextTick()
      await nextTick()
    }
    await key('7')
    expect(w.get('.grid button[data-rank="7"]').attributes('aria-pressed')).toBe('true')
    expect(confirm.text()).toBe('Guess: 7 Bomb')
    expect(w.get('[data-test="guess-chosen"]').text()).toContain('Chosen: 7 Bomb.')
    expect(focus).toHaveBeenCalled()
    await key('0')
    expect(confirm.text()).toBe('Guess: 10 Marshal')
    // With a modifier, the key is the browser's, not the table's.
    await key('3', { ctrlKey: true })
    expect(confirm.text()).toBe('Guess: 10 Marshal')
    await confirm.trigger('click')
    expect(act).toHaveBeenCalledWith('red', { type: 'guess', rank: 10 })
    expect(w.get('.grid').attributes('aria-keyshortcuts')).toBe('1 2 3 4 5 6 7 8 9 0')
  })

  it("captain: +6 IP, or copy one of the exhausted soldiers with its ability", async () => {
    // Blue's Captain on mission 1; red guesses the exhausted Spy, which is always wrong.
    const s = playUntil(missionPhase([2, 5, 7, 9], [6, 7, 8, 9]), (x) => promptOf(x, 'blue') === 'captain')
    expect(viewFor(s, 'blue').prompt).toEqual({ type: 'captain', copy: [1] })
    const six = setup(s, 'blue')
    await six.w.get('button[data-test="six"]').trigger('click')
    expect(six.act).toHaveBeenCalledWith('blue', { type: 'captain', choice: 'six' })
    const copy = setup(s, 'blue')
    const button = copy.w.get('button[data-test="copy-1"]')
    // Named by its text, which starts with what it says in bold (WCAG 2.5.3, Label in Name).
    expect(button.attributes('aria-label')).toBeUndefined()
    expect(button.find('.copy-text').text()).toMatch(/^Copy the exhausted 1 Spy\s+\S/)
    expect(button.text()).toContain('Deception token')
    await button.trigger('click')
    expect(copy.act).toHaveBeenCalledWith('blue', { type: 'captain', choice: 'copy', rank: 1 })
  })

  it('marshal: +10 IP, or +5 IP and the opponent −5', async () => {
    const s = playUntil(missionPhase([2, 5, 7, 9], [2, 3, 5, 10]), (x) => promptOf(x, 'blue') === 'marshal')
    expect(viewFor(s, 'blue').prompt).toEqual({ type: 'marshal' })
    const ten = setup(s, 'blue')
    expect(ten.w.text()).toContain('+5 IP and Red −5')
    await ten.w.get('button[data-test="ten"]').trigger('click')
    expect(ten.act).toHaveBeenCalledWith('blue', { type: 'marshal', choice: 'ten' })
    const sabotage = setup(s, 'blue')
    await sabotage.w.get('button[data-test="sabotage"]').trigger('click')
    expect(sabotage.act).toHaveBeenCalledWith('blue', { type: 'marshal', choice: 'sabotage' })
  })

  it('waits for the host after sending, and wakes up for a refusal with a readable reason', async () => {
    const s = missionPhase()
    const { w, act, refuse } = setup(s, 'blue')
    await w.get('button[data-test="pass"]').trigger('click')
    expect(act).toHaveBeenCalledTimes(1)
    expect(w.get('button[data-test="play"]').attributes('disabled')).toBeDefined()
    // A second click while waiting sends nothing.
    await w.get('button[data-test="pass"]').trigger('click')
    expect(act).toHaveBeenCalledTimes(1)
    expect(w.text()).toContain('waiting for the host')
    refuse('illegal-action', 'you hold no Deception token', 'no-token')
    await flushPromises()
    expect(w.get('[data-test="prompt-error"]').text()).toBe('You have no Deception token to play.')
    expect(w.get('button[data-test="pass"]').attributes('disabled')).toBeUndefined()
    await w.get('button[data-test="pass"]').trigger('click')
    refuse('rate-limited', 'slow down')
    await flushPromises()
    expect(w.get('[data-test="prompt-error"]').text()).toBe('Too many moves at once. Wait a moment.')
    await w.get('button[data-test="pass"]').trigger('click')
    refuse('something-new' as 'rate-limited', 'odd')
    await flushPromises()
    expect(w.get('[data-test="prompt-error"]').text()).toContain('odd')
  })

  it('the host saying the answer landed re-enables the panel', async () => {
    const s = missionPhase()
    const { w, land } = setup(s, 'blue')
    await w.get('button[data-test="pass"]').trigger('click')
    expect(w.get('button[data-test="play"]').attributes('disabled')).toBeDefined()
    land(6)
    await flushPromises()
    expect(w.get('button[data-test="play"]').attributes('disabled')).toBeUndefined()
  })

  it('says what is awaited when it is not this seat’s turn', async () => {
    const deploying = play(newGame(), 'red', { type: 'deploy', missions: [2, 5, 7, 9] })
    expect(setup(deploying, 'red').w.text()).toContain('Blue is deploying…')
    const deceiving = missionPhase()
    expect(setup(deceiving, 'red').w.text()).toContain('Blue is deciding whether to play a Deception token on mission 1…')
    const guessing = play(deceiving, 'blue', { type: 'deceive', play: false })
    expect(setup(guessing, 'blue').w.text()).toContain("Red is identifying Blue's mission 1…")
    const intel = deployBoth(newGame(), [2, 5, 7, 9], [2, 5, 7, 9])
    const afterRed = play(intel, 'red', { type: 'intel' })
    expect(setup(afterRed, 'red').w.text()).toContain('Blue is studying the Intel…')
    const captain = playUntil(missionPhase([2, 5, 7, 9], [6, 7, 8, 9]), (x) => promptOf(x, 'blue') === 'captain')
    expect(setup(captain, 'red').w.text()).toContain("Blue is giving the Captain's order…")
    const marshal = playUntil(missionPhase([2, 5, 7, 9], [2, 3, 5, 10]), (x) => promptOf(x, 'blue') === 'marshal')
    expect(setup(marshal, 'red').w.text()).toContain("Blue is choosing the Marshal's reward…")
  })
})
