// @vitest-environment happy-dom
// The room's panels (components/table) in the Confusion and Agent DOG tables, as in Spies & Lies's
// (table-room.test.ts): an opponent away or gone is named in the turn line with the choice of what
// to do; a game ended by a concession shows its result with the platform's rematch.
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import * as confusion from '../../../src/engine/confusion'
import * as dog from '../../../src/engine/agent-dog'
import { forgetRevealed } from '../../../src/renderer/src/components/table/pass-memory'
import ConfusionTable from '../../../src/renderer/src/games/confusion/ConfusionTable.vue'
import AgentDogTable from '../../../src/renderer/src/games/agent-dog/AgentDogTable.vue'
import type { Seats } from '../../../src/shared/protocol'
import * as confusionHelpers from '../confusion/helpers'
import * as dogHelpers from '../agent-dog/helpers'

afterEach(() => {
  forgetRevealed()
  document.body.innerHTML = ''
})

function firstOf<A>(actions: readonly A[]): A {
  const a = actions[0]
  if (a === undefined) throw new Error('no legal action')
  return a
}

function confusionTable() {
  const pinia = confusionHelpers.freshPinia()
  // White has played: the game waits for Red.
  let state = confusionHelpers.newGame()
  while (confusion.toActOf(state).includes('white')) state = confusion.applyAction(state, 'white', firstOf(confusion.legalActions(state, 'white')))
  expect(confusion.toActOf(state)).toContain('red')
  const { game } = confusionHelpers.hold({ white: confusion.viewFor(state, 'white') }, { mode: 'network' })
  const w = confusionHelpers.mountWith(ConfusionTable, { pinia, attachTo: document.body })
  return { w, game, seats: { white: 'Ann', red: 'Bob' } as const, opponent: 'red', mine: 'white' }
}

function dogTable() {
  const pinia = dogHelpers.freshPinia()
  // Two players, Red has played: the game waits for Green.
  let state = dog.createGame({ players: 2, seed: 'room-panels' })
  while (dog.toAct(state).includes('red')) state = dog.applyAction(state, 'red', firstOf(dog.legalActions(state, 'red')))
  expect(dog.toAct(state)).toContain('green')
  const game = dogHelpers.hold(dogHelpers.viewsOf(state, ['red']), { mode: 'network' })
  const w = dogHelpers.mountTable(AgentDogTable, { pinia, attachTo: document.body })
  return { w, game, seats: { red: 'Ann', green: 'Bob' } as const, opponent: 'green', mine: 'red' }
}

/** Tables at the start, where the seat held here has something to decide. */
function confusionToDecide() {
  const pinia = confusionHelpers.freshPinia()
  const state = confusionHelpers.newGame()
  expect(confusion.viewFor(state, 'white').prompt).not.toBeNull()
  const { game } = confusionHelpers.hold({ white: confusion.viewFor(state, 'white') }, { mode: 'network' })
  const w = confusionHelpers.mountWith(ConfusionTable, { pinia, attachTo: document.body })
  return { w, game, mine: 'white', opponent: 'red' }
}
function dogToDecide() {
  const pinia = dogHelpers.freshPinia()
  const state = dog.createGame({ players: 2, seed: 'room-panels' })
  expect(dog.viewFor(state, 'red').prompt).not.toBeNull()
  const game = dogHelpers.hold(dogHelpers.viewsOf(state, ['red']), { mode: 'network' })
  const w = dogHelpers.mountTable(AgentDogTable, { pinia, attachTo: document.body })
  return { w, game, mine: 'red', opponent: 'green' }
}

