// The Electron main process: thin glue between Electron and the plain modules in ./desktop, which
// hold every decision (and are tested without Electron). The only main-process files that import
// `electron` are this one and ./desktop/electron-*.ts.
//
// The window loads the renderer from app://safehouse/ (a privileged custom scheme served from
// out/renderer by desktop/app-protocol.ts). The app's pages thus have one stable origin, and every
// WebSocket they open says `Origin: app://safehouse`, which the app's own host and `npm run serve`
// accept (allowedOrigins), so the same page plays locally and joins other machines' hosts.
import { existsSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, session } from 'electron'
import { APP_ORIGIN, APP_SCHEME, APP_URL } from '../shared/app-origin'
import { IPC, type AppLanguage, type MenuCommand } from '../shared/ipc'
import type { TurnNotice } from '../shared/preload-api'
import { roomsDir } from './paths'
import { APP_ID, PRODUCT_NAME } from './desktop/app-info'
import { createAppProtocolHandler } from './desktop/app-protocol'
import { DesktopHost } from './desktop/desktop-host'
import { IpcRegistry } from './desktop/electron-ipc'
import { ipcHandlers, ONE_WAY_CHANNELS } from './desktop/ipc-handlers'
import type { GuardedChannel } from './desktop/ipc-schemas'
import { hardenSession, hardenWebContents } from './desktop/electron-security'
import { createMainWindow } from './desktop/electron-window'
import { watchRenderer } from './desktop/electron-recovery'
import { createAppUpdates } from './desktop/electron-updates'
import type { UpdateController } from './desktop/updates'
import { openedGameMessage, type FileDialogs } from './desktop/game-file-commands'
import { LaunchRequests } from './desktop/open-files'
import { GAME_FILE_EXTENSION } from './desktop/game-files'
import { DESKTOP_TEXT, fill, pickLanguage } from './desktop/desktop-text'
import { buildMenuTemplate } from './desktop/menu'
import { SettingsStore } from './desktop/settings'
import { TurnAlerts } from './desktop/turn-alerts'
import { TurnNotifier } from './desktop/turn-notifier'
import { originOf } from './desktop/url-policy'
import { windowIconPath } from './desktop/window-icon'
import { appImageIntegration, applyIntegration, moveEntrySync, runTool } from './desktop/appimage-files'
import { AppLog } from './desktop/app-log'
import { loadWindowState, WindowStateKeeper } from './desktop/window-state'

const SHUTDOWN_TIMEOUT_MS = 5_000

// Must happen before `ready`: a standard, secure scheme gets a real origin, localStorage and a
// secure context (the clipboard), like https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
])

const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL']
const devOrigin = devServerUrl ? originOf(devServerUrl) : null
const appOrigins: readonly string[] = devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN]
const startUrl = devServerUrl ?? APP_URL
const rendererDir = join(__dirname, '../renderer')
// Also in <logs>/main.log (app.getPath('logs'), asked for once there is something to write): a
// packaged app has no terminal to read.
let appLog: AppLog | null = null
const log = (message: string) => {
  console.warn(`[safehouse] ${message}`)
  appLog ??= new AppLog(join(app.getPath('logs'), 'main.log'))
  appLog.write(message)
}

let mainWindow: BrowserWindow | null = null
/**
 * Game record files to open and requests to come forward, from this launch's command line, macOS
 * and other instances. Registered here, at the top level: both events can fire while run() is still
 * awaiting (a file double-clicked during start-up), and they wait in the queue until it is ready.
 */
const launches = new LaunchRequests()
launches.commandLine(process.argv, process.cwd())
app.on('open-file', (event, file) => {
  event.preventDefault()
  launches.openFile(file)
})
app.on('second-instance', (_event, argv, cwd) => launches.secondInstance(argv, cwd))
/** The language of menus and dialogs: the system's until the page says which the player chose. */
let language: AppLanguage = 'en'
const text = () => DESKTOP_TEXT[language]

function sendToPages(channel: string, payload: unknown): void {
  for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(channel, payload)
}

