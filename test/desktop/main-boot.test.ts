// The built main process (out/main/index.js) booted under plain Node with a recording stand-in for
// `electron` (test/desktop/boot/): start-up, the window, IPC and its guards, the sockets, window
// events and quitting, on Linux and macOS (issue 36, point 4). Each boot runs in a child process
// (boot/boot-main.ts); the Linux one, which opens the network as a host does (0.0.0.0 and mDNS), runs
// inside a throw-away network namespace (test/support/netns.ts). The app ships the app-update.yml
// of a build that names no update feed (issue 36, point 2), with the real electron-updater.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPC } from '../../src/shared/ipc'
import { createNetnsPair, netnsAvailable, runIn, type Netns, type NetnsPair } from '../support/netns'

const root = resolve(__dirname, '../..')
const script = join(__dirname, 'boot/boot-main.ts')
const built = existsSync(join(root, 'out/main/index.js'))
const linux = process.platform === 'linux'
const netns = linux ? netnsAvailable() : { available: false, reason: 'not Linux' }
if (!linux) console.warn('[main-boot.test] skipped: the boot reads its sockets from /proc (Linux only)')
else if (!netns.available) console.warn(`[main-boot.test] hosting not booted: opening 0.0.0.0 needs a private network namespace (${netns.reason})`)

type Report = Record<string, unknown> & {
  beforeReady: string[]
  listenersBeforeReady: string[]
  startLogs: string[]
  windows: Array<Record<string, unknown> & { webPreferences: Record<string, unknown> }>
  loadURL: string[]
  channels: { invoke: string[]; oneWay: string[] }
  guards: Record<string, Record<'outside' | 'subFrame' | 'badArguments', { ok: boolean; error?: string }>>
  oneWayRefusals: string[]
  socketsBeforeHosting: string[]
  socketsHosting?: string[]
  socketsAfterStopHosting?: string[]
  socketsAfterAllClosed?: string[]
  socketsAfterQuit: string[]
  unfaked: string[]
  logs: string[]
  exit: number | null
}

/** Boots the main process in a child (inside namespace `ns`, hosting, when given) and resolves with its report once it has exited. */
function boot(platform: 'linux' | 'darwin', ns: Netns | null): Promise<Report> {
  const env = { ...process.env, BOOT_PLATFORM: platform, BOOT_HOSTING: ns ? '1' : '0' }
  const args = ['--import', 'tsx', script]
  const child: ChildProcess = ns ? runIn(ns, process.execPath, args, { cwd: root, env }) : spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()))
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BOOT-REPORT '))
      if (!line) fail(new Error(`the boot printed no report (exit ${code}):\n${out}\n${err}`))
      else done({ ...(JSON.parse(line.slice('BOOT-REPORT '.length)) as Report), exit: code })
    })
  })
}

const SECURE_WEB_PREFERENCES = {
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
  disableBlinkFeatures: 'Auxclick',
}
const LOOPBACK_LISTENER = /^tcp 127\.0\.0\.1:\d+ LISTEN$/
const opensNetwork = (sockets: string[]) => sockets.some((s) => /^(tcp6? (0\.0\.0\.0|::)|udp)/.test(s))

