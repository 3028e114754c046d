// The app menu, per OS, as a plain template (Electron's Menu.buildFromTemplate takes it as is).
// macOS: the app menu (About, Settings, Services, Hide, Quit), Game, Edit, View, Window, Help.
// Windows and Linux: Game (with Settings and Quit), Edit, View, Help (Rules, About).
// Game and Help items that need the page send it a MenuCommand; About is shown by the main process.
import type { MenuCommand } from '../../shared/ipc'

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
  /** Development build: adds Reload and the developer tools to View. */
  dev: boolean
  /** A Game/Help item the page handles was chosen. */
  onCommand(command: MenuCommand): void
  onAbout(): void
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

const LABELS: Readonly<Record<MenuCommand, string>> = {
  'new-game': 'New Game',
  'host-game': 'Host a Game…',
  'join-game': 'Join a Game…',
  'leave-game': 'Leave Game',
  'export-game': 'Save Game Record…',
  'import-game': 'Open Game Record…',
  settings: 'Settings…',
  rules: 'Rules',
}

const separator: MenuItemSpec = { type: 'separator' }

export function menuPlatform(platform: NodeJS.Platform): MenuPlatform {
  return platform === 'darwin' || platform === 'win32' ? platform : 'linux'
}

export function buildMenuTemplate(platform: NodeJS.Platform, options: MenuOptions): MenuItemSpec[] {
  const os = menuPlatform(platform)
  const mac = os === 'darwin'
  const command = (cmd: MenuCommand): MenuItemSpec => ({
    id: cmd,
    label: LABELS[cmd],
    accelerator: COMMAND_ACCELERATORS[cmd],
    click: () => options.onCommand(cmd),
  })
  const about: MenuItemSpec = { id: 'about', label: `About ${options.appName}`, click: () => options.onAbout() }

  const game: MenuItemSpec = {
    id: 'game',
    label: mac ? 'Game' : '&Game',
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
            { id: 'quit', role: 'quit', label: os === 'win32' ? 'E&xit' : '&Quit', ...(os === 'linux' ? { accelerator: 'Ctrl+Q' } : {}) } satisfies MenuItemSpec,
          ]),
    ],
  }

  const edit: MenuItemSpec = {
    id: 'edit',
    label: mac ? 'Edit' : '&Edit',
    // Without these roles text fields on macOS would not get Cmd+C / Cmd+V.
    submenu: [
      { role: 'undo', accelerator: 'CmdOrCtrl+Z' },
      { role: 'redo', accelerator: mac ? 'Shift+Cmd+Z' : 'Ctrl+Y' },
      separator,
      { role: 'cut', accelerator: 'CmdOrCtrl+X' },
      { role: 'copy', accelerator: 'CmdOrCtrl+C' },
      { role: 'paste', accelerator: 'CmdOrCtrl+V' },
      { role: 'selectAll', accelerator: 'CmdOrCtrl+A' },
    ],
  }

  const view: MenuItemSpec = {
    id: 'view',
    label: mac ? 'View' : '&View',
    submenu: [
      ...(options.dev
        ? [
            { role: 'reload', accelerator: 'CmdOrCtrl+R' } satisfies MenuItemSpec,
            { role: 'forceReload', accelerator: 'Shift+CmdOrCtrl+R' } satisfies MenuItemSpec,
            { role: 'toggleDevTools', accelerator: mac ? 'Alt+Cmd+I' : 'Ctrl+Shift+I' } satisfies MenuItemSpec,
            separator,
          ]
        : []),
      { role: 'resetZoom', label: 'Actual Size', accelerator: 'CmdOrCtrl+0' },
      { role: 'zoomIn', label: 'Zoom In', accelerator: 'CmdOrCtrl+Plus' },
      { role: 'zoomOut', label: 'Zoom Out', accelerator: 'CmdOrCtrl+-' },
      separator,
      { role: 'togglefullscreen', label: 'Toggle Full Screen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
    ],
  }

  const help: MenuItemSpec = {
    id: 'help',
    role: 'help',
    label: mac ? 'Help' : '&Help',
    submenu: mac ? [command('rules')] : [command('rules'), separator, about],
  }

  if (!mac) return [game, edit, view, help]

  const appMenu: MenuItemSpec = {
    id: 'app',
    label: options.appName,
    submenu: [
      about,
      separator,
      command('settings'),
      separator,
      { role: 'services' },
      separator,
      { role: 'hide', label: `Hide ${options.appName}`, accelerator: 'Cmd+H' },
      { role: 'hideOthers', accelerator: 'Alt+Cmd+H' },
      { role: 'unhide' },
      separator,
      { role: 'quit', label: `Quit ${options.appName}`, accelerator: 'Cmd+Q' },
    ],
  }
  const windowMenu: MenuItemSpec = {
    id: 'window',
    role: 'window',
    label: 'Window',
    submenu: [
      { role: 'minimize', accelerator: 'Cmd+M' },
      { role: 'zoom' },
      { role: 'close', accelerator: 'Cmd+W' },
      separator,
      { role: 'front' },
    ],
  }
  return [appMenu, game, edit, view, windowMenu, help]
}

/** Every item of a template, depth first (for tests and lookups). */
export function flattenMenu(items: readonly MenuItemSpec[]): MenuItemSpec[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.submenu ?? [])])
}
