// @vitest-environment happy-dom
// Issue 22, points 3 and 4 in the store: a spectator's reload watches the same room again, and in
// the lobby a joiner moves to another free seat and the creator arranges the seats. Real host,
// real sockets; a "reload" is a new window (its own Pinia) over the same localStorage.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aWindow, liveHost, stopLiveHost, until, type TestHost } from './live-host'
import { savedGames, savedSession } from '../../../src/renderer/src/stores/game'

let running: TestHost | null = null
beforeEach(async () => {
  localStorage.clear()
  running = await liveHost({ spectatorNoticeMs: 10 })
})
afterEach(async () => {
  await stopLiveHost(running)
  running = null
})

describe('a spectator reloads', () => {
  it('watches the same room again, with no token kept, and the room is not listed as a game to take up', async () => {
    const url = (running as TestHost).wsUrl
    const ann = aWindow()
    await ann.startGame(url, { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' })
    const room = ann.room as string
    const cy = aWindow()
    await cy.watchGame(url, room, 'Cy')
    expect(savedSession()).toMatchObject({ room, watch: true, tokens: {} })
    expect(savedGames().map((s) => s.watch)).toEqual([undefined])
    cy.disconnect()

    const reloaded = aWindow()
    expect(await reloaded.resumeSaved()).toBe(true)
    expect(reloaded.watching).toBe(true)
    expect(reloaded.room).toBe(room)
    expect(reloaded.heldSeats).toEqual([])
    expect(reloaded.spectatorView).not.toBeNull()
    await until(() => ann.spectators === 1, 'Ann to see one spectator')

    // Leaving the table: a later reload starts afresh.
    reloaded.forget()
    expect(savedSession()).toBeNull()
  })
})

describe('choosing seats in the lobby', () => {
  it('Bob moves beside his friend, keeping his token; Ann arranges the rest, herself included', async () => {
    const url = (running as TestHost).wsUrl
    const ann = aWindow()
    await ann.startGame(url, { game: 'agent-dog', mode: 'network', names: { red: 'Ann' }, humanSeat: 'red', options: { players: 4 } })
    const bob = aWindow()
    await bob.joinGame(url, ann.room as string, 'Bob')
    expect(bob.heldSeats).toEqual(['blue'])
    const token = bob.held.blue?.token

    await bob.requests.moveSeat('green')
    expect(bob.heldSeats).toEqual(['green'])
    expect(bob.held.green?.token).toBe(token)
    expect(bob.held.green?.view).not.toBeNull()
    expect(savedSession()?.tokens).toEqual({ green: token })
    await until(() => ann.seats?.green?.name === 'Bob' && ann.seats.blue?.name === null, 'Ann to see Bob at green')

    await ann.requests.setComputer('blue', 'hard')
    expect(ann.seats?.blue).toMatchObject({ bot: true, level: 'hard' })
    await ann.requests.swapSeats('red', 'yellow')
    await until(() => ann.heldSeats.join() === 'yellow', 'Ann to sit at yellow')
    expect(ann.isCreator).toBe(true)
    expect(ann.seats?.red?.name).toBeNull()
    await ann.requests.setComputer('blue', null)
    expect(ann.seats?.blue).toMatchObject({ name: null, bot: false })
    expect(ann.started).toBe(false)
  })
})
