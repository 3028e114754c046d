// Issue 11, point 4: a guessed room code let a stranger take the seat meant for a friend, with no
// way to remove them. Now the room's creator may, until the game is under way (no move since the
// start), remove whoever sits in a seat (the seat reopens, their token stops working, the cards are
// dealt anew) or every spectator, with `kick`. Other loopback addresses (127.0.0.x) stand for other machines on the Wi-Fi.
import { afterEach, describe, expect, it } from 'vitest'
import type { HostInfo } from '../../src/main/net/server'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(from: string): Promise<TestClient> {
  running ??= await startTestHost()
  const c = await TestClient.connect(running.wsUrl, {}, { localAddress: from })
  clients.push(c)
  return c
}

async function openRooms(): Promise<HostInfo['rooms']> {
  const response = await fetch(`${(running as TestHost).httpUrl}/api/info`)
  return ((await response.json()) as HostInfo).rooms
}

/** Ann (127.0.0.2) creates a room and sits at red; Mallory (127.0.0.66) guessed the code and took blue. */
async function strangerSeated(): Promise<{ ann: TestClient; mallory: TestClient; code: string; token: string }> {
  const ann = await client('127.0.0.2')
  const mallory = await client('127.0.0.66')
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  const welcome = await joinRoom(mallory, code, 'Mallory')
  await ann.next('seats', (m) => m.seats.blue.name === 'Mallory')
  return { ann, mallory, code, token: welcome.token as string }
}

describe('kick: the creator removes a guest before the first move', () => {
  it('the stranger is told and cut off, their token dies, the seat reopens with a new deal, and the friend sits down', async () => {
    const { ann, mallory, code, token } = await strangerSeated()
    const host = (running as TestHost).host
    expect(host.room(code)?.record.started).toBe(true)
    const seed = host.room(code)?.record.seed

    ann.send({ type: 'kick', seat: 'blue' })
    expect(await mallory.next('error')).toMatchObject({ code: 'removed' })
    expect((await mallory.closedBy()).code).toBe(4001)
    expect(await ann.next('seats')).toMatchObject({ started: false, seats: { blue: { name: null, connected: false, bot: false } } })
    // The cards are dealt anew: Ann gets the new deal's view, at seq 0.
    expect((await ann.next('view')).seq).toBe(0)
    expect(host.room(code)?.record.seed).not.toBe(seed)
    expect((await openRooms()).map((r) => [r.code, r.free])).toEqual([[code, ['blue']]])

    // Mallory's token no longer resumes (from anywhere), and her address may not join again.
    const back = await client('127.0.0.67')
    back.send({ type: 'resume', token })
    expect((await back.next('error')).code).toBe('unknown-token')
    const again = await client('127.0.0.66')
    again.send({ type: 'join', room: code, name: 'Mallory' })
    expect((await again.next('error')).code).toBe('removed')

    const bob = await client('127.0.0.3')
    const welcome = await joinRoom(bob, code, 'Bob')
    expect(welcome).toMatchObject({ seat: 'blue', started: true })
    expect(welcome.token).not.toBe(token)
    expect(await ann.next('seats')).toMatchObject({ started: true, seats: { blue: { name: 'Bob', connected: true } } })
  })

  it('moves played while the room waited for players are undone with the new deal', async () => {
    const ann = await client('127.0.0.2')
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    // A held seat may act while others are still empty: Ann deploys before anyone else is there.
    ann.act(ann.firstAction())
    await ann.next('view', (m) => m.seq === 1)
    const mallory = await client('127.0.0.66')
    await joinRoom(mallory, code, 'Mallory')
    await ann.next('seats', (m) => m.started)

    ann.send({ type: 'kick', seat: 'blue' })
    expect((await mallory.closedBy()).code).toBe(4001)
    expect(await ann.next('seats')).toMatchObject({ started: false })
    const view = await ann.next('view')
    expect(view.seq).toBe(0)
    expect(view.view.prompt).not.toBeNull()
    expect((running as TestHost).host.room(code)?.record.moves).toEqual([])
  })

  it('refused once a move has been played since the start (already-started)', async () => {
    const { ann, code } = await strangerSeated()
    ann.act(ann.firstAction())
    await ann.next('view', (m) => m.seq === 1)
    ann.send({ type: 'kick', seat: 'blue' })
    expect(await ann.next('error')).toMatchObject({ code: 'already-started', seq: 1 })
    expect((running as TestHost).host.room(code)?.record.seats.blue.name).toBe('Mallory')
  })

  it('only the creator, from their seat, and only a person: not-creator, no-seat, no-guest, bad-message', async () => {
    const { ann, mallory } = await strangerSeated()
    mallory.send({ type: 'kick', seat: 'red' })
    expect((await mallory.next('error')).code).toBe('not-creator')
    const stranger = await client('127.0.0.9')
    stranger.send({ type: 'kick', seat: 'blue' })
    expect((await stranger.next('error')).code).toBe('no-seat')
    ann.send({ type: 'kick', seat: 'red' })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'kick', seat: 'green' })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'kick' })
    expect((await ann.next('error')).code).toBe('bad-message')

    // An empty seat and a computer's seat hold nobody to remove.
    const cora = await client('127.0.0.4')
    const empty = await createRoom(cora)
    await joinRoom(cora, empty, 'Cora', 'red')
    cora.send({ type: 'kick', seat: 'blue' })
    expect((await cora.next('error')).code).toBe('no-guest')
    const dan = await client('127.0.0.5')
    const withBot = await createRoom(dan, { bots: ['blue'] })
    await joinRoom(dan, withBot, 'Dan', 'red')
    dan.send({ type: 'kick', seat: 'blue' })
    expect((await dan.next('error')).code).toBe('no-guest')
  })

  it('seat null removes every spectator; their addresses may not come back, the creator’s own address may', async () => {
    const ann = await client('127.0.0.2')
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const eve = await client('127.0.0.5')
    const sameMachine = await client('127.0.0.2')
    await joinRoom(eve, code, 'Eve', null)
    await joinRoom(sameMachine, code, 'Tab', null)

    ann.send({ type: 'kick', seat: null })
    expect(await ann.next('seats')).toMatchObject({ started: false })
    for (const watcher of [eve, sameMachine]) {
      expect((await watcher.next('error')).code).toBe('removed')
      expect((await watcher.closedBy()).code).toBe(4001)
    }
    const eveAgain = await client('127.0.0.5')
    eveAgain.send({ type: 'join', room: code, name: 'Eve', seat: null })
    expect((await eveAgain.next('error')).code).toBe('removed')
    const tabAgain = await client('127.0.0.2')
    expect((await joinRoom(tabAgain, code, 'Tab', null)).seat).toBeNull()
  })
})
