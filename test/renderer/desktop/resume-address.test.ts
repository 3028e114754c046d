// @vitest-environment happy-dom
// Resuming after the desktop app restarted: its servers listen on new ports, so the page's store
// takes a seat saved at a loopback address back from this computer's host where it is now, instead
// of timing out on the old port. A network game it hosted comes back on the local server only, with
// an offer to open the network again: a restart never opens it by itself (issue 23, point 3).
// A friend's address, and anything in a browser, is resumed as saved.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hosting } from '../../../src/renderer/src/desktop/hosting'
import { leaveTable } from '../../../src/renderer/src/components/table/leave-table'
import { acceptHostingOffer, hostingOffer } from '../../../src/renderer/src/desktop/hosting-offer'
import { savedSession, useGameStore, type SavedSession } from '../../../src/renderer/src/stores/game'
import { wireApp } from '../../../src/renderer/src/wire-app'
import type { HostingInfo, SafehouseApi } from '../../../src/shared/preload-api'
import type { PlayerView } from '../../../src/shared/spies-and-lies/types'
import { FakeSocket } from '../fake-socket'

const TOKEN = 'r'.repeat(24)
const VIEW = { phase: 'deploy', day: 1, prompt: null } as unknown as PlayerView
const SEATS = { red: { name: 'Ann', connected: true, bot: false }, blue: { name: 'Bob', connected: false, bot: false } }
const LOCAL_NOW = 'ws://127.0.0.1:50123/ws'
const LAN_NOW = 'ws://127.0.0.1:7777/ws'
let original: typeof WebSocket

function save(session: SavedSession): void {
  localStorage.setItem('safehouse.session', JSON.stringify(session))
}

function desktop(over: Partial<SafehouseApi> = {}) {
  let open: HostingInfo | null = null
  const api = {
    version: 1,
    localHost: vi.fn(async () => ({ wsUrl: LOCAL_NOW })),
    hostingStatus: vi.fn(async () => open),
    startHosting: vi.fn(async () => (open = { wsUrl: LAN_NOW, addresses: ['192.168.1.50'] })),
    stopHosting: vi.fn(async () => void (open = null)),
  }
  Object.defineProperty(window, 'safehouse', { value: { ...api, ...over }, configurable: true, writable: true })
  return api
}

/** The host at the socket's address answers the resume with the seat and its view. */
async function answerResume(): Promise<FakeSocket> {
  await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.sent).toEqual([{ type: 'resume', token: TOKEN }]))
  const socket = FakeSocket.all.at(-1) as FakeSocket
  socket.receive({ type: 'welcome', room: 'ABCDE', game: 'spies-and-lies', seat: 'red', token: TOKEN, seats: SEATS, options: {} })
  socket.receive({ type: 'view', room: 'ABCDE', seq: 3, view: VIEW })
  return socket
}

beforeEach(() => {
  // The desktop's way of resuming, as main.ts hands it to the store.
  wireApp()
  localStorage.clear()
  setActivePinia(createPinia())
  FakeSocket.reset()
  hosting.value = null
  hostingOffer.value = null
  original = globalThis.WebSocket
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket
})

afterEach(() => {
  // A connection left retrying would open a socket after this file's stand-in WebSocket is gone.
  useGameStore().disconnect()
  globalThis.WebSocket = original
  Object.defineProperty(window, 'safehouse', { value: undefined, configurable: true, writable: true })
  hosting.value = null
})