describe.skipIf(!linux)('the built main process, booted with a stand-in Electron', () => {
  let pair: NetnsPair | null = null
  let onLinux: Report
  let onMac: Report

  beforeAll(async () => {
    if (!built) throw new Error('out/main/index.js is missing: run `npx electron-vite build` first (npm test does)')
    pair = netns.available ? createNetnsPair() : null
    // One namespace each: both open port 7777 and advertise on mDNS, as two hosts would.
    ;[onLinux, onMac] = await Promise.all([boot('linux', pair?.a ?? null), boot('darwin', pair?.b ?? null)])
  }, 120_000)

  afterAll(() => pair?.destroy())

  it('before ready, registers the app scheme, takes the single-instance lock and listens for files opened, and nothing else', () => {
    for (const r of [onLinux, onMac]) {
      expect(r.beforeReady).toEqual(['protocol.registerSchemesAsPrivileged', 'app.on', 'app.requestSingleInstanceLock', 'app.whenReady'])
      expect(r.listenersBeforeReady).toEqual(['open-file', 'second-instance'])
      expect(r['focusedForSecondInstance']).toBe(1) // a second launch during start-up brings the window forward once it exists
    }
  })

  it('touches no Electron API the stand-in does not fake', () => {
    expect(onLinux.unfaked).toEqual([])
    expect(onMac.unfaked).toEqual([])
  })

  it("opens one window with the secure webPreferences, loading the app's own page", () => {
    expect(onLinux.windows).toHaveLength(1)
    const { preload, ...rest } = onLinux.windows[0]!.webPreferences
    expect(rest).toEqual(SECURE_WEB_PREFERENCES)
    expect(preload).toBe(join(root, 'out/preload/index.js'))
    expect(onLinux.windows[0]!['show']).toBe(false) // shown at ready-to-show
    expect(onLinux.loadURL).toEqual(['app://safehouse/'])
    expect(onLinux['protocolHandled']).toEqual(['app'])
  })

  it('hardens the session and the page: permissions, CSP, no navigation or windows outside the app', () => {
    expect(onLinux['sessionHardened']).toEqual([1, 1, 1])
    expect(onLinux['navigation']).toEqual({ outside: true, inApp: false, windowOpen: 'deny' })
  })

  it('answers on 12 IPC channels, each refusing other pages, sub-frames and bad arguments', () => {
    const { invoke, oneWay } = onLinux.channels
    const toPage: string[] = [IPC.hostsChanged, IPC.menu, IPC.gameOpened, IPC.updateStatus]
    expect([...invoke, ...oneWay].sort()).toEqual(Object.values(IPC).filter((c) => !toPage.includes(c)).sort())
    expect(invoke.length + oneWay.length).toBe(12)
    expect(oneWay.sort()).toEqual([IPC.setLanguage, IPC.notifyTurn].sort())
    for (const channel of invoke) {
      const g = onLinux.guards[channel]!
      expect(g.outside.error, channel).toMatch(/^IpcRefusal: .*refused a message from outside the app \(https:\/\/evil\.example\)/)
      expect(g.subFrame.error, channel).toMatch(/^IpcRefusal: .*refused a message from outside the app/)
      expect(g.badArguments.error, channel).toMatch(/^IpcRefusal: .*invalid arguments/)
    }
    expect(onLinux.oneWayRefusals.filter((l) => l.includes('refused a message from outside the app'))).toHaveLength(2)
    expect(onLinux.oneWayRefusals.filter((l) => l.includes('invalid arguments'))).toHaveLength(2)
    expect(onLinux['settings']).toMatchObject({ ok: true, value: { lanPort: 7777, autoUpdate: true } })
  })

  it('listens on nothing but 127.0.0.1 until the player hosts', () => {
    for (const r of [onLinux, onMac]) {
      expect(r.socketsBeforeHosting).toHaveLength(1)
      expect(r.socketsBeforeHosting[0]).toMatch(LOOPBACK_LISTENER)
      const port = /:(\d+) /.exec(r.socketsBeforeHosting[0]!)?.[1]
      expect(r['localHost']).toEqual({ ok: true, value: { wsUrl: `ws://127.0.0.1:${port}/ws` } })
    }
  })

  it.skipIf(!netns.available)('hosting opens the network (in the namespace), and stopping closes it', () => {
    expect(onMac['startHosting']).toMatchObject({ ok: true })
    expect(opensNetwork(onMac.socketsHosting ?? [])).toBe(true)
    expect(onLinux['startHosting']).toMatchObject({ ok: true })
    expect(opensNetwork(onLinux.socketsHosting ?? [])).toBe(true)
    expect(onLinux['stopHosting']).toMatchObject({ ok: true })
    expect(onLinux.socketsAfterStopHosting).toEqual(onLinux.socketsBeforeHosting)
  })

  it('a crashed page is reloaded; a hung one is asked about, and the question goes when it responds again', () => {
    expect(onLinux['windowEvents']).toEqual({ shown: true, flashStopped: true, reloadedAfterCrash: 1, boxesWhileHung: 1, boxesAfterResponsive: 0 })
  })

  it('a build with no update feed says updates are not available, once, and never shows an error', () => {
    for (const r of [onLinux, onMac]) {
      expect(r.startLogs).toEqual(['[safehouse] updates are not available for this build: its app-update.yml names no update feed'])
      expect(r['updateStatus']).toEqual({ ok: true, value: { state: 'unavailable', reason: 'no-feed' } })
      expect(r['updateMessages']).toEqual([])
      expect(r['errorBoxes']).toEqual([])
      expect(r.logs.filter((l) => /updates/.test(l))).toHaveLength(1)
    }
  })

  it('Linux: closing the last window quits, every socket is closed and the process ends by itself', () => {
    expect(onLinux['quitState']).toBe('quit')
    expect(onLinux['exitCode']).toBeNull() // app.exit (start-up failed) was never called
    expect(onLinux.socketsAfterQuit).toEqual([])
    expect(onLinux.exit).toBe(0)
  })

  it('macOS: closing the last window keeps the app and stops hosting; activate opens a window; ⌘Q closes every socket', () => {
    expect(onMac['quitAfterAllClosed']).toBe('running')
    if (netns.available) expect(opensNetwork(onMac.socketsHosting ?? [])).toBe(true)
    expect(onMac.socketsAfterAllClosed).toEqual(onMac.socketsBeforeHosting)
    expect(onMac['windowsAfterActivate']).toBe(1)
    expect(onMac['quitState']).toBe('quit')
    expect(onMac.socketsAfterQuit).toEqual([])
    expect(onMac.exit).toBe(0)
  })
})
