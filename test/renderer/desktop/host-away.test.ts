// @vitest-environment happy-dom
// A friend's window taking its seat back while the host is away (its app restarting, its player yet
// to open the network again): the store keeps retrying, with backoff, for as long as that takes,
// and keeps the seat's token. It used to give up after 8 s and forget the seat (issue 23, point 3).
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savedSession, useGameStore, type SavedSession } from '../../../src/renderer/src/stores/game'
import type { PlayerView } from '../../../src/shared/spies-and-lies/types'
import { FakeSocket } from '../fake-socket'

const TOKEN = 'f'.repeat(24)
const FRIENDS_HOST = 'ws://192.168.1.7:7777/ws'
const SESSION: SavedSession = { hostUrl: FRIENDS_HOST, room: 'ABCDE', mode: 'network', tokens: { blue: TOKEN } }
const SEATS = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: true, bot: false } }
let original: typeof WebSocket

beforeEach(() => {
  // Timers only: the sockets' own events run as microtasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  localStorage.clear()
  localStorage.setItem('safehouse.session', JSON.stringify(SESSION))
  setActivePinia(createPinia())
  FakeSocket.reset()
  // A host that is away: every attempt closes without opening.
  FakeSocket.hostUp = false
  original = globalThis.WebSocket
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket
})

afterEach(() => {
  useGameStore().disconnect()
  globalThis.WebSocket = original
  vi.useRealTimers()
})

describe('taking a seat back while the host is away', () => {
  it('keeps retrying with backoff and keeps the seat, then resumes when the host is back after minutes', async () => {
    const game = useGameStore()
    let settled = false
    const resuming = game.resumeSaved().finally(() => (settled = true))

    await vi.advanceTimersByTimeAsync(3 * 60_000)
    expect(settled).toBe(false)
    expect(savedSession()).toMatchObject({ hostUrl: FRIENDS_HOST, tokens: { blue: TOKEN } })
    // Backoff: after the first quick tries, one attempt every 8 s, not a busy loop.
    const attempts = FakeSocket.all.length
    expect(attempts).toBeGreaterThan(10)
    expect(attempts).toBeLessThan(30)
    expect(FakeSocket.all.every((s) => s.url === FRIENDS_HOST)).toBe(true)

    FakeSocket.hostUp = true
    await vi.advanceTimersByTimeAsync(8_000)
    const socket = FakeSocket.all.at(-1) as FakeSocket
    expect(socket.sent).toEqual([{ type: 'resume', token: TOKEN }])
    socket.receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: 'blue', token: TOKEN, seats: SEATS, options: {} })
    socket.receive({ type: 'view', room: 'ABCDE', seq: 7, view: { phase: 'deploy', day: 1, prompt: null } as unknown as PlayerView })
    expect(await resuming).toBe(true)
    expect(game.heldSeats).toEqual(['blue'])
  })

  it('still forgets the seat when the host, once back, says the token is not known', async () => {
    const game = useGameStore()
    const resuming = game.resumeSaved()
    await vi.advanceTimersByTimeAsync(30_000)
    FakeSocket.hostUp = true
    await vi.advanceTimersByTimeAsync(8_000)
    ;(FakeSocket.all.at(-1) as FakeSocket).receive({ type: 'error', code: 'unknown-token', message: 'that resume token is not known here' })
    expect(await resuming).toBe(false)
    expect(savedSession()).toBeNull()
  })
})
