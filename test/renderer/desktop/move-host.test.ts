// @vitest-environment happy-dom
// The store's moveHost (issue 34, point 10): a friend's host found again at another port; the
// seats are taken back there with the same tokens, over a stand-in WebSocket, and the game kept
// under the old address gives way to the new one.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savedGames, savedSession, useGameStore } from '../../../src/renderer/src/stores/game'
import type { PlayerView } from '../../../src/shared/spies-and-lies/types'
import { FakeSocket } from '../fake-socket'

const TOKEN = 'r'.repeat(24)
const VIEW = { phase: 'deploy', day: 1, prompt: null } as unknown as PlayerView
const SEATS = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: true, bot: false } }
const OLD = 'ws://192.168.1.5:7777/ws'
const NEW = 'ws://192.168.1.5:7778/ws'
let original: typeof WebSocket

/** The host at the newest socket's address answers its resume with the seat and its view. */
async function answerResume(url: string): Promise<void> {
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.url).toBe(url))
  const socket = FakeSocket.all.at(-1) as FakeSocket
  await vi.waitFor(() => expect(socket.sent).toEqual([{ type: 'resume', token: TOKEN }]))
  socket.receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: 'red', token: TOKEN, seats: SEATS, options: {} })
  socket.receive({ type: 'view', room: 'ABCDE', seq: 3, view: VIEW })
}

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
  FakeSocket.reset()
  original = globalThis.WebSocket
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket
})

afterEach(() => {
  useGameStore().disconnect()
  globalThis.WebSocket = original
})

describe('a host found again at another port', () => {
  it('gets the seats back with their tokens, and the game is kept under the new address only', async () => {
    localStorage.setItem('safehouse.session', JSON.stringify({ hostUrl: OLD, room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } }))
    const game = useGameStore()
    const resuming = game.resumeSaved()
    await answerResume(OLD)
    expect(await resuming).toBe(true)

    const moving = game.moveHost(NEW)
    await answerResume(NEW)
    expect(await moving).toBe(true)
    expect(game.hostUrl).toBe(NEW)
    expect(game.room).toBe('ABCDE')
    expect(game.heldSeats).toEqual(['red'])
    expect(savedSession()).toEqual({ hostUrl: NEW, room: 'ABCDE', mode: 'network', game: 'spies-and-lies', tokens: { red: TOKEN } })
    expect(savedGames().map((s) => s.hostUrl)).toEqual([NEW])
  })
})
