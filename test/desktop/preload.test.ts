// The preload script, with `electron` replaced by a fake (the real module is never loaded): it
// exposes only the narrow API, each method on its own fixed channel, and filters what main sends.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IPC } from '../../src/shared/ipc'
import type { DiscoveredHostInfo, SafehouseApi } from '../../src/shared/preload-api'

type Listener = (event: unknown, value: unknown) => void

const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown, value: unknown) => void>>()
  const exposed = new Map<string, unknown>()
  const answers = new Map<string, unknown>()
  return {
    listeners,
    exposed,
    answers,
    invoke: vi.fn(async (...args: unknown[]) => answers.get(args[0] as string)),
    send: vi.fn(),
  }
})

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: fake.invoke,
    send: fake.send,
    on: (channel: string, listener: Listener) => {
      if (!fake.listeners.has(channel)) fake.listeners.set(channel, new Set())
      fake.listeners.get(channel)?.add(listener)
    },
    removeListener: (channel: string, listener: Listener) => fake.listeners.get(channel)?.delete(listener),
  },
}))

function emit(channel: string, value: unknown): void {
  for (const l of fake.listeners.get(channel) ?? []) l({ sender: 'main' }, value)
}

let api: SafehouseApi

beforeEach(async () => {
  vi.resetModules()
  fake.exposed.clear()
  fake.listeners.clear()
  fake.answers.clear()
  fake.invoke.mockClear()
  fake.send.mockClear()
  await import('../../src/preload/index')
  api = fake.exposed.get('safehouse') as SafehouseApi
})

const BOB: DiscoveredHostInfo = { id: 'Bob (beef)._safehouse._tcp.local', name: 'Bob', game: 'spies-and-lies', games: ['spies-and-lies'], open: 0, version: '2', address: '192.168.1.7', port: 7777, rooms: [] }

describe('preload', () => {
  it('exposes one object, window.safehouse, with functions only (no ipcRenderer)', () => {
    expect([...fake.exposed.keys()]).toEqual(['safehouse'])
    expect(api.version).toBe(1)
    for (const [key, value] of Object.entries(api)) {
      if (key === 'version') continue
      expect(typeof value, key).toBe('function')
    }
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc|invoke|send|require/i)
  })

  it('calls each channel with exactly the given arguments', async () => {
    fake.answers.set(IPC.localHost, { wsUrl: 'ws://127.0.0.1:1234/ws' })
    expect(await api.localHost?.()).toEqual({ wsUrl: 'ws://127.0.0.1:1234/ws' })
    await api.startHosting?.()
    await api.stopHosting?.()
    await api.hostingStatus?.()
    await api.listHosts?.()
    await api.getSettings?.()
    await api.setSettings?.({ notifications: false })
    await api.exportGame?.('ABCDE')
    await api.importGame?.()
    expect(fake.invoke.mock.calls).toEqual([
      [IPC.localHost],
      [IPC.startHosting],
      [IPC.stopHosting],
      [IPC.hostingStatus],
      [IPC.listHosts],
      [IPC.getSettings],
      [IPC.setSettings, { notifications: false }],
      [IPC.exportGame, 'ABCDE'],
      [IPC.importGame],
    ])
    api.notifyTurn?.({ title: 'Your turn', body: '' })
    expect(fake.send).toHaveBeenCalledWith(IPC.notifyTurn, { title: 'Your turn', body: '' })
    api.setLanguage?.('de')
    expect(fake.send).toHaveBeenCalledWith(IPC.setLanguage, 'de')
  })

  it('onGameOpened passes on well-formed games and errors only', () => {
    const got: unknown[] = []
    const off = api.onGameOpened?.((opened) => got.push(opened))
    const seat = { name: 'Ann', token: 'x'.repeat(24), bot: false }
    const game = { room: 'ABCDE', game: 'spies-and-lies', name: 'Room ABCDE', seats: { red: seat, blue: { ...seat, name: null, bot: true } } }
    emit(IPC.gameOpened, { game })
    emit(IPC.gameOpened, { error: '[not-record] nope' })
    emit(IPC.gameOpened, { game: { ...game, seats: { red: seat } } })
    emit(IPC.gameOpened, { game, extra: 1 })
    emit(IPC.gameOpened, { error: 42 })
    emit(IPC.gameOpened, '/etc/passwd')
    off?.()
    emit(IPC.gameOpened, { error: 'after unsubscribing' })
    expect(got).toEqual([{ game }, { error: '[not-record] nope' }])
  })

  // Issue 36, point 3: a file opened at launch is sent once the page has loaded, but a page in
  // Dutch, French or German subscribes only after loading its messages.
  it('a game opened or a menu command sent before the page subscribes waits for it, and comes once', async () => {
    emit(IPC.gameOpened, { error: '[not-game-file] notes.txt' })
    emit(IPC.gameOpened, 'junk')
    emit(IPC.menu, 'rules')
    const opened: unknown[] = []
    const commands: unknown[] = []
    const off = api.onGameOpened?.((o) => opened.push(o))
    api.onMenu?.((c) => commands.push(c))
    expect(opened).toEqual([]) // not inside the subscribing call
    await Promise.resolve()
    expect(opened).toEqual([{ error: '[not-game-file] notes.txt' }])
    expect(commands).toEqual(['rules'])
    emit(IPC.gameOpened, { error: '[not-record] later' })
    expect(opened).toEqual([{ error: '[not-game-file] notes.txt' }, { error: '[not-record] later' }])
    off?.()
    const again: unknown[] = []
    api.onGameOpened?.((o) => again.push(o))
    await Promise.resolve()
    expect(again).toEqual([]) // delivered once, to the first listener
  })

  it('onMenu passes on menu commands only, and unsubscribes', () => {
    const seen: string[] = []
    const off = api.onMenu?.((c) => seen.push(c))
    emit(IPC.menu, 'new-game')
    emit(IPC.menu, 'rm -rf')
    emit(IPC.menu, { command: 'rules' })
    emit(IPC.menu, 'rules')
    off?.()
    emit(IPC.menu, 'join-game')
    expect(seen).toEqual(['new-game', 'rules'])
    expect(() => api.onMenu?.('not a function' as unknown as () => void)).toThrow(TypeError)
  })

  it('onHostsChanged gives the current list at once, then every well-formed update', async () => {
    fake.answers.set(IPC.listHosts, [BOB])
    const seen: DiscoveredHostInfo[][] = []
    const off = api.onHostsChanged?.((hosts) => seen.push(hosts))
    await vi.waitFor(() => expect(seen).toEqual([[BOB]]))
    emit(IPC.hostsChanged, [])
    emit(IPC.hostsChanged, [{ ...BOB, port: '7777' }])
    emit(IPC.hostsChanged, 'nope')
    off?.()
    emit(IPC.hostsChanged, [BOB])
    expect(seen).toEqual([[BOB], []])
  })

  it('an update that comes before the first answer wins over it', async () => {
    let answer: (value: unknown) => void = () => undefined
    fake.invoke.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const seen: DiscoveredHostInfo[][] = []
    api.onHostsChanged?.((hosts) => seen.push(hosts))
    emit(IPC.hostsChanged, [])
    answer([BOB])
    await new Promise((r) => setTimeout(r, 10))
    expect(seen).toEqual([[]])
  })
})
