// @vitest-environment happy-dom
// Issue 10, points 3 and 11 in the store: who is away or left, handing a seat to the computer,
// ending the game, taking a left seat back with the others' consent, who watches, and the list of
// games to go back to. Real host, real sockets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fetchReplay } from '../../../src/renderer/src/replay/load-replay'
import { aWindow, liveHost, stopLiveHost, until, type GameStore, type TestHost } from './live-host'
import { forgetSaved, savedGames, savedSession } from '../../../src/renderer/src/stores/game'

let running: TestHost | null = null
beforeEach(async () => {
  localStorage.clear()
  running = await liveHost({ graceMs: 50, spectatorNoticeMs: 10 })
})
afterEach(async () => {
  await stopLiveHost(running)
  running = null
})

async function networkPair(): Promise<{ ann: GameStore; bob: GameStore; url: string }> {
  const url = (running as TestHost).wsUrl
  const ann = aWindow()
  const bob = aWindow()
  await ann.startGame(url, { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red' })
  await bob.joinGame(url, ann.room as string, 'Bob')
  await until(() => ann.started)
  return { ann, bob, url }
}

/** Two against two over the network: Ann (red1) with Bob (red2) against Cy and Di. */
async function networkTeams(): Promise<{ ann: GameStore; bob: GameStore; url: string }> {
  const url = (running as TestHost).wsUrl
  const [ann, bob, cy, di] = [aWindow(), aWindow(), aWindow(), aWindow()]
  await ann.startGame(url, { mode: 'network', names: { red1: 'Ann' }, options: { teams: true }, humanSeat: 'red1' })
  const room = ann.room as string
  await bob.joinGame(url, room, 'Bob')
  await cy.joinGame(url, room, 'Cy')
  await di.joinGame(url, room, 'Di')
  await until(() => ann.started)
  return { ann, bob, url }
}

describe('a teammate’s yes and a guest’s key (issue 34, points 7 and 8)', () => {
  it('Ann sees both requests for Bob’s seat and lets in the one she picks; the other asker is refused; when Bob is back, the guest is told so', async () => {
    const { ann, bob, url } = await networkTeams()
    const room = ann.room as string
    expect(bob.heldSeats).toEqual(['red2'])
    const code = bob.held.red2?.recovery as string
    bob.forget({ keep: false })
    await until(() => ann.seats?.red2?.left === true, 'Bob to show as left')
    const [eve, guest] = [aWindow(), aWindow()]
    const eveAsks = eve.requestRejoin(url, room, 'Bob').then(
      () => null,
      (err: unknown) => err,
    )
    await until(() => ann.rejoinRequests.length === 1, 'the first request')
    const guestAsks = guest.requestRejoin(url, room, 'Bob')
    await until(() => ann.rejoinRequests.length === 2, 'the second request')
    await until(() => eve.rejoinOthers === 1, 'the first asker to hear of the second')
    const [, second] = ann.rejoinRequests
    await ann.requests.answerRejoin('red2', true, second?.id as string)
    await guestAsks
    expect(guest.heldSeats).toEqual(['red2'])
    expect(await eveAsks).toMatchObject({ code: 'rejoin-refused' })

    const back = aWindow()
    await back.requestRejoin(url, room, 'Bob', code)
    await until(() => guest.connectionStatus === 'closed', 'the guest to be cut off')
    expect(guest.ownerBack).toBe('Bob')
  })
})

describe('someone gone, through the store', () => {
  it('shows Bob as left, hands his seat to the computer at the level chosen', async () => {
    const { ann, bob } = await networkPair()
    bob.forget()
    await until(() => ann.seats?.blue?.left === true, 'Bob to show as left')
    await ann.requests.handToComputer('blue', 'hard')
    expect(ann.seats?.blue).toEqual({ name: 'Computer', connected: true, bot: true, level: 'hard', keptFor: 'Bob' })
  })

  it('ends the game against Bob, away after his connection dropped', async () => {
    const { ann, bob } = await networkPair()
    bob.disconnect()
    await until(() => ann.seats?.blue?.connected === false, 'Bob to show as away')
    expect(ann.seats?.blue?.left).toBeUndefined()
    await ann.requests.endGame('blue')
    expect(ann.result).toEqual({ reason: 'forfeit', seat: 'blue', winners: ['red'] })
    expect(ann.over).toBe(true)
  })

  it('Bob, his token lost, takes his seat back with its recovery code; Ann is told', async () => {
    const { ann, bob, url } = await networkPair()
    const room = ann.room as string
    const code = bob.held.blue?.recovery as string
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    bob.forget({ keep: false })
    await until(() => ann.seats?.blue?.left === true)
    const again = aWindow()
    await again.requestRejoin(url, room, 'Bob', `${code.slice(0, 4)}-${code.slice(4)}`)
    expect(again.heldSeats).toEqual(['blue'])
    expect(again.held.blue?.view).not.toBeNull()
    expect(again.held.blue?.recovery).toBe(code)
    expect(savedSession()?.room).toBe(room)
    await until(() => ann.seatReturn !== null && ann.seats?.blue?.connected === true, 'Ann to be told')
    expect(ann.seatReturn).toEqual({ seat: 'blue', name: 'Bob', how: 'recovery-code' })
  })

  it('without the code and without a teammate, asking is refused with a reason the player can act on', async () => {
    const { ann, bob, url } = await networkPair()
    bob.forget({ keep: false })
    await until(() => ann.seats?.blue?.left === true)
    const again = aWindow()
    const refused = await again.requestRejoin(url, ann.room as string, 'Bob').then(
      () => null,
      (err: unknown) => err,
    )
    expect(refused).toMatchObject({ code: 'no-rejoin' })
    expect(again.rejoinWaiting).toBeNull()
    expect(ann.rejoinRequests).toEqual([])
  })

  it('counts who watches', async () => {
    const { ann, url } = await networkPair()
    const cy = aWindow()
    await cy.watchGame(url, ann.room as string, 'Cy')
    await until(() => ann.spectators === 1, 'Ann to see one spectator')
    cy.disconnect()
    await until(() => ann.spectators === 0, 'the spectator to go')
  })
})

describe('the games to go back to', () => {
  it('a game against the computer that you leave stays in the list, can be resumed, or forgotten', async () => {
    const url = (running as TestHost).wsUrl
    const w = aWindow()
    await w.startGame(url, { mode: 'computer', names: { red: 'Ann' }, level: 'easy', humanSeat: 'red' })
    const first = w.room
    w.forget()
    expect(savedSession()).toBeNull()
    await w.startGame(url, { mode: 'hotseat', names: { red: 'Ann', blue: 'Bob' } })
    const second = w.room
    w.forget()
    const kept = savedGames()
    expect(kept.map((s) => [s.room, s.mode])).toEqual([
      [second, 'hotseat'],
      [first, 'computer'],
    ])
    expect(await w.resumeSaved(kept[1] ?? null)).toBe(true)
    expect(w.room).toBe(first)
    expect(w.heldSeats).toEqual(['red'])
    w.disconnect()
    forgetSaved(kept[0] as (typeof kept)[number])
    expect(savedGames().map((s) => s.room)).toEqual([first])
  })

  it('a finished game leaves the list when you leave it', async () => {
    const url = (running as TestHost).wsUrl
    const w = aWindow()
    await w.startGame(url, { mode: 'computer', names: { red: 'Ann' }, level: 'easy', humanSeat: 'red' })
    await w.requests.concede()
    w.forget()
    expect(savedGames()).toEqual([])
  })
})

describe('a replay asked for too early (issue 34, point 11)', () => {
  it('is refused in the page’s own words, without the host’s English sentence under them', async () => {
    const { ann, url } = await networkPair()
    await expect(fetchReplay(url, ann.room as string)).rejects.toMatchObject({ code: 'not-finished', message: '' })
  })

  it('Bob, at his seat, sees a request for it under his name and refuses it himself: the asker is refused at once', async () => {
    const { ann, bob, url } = await networkTeams()
    const eve = aWindow()
    const eveAsks = eve.requestRejoin(url, ann.room as string, 'Bob').then(
      () => null,
      (err: unknown) => err,
    )
    await until(() => bob.rejoinRequests.length === 1, 'Bob to see the request for his seat')
    await bob.requests.answerRejoin('red2', false, bob.rejoinRequests[0]?.id as string)
    expect(await eveAsks).toMatchObject({ code: 'rejoin-refused' })
    await until(() => ann.rejoinRequests.length === 0, 'the request to go for everyone')
    expect(bob.heldSeats).toEqual(['red2'])
  })
})
