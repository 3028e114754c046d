// What each IPC channel does, as plain functions over the desktop host, the settings and the file
// dialogs. The Electron glue (index.ts) registers them through the guard (ipc-schemas.ts); the
// browser tests drive the real renderer through the same table with a stand-in preload.
import { IPC } from '../../shared/ipc'
import type { AppLanguage, TurnNotice, UpdateStatus } from '../../shared/preload-api'
import type { DesktopHost } from './desktop-host'
import { exportGame, importGame, type FileDialogs } from './game-file-commands'
import type { ArgsOf, GuardedChannel } from './ipc-schemas'
import type { SettingsStore } from './settings'

export interface IpcHandlerDeps {
  host: DesktopHost
  settings: SettingsStore
  dialogs: FileDialogs
  /** Shows the turn notification if the app decides to (window in the background, setting on). */
  notifyTurn(notice: TurnNotice): void
  /** The page's language: menus and dialogs follow it. */
  setLanguage(language: AppLanguage): void
  /** Where updating the app stands (updates.ts); absent: nothing known. */
  updateStatus?(): UpdateStatus
}

export type IpcHandlers = { [C in GuardedChannel]: (args: ArgsOf<C>) => unknown }

/** notifyTurn and setLanguage are one-way (ipcRenderer.send); the others answer (ipcRenderer.invoke). */
export const ONE_WAY_CHANNELS: ReadonlySet<GuardedChannel> = new Set([IPC.notifyTurn, IPC.setLanguage])

export function ipcHandlers({ host, settings, dialogs, notifyTurn, setLanguage, updateStatus }: IpcHandlerDeps): IpcHandlers {
  return {
    [IPC.localHost]: () => host.localHost(),
    [IPC.startHosting]: () => host.startHosting(),
    [IPC.stopHosting]: () => host.stopHosting(),
    [IPC.hostingStatus]: () => host.hosting(),
    // The Join panel asks for the list: that is when discovery starts (and the OS may ask first).
    [IPC.listHosts]: () => host.discoverHosts(),
    [IPC.getSettings]: () => settings.get(),
    [IPC.setSettings]: ([patch]) => settings.set(patch),
    [IPC.exportGame]: ([room]) => exportGame(host, room, dialogs),
    [IPC.importGame]: () => importGame(host, dialogs),
    [IPC.getUpdateStatus]: (): UpdateStatus => updateStatus?.() ?? { state: 'idle' },
    [IPC.notifyTurn]: ([notice]) => notifyTurn(notice),
    [IPC.setLanguage]: ([language]) => setLanguage(language),
  }
}
