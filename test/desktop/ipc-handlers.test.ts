// The IPC handler table: one handler per guarded channel, each doing what its name says.
import { describe, expect, it, vi } from 'vitest'
import { IPC } from '../../src/shared/ipc'
import type { DesktopHost } from '../../src/main/desktop/desktop-host'
import { ipcHandlers, ONE_WAY_CHANNELS } from '../../src/main/desktop/ipc-handlers'
import { IPC_ARGS } from '../../src/main/desktop/ipc-schemas'
import type { SettingsStore } from '../../src/main/desktop/settings'

function fakes() {
  const host = {
    localHost: vi.fn(async () => ({ wsUrl: 'ws://127.0.0.1:1/ws' })),
    startHosting: vi.fn(async () => ({ wsUrl: 'ws://127.0.0.1:2/ws', addresses: ['192.168.1.2'] })),
    stopHosting: vi.fn(async () => undefined),
    hosting: vi.fn(() => null),
    discoverHosts: vi.fn(() => []),
    exportRecord: vi.fn(async () => null),
    importRecord: vi.fn(),
  }
  const settings = { get: vi.fn(() => ({ hostName: '', lanPort: 7777, notifications: true })), set: vi.fn(async (p: unknown) => p) }
  const notifyTurn = vi.fn()
  const setLanguage = vi.fn()
  const dialogs = { chooseSavePath: vi.fn(async () => null), chooseOpenPath: vi.fn(async () => null) }
  const handlers = ipcHandlers({ host: host as unknown as DesktopHost, settings: settings as unknown as SettingsStore, dialogs, notifyTurn, setLanguage })
  return { host, settings, notifyTurn, setLanguage, dialogs, handlers }
}

describe('ipcHandlers', () => {
  it('has a handler for every guarded channel; notifyTurn and setLanguage are one-way', () => {
    const { handlers } = fakes()
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(IPC_ARGS).sort())
    expect([...ONE_WAY_CHANNELS]).toEqual([IPC.notifyTurn, IPC.setLanguage])
  })

  it('routes each channel to the host, the settings, the dialogs or the notifier', async () => {
    const { host, settings, notifyTurn, setLanguage, dialogs, handlers } = fakes()
    await handlers[IPC.localHost]([])
    await handlers[IPC.startHosting]([])
    await handlers[IPC.stopHosting]([])
    handlers[IPC.hostingStatus]([])
    handlers[IPC.listHosts]([])
    handlers[IPC.getSettings]([])
    await handlers[IPC.setSettings]([{ lanPort: 8000 }])
    handlers[IPC.notifyTurn]([{ title: 'a', body: 'b' }])
    handlers[IPC.setLanguage](['fr'])
    await expect(handlers[IPC.exportGame](['ABCDE']) as Promise<unknown>).rejects.toThrow(/^\[no-room\]/)
    expect(await handlers[IPC.importGame]([])).toBeNull()
    expect(host.localHost).toHaveBeenCalledOnce()
    expect(host.startHosting).toHaveBeenCalledOnce()
    expect(host.stopHosting).toHaveBeenCalledOnce()
    expect(host.hosting).toHaveBeenCalledOnce()
    expect(host.discoverHosts).toHaveBeenCalledOnce()
    expect(settings.get).toHaveBeenCalledOnce()
    expect(settings.set).toHaveBeenCalledWith({ lanPort: 8000 })
    expect(notifyTurn).toHaveBeenCalledWith({ title: 'a', body: 'b' })
    expect(setLanguage).toHaveBeenCalledWith('fr')
    expect(host.exportRecord).toHaveBeenCalledWith('ABCDE')
    expect(dialogs.chooseOpenPath).toHaveBeenCalledOnce()
  })
})
