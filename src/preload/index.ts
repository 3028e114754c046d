// The preload script (sandboxed, context-isolated): exposes `window.safehouse`, a narrow typed API,
// never ipcRenderer itself. Each method calls one fixed channel; the main process checks that the
// message comes from the app's page and validates the arguments (src/main/desktop/ipc-schemas.ts).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC, isMenuCommand } from '@shared/ipc'
import {
  isGameOpened,
  isUpdateNotice,
  type AppLanguage,
  type DesktopSettings,
  type DiscoveredHostInfo,
  type HostingInfo,
  type ImportedGame,
  type SafehouseApi,
  type TurnNotice,
  type UpdateStatus,
} from '@shared/preload-api'

function invoke<T>(channel: string, ...args: unknown[]): Promise<T> {
  return ipcRenderer.invoke(channel, ...args) as Promise<T>
}

function isHostList(value: unknown): value is DiscoveredHostInfo[] {
  return (
    Array.isArray(value) &&
    value.every(
      (h: unknown) =>
        typeof h === 'object' &&
        h !== null &&
        typeof (h as Record<string, unknown>)['id'] === 'string' &&
        typeof (h as Record<string, unknown>)['name'] === 'string' &&
        typeof (h as Record<string, unknown>)['game'] === 'string' &&
        typeof (h as Record<string, unknown>)['address'] === 'string' &&
        typeof (h as Record<string, unknown>)['port'] === 'number' &&
        ['string', 'undefined'].includes(typeof (h as Record<string, unknown>)['hostId']),
    )
  )
}

/** Listens on a main → page channel; only well-formed payloads reach the listener. */
function subscribe<T>(channel: string, check: (value: unknown) => value is T, listener: (value: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, value: unknown) => {
    if (check(value)) listener(value)
  }
  ipcRenderer.on(channel, wrapped)
  return () => {
    ipcRenderer.removeListener(channel, wrapped)
  }
}

/** At most this many messages wait for a page that has not subscribed yet. */
const HELD_MAX = 16

/**
 * A main → page channel whose messages wait, from the preload's first line, for the page's first
 * listener. The main process sends a file opened at launch (or a menu command) once the page has
 * loaded, but a page in another language than English subscribes only after loading its messages.
 */
function heldUntilListened<T>(channel: string, check: (value: unknown) => value is T): (listener: (value: T) => void) => () => void {
  const held: T[] = []
  let listening = 0
  ipcRenderer.on(channel, (_event: IpcRendererEvent, value: unknown) => {
    if (listening === 0 && check(value) && held.length < HELD_MAX) held.push(value)
  })
  return (listener) => {
    const off = subscribe(channel, check, listener)
    listening++
    let on = true
    const waiting = held.splice(0)
    // After the page's subscribing call has returned, in the order they came.
    if (waiting.length > 0) queueMicrotask(() => waiting.forEach((value) => on && listener(value)))
    return () => {
      if (!on) return
      on = false
      listening--
      off()
    }
  }
}

const gameOpened = heldUntilListened(IPC.gameOpened, isGameOpened)
const menuCommands = heldUntilListened(IPC.menu, isMenuCommand)

const api: SafehouseApi = {
  version: 1,
  localHost: () => invoke<{ wsUrl: string }>(IPC.localHost),
  startHosting: () => invoke<HostingInfo>(IPC.startHosting),
  stopHosting: () => invoke<void>(IPC.stopHosting),
  hostingStatus: () => invoke<HostingInfo | null>(IPC.hostingStatus),
  listHosts: () => invoke<DiscoveredHostInfo[]>(IPC.listHosts),
  onHostsChanged(listener) {
    if (typeof listener !== 'function') throw new TypeError('onHostsChanged needs a function')
    let updated = false
    const off = subscribe(IPC.hostsChanged, isHostList, (hosts) => {
      updated = true
      listener(hosts)
    })
    // The current list at once (unless an update already came, which is newer).
    void invoke<unknown>(IPC.listHosts).then(
      (hosts) => {
        if (!updated && isHostList(hosts)) listener(hosts)
      },
      () => undefined,
    )
    return off
  },
  getSettings: () => invoke<DesktopSettings>(IPC.getSettings),
  setSettings: (patch: Partial<DesktopSettings>) => invoke<DesktopSettings>(IPC.setSettings, patch),
  exportGame: (room: string) => invoke<{ saved: boolean; fileName?: string }>(IPC.exportGame, room),
  importGame: () => invoke<ImportedGame | null>(IPC.importGame),
  onGameOpened(listener) {
    if (typeof listener !== 'function') throw new TypeError('onGameOpened needs a function')
    return gameOpened(listener)
  },
  onMenu(listener) {
    if (typeof listener !== 'function') throw new TypeError('onMenu needs a function')
    return menuCommands(listener)
  },
  notifyTurn(notice: TurnNotice) {
    ipcRenderer.send(IPC.notifyTurn, notice)
  },
  setLanguage(language: AppLanguage) {
    ipcRenderer.send(IPC.setLanguage, language)
  },
  getUpdateStatus: () => invoke<UpdateStatus>(IPC.getUpdateStatus),
  onUpdateStatus(listener) {
    if (typeof listener !== 'function') throw new TypeError('onUpdateStatus needs a function')
    return subscribe(IPC.updateStatus, isUpdateNotice, listener)
  },
}

contextBridge.exposeInMainWorld('safehouse', api)