async function run(): Promise<void> {
  await app.whenReady()
  language = pickLanguage(app.getPreferredSystemLanguages())
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID)
  app.setAboutPanelOptions({
    applicationName: PRODUCT_NAME,
    applicationVersion: app.getVersion(),
    copyright: 'Copyright © 2025 the Safehouse contributors',
    credits: 'Spies & Lies: A Stratego Story, for friends on one computer or over home Wi-Fi.',
  })

  const userData = app.getPath('userData')
  const settings = await SettingsStore.open(join(userData, 'settings.json'))
  const keeper = new WindowStateKeeper(join(userData, 'window-state.json'), 500, (err) => log(`could not save the window state: ${String(err)}`))
  const savedWindow = await loadWindowState(keeper.file)
  const notifier = new TurnNotifier()
  let storeLockedMessage: string | null = null

  const desktopHost = new DesktopHost({
    roomsDir: roomsDir(userData),
    rendererDir,
    allowedOrigins: appOrigins,
    name: () => settings.get().hostName || hostnameOrApp(),
    lanPort: () => settings.get().lanPort,
    warn: log,
    onStoreLocked: (err) => {
      storeLockedMessage = err.message
    },
  })
  desktopHost.onHostsChanged((hosts) => sendToPages(IPC.hostsChanged, hosts))

  hardenSession(session.defaultSession, appOrigins)
  const serveAppPage = createAppProtocolHandler(rendererDir)
  protocol.handle(APP_SCHEME, (request) => serveAppPage(request.url, request.method))
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appOrigins))

  const icon = windowIconPath({ platform: process.platform, packaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath(), exists: existsSync })
  // An AppImage tells the desktop about .safehouse game records itself (the deb and rpm do on install).
  const integration = appImageIntegration({ platform: process.platform, packaged: app.isPackaged, env: process.env, icon })
  if (integration) void applyIntegration(integration, { run: runTool, warn: log }).catch((err: unknown) => log(`registering .safehouse files: ${String(err)}`))
  const openWindow = (): BrowserWindow => {
    const win = createMainWindow({ preload: join(__dirname, '../preload/index.js'), url: startUrl, icon, saved: keeper.latest() ?? savedWindow, keeper })
    // A crashed or hung page is reloaded (or the player asked); the games stay in desktopHost.
    watchRenderer(win, { text: () => text().recovery, appName: PRODUCT_NAME, log, quit: () => app.quit() })
    win.on('focus', () => {
      win.flashFrame(false)
      notifier.reset()
    })
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null
    })
    mainWindow = win
    return win
  }
  const focusWindow = (): BrowserWindow => {
    const win = mainWindow && !mainWindow.isDestroyed() ? mainWindow : openWindow()
    if (win.isMinimized()) win.restore()
    win.show()
    win.focus()
    return win
  }

  // --- IPC -------------------------------------------------------------------------------------
  const ipc = new IpcRegistry(ipcMain, appOrigins, log)
  const windowOf = (): BrowserWindow | undefined => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : undefined)
  const dialogs: FileDialogs = {
    chooseSavePath: async (suggestedName) => {
      const options = {
        title: text().files.saveTitle,
        defaultPath: join(app.getPath('documents'), suggestedName),
        filters: [{ name: text().files.kind, extensions: [GAME_FILE_EXTENSION] }],
      }
      const win = windowOf()
      const { canceled, filePath } = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options)
      return canceled || !filePath ? null : filePath
    },
    chooseOpenPath: async () => {
      const options = {
        title: text().files.openTitle,
        properties: ['openFile' as const],
        filters: [
          { name: text().files.kind, extensions: [GAME_FILE_EXTENSION, 'json'] },
          { name: text().files.allFiles, extensions: ['*'] },
        ],
      }
      const win = windowOf()
      const { canceled, filePaths } = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options)
      return canceled ? null : (filePaths[0] ?? null)
    },
  }
  const alerts = new TurnAlerts({
    platform: process.platform,
    notify: (shownText, on) => {
      const notification = new Notification({ title: shownText.title, body: shownText.body })
      notification.on('click', on.click)
      notification.on('close', on.closed)
      notification.on('failed', (_event, error) => on.failed(error))
      notification.show()
      return notification
    },
    nudge: (nudge) => {
      if (nudge.kind === 'bounce') app.dock?.bounce(nudge.type)
      else windowOf()?.flashFrame(true)
    },
    focus: () => void focusWindow(),
    warn: log,
  })
  const notifyTurn = (notice: TurnNotice): void => {
    const context = { windowFocused: windowOf()?.isFocused() ?? false, enabled: settings.get().notifications, supported: Notification.isSupported() }
    if (notifier.shouldNotify(context)) alerts.alert(notice)
  }
  const setLanguage = (next: AppLanguage): void => {
    if (next === language) return
    language = next
    applyMenu()
  }
  // Updates (electron-updater, decided by desktop/updates.ts): made below, once the menu can ask.
  let updates: UpdateController | null = null
  const handlers = ipcHandlers({ host: desktopHost, settings, dialogs, notifyTurn, setLanguage, updateStatus: () => updates?.status() ?? { state: 'idle' } })
  for (const channel of Object.keys(handlers) as GuardedChannel[]) {
    const handler = handlers[channel] as (args: unknown) => unknown
    if (ONE_WAY_CHANNELS.has(channel)) ipc.on(channel, handler)
    else ipc.handle(channel, handler)
  }

  /** Brings the window up and tells its page; a window still loading gets it once its page listens. */
  const tellPage = (channel: string, payload: unknown): void => {
    const existed = mainWindow !== null && !mainWindow.isDestroyed()
    const win = focusWindow()
    if (existed && !win.webContents.isLoading()) win.webContents.send(channel, payload)
    else win.webContents.once('did-finish-load', () => win.webContents.send(channel, payload))
  }

  // --- menu ------------------------------------------------------------------------------------
  const menuCommand = (command: MenuCommand) => tellPage(IPC.menu, command)
  function applyMenu(): void {
    const options = {
      appName: PRODUCT_NAME,
      language,
      dev: !app.isPackaged,
      onCommand: menuCommand,
      onAbout: () => app.showAboutPanel(),
      onCheckForUpdates: () => void updates?.checkFromMenu().catch((err: unknown) => log(`updates: ${String(err)}`)),
    }
    Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(process.platform, options)))
  }
  applyMenu()

  // --- lifecycle -------------------------------------------------------------------------------
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
    // macOS keeps the app running without a window: it stops offering a game on the network then.
    else void desktopHost.stopHosting().catch((err: unknown) => log(`stopping hosting: ${String(err)}`))
  })
  let shutdown: 'running' | 'closing' | 'done' = 'running'
  let shuttingDown: Promise<void> | null = null
  /** Saves and closes what the app holds, once (at most SHUTDOWN_TIMEOUT_MS); quitting then goes through. */
  const shutDown = (): Promise<void> => {
    if (shuttingDown) return shuttingDown
    shutdown = 'closing'
    const timeout = new Promise<void>((done) => setTimeout(done, SHUTDOWN_TIMEOUT_MS).unref())
    const cleanUp = Promise.allSettled([keeper.flush(), settings.flush(), desktopHost.close()]).then((results) => {
      for (const r of results) if (r.status === 'rejected') log(`shutting down: ${String(r.reason)}`)
    })
    shuttingDown = Promise.race([cleanUp, timeout]).finally(() => {
      shutdown = 'done'
    })
    return shuttingDown
  }
  app.on('before-quit', (event) => {
    if (shutdown === 'done') return
    event.preventDefault()
    if (shutdown === 'closing') return
    void shutDown().finally(() => app.quit())
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit())

  // The host starts with the app; the window does not wait for it (localHost() does).
  const hostReady = desktopHost.start().catch((err: unknown) => {
    log(`the game host did not start: ${err instanceof Error ? err.message : String(err)}`)
    dialog.showErrorBox(PRODUCT_NAME, `${text().hostFailed}\n\n${err instanceof Error ? err.message : String(err)}`)
  })
  openWindow()
  await hostReady
  // Game record files opened from outside (file manager, Dock, command line, a second instance).
  launches.ready({
    open: async (file) => tellPage(IPC.gameOpened, await openedGameMessage(desktopHost, file)),
    focus: () => void focusWindow(),
  })
  // Checks at start when Settings says so; downloads in the background; installs on quit.
  updates = await createAppUpdates({
    settings: () => settings.get(),
    text: () => text().updates,
    appName: PRODUCT_NAME,
    window: windowOf,
    onStatus: (status, notice) => sendToPages(IPC.updateStatus, { status, notice }),
    shutDown,
    appImageMoved: (path) => {
      const moved = appImageIntegration({ platform: process.platform, packaged: app.isPackaged, env: { ...process.env, APPIMAGE: path }, icon })
      try {
        if (moved) moveEntrySync(moved)
      } catch (err) {
        log(`pointing the .safehouse entry at the updated AppImage: ${String(err)}`)
      }
    },
    log,
  })
  settings.onChange(() => void updates?.settingsChanged())
  void updates.start()
  if (storeLockedMessage !== null) {
    const win = windowOf()
    const message = {
      type: 'warning' as const,
      title: PRODUCT_NAME,
      message: text().storeLocked.message,
      detail: `${storeLockedMessage}\n\n${fill(text().storeLocked.detail, PRODUCT_NAME)}`,
    }
    void (win ? dialog.showMessageBox(win, message) : dialog.showMessageBox(message))
  }
}

function hostnameOrApp(): string {
  return hostname() || PRODUCT_NAME
}

if (!app.requestSingleInstanceLock()) {
  // Another Safehouse is running: it gets focused ('second-instance'), this one leaves.
  app.quit()
} else {
  run().catch((err: unknown) => {
    console.error(err)
    dialog.showErrorBox(PRODUCT_NAME, `${fill(text().startFailed, PRODUCT_NAME)}\n\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
    app.exit(1)
  })
}