describe('resuming after the desktop app restarted', () => {
  it('a game against the computer, saved on the old local port, is taken back on the new one', async () => {
    desktop()
    save({ hostUrl: 'ws://127.0.0.1:41234/ws', room: 'ABCDE', mode: 'computer', tokens: { red: TOKEN } })
    const game = useGameStore()
    const resuming = game.resumeSaved()
    const socket = await answerResume()
    expect(await resuming).toBe(true)
    expect(socket.url).toBe(LOCAL_NOW)
    expect(FakeSocket.all.map((s) => s.url)).toEqual([LOCAL_NOW]) // never the old port
    expect(game.hostUrl).toBe(LOCAL_NOW)
    expect(game.heldSeats).toEqual(['red'])
    // Saved again with the new address, tokens kept.
    expect(savedSession()).toEqual({ hostUrl: LOCAL_NOW, room: 'ABCDE', mode: 'computer', game: 'spies-and-lies', tokens: { red: TOKEN } })
  })

  it('hot-seat at localhost too', async () => {
    desktop()
    save({ hostUrl: 'ws://localhost:41234/ws', room: 'ABCDE', mode: 'hotseat', tokens: { red: TOKEN } })
    const resuming = useGameStore().resumeSaved()
    expect((await answerResume()).url).toBe(LOCAL_NOW)
    expect(await resuming).toBe(true)
  })

  it('a network game this computer hosted comes back on the local server, the network closed until the player opens it', async () => {
    const api = desktop()
    save({ hostUrl: 'ws://127.0.0.1:7777/ws', room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } })
    const game = useGameStore()
    const resuming = game.resumeSaved()
    expect((await answerResume()).url).toBe(LOCAL_NOW)
    expect(await resuming).toBe(true)
    expect(api.startHosting).not.toHaveBeenCalled()
    expect(hosting.value).toBeNull()
    expect(hostingOffer.value).toEqual({ room: 'ABCDE' })

    await acceptHostingOffer()
    expect(api.startHosting).toHaveBeenCalledOnce()
    expect(hosting.value).toEqual({ wsUrl: LAN_NOW, addresses: ['192.168.1.50'] })
    expect(hostingOffer.value).toBeNull()
    // Leaving the table closes the network again, though this window plays on the local server.
    leaveTable()
    await vi.waitFor(() => expect(api.stopHosting).toHaveBeenCalledOnce())
    expect(hosting.value).toBeNull()
  })

  it('after a reload while still hosting, the network game is resumed where it is, not opened twice', async () => {
    const api = desktop()
    await api.startHosting()
    api.startHosting.mockClear()
    save({ hostUrl: LAN_NOW, room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } })
    const resuming = useGameStore().resumeSaved()
    expect((await answerResume()).url).toBe(LAN_NOW)
    expect(await resuming).toBe(true)
    expect(api.startHosting).not.toHaveBeenCalled()
  })

  it('when the network cannot be opened, the offer says why and stays', async () => {
    desktop({ startHosting: vi.fn(async () => Promise.reject(new Error('EACCES'))) })
    save({ hostUrl: 'ws://127.0.0.1:7777/ws', room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } })
    const resuming = useGameStore().resumeSaved()
    expect((await answerResume()).url).toBe(LOCAL_NOW)
    expect(await resuming).toBe(true)
    await acceptHostingOffer()
    expect(hosting.value).toBeNull()
    expect(hostingOffer.value).toEqual({ room: 'ABCDE', failed: 'EACCES' })
  })

  it('when the host no longer knows the seat, nothing is offered and the network was never opened', async () => {
    const api = desktop()
    save({ hostUrl: 'ws://127.0.0.1:7777/ws', room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } })
    const game = useGameStore()
    const resuming = game.resumeSaved()
    await vi.waitFor(() => expect(FakeSocket.all.at(-1)?.sent).toHaveLength(1))
    ;(FakeSocket.all.at(-1) as FakeSocket).receive({ type: 'error', code: 'unknown-token', message: 'that resume token is not known here' })
    expect(await resuming).toBe(false)
    expect(api.startHosting).not.toHaveBeenCalled()
    expect(hostingOffer.value).toBeNull()
    expect(savedSession()).toBeNull()
  })
})

describe('addresses that are resumed as saved', () => {
  it("a friend's host on the network", async () => {
    const api = desktop()
    save({ hostUrl: 'ws://192.168.1.7:7777/ws', room: 'ABCDE', mode: 'network', tokens: { red: TOKEN } })
    const resuming = useGameStore().resumeSaved()
    expect((await answerResume()).url).toBe('ws://192.168.1.7:7777/ws')
    expect(await resuming).toBe(true)
    expect(api.localHost).not.toHaveBeenCalled()
    expect(api.startHosting).not.toHaveBeenCalled()
  })

  it('in a browser (no desktop app), even a loopback address: the page came from that host', async () => {
    save({ hostUrl: 'ws://127.0.0.1:7777/ws', room: 'ABCDE', mode: 'computer', tokens: { red: TOKEN } })
    const resuming = useGameStore().resumeSaved()
    expect((await answerResume()).url).toBe('ws://127.0.0.1:7777/ws')
    expect(await resuming).toBe(true)
  })
})
