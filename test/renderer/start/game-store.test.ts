// @vitest-environment happy-dom
// The game store over a stand-in WebSocket: a spectator's join is sent on every (re)connect, and a
// request still waiting when another game opens is cancelled instead of touching the new game.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestError, useGameStore } from '../../../src/renderer/src/stores/game'
import type { PlayerView } from '../../../src/shared/spies-and-lies/types'
import { wireApp } from '../../../src/renderer/src/wire-app'
import { FakeSocket } from '../fake-socket'

const VIEW = { phase: 'deploy', day: 1, prompt: null } as unknown as PlayerView
const SEATS = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: true, bot: false } }
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms))
/** The `i`th socket the store opened, once it has sent something: waited for, not assumed after a fixed time. */
const sentOn = (i: number): Promise<FakeSocket> =>
  vi.waitFor(
    () => {
      const s = FakeSocket.all[i]
      if (!s || s.sent.length === 0) throw new Error(`socket ${i} has sent nothing yet`)
      return s as FakeSocket
    },
    { timeout: 20_000, interval: 5 },
  )
let original: typeof WebSocket

beforeEach(() => {
  // The games, as main.ts hands them to the store.
  wireApp()
  localStorage.clear()
  setActivePinia(createPinia())
  FakeSocket.reset()
  original = globalThis.WebSocket
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket
})

afterEach(() => {
  // A connection left retrying would open a socket after this file's stand-in WebSocket is gone.
  useGameStore().disconnect()
  globalThis.WebSocket = original
})

describe('watching as a spectator', () => {
  it('joins with no seat, and joins again after the connection comes back', async () => {
    const game = useGameStore()
    const watching = game.watchGame('ws://192.168.1.7:7777/ws', 'abcde', 'Cy')
    const socket = await sentOn(0)
    expect(socket.sent).toEqual([{ type: 'join', room: 'ABCDE', name: 'Cy', seat: null }])
    socket.receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: null, token: null, seats: SEATS, options: {} })
    socket.receive({ type: 'view', room: 'ABCDE', seq: 4, view: VIEW })
    await watching
    expect(game.watching).toBe(true)
    expect(game.listed).toBe(null)
    // Whether the room is private comes with every status (issue 34, point 11).
    socket.receive({ type: 'seats', room: 'ABCDE', seats: SEATS, started: false, listed: false })
    expect(game.listed).toBe(false)
    expect(game.spectatorView).toEqual(VIEW)
    expect(game.connectionStatus).toBe('open')
    // Kept as watched, with no token: a reload watches again (issue 22, point 3).
    expect(JSON.parse(localStorage.getItem('safehouse.session') ?? 'null')).toMatchObject({ room: 'ABCDE', tokens: {}, watch: true })

    socket.drop()
    expect(game.connectionStatus).toBe('reconnecting')
    // The store tries again after its back-off; whenever that comes, it joins as before.
    const again = await sentOn(1)
    expect(again.sent).toEqual([{ type: 'join', room: 'ABCDE', name: 'Cy', seat: null }])
    await vi.waitFor(() => expect(game.connectionStatus).toBe('open'), { timeout: 20_000, interval: 5 })
  })
})

describe('opening another game while one is still connecting', () => {
  it('cancels what the first was waiting for, and leaves the second alone', async () => {
    const game = useGameStore()
    const first = game.watchGame('ws://192.168.1.7:7777/ws', 'ABCDE', 'Cy')
    const outcome = first.then(
      () => 'resolved',
      (err: unknown) => (err instanceof RequestError ? err.code : 'other'),
    )
    await sentOn(0)
    const opening = game.openImported('ws://127.0.0.1:4000/ws', {
      room: 'FGHJK',
      game: 'spies-and-lies',
      name: 'Room FGHJK',
      seats: { red: { name: 'Ann', token: 'r'.repeat(24), bot: false }, blue: { name: 'Computer', token: 'b'.repeat(24), bot: true } },
    })
    expect(await outcome).toBe('cancelled')
    const mine = await sentOn(1)
    expect(mine.sent).toEqual([{ type: 'resume', token: 'r'.repeat(24) }])
    mine.receive({ type: 'welcome', room: 'FGHJK', game: 'spies-and-lies', seat: 'red', token: 'r'.repeat(24), seats: SEATS, options: {} })
    mine.receive({ type: 'view', room: 'FGHJK', seq: 0, view: VIEW })
    await opening
    // A late answer to the first request changes nothing.
    ;(FakeSocket.all[0] as FakeSocket).receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: null, token: null, seats: SEATS, options: {} })
    await tick()
    expect(game.watching).toBe(false)
    expect(game.room).toBe('FGHJK')
    expect(game.mode).toBe('computer')
    expect(game.heldSeats).toEqual(['red'])
  })
})

describe('starting a game', () => {
  it('takes set-up options straight from a panel’s reactive state, and keeps a plain copy for a rematch', async () => {
    const { reactive } = await import('vue')
    const game = useGameStore()
    const options = reactive({ teams: false })
    const starting = game.startGame('ws://127.0.0.1:7777/ws', { mode: 'computer', names: reactive({ red: 'Ann' }), options, humanSeat: 'red' })
    const socket = await vi.waitFor(() => {
      const s = FakeSocket.all[0]
      if (!s || s.sent.length === 0) throw new Error('nothing sent yet')
      return s
    })
    expect(socket.sent[0]).toEqual({ type: 'createRoom', game: 'spies-and-lies', options: { teams: false }, bots: ['blue'] })
    socket.receive({ type: 'room', room: 'ABCDE', game: 'spies-and-lies' })
    // The seat is taken on the connection that created the room: the host knows this window as the creator.
    await vi.waitFor(() => expect(socket.sent[1]).toEqual({ type: 'join', room: 'ABCDE', name: 'Ann', seat: 'red' }))
    expect(FakeSocket.all).toHaveLength(1)
    socket.receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: 'red', token: 'tok-tok-tok-tok-tok-tok', seats: SEATS, options: {}, started: true, creator: 'red' })
    // As on a real socket, the next message is a later event.
    await tick()
    socket.receive({ type: 'view', room: 'ABCDE', seq: 0, view: VIEW })
    await starting
    options.teams = true
    expect(game.lastStart?.how.options).toEqual({ teams: false })
    expect(game.heldSeats).toEqual(['red'])
    expect(game.isCreator).toBe(true)
  })

  it('asks for a private room only when the host chose it (an old host never sees the field otherwise)', async () => {
    const game = useGameStore()
    // Never answered: the next test's fresh store cancels it.
    game.startGame('ws://127.0.0.1:7777/ws', { mode: 'network', names: { red: 'Ann' }, humanSeat: 'red', listed: false }).catch(() => {})
    const socket = await vi.waitFor(() => {
      const s = FakeSocket.all[0]
      if (!s || s.sent.length === 0) throw new Error('nothing sent yet')
      return s
    })
    expect(socket.sent[0]).toEqual({ type: 'createRoom', game: 'spies-and-lies', options: {}, bots: [], listed: false })
  })
})
