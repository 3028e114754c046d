// Protocol v2's room life: a room starts once every seat is held, the creator may hand empty seats
// to the computer, seats and options are the game's own, and /api/info lists rooms waiting for
// players (never local ones).
import { afterEach, describe, expect, it } from 'vitest'
import type { HostInfo } from '../../src/main/net/server'
import { TestClient, createRoom, joinRoom, playOut, randomPicker } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  running ??= await startTestHost()
  const c = await TestClient.connect(running.wsUrl)
  clients.push(c)
  return c
}

async function info(): Promise<HostInfo> {
  const response = await fetch(`${(running as TestHost).httpUrl}/api/info`)
  return (await response.json()) as HostInfo
}

describe('a room starts when every seat is held', () => {
  it('welcome says started: false until the last seat is taken; then everyone is told started: true', async () => {
    const ann = await client()
    const bob = await client()
    const code = await createRoom(ann)
    const annWelcome = await joinRoom(ann, code, 'Ann')
    expect(annWelcome).toMatchObject({ seat: 'red', started: false, creator: 'red' })
    expect(annWelcome.teams).toBeUndefined()
    const bobWelcome = await joinRoom(bob, code, 'Bob')
    expect(bobWelcome).toMatchObject({ seat: 'blue', started: true })
    const seats = await ann.next('seats')
    expect(seats).toMatchObject({ started: true, seats: { blue: { name: 'Bob', connected: true } } })
  })

  it('a room whose seats are all computers has started from the beginning', async () => {
    const watcher = await client()
    const code = await createRoom(watcher, { bots: ['red', 'blue'], botLevel: 'easy' })
    const welcome = await joinRoom(watcher, code, 'Eve')
    expect(welcome).toMatchObject({ seat: null, started: true })
  })

  it('a room that started stays started when a player leaves', async () => {
    const ann = await client()
    const bob = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    await joinRoom(bob, code, 'Bob')
    bob.send({ type: 'leave' })
    const watcher = await client()
    expect((await joinRoom(watcher, code, 'Eve', null)).started).toBe(true)
  })
})

describe('fillWithComputer', () => {
  it('the creator hands every empty seat to the computer: the room starts and the computer plays', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    ann.send({ type: 'fillWithComputer', level: 'easy' })
    const seats = await ann.next('seats')
    expect(seats).toMatchObject({ started: true, seats: { red: { name: 'Ann', bot: false }, blue: { name: 'Computer', bot: true, connected: true } } })
    await playOut([ann], randomPicker('fill'))
    expect(ann.view?.winner).not.toBeNull()
  }, 60_000)

  it('is refused to anyone but the creator (not-creator), and to a connection with no seat (no-seat)', async () => {
    const ann = await client()
    const bob = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    await joinRoom(bob, code, 'Bob', 'blue')
    await ann.next('seats')
    bob.send({ type: 'fillWithComputer' })
    expect((await bob.next('error')).code).toBe('not-creator')
    const stranger = await client()
    stranger.send({ type: 'fillWithComputer' })
    expect((await stranger.next('error')).code).toBe('no-seat')
  })

  it('the creator is remembered with the seat: after a resume on a new connection it may still fill', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    const welcome = await joinRoom(ann, code, 'Ann')
    await ann.close()
    const again = await client()
    again.send({ type: 'resume', token: welcome.token as string })
    await again.next('welcome')
    again.send({ type: 'fillWithComputer', level: 'normal' })
    expect((await again.next('seats')).started).toBe(true)
    expect((running as TestHost).host.room(code)?.record.seats.blue?.bot).toBe('normal')
  })
})

describe('seats and options are the game’s own', () => {
  it('refuses a seat, a computer seat or an option the game does not have, with bad-message', async () => {
    const ann = await client()
    ann.send({ type: 'createRoom', game: 'spies-and-lies', options: {}, bots: ['green'] })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'createRoom', game: 'spies-and-lies', options: { wall: 99 } })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'createRoom', game: 'spies-and-lies', options: { seed: 'mine' } })
    expect((await ann.next('error')).code).toBe('bad-message')
    const code = await createRoom(ann)
    ann.send({ type: 'join', room: code, name: 'Ann', seat: 'white' })
    expect((await ann.next('error')).code).toBe('bad-message')
  })

  it('refuses an act whose action is not one of the game’s, with bad-message, before the rules see it', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    ann.send({ type: 'act', seq: 0, action: { type: 'move', from: [0, 0], to: [0, 1] } })
    const error = await ann.next('error')
    expect(error.code).toBe('bad-message')
    expect(error.rule).toBeUndefined()
  })
})

describe('/api/info', () => {
  it('lists the games it plays and the network rooms waiting for players, with their free seats', async () => {
    const ann = await client()
    const code = await createRoom(ann, { options: { wall: 3 }, name: 'Ann’s game' })
    await joinRoom(ann, code, 'Ann')
    const body = await info()
    expect(body.version).toBe(2)
    expect(body.games).toContain('spies-and-lies')
    expect(body.rooms).toEqual([{ code, game: 'spies-and-lies', name: 'Ann’s game', options: { wall: 3 }, free: ['blue'], seats: ['red', 'blue'] }])
    // Once it starts it is no longer waiting.
    const bob = await client()
    await joinRoom(bob, code, 'Bob')
    expect((await info()).rooms).toEqual([])
  })

  it('never lists a local room', async () => {
    running = await startTestHost()
    const session = running.host.connect({ send: () => {}, close: () => {} }, 'local')
    await session.handle({ type: 'createRoom', game: 'spies-and-lies', options: {}, bots: [], botLevel: 'easy' })
    expect(running.host.roomCodes()).toHaveLength(1)
    expect((await info()).rooms).toEqual([])
  })
})
