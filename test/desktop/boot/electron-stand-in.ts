// A recording stand-in for the `electron` module, for booting the built main process under plain
// Node (boot-main.ts). Every Electron API the app uses is faked here; every call to one is recorded
// (`calls`), and every property asked for that is not faked is recorded in `unfaked` (and is
// undefined), so a test can say the app touched nothing this file does not stand in for. The test
// drives Electron's side: `app.emit('ready')`, a window's events, the answers of message boxes.
import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Call {
  api: string
  args: unknown[]
}

export const calls: Call[] = []
export const unfaked: string[] = []
const watchers = new Set<() => void>()

function record(api: string, args: unknown[]): void {
  calls.push({ api, args })
  for (const watch of [...watchers]) watch()
}

/** Resolves once `holds()` is true, checked now and after every recorded call (no timers). */
export function until(holds: () => boolean): Promise<void> {
  if (holds()) return Promise.resolve()
  return new Promise((done) => {
    const watch = (): void => {
      if (!holds()) return
      watchers.delete(watch)
      done()
    }
    watchers.add(watch)
  })
}

/** Makes the watchers look again (for conditions that change without an Electron call). */
export function nudge(): void {
  record('(nudge)', [])
}

/** The calls of one API, e.g. 'app.quit'. */
export function callsOf(api: string): Call[] {
  return calls.filter((c) => c.api === api)
}

// EventEmitter's own bookkeeping is not an Electron API: reading it is not recorded as a call.
const QUIET = new Set(['emit', 'listenerCount', 'listeners', 'rawListeners', 'eventNames', 'getMaxListeners', 'setMaxListeners', '_events', '_eventsCount', '_maxListeners'])

/** `target` behind a recording proxy named `name` (methods run with `this` = the target). */
function faked<T extends object>(name: string, target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      if (typeof prop === 'symbol' || prop === 'then' || prop === 'constructor') return Reflect.get(t, prop)
      if (!(prop in t)) {
        unfaked.push(`${name}.${prop}`)
        return undefined
      }
      const value: unknown = Reflect.get(t, prop)
      if (typeof value !== 'function' || QUIET.has(prop)) return value
      return (...args: unknown[]) => {
        record(`${name}.${prop}`, args)
        return (value as (...a: unknown[]) => unknown).apply(t, args)
      }
    },
  })
}

const platform = process.platform
const home = mkdtempSync(join(tmpdir(), 'safehouse-boot-'))
const paths: Record<string, string> = {}
for (const name of ['userData', 'logs', 'documents', 'temp', 'home', 'exe']) {
  paths[name] = join(home, name)
  mkdirSync(paths[name], { recursive: true })
}

/** Event objects as Electron passes them: preventDefault is remembered. */
export function electronEvent(extra: Record<string, unknown> = {}): { defaultPrevented: boolean; preventDefault(): void } & Record<string, unknown> {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true
    },
    ...extra,
  }
  return event
}

class FakeWebContents extends EventEmitter {
  readonly sent: Array<{ channel: string; payload: unknown }> = []
  destroyed = false
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload })
  }
  isLoading(): boolean {
    return false
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  reload(): void {}
  forcefullyCrashRenderer(): void {}
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler
  }
}

