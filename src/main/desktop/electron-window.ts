// Electron glue (imported only by src/main/index.ts): the main window, with the locked-down web
// preferences, and its size and place remembered (window-state.ts decides, this applies).
import { BrowserWindow, screen } from 'electron'
import { clampWindowState, MIN_SIZE, type WindowState, type WindowStateKeeper } from './window-state'

export interface MainWindowOptions {
  preload: string
  url: string
  icon?: string
  saved: WindowState | null
  keeper: WindowStateKeeper
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const placement = clampWindowState(
    options.saved,
    screen.getAllDisplays().map((d) => d.workArea),
    screen.getPrimaryDisplay().workArea,
  )
  const win = new BrowserWindow({
    ...(placement.x !== undefined && placement.y !== undefined ? { x: placement.x, y: placement.y } : { center: true }),
    width: placement.width,
    height: placement.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Safehouse',
    show: false,
    backgroundColor: '#1b1f24',
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Middle-click would ask for a new window (denied anyway by the window-open handler).
      disableBlinkFeatures: 'Auxclick',
    },
  })

  win.once('ready-to-show', () => {
    if (placement.maximized) win.maximize()
    if (placement.fullScreen) win.setFullScreen(true)
    win.show()
  })

  const remember = () => {
    if (win.isDestroyed()) return
    options.keeper.update({ normalBounds: win.getNormalBounds(), maximized: win.isMaximized(), fullScreen: win.isFullScreen() })
  }
  for (const event of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen'] as const) {
    win.on(event as 'resize', remember)
  }
  win.on('close', () => {
    remember()
    void options.keeper.flush()
  })

  void win.loadURL(options.url)
  return win
}