describe.each([
  ['Confusion', confusionToDecide],
  ['Agent DOG', dogToDecide],
])('the %s table after a game ended outside its rules (issue 28, point 5)', (_name, make) => {
  it('asks nothing more, and waits for nobody', async () => {
    const { w, game, mine, opponent } = make()
    game.seats = {
      [mine]: { name: 'Ann', connected: true, bot: false },
      [opponent]: { name: 'Bob', connected: false, bot: false },
    }
    game.started = true
    await nextTick()
    expect(w.get('[data-test="turn-panel"] h2').text()).toContain('Your turn')
    game.result = { reason: 'forfeit', seat: opponent, winners: [mine] }
    await nextTick()
    const panel = w.get('[data-test="turn-panel"]')
    expect(panel.get('h2').text()).toContain('Game over')
    expect(panel.findAll('button').filter((b) => b.attributes('disabled') === undefined)).toEqual([])
    expect(w.text()).not.toContain('Your turn')
    expect(w.text()).not.toContain('the game waits for them')
    expect(game.seatsToAct).toEqual([])
  })
})

describe.each([
  ['Confusion', confusionTable],
  ['Agent DOG', dogTable],
])('the room around the %s table', (_name, make) => {
  it('names an absent opponent in the turn line and offers what to do', async () => {
    const { w, game, seats, opponent, mine } = make()
    const here: Seats = {
      [mine]: { name: seats[mine as keyof typeof seats], connected: true, bot: false },
      [opponent]: { name: 'Bob', connected: true, bot: false },
    }
    game.seats = here
    game.started = true
    await nextTick()
    expect(w.find('[data-test="absent-seat"]').exists()).toBe(false)
    game.seats = { ...here, [opponent]: { name: 'Bob', connected: false, bot: false, left: true } }
    await nextTick()
    expect(w.get('[data-test="turn"]').text()).toContain('has left the game.')
    expect(w.get('[data-test="absent-seat"]').text()).toContain('Bob')
  })

  it('says a connection dropped moments ago as such, and nobody reads "here" while this window is cut off (issue 28, point 5)', async () => {
    const { w, game, seats, opponent, mine } = make()
    game.seats = {
      [mine]: { name: seats[mine as keyof typeof seats], connected: true, bot: false },
      [opponent]: { name: 'Bob', connected: true, bot: false, dropped: true },
    }
    game.started = true
    await nextTick()
    const row = (seat: string) => w.get(`[data-test="seat-presence"] [data-seat="${seat}"]`)
    expect(row(opponent).attributes('data-presence')).toBe('dropped')
    expect(row(opponent).text()).toContain('connection lost…')
    const held = game.held[mine]
    if (!held) throw new Error('no seat held')
    held.status = 'reconnecting'
    await nextTick()
    for (const seat of [mine, opponent]) {
      expect(row(seat).attributes('data-presence')).toBe('unknown')
      expect(row(seat).text()).toContain('unknown: no connection to the host')
    }
  })

  it('shows a concession as the room result, with the rematch offer', async () => {
    const { w, game, seats, opponent, mine } = make()
    game.seats = {
      [mine]: { name: seats[mine as keyof typeof seats], connected: true, bot: false },
      [opponent]: { name: 'Bob', connected: true, bot: false },
    }
    game.started = true
    game.result = { reason: 'conceded', seat: opponent, winners: [mine] }
    await nextTick()
    const result = w.get('[data-test="room-result"]')
    expect(result.get('h2').text()).toBe('You win!')
    expect(result.text()).toContain('conceded.')
    expect(result.find('[data-test="rematch"]').exists()).toBe(true)
    expect(w.get('[data-test="turn"]').text()).toContain('Game over')
  })
})

describe('a result with two winners (issue 28, point 8)', () => {
  it('reads "win", not "wins"', async () => {
    const { w, game } = dogTable()
    game.seats = {
      red: { name: 'Ann', connected: true, bot: false },
      green: { name: 'Bob', connected: true, bot: false },
    }
    game.started = true
    game.result = { reason: 'conceded', seat: 'blue', winners: ['red', 'green'] }
    await nextTick()
    expect(w.get('[data-test="turn"]').text()).toBe('Game over: Red + Green win')
    expect(w.get('[data-test="room-result"]').text()).not.toContain('wins')
  })
})
