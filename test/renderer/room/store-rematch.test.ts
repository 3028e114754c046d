// @vitest-environment happy-dom
// Issue 10, point 2 in the store: a rematch moves every window that accepts into the new room,
// seats kept or swapped, in network, hot-seat and computer games alike. Real host, real sockets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import type { TestHost } from './live-host'
import { savedSession } from '../../../src/renderer/src/stores/game'
import { aWindow, liveHost, stopLiveHost, until } from './live-host'

let running: TestHost | null = null
beforeEach(async () => {
  localStorage.clear()
  running = await liveHost()
})
afterEach(async () => {
  await stopLiveHost(running)
  running = null
})

describe('rematch through the store', () => {
  it('network: Ann offers with the sides swapped and waits in the new room; Bob is asked, accepts, and both are at its table', async () => {
    const url = (running as TestHost).wsUrl
    const ann = aWindow()
    const bob = aWindow()
    await ann.startGame(url, { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' })
    await bob.joinGame(url, ann.room as string, 'Bob')
    await until(() => ann.started && bob.started)
    const first = ann.room
    await bob.requests.concede()
    await until(() => ann.over, 'Ann to see the game end')
    expect(ann.result).toEqual({ reason: 'conceded', seat: 'blue', winners: ['red'] })
    // A notice of the first game (issue 34, point 3: "Bob let Ann back into their seat" showed at the rematch's table).
    ann.seatReturn = { seat: 'blue', name: 'Bob', how: 'recovery-code' }

    await ann.rematch(true)
    expect(ann.room).not.toBe(first)
    expect(ann.seatReturn).toBeNull()
    expect(ann.heldSeats).toEqual(['blue'])
    expect(ann.started).toBe(false)
    expect(ann.over).toBe(false)
    expect(ann.held.blue?.view?.prompt).not.toBeNull()

    await until(() => bob.rematchOffer !== null, 'Bob to be offered the rematch')
    expect(bob.rematchOffer).toMatchObject({ by: 'red', swap: true, room: ann.room, answers: { blue: 'waiting' } })
    await bob.answerRematch(true)
    expect(bob.room).toBe(ann.room)
    expect(bob.heldSeats).toEqual(['red'])
    expect(bob.started).toBe(true)
    await until(() => ann.started, 'Ann to see the new room start')
    // Each window keeps the new room to come back to.
    expect(savedSession()?.room).toBe(bob.room)
  })

  it('hot-seat: both seats of the window come along, swapped, with new tokens', async () => {
    const url = (running as TestHost).wsUrl
    const w = aWindow()
    await w.startGame(url, { mode: 'hotseat', names: { red: 'Ann', blue: 'Bob' } })
    const tokens = { red: w.held.red?.token, blue: w.held.blue?.token }
    await w.requests.concede()
    await w.rematch(true)
    expect(w.heldSeats).toEqual(['red', 'blue'])
    expect(w.seats?.red?.name).toBe('Bob')
    expect(w.seats?.blue?.name).toBe('Ann')
    expect(w.started).toBe(true)
    expect([w.held.red?.token, w.held.blue?.token]).not.toContain(tokens.red)
    expect(savedSession()?.tokens).toEqual({ red: w.held.red?.token, blue: w.held.blue?.token })
  })

  it('against the computer: the new room starts at once and the computer plays on', async () => {
    const url = (running as TestHost).wsUrl
    const w = aWindow()
    // The set-up form hands in reactive objects (once refused by structuredClone: no game could start).
    await w.startGame(url, { mode: 'computer', names: reactive({ red: 'Ann' }), options: reactive({ teams: false }), level: 'easy', humanSeat: 'red' })
    await w.requests.concede()
    const first = w.room
    await w.rematch()
    expect(w.room).not.toBe(first)
    expect(w.started).toBe(true)
    expect(w.seats?.blue).toMatchObject({ bot: true, level: 'easy' })
    await until(() => (w.held.red?.seq ?? 0) >= 1, 'the computer to deploy')
  })

  it('a decline leaves the window where it is, and the offer says so', async () => {
    const url = (running as TestHost).wsUrl
    const ann = aWindow()
    const bob = aWindow()
    await ann.startGame(url, { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' })
    await bob.joinGame(url, ann.room as string, 'Bob')
    await bob.requests.concede()
    await until(() => ann.over)
    await ann.rematch()
    await until(() => bob.rematchOffer !== null)
    const old = bob.room
    await bob.answerRematch(false)
    expect(bob.room).toBe(old)
    expect(bob.rematchOffer?.answers.blue).toBe('declined')
  })
})
