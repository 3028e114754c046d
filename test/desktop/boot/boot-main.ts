// Boots the built main process (out/main/index.js) under plain Node with the recording stand-in
// for `electron` (electron-stand-in.ts), drives Electron's side of a session and prints what it
// saw as one JSON line (`BOOT-REPORT {…}`) for test/desktop/main-boot.test.ts to judge. Run by that
// test in a child process: BOOT_PLATFORM (linux, darwin), BOOT_HOSTING=1 to open the network too
// (only inside a network namespace the test made), BOOT_FEED (the app-update.yml to ship).
// electron-updater is the real one; it is never let near the network (see BOOT_FEED).
import './boot-platform'
import Module from 'node:module'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ownSockets, type OwnSocket } from './sockets'

type StandIn = typeof import('./electron-stand-in')

const root = resolve(__dirname, '../../..')
const STAND_IN_ID = '(electron stand-in)'

// Every require of the electron module, the app's and electron-updater's, gets the stand-in's module.
const moduleInternals = Module as unknown as {
  _resolveFilename(request: string, ...rest: unknown[]): string
  _cache: Record<string, unknown>
}
const resolveFilename = moduleInternals._resolveFilename
moduleInternals._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'electron' ? STAND_IN_ID : resolveFilename.call(this, request, ...rest)
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const standIn = require('./electron-stand-in') as StandIn
const { app, BrowserWindow, calls, callsOf, dialog, electronEvent, folders, ipcMain, Menu, Notification, nudge, openBoxes, protocol, screen, session, shell, autoUpdater, unfaked, until, windows } = standIn
// The module the app sees: only the APIs Electron has that the stand-in fakes; anything else asked of it is recorded.
const electronExports: Record<string, unknown> = { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, screen, session, shell, autoUpdater }
const electronModule = new Proxy(electronExports, {
  get(target, prop) {
    if (typeof prop === 'symbol' || prop === '__esModule' || prop === 'default') return prop === 'default' ? electronModule : undefined
    if (!(prop in target)) unfaked.push(`electron.${prop}`)
    return target[prop]
  },
})
const entry = new Module(STAND_IN_ID)
entry.exports = electronModule
entry.loaded = true
moduleInternals._cache[STAND_IN_ID] = entry

const platform = process.platform
const hosting = process.env['BOOT_HOSTING'] === '1'
const logs: string[] = []
console.warn = (...args: unknown[]) => {
  logs.push(args.map(String).join(" "))
  if (process.env["BOOT_DEBUG"]) process.stderr.write(`${args.map(String).join(" ")}\n`)
  nudge()
}

// A packaged app: resources with the app-update.yml this build ships, and (Linux) a deb's package-type.
const resources = join(folders.home, 'resources')
mkdirSync(resources, { recursive: true })
writeFileSync(join(resources, 'app-update.yml'), process.env['BOOT_FEED'] ?? 'updaterCacheDirName: safehouse-updater\n')
if (platform === 'linux') writeFileSync(join(resources, 'package-type'), 'deb\n')
Object.defineProperty(process, 'resourcesPath', { value: resources })

const APP_FRAME = { senderFrame: { url: 'app://safehouse/index.html', parent: null } }
const OUTSIDE_FRAME = { senderFrame: { url: 'https://evil.example/', parent: null } }
const SUB_FRAME = { senderFrame: { url: 'app://safehouse/index.html', parent: {} } }

function invoke(sender: unknown, channel: string, ...args: unknown[]): Promise<unknown> {
  const handler = ipcMain.handlers.get(channel)
  if (!handler) return Promise.reject(new Error(`no handler for ${channel}`))
  return Promise.resolve().then(() => handler(sender, ...args))
}

async function outcome(p: Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await p }
  } catch (err) {
    return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }
  }
}

const inet = (s: OwnSocket[]) => s.map((x) => `${x.protocol} ${x.address}:${x.port} ${x.state}`)
/** A turn of the event loop: what the glue does after the last awaited step of start-up. */
const turn = () => new Promise<void>((done) => setImmediate(done))

