// The app menu, per OS, as a plain template (Electron's Menu.buildFromTemplate takes it as is).
// macOS: the app menu (About, Settings, Services, Hide, Quit), Game, Edit, View, Window, Help.
// Windows and Linux: Game (with Settings and Quit), Edit, View, Help (Rules, Check for Updates, About).
// Game and Help items that need the page send it a MenuCommand; About is shown by the main process.
import type { AppLanguage, MenuCommand } from '../../shared/ipc'
import { DESKTOP_TEXT, fill } from './desktop-text'

/** The Electron menu roles this menu uses (a subset of Electron's MenuItemConstructorOptions.role). */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'close'
  | 'front'
  | 'window'
  | 'help'

export interface MenuItemSpec {
  id?: string
  label?: string
  role?: MenuRole
  type?: 'normal' | 'separator' | 'submenu'
  accelerator?: string
  submenu?: MenuItemSpec[]
  click?: () => void
}

export type MenuPlatform = 'darwin' | 'win32' | 'linux'

export interface MenuOptions {
  appName: string
  /** The language of the labels (the page's; default English). */
  language?: AppLanguage
  /** Development build: adds Force Reload and the developer tools to View. */
  dev: boolean
  /** A Game/Help item the page handles was chosen. */
  onCommand(command: MenuCommand): void
  onAbout(): void
  /** Check for Updates… was chosen (updates.ts answers, also on a development build). */
  onCheckForUpdates?(): void
}

/** The accelerator of each page command (the same on every OS; CmdOrCtrl is Cmd on macOS). */
export const COMMAND_ACCELERATORS: Readonly<Record<MenuCommand, string>> = {
  'new-game': 'CmdOrCtrl+N',
  'host-game': 'CmdOrCtrl+Shift+H',
  'join-game': 'CmdOrCtrl+J',
  'leave-game': 'CmdOrCtrl+L',
  'export-game': 'CmdOrCtrl+S',
  'import-game': 'CmdOrCtrl+O',
  settings: 'CmdOrCtrl+,',
  rules: 'F1',
}

const separator: MenuItemSpec = { type: 'separator' }

export function menuPlatform(platform: NodeJS.Platform): MenuPlatform {
  return platform === 'darwin' || platform === 'win32' ? platform : 'linux'
}

export function buildMenuTemplate(platform: NodeJS.Platform, options: MenuOptions): MenuItemSpec[] {
  const os = menuPlatform(platform)
  const mac = os === 'darwin'
  const text = DESKTOP_TEXT[options.language ?? 'en']
  const roles = text.roles
  // Windows and Linux menus get an Alt mnemonic on their first letter.
  const menuLabel = (label: string) => (mac ? label : `&${label}`)
  const command = (cmd: MenuCommand): MenuItemSpec => ({
    id: cmd,
    label: text.commands[cmd],
    accelerator: COMMAND_ACCELERATORS[cmd],
    click: () => options.onCommand(cmd),
  })
  const about: MenuItemSpec = { id: 'about', label: fill(text.about, options.appName), click: () => options.onAbout() }
  const checkForUpdates: MenuItemSpec = { id: 'check-for-updates', label: text.checkForUpdates, click: () => options.onCheckForUpdates?.() }

  const game: MenuItemSpec = {
    id: 'game',
    label: menuLabel(text.menus.game),
    submenu: [
      command('new-game'),
      command('host-game'),
      command('join-game'),
      command('leave-game'),
      separator,
      command('export-game'),
      command('import-game'),
      ...(mac
        ? []
        : [
            separator,
            command('settings'),
            separator,
            // Windows: Alt+F4 closes the app natively; Linux: Ctrl+Q, as GNOME and KDE apps do.
            { id: 'quit', role: 'quit', label: text.quitItem[os === 'win32' ? 'win32' : 'linux'], ...(os === 'linux' ? { accelerator: 'Ctrl+Q' } : {}) } satisfies MenuItemSpec,
          ]),
    ],
  }

  const edit: MenuItemSpec = {
    id: 'edit',
    label: menuLabel(text.menus.edit),
    // Without these roles text fields on macOS would not get Cmd+C / Cmd+V.
    submenu: [
      { role: 'undo', label: roles.undo, accelerator: 'CmdOrCtrl+Z' },
      { role: 'redo', label: roles.redo, accelerator: mac ? 'Shift+Cmd+Z' : 'Ctrl+Y' },
      separator,
      { role: 'cut', label: roles.cut, accelerator: 'CmdOrCtrl+X' },
      { role: 'copy', label: roles.copy, accelerator: 'CmdOrCtrl+C' },
      { role: 'paste', label: roles.paste, accelerator: 'CmdOrCtrl+V' },
      { role: 'selectAll', label: roles.selectAll, accelerator: 'CmdOrCtrl+A' },
    ],
  }

  const view: MenuItemSpec = {
    id: 'view',
    label: menuLabel(text.menus.view),
    submenu: [
      // In every build: a page that crashed or froze comes back, and resumes its game from the host.
      { role: 'reload', label: roles.reload, accelerator: 'CmdOrCtrl+R' },
      ...(options.dev
        ? [
            { role: 'forceReload', accelerator: 'Shift+CmdOrCtrl+R' } satisfies MenuItemSpec,
            { role: 'toggleDevTools', accelerator: mac ? 'Alt+Cmd+I' : 'Ctrl+Shift+I' } satisfies MenuItemSpec,
          ]
        : []),
      separator,
      { role: 'resetZoom', label: roles.resetZoom, accelerator: 'CmdOrCtrl+0' },
      { role: 'zoomIn', label: roles.zoomIn, accelerator: 'CmdOrCtrl+Plus' },
      { role: 'zoomOut', label: roles.zoomOut, accelerator: 'CmdOrCtrl+-' },
      separator,
      { role: 'togglefullscreen', label: roles.togglefullscreen, accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
    ],
  }

  const help: MenuItemSpec = {
    id: 'help',
    role: 'help',
    label: menuLabel(text.menus.help),
    submenu: mac ? [command('rules')] : [command('rules'), separator, checkForUpdates, about],
  }

  if (!mac) return [game, edit, view, help]

  const appMenu: MenuItemSpec = {
    id: 'app',
    label: options.appName,
    submenu: [
      about,
      checkForUpdates,
      separator,
      command('settings'),
      separator,
      { role: 'services', label: roles.services },
      separator,
      { role: 'hide', label: fill(text.hide, options.appName), accelerator: 'Cmd+H' },
      { role: 'hideOthers', label: roles.hideOthers, accelerator: 'Alt+Cmd+H' },
      { role: 'unhide', label: roles.unhide },
      separator,
      { role: 'quit', label: fill(text.quit, options.appName), accelerator: 'Cmd+Q' },
    ],
  }
  const windowMenu: MenuItemSpec = {
    id: 'window',
    role: 'window',
    label: text.menus.window,
    submenu: [
      { role: 'minimize', label: roles.minimize, accelerator: 'Cmd+M' },
      { role: 'zoom', label: roles.zoom },
      { role: 'close', label: roles.close, accelerator: 'Cmd+W' },
      separator,
      { role: 'front', label: roles.front },
    ],
  }
  return [appMenu, game, edit, view, windowMenu, help]
}

/** Every item of a template, depth first (for tests and lookups). */
export function flattenMenu(items: readonly MenuItemSpec[]): MenuItemSpec[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.submenu ?? [])])
}
