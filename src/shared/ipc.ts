// The IPC channels between the preload script and the main process, and the menu commands the
// main process may send to the page. Plain constants: the preload bundles them, main validates
// every message on these channels with the schemas in src/main/desktop/ipc-schemas.ts.

export const IPC = {
  // renderer → main, answered (ipcRenderer.invoke / ipcMain.handle)
  localHost: 'safehouse:local-host',
  startHosting: 'safehouse:start-hosting',
  stopHosting: 'safehouse:stop-hosting',
  hostingStatus: 'safehouse:hosting-status',
  listHosts: 'safehouse:list-hosts',
  getSettings: 'safehouse:get-settings',
  setSettings: 'safehouse:set-settings',
  exportGame: 'safehouse:export-game',
  importGame: 'safehouse:import-game',
  getUpdateStatus: 'safehouse:get-update-status',
  // renderer → main, one way (ipcRenderer.send / ipcMain.on)
  notifyTurn: 'safehouse:turn',
  setLanguage: 'safehouse:language',
  // main → renderer (webContents.send)
  hostsChanged: 'safehouse:hosts-changed',
  menu: 'safehouse:menu',
  gameOpened: 'safehouse:game-opened',
  updateStatus: 'safehouse:update-status',
} as const

export type IpcChannel = (typeof IPC)[keyof typeof IPC]

/** What the app menu asks the page to do (Game and Help menu items that need the page). */
export const MENU_COMMANDS = [
  'new-game',
  'host-game',
  'join-game',
  'leave-game',
  'export-game',
  'import-game',
  'settings',
  'rules',
] as const

export type MenuCommand = (typeof MENU_COMMANDS)[number]

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value)
}

/** The languages the app speaks (the page's and the menus'). */
export const APP_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type AppLanguage = (typeof APP_LANGUAGES)[number]