async function main(): Promise<Record<string, unknown>> {
  const report: Record<string, unknown> = { platform, hosting }

  // --- load: the top level runs before `ready` -----------------------------------------------
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(join(root, 'out/main/index.js'))
  report['beforeReady'] = [...new Set(calls.map((c) => c.api))]
  report['listenersBeforeReady'] = app.eventNames().map(String)
  // A second launch while this one starts: queued, then the window comes forward.
  app.emit('second-instance', electronEvent(), ['safehouse'], folders.home)

  // --- ready: start-up runs to its end (its last step logs where updates stand) -----------------
  app.readyNow()
  app.emit('ready', electronEvent(), {})
  await until(() => logs.some((l) => l.includes('updates')) && windows.length > 0)
  await turn()
  report['startLogs'] = [...logs]
  const win = windows[0]!
  report['windows'] = windows.map((w) => w.options)
  report['loadURL'] = callsOf('BrowserWindow#1.loadURL').map((c) => c.args[0])
  report['focusedForSecondInstance'] = callsOf('BrowserWindow#1.focus').length
  report['sessionHardened'] = ['setPermissionRequestHandler', 'setPermissionCheckHandler'].map((m) => callsOf(`session.defaultSession.${m}`).length).concat(callsOf('session.defaultSession.webRequest.onHeadersReceived').length)
  report['protocolHandled'] = callsOf('protocol.handle').map((c) => c.args[0])
  report['menus'] = callsOf('Menu.setApplicationMenu').length
  report['errorBoxes'] = callsOf('dialog.showErrorBox').map((c) => c.args)
  report['updateMessages'] = win.webContents.sent.filter((s) => s.channel === 'safehouse:update-status').map((s) => s.payload)

  // --- web contents hardening (Electron emits web-contents-created for the window's page) ---------
  app.emit('web-contents-created', electronEvent(), win.webContents)
  const navigate = electronEvent()
  win.webContents.emit('will-navigate', navigate, 'https://evil.example/')
  const inApp = electronEvent()
  win.webContents.emit('will-navigate', inApp, 'app://safehouse/index.html#/play')
  report['navigation'] = { outside: navigate.defaultPrevented, inApp: inApp.defaultPrevented, windowOpen: win.webContents.windowOpenHandler?.({ url: 'https://evil.example/' }).action ?? null }

  // --- IPC: every channel and its guard ---------------------------------------------------------
  const invokeChannels = [...ipcMain.handlers.keys()]
  const oneWay = ipcMain.eventNames().map(String)
  const guards: Record<string, unknown> = {}
  for (const channel of invokeChannels) {
    guards[channel] = {
      outside: await outcome(invoke(OUTSIDE_FRAME, channel)),
      subFrame: await outcome(invoke(SUB_FRAME, channel)),
      badArguments: await outcome(invoke(APP_FRAME, channel, 'x', { y: 1 }, 3)),
    }
  }
  const logsBefore = logs.length
  for (const channel of oneWay) {
    ipcMain.emit(channel, OUTSIDE_FRAME, 'en')
    ipcMain.emit(channel, APP_FRAME, { not: 'valid' }, 2)
  }
  report['oneWayRefusals'] = logs.slice(logsBefore)
  report['channels'] = { invoke: invokeChannels, oneWay }
  report['guards'] = guards
  report['settings'] = await outcome(invoke(APP_FRAME, 'safehouse:get-settings'))
  report['updateStatus'] = await outcome(invoke(APP_FRAME, 'safehouse:get-update-status'))
  report['localHost'] = await outcome(invoke(APP_FRAME, 'safehouse:local-host'))

  // --- sockets before the player hosts --------------------------------------------------------
  report['socketsBeforeHosting'] = inet(ownSockets())
  if (hosting) {
    report['startHosting'] = await outcome(invoke(APP_FRAME, 'safehouse:start-hosting'))
    report['socketsHosting'] = inet(ownSockets())
    if (platform === 'linux') {
      report['stopHosting'] = await outcome(invoke(APP_FRAME, 'safehouse:stop-hosting'))
      report['socketsAfterStopHosting'] = inet(ownSockets())
    }
  }

  // --- the window's events --------------------------------------------------------------------
  win.emit('ready-to-show')
  win.emit('focus')
  win.webContents.emit('render-process-gone', electronEvent(), { reason: 'crashed', exitCode: 11 })
  win.emit('unresponsive')
  const boxesWhileHung = openBoxes.length
  win.emit('responsive')
  await turn()
  report['windowEvents'] = {
    shown: callsOf('BrowserWindow#1.show').length > 0,
    flashStopped: callsOf('BrowserWindow#1.flashFrame').some((c) => c.args[0] === false),
    reloadedAfterCrash: callsOf('webContents#1.reload').length,
    boxesWhileHung,
    boxesAfterResponsive: openBoxes.length,
  }

  // --- closing the last window, and quitting ----------------------------------------------------
  win.close()
  app.emit('window-all-closed', electronEvent())
  if (platform === 'darwin') {
    // macOS keeps running without a window, and stops offering the game on the network.
    // Nothing in Electron marks the end of stopHosting(): look again at each turn of the event loop.
    for (let i = 0; hosting && ownSockets().some((s) => s.address === '0.0.0.0' || s.address === '::' || s.protocol.startsWith('udp')); i++) {
      if (i === 100_000) throw new Error('the network stayed open after the last window closed')
      await turn()
    }
    report['quitAfterAllClosed'] = app.quitState
    report['socketsAfterAllClosed'] = inet(ownSockets())
    app.emit('activate', electronEvent(), false)
    report['windowsAfterActivate'] = BrowserWindow.getAllWindows().length
    app.quit() // ⌘Q
  }
  await until(() => app.quitState === 'quit')
  report['quitState'] = app.quitState
  report['exitCode'] = app.exitCode
  report['socketsAfterQuit'] = inet(ownSockets())
  report['unfaked'] = [...new Set(unfaked)]
  report['logs'] = logs
  return report
}

main().then(
  (report) => process.stdout.write(`BOOT-REPORT ${JSON.stringify(report)}\n`),
  (err: unknown) => {
    process.stdout.write(`BOOT-FAILED ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
    process.exitCode = 1
  },
)