class FakeWindow extends EventEmitter {
  static readonly all: FakeWindow[] = []
  readonly webContents: FakeWebContents
  destroyed = false
  constructor(readonly options: Record<string, unknown>) {
    super()
    const n = FakeWindow.all.length + 1
    this.webContents = faked(`webContents#${n}`, new FakeWebContents())
    const self = faked(`BrowserWindow#${n}`, this)
    FakeWindow.all.push(self)
    record('new BrowserWindow', [options])
    return self
  }
  static getAllWindows(): FakeWindow[] {
    return FakeWindow.all.filter((w) => !w.destroyed)
  }
  loadURL(): Promise<void> {
    return Promise.resolve()
  }
  show(): void {}
  focus(): void {}
  restore(): void {}
  maximize(): void {}
  setFullScreen(): void {}
  flashFrame(): void {}
  isMinimized(): boolean {
    return false
  }
  isMaximized(): boolean {
    return false
  }
  isFullScreen(): boolean {
    return false
  }
  isFocused(): boolean {
    return false
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return { x: 10, y: 10, width: 1200, height: 800 }
  }
  /** As a window closing does it: close, then the page ends, then closed. */
  close(): void {
    if (this.destroyed) return
    const event = electronEvent()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
}

/** The message boxes shown and not yet answered; answer(i) resolves one. */
export const openBoxes: Array<{ options: Record<string, unknown>; answer(response: number): void }> = []

class FakeApp extends EventEmitter {
  isPackaged = true
  dock = platform === 'darwin' ? faked('app.dock', { bounce: () => 1, cancelBounce: () => undefined }) : undefined
  readyNow!: () => void
  private readonly ready = new Promise<void>((done) => (this.readyNow = done))
  quitState: 'running' | 'quitting' | 'quit' = 'running'
  exitCode: number | null = null
  whenReady(): Promise<void> {
    return this.ready
  }
  getPreferredSystemLanguages(): string[] {
    return ['en-GB']
  }
  setAppUserModelId(): void {}
  setAboutPanelOptions(): void {}
  showAboutPanel(): void {}
  getVersion(): string {
    return '0.1.0'
  }
  getName(): string {
    return 'Safehouse'
  }
  getPath(name: string): string {
    const path = paths[name]
    if (!path) throw new Error(`getPath(${name}) is not faked`)
    return path
  }
  getAppPath(): string {
    return join(home, 'app')
  }
  requestSingleInstanceLock(): boolean {
    return true
  }
  releaseSingleInstanceLock(): void {}
  relaunch(): void {}
  /** As Electron: before-quit (which may be prevented), the windows close, will-quit, quit. */
  quit(): void {
    if (this.quitState === 'quit') return
    const event = electronEvent()
    this.emit('before-quit', event)
    if (event.defaultPrevented) return
    this.quitState = 'quitting'
    for (const win of FakeWindow.getAllWindows()) win.close()
    const willQuit = electronEvent()
    this.emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) return
    this.quitState = 'quit'
    this.emit('quit', electronEvent(), 0)
    nudge()
  }
  exit(code: number): void {
    this.exitCode = code
    this.quitState = 'quit'
    nudge()
  }
}

export const app = faked('app', new FakeApp())

class IpcMainStandIn extends EventEmitter {
  readonly handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()
  handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.handlers.set(channel, handler)
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }
}
export const ipcMain = faked('ipcMain', new IpcMainStandIn())

function box(options: Record<string, unknown>): Promise<{ response: number; checkboxChecked: boolean }> {
  return new Promise((done) => {
    const entry = {
      options,
      answer: (response: number) => {
        openBoxes.splice(openBoxes.indexOf(entry), 1)
        done({ response, checkboxChecked: false })
      },
    }
    openBoxes.push(entry)
    const signal = options['signal'] as AbortSignal | undefined
    signal?.addEventListener('abort', () => entry.answer(Number(options['cancelId'] ?? 0)))
  })
}

export const dialog = faked('dialog', {
  showMessageBox: (a: unknown, b?: unknown) => box((b ?? a) as Record<string, unknown>),
  showErrorBox: () => undefined,
  showSaveDialog: () => Promise.resolve({ canceled: true }),
  showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
})

export const Menu = faked('Menu', {
  setApplicationMenu: () => undefined,
  buildFromTemplate: (template: unknown) => ({ template }),
})

class FakeNotification extends EventEmitter {
  static isSupported(): boolean {
    return true
  }
  show(): void {}
}
export const Notification = faked('Notification', FakeNotification)

export const protocol = faked('protocol', {
  registerSchemesAsPrivileged: () => undefined,
  handle: () => undefined,
})

export const session = faked('session', {
  defaultSession: faked('session.defaultSession', {
    setPermissionRequestHandler: () => undefined,
    setPermissionCheckHandler: () => undefined,
    webRequest: faked('session.defaultSession.webRequest', { onHeadersReceived: () => undefined }),
  }),
})

export const shell = faked('shell', { openExternal: () => Promise.resolve() })

const display = { workArea: { x: 0, y: 0, width: 1920, height: 1080 } }
export const screen = faked('screen', { getAllDisplays: () => [display], getPrimaryDisplay: () => display })

/** Electron's own autoUpdater (Squirrel), which electron-updater's MacUpdater wraps. */
export const autoUpdater = faked('autoUpdater', new EventEmitter())

export const BrowserWindow = faked('BrowserWindow', FakeWindow)

/** The windows made so far (closed ones too). */
export const windows = FakeWindow.all

export const folders = { home, ...paths }
