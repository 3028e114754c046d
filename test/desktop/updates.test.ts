// Updates (src/main/desktop/updates.ts) against a stand-in for electron-updater's autoUpdater: the
// stand-in answers a check the way electron-updater does (the event first, then the promise), and
// the test says what the feed holds. No timers, no network.
import { describe, expect, it, vi } from 'vitest'
import { APP_LANGUAGES } from '../../src/shared/ipc'
import { isUpdateNotice, isUpdateStatus, type UpdateStatus } from '../../src/shared/preload-api'
import { DESKTOP_TEXT } from '../../src/main/desktop/desktop-text'
import {
  canInstallUpdates,
  downloadPageOf,
  linuxPackageOf,
  macSignedFromCodesign,
  UPDATER_OPTIONS,
  UpdateController,
  updateBox,
  updateFeedFrom,
  type UpdateAnswer,
  type UpdateFeed,
  type UpdatePlatform,
  type UpdateQuestion,
  type Updater,
  type UpdateVersion,
} from '../../src/main/desktop/updates'

type Listener = (arg: never) => void

/** electron-updater as far as updates.ts sees it; `feed` is the newest published version (or an error). */
class StandInUpdater implements Updater {
  feed: string | Error = '1.0.0'
  /** A download finishes when the test says so (finishDownload). */
  private downloading: { version: string; done: () => void; fail: (e: Error) => void } | null = null
  active = true
  readonly calls: string[] = []
  private readonly listeners = new Map<string, Listener[]>()

  constructor(private readonly current = '1.0.0') {}

  on(event: string, listener: (arg: never) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }

  private emit(event: string, arg: unknown): void {
    for (const l of this.listeners.get(event) ?? []) (l as (a: unknown) => void)(arg)
  }

  checkForUpdates(): Promise<unknown> {
    this.calls.push('check')
    if (!this.active) return Promise.resolve(null)
    if (this.feed instanceof Error) {
      this.emit('error', this.feed)
      return Promise.reject(this.feed)
    }
    const info: UpdateVersion = { version: this.feed }
    this.emit(this.feed === this.current ? 'update-not-available' : 'update-available', info)
    return Promise.resolve({ isUpdateAvailable: this.feed !== this.current, updateInfo: info })
  }

  downloadUpdate(): Promise<unknown> {
    this.calls.push('download')
    const version = this.feed as string
    return new Promise((resolve, reject) => {
      this.downloading = {
        version,
        done: () => {
          this.emit('update-downloaded', { version })
          resolve([`/cache/Safehouse-${version}.exe`])
        },
        fail: (e) => {
          this.emit('error', e)
          reject(e)
        },
      }
    })
  }

  async finishDownload(error?: Error): Promise<void> {
    const d = this.downloading
    this.downloading = null
    if (!d) throw new Error('nothing is downloading')
    if (error) d.fail(error)
    else d.done()
    await Promise.resolve()
    await Promise.resolve()
  }

  quitAndInstall(): void {
    this.calls.push('quitAndInstall')
  }
}

const WINDOWS: UpdatePlatform = { platform: 'win32', packaged: true, signed: false }
const MAC_SIGNED: UpdatePlatform = { platform: 'darwin', packaged: true, signed: true }
const MAC_UNSIGNED: UpdatePlatform = { platform: 'darwin', packaged: true, signed: false }
const PAGE = 'https://github.com/ann/safehouse/releases/latest'
const FEED: UpdateFeed = { provider: 'github', owner: 'ann', repo: 'safehouse' }

function setUp(options: { platform?: UpdatePlatform; autoUpdate?: boolean; answers?: UpdateAnswer[]; updater?: StandInUpdater | null; feed?: UpdateFeed | null } = {}) {
  const updater = options.updater === undefined ? new StandInUpdater() : options.updater
  const settings = { autoUpdate: options.autoUpdate ?? true }
  const statuses: Array<{ status: UpdateStatus; notice: boolean }> = []
  const asked: UpdateQuestion[] = []
  const answers = [...(options.answers ?? [])]
  const opened: string[] = []
  const log = vi.fn<(m: string) => void>()
  const controller = new UpdateController({
    updater,
    platform: options.platform ?? WINDOWS,
    settings: () => settings,
    currentVersion: '1.0.0',
    feed: options.feed === undefined ? FEED : options.feed,
    onStatus: (status, notice) => statuses.push({ status, notice }),
    ask: async (question) => {
      asked.push(question)
      return answers.shift() ?? 'ok'
    },
    openPage: (url) => opened.push(url),
    // Shutting down takes a while (up to 5 s): quitAndInstall must wait for it.
    beforeRestart: async () => {
      await Promise.resolve()
      updater?.calls.push('beforeRestart')
    },
    log,
  })
  const notices = () => statuses.filter((s) => s.notice).map((s) => s.status)
  return { controller, updater, settings, statuses, asked, opened, log, notices }
}

describe('at start', () => {
  it('checks when the setting is on, downloads a new version in the background, and says it installs on quit', async () => {
    const { controller, updater, notices } = setUp()
    updater!.feed = '1.1.0'
    await controller.start()
    expect(updater!.calls).toEqual(['check', 'download'])
    expect(controller.status()).toEqual({ state: 'downloading', version: '1.1.0' })
    expect(notices()).toEqual([])
    await updater!.finishDownload()
    expect(controller.status()).toEqual({ state: 'downloaded', version: '1.1.0' })
    expect(notices()).toEqual([{ state: 'downloaded', version: '1.1.0' }])
    expect(updater!.calls).not.toContain('quitAndInstall') // installed on quit (UPDATER_OPTIONS), not now
  })

  it('does nothing when the setting is off', async () => {
    const { controller, updater, statuses } = setUp({ autoUpdate: false })
    updater!.feed = '1.1.0'
    await controller.start()
    expect(updater!.calls).toEqual([])
    expect(statuses).toEqual([])
    expect(controller.status()).toEqual({ state: 'idle' })
  })

  it('is up to date when the feed has this version; says nothing', async () => {
    const { controller, notices } = setUp()
    await controller.start()
    expect(controller.status()).toEqual({ state: 'current', version: '1.0.0' })
    expect(notices()).toEqual([])
  })

  it('a failed check (offline, say) is logged, never put in front of the player', async () => {
    const { controller, updater, notices, log, asked } = setUp()
    updater!.feed = new Error('net::ERR_INTERNET_DISCONNECTED')
    await controller.start()
    expect(controller.status()).toEqual({ state: 'failed', message: 'net::ERR_INTERNET_DISCONNECTED' })
    expect(log).toHaveBeenCalledTimes(1) // the event and the rejected promise are one failure
    expect(notices()).toEqual([])
    expect(asked).toEqual([])
  })

  it('never checks on a development build', async () => {
    for (const s of [setUp({ updater: null }), setUp({ platform: { ...WINDOWS, packaged: false } })]) {
      await s.controller.start()
      expect(s.updater?.calls ?? []).toEqual([])
      expect(s.controller.status()).toEqual({ state: 'unavailable', reason: 'dev' })
    }
  })

  it('an updater that is not active here (no app-update.yml, an AppImage without $APPIMAGE) says so', async () => {
    const { controller, updater } = setUp()
    updater!.active = false
    await controller.start()
    expect(controller.status()).toEqual({ state: 'unavailable', reason: 'inactive' })
  })
})

describe('a build with no update feed (app-update.yml names none)', () => {
  it('says once that updates are not available for this build, and never asks electron-updater', async () => {
    const { controller, updater, log, notices, asked, statuses } = setUp({ feed: null })
    updater!.feed = '1.1.0'
    await controller.start()
    await controller.settingsChanged()
    expect(updater!.calls).toEqual([])
    expect(controller.status()).toEqual({ state: 'unavailable', reason: 'no-feed' })
    expect(log.mock.calls).toEqual([['updates are not available for this build: its app-update.yml names no update feed']])
    expect(statuses.some((s) => s.status.state === 'failed')).toBe(false)
    expect(notices()).toEqual([])
    expect(asked).toEqual([])
  })

  it('also when the glue made no updater for it (it makes none without a feed)', async () => {
    const { controller, asked, log } = setUp({ feed: null, updater: null })
    await controller.start()
    await controller.checkFromMenu()
    expect(controller.status()).toEqual({ state: 'unavailable', reason: 'no-feed' })
    expect(asked).toEqual([{ kind: 'no-feed' }])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('the menu says so, not an error', async () => {
    const { controller, updater, asked } = setUp({ feed: null })
    await controller.checkFromMenu()
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'no-feed' }, { kind: 'no-feed' }])
    expect(updater!.calls).toEqual([])
    expect(updateBox({ kind: 'no-feed' }, DESKTOP_TEXT.en.updates, 'Safehouse')).toMatchObject({ type: 'info', message: 'Updates are not available for this build of Safehouse.', answers: ['ok'] })
  })

  it('a development build is still a development build', async () => {
    const { controller, asked } = setUp({ feed: null, platform: { ...WINDOWS, packaged: false } })
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'dev' }])
  })
})

describe('an unsigned macOS build', () => {
  it('does not download; the page tells the player once where to get the new version', async () => {
    const { controller, updater, notices } = setUp({ platform: MAC_UNSIGNED })
    updater!.feed = '1.1.0'
    await controller.start()
    await controller.start()
    expect(updater!.calls).toEqual(['check', 'check'])
    expect(controller.status()).toEqual({ state: 'manual', version: '1.1.0', page: PAGE })
    expect(notices()).toEqual([{ state: 'manual', version: '1.1.0', page: PAGE }])
  })

  it('from the menu: offers the download page and opens it', async () => {
    const { controller, updater, asked, opened } = setUp({ platform: MAC_UNSIGNED, answers: ['open'] })
    updater!.feed = '1.1.0'
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'manual', version: '1.1.0', page: PAGE }])
    expect(opened).toEqual([PAGE])
    expect(updater!.calls).toEqual(['check'])
  })

  it('a signed one updates itself', async () => {
    const { controller, updater } = setUp({ platform: MAC_SIGNED })
    updater!.feed = '1.1.0'
    await controller.start()
    expect(updater!.calls).toEqual(['check', 'download'])
  })
})

describe('Check for Updates… (the menu)', () => {
  it('always checks, also with the setting off, and says when there is nothing new', async () => {
    const { controller, updater, asked } = setUp({ autoUpdate: false })
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check'])
    expect(asked).toEqual([{ kind: 'current', version: '1.0.0' }])
  })

  it('setting off: asks before downloading; Download downloads and installs on quit', async () => {
    const { controller, updater, asked, notices } = setUp({ autoUpdate: false, answers: ['download'] })
    updater!.feed = '1.1.0'
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'available', version: '1.1.0' }])
    expect(updater!.calls).toEqual(['check', 'download'])
    await updater!.finishDownload()
    expect(notices()).toEqual([{ state: 'downloaded', version: '1.1.0' }])
  })

  it('setting off: Later downloads nothing', async () => {
    const { controller, updater } = setUp({ autoUpdate: false, answers: ['ok'] })
    updater!.feed = '1.1.0'
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check'])
    expect(controller.status()).toEqual({ state: 'available', version: '1.1.0' })
  })

  it('setting on: the download starts at once and the box says so', async () => {
    const { controller, updater, asked } = setUp()
    updater!.feed = '1.1.0'
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check', 'download'])
    expect(asked).toEqual([{ kind: 'downloading', version: '1.1.0' }])
    // Asked again while it downloads: no second check.
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check', 'download'])
  })

  it('once downloaded: offers to restart now (quitAndInstall) or later (on quit)', async () => {
    const { controller, updater, asked } = setUp({ answers: ['ok', 'ok', 'restart'] })
    updater!.feed = '1.1.0'
    await controller.start()
    await updater!.finishDownload()
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check', 'download'])
    await controller.checkFromMenu()
    expect(updater!.calls).toEqual(['check', 'download'])
    await controller.checkFromMenu()
    expect(asked.map((q) => q.kind)).toEqual(['downloaded', 'downloaded', 'downloaded'])
    // The app shuts down and lets go of its single-instance lock first (issue 36, point 3): the
    // AppImage starts the new version at once, which would otherwise quit as a second instance.
    expect(updater!.calls).toEqual(['check', 'download', 'beforeRestart', 'quitAndInstall'])
  })

  it('tells the player when the check fails', async () => {
    const { controller, updater, asked } = setUp()
    updater!.feed = new Error('HttpError: 404')
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'failed', message: 'HttpError: 404' }])
  })

  it('a failed download is logged and tried again at the next check', async () => {
    const { controller, updater, log } = setUp()
    updater!.feed = '1.1.0'
    await controller.start()
    await updater!.finishDownload(new Error('sha512 checksum mismatch'))
    expect(controller.status()).toEqual({ state: 'failed', message: 'sha512 checksum mismatch' })
    expect(log).toHaveBeenCalledWith('updates: sha512 checksum mismatch')
    await controller.start()
    expect(updater!.calls).toEqual(['check', 'download', 'check', 'download'])
  })

  it('on a development build: says only an installed copy updates itself, and checks nothing', async () => {
    const { controller, asked } = setUp({ updater: null })
    await controller.checkFromMenu()
    expect(asked).toEqual([{ kind: 'dev' }])
  })
})

describe('the setting', () => {
  it('turned on: checks at once, and downloads what the player had not taken yet', async () => {
    const s = setUp({ autoUpdate: false })
    s.updater!.feed = '1.1.0'
    await s.controller.settingsChanged()
    expect(s.updater!.calls).toEqual([])
    s.settings.autoUpdate = true
    await s.controller.settingsChanged()
    expect(s.updater!.calls).toEqual(['check', 'download'])

    const t = setUp({ autoUpdate: false, answers: ['ok'] })
    t.updater!.feed = '1.1.0'
    await t.controller.checkFromMenu()
    t.settings.autoUpdate = true
    await t.controller.settingsChanged()
    expect(t.updater!.calls).toEqual(['check', 'download'])
  })

  // Issue 36, point 3: saving the host name or the port re-ran a failed check.
  it('saving another setting does not check again, even after a failed check; turning it off and on does', async () => {
    const s = setUp()
    s.updater!.feed = new Error('net::ERR_INTERNET_DISCONNECTED')
    await s.controller.start()
    expect(s.updater!.calls).toEqual(['check'])
    await s.controller.settingsChanged() // the port, say
    await s.controller.settingsChanged() // the name
    expect(s.updater!.calls).toEqual(['check'])
    s.settings.autoUpdate = false
    await s.controller.settingsChanged()
    s.settings.autoUpdate = true
    s.updater!.feed = '1.0.0'
    await s.controller.settingsChanged()
    expect(s.updater!.calls).toEqual(['check', 'check'])
    expect(s.controller.status()).toEqual({ state: 'current', version: '1.0.0' })
  })

  it("electron-updater's options: download only when told, install on quit, no pre-releases or downgrades", () => {
    expect(UPDATER_OPTIONS).toEqual({ autoDownload: false, autoInstallOnAppQuit: true, allowPrerelease: false, allowDowngrade: false })
  })
})

it('every status the controller reports is one the preload lets through', async () => {
  const seen: UpdateStatus[] = []
  for (const platform of [WINDOWS, MAC_UNSIGNED]) {
    for (const feed of ['1.0.0', '1.1.0', new Error('x')]) {
      const s = setUp({ platform })
      s.updater!.feed = feed
      await s.controller.start()
      if (s.controller.status().state === 'downloading') await s.updater!.finishDownload()
      seen.push(...s.statuses.map((x) => x.status))
    }
  }
  seen.push(setUp({ updater: null }).controller.status(), setUp({ feed: null }).controller.status(), { state: 'unavailable', reason: 'inactive' }, { state: 'idle' })
  expect(new Set(seen.map((s) => s.state))).toEqual(new Set(['idle', 'checking', 'current', 'available', 'downloading', 'downloaded', 'manual', 'failed', 'unavailable']))
  for (const status of seen) {
    expect(isUpdateStatus(status), JSON.stringify(status)).toBe(true)
    expect(isUpdateNotice({ status, notice: true })).toBe(true)
  }
  for (const bad of [{ state: 'manual', version: '1.1.0', page: 'https://evil.example/x' }, { state: 'downloaded', version: '<img>' }, { state: 'idle', extra: 1 }, null, 'idle']) {
    expect(isUpdateStatus(bad), JSON.stringify(bad)).toBe(false)
  }
})

describe('how this copy was installed', () => {
  it('can install updates: Windows, a signed Mac, the AppImage, deb and rpm; not an ad-hoc signed Mac or an unpacked Linux build', () => {
    expect(canInstallUpdates(WINDOWS)).toBe(true)
    expect(canInstallUpdates(MAC_SIGNED)).toBe(true)
    expect(canInstallUpdates(MAC_UNSIGNED)).toBe(false)
    for (const linuxPackage of ['appimage', 'deb', 'rpm'] as const) expect(canInstallUpdates({ platform: 'linux', packaged: true, signed: false, linuxPackage })).toBe(true)
    expect(canInstallUpdates({ platform: 'linux', packaged: true, signed: false, linuxPackage: null })).toBe(false)
  })

  it("reads codesign's answer: a Developer ID is signed, ad hoc is not", () => {
    const developerId = 'Executable=/Applications/Safehouse.app/Contents/MacOS/Safehouse\nIdentifier=app.safehouse.desktop\nAuthority=Developer ID Application: Ann Smith (ABCDE12345)\nAuthority=Developer ID Certification Authority\nAuthority=Apple Root CA\nTeamIdentifier=ABCDE12345\n'
    const adhoc = 'Executable=/Applications/Safehouse.app/Contents/MacOS/Safehouse\nIdentifier=Safehouse\nSignature=adhoc\nTeamIdentifier=not set\n'
    expect(macSignedFromCodesign(developerId)).toBe(true)
    expect(macSignedFromCodesign(adhoc)).toBe(false)
    expect(macSignedFromCodesign('code object is not signed at all')).toBe(false)
  })

  it('knows the AppImage by $APPIMAGE and the deb and rpm by the package-type electron-builder writes', () => {
    expect(linuxPackageOf({ APPIMAGE: '/home/ann/Safehouse.AppImage' }, null)).toBe('appimage')
    expect(linuxPackageOf({}, 'deb\n')).toBe('deb')
    expect(linuxPackageOf({}, 'rpm')).toBe('rpm')
    expect(linuxPackageOf({}, 'pacman')).toBeNull()
    expect(linuxPackageOf({ APPIMAGE: '' }, null)).toBeNull()
  })

  it('reads the feed in app-update.yml as electron-builder writes it from publish, and its download page', () => {
    const yml = 'owner: ann\nrepo: safehouse\nprovider: github\nreleaseType: draft\nupdaterCacheDirName: safehouse-updater\n'
    expect(updateFeedFrom(yml)).toEqual(FEED)
    expect(downloadPageOf(updateFeedFrom(yml))).toBe(PAGE)
    const generic = 'provider: generic\nurl: https://updates.example/safehouse\nupdaterCacheDirName: safehouse-updater\n'
    expect(updateFeedFrom(generic)).toEqual({ provider: 'generic', url: 'https://updates.example/safehouse' })
    expect(downloadPageOf(updateFeedFrom(generic))).toBeNull()
  })

  it('no usable feed: what a build without a repository gets (only updaterCacheDirName), a provider without its fields, none at all', () => {
    expect(updateFeedFrom('updaterCacheDirName: safehouse-updater\n')).toBeNull()
    expect(updateFeedFrom('provider: github\nowner: ann\n')).toBeNull()
    expect(updateFeedFrom('provider: github\nowner: a/../b\nrepo: x\n')).toBeNull()
    expect(updateFeedFrom('provider: generic\n')).toBeNull()
    expect(updateFeedFrom('provider: s3\nbucket: b\n')).toBeNull()
    expect(updateFeedFrom('')).toBeNull()
    expect(updateFeedFrom(null)).toBeNull()
    expect(downloadPageOf(null)).toBeNull()
  })
})

describe('the message boxes', () => {
  const questions: UpdateQuestion[] = [
    { kind: 'dev' },
    { kind: 'inactive' },
    { kind: 'no-feed' },
    { kind: 'current', version: '1.0.0' },
    { kind: 'available', version: '1.1.0' },
    { kind: 'downloading', version: '1.1.0' },
    { kind: 'downloaded', version: '1.1.0' },
    { kind: 'manual', version: '1.1.0', page: PAGE },
    { kind: 'manual', version: '1.1.0', page: null },
    { kind: 'failed', message: 'HttpError: 404' },
  ]

  it('every box in every language: words filled in, one answer per button', () => {
    for (const language of APP_LANGUAGES) {
      for (const q of questions) {
        const box = updateBox(q, DESKTOP_TEXT[language].updates, 'Safehouse')
        expect(box.buttons.length).toBe(box.answers.length)
        expect(box.buttons.every((b) => b.trim() !== '')).toBe(true)
        expect(`${box.message} ${box.detail}`).not.toMatch(/\{app\}|\{version\}/)
        expect(box.cancelId).toBeLessThan(box.buttons.length)
        if ('version' in q) expect(`${box.message} ${box.detail}`).toContain(q.version)
      }
    }
  })

  it('offers what each case allows', () => {
    const text = DESKTOP_TEXT.en.updates
    expect(updateBox({ kind: 'downloaded', version: '1.1.0' }, text, 'Safehouse')).toMatchObject({ message: 'Safehouse 1.1.0 is ready to install.', answers: ['restart', 'ok'], cancelId: 1 })
    expect(updateBox({ kind: 'available', version: '1.1.0' }, text, 'Safehouse').answers).toEqual(['download', 'ok'])
    const manual = updateBox({ kind: 'manual', version: '1.1.0', page: PAGE }, text, 'Safehouse')
    expect(manual.answers).toEqual(['open', 'ok'])
    expect(manual.detail).toContain('not signed')
    expect(updateBox({ kind: 'manual', version: '1.1.0', page: null }, text, 'Safehouse').answers).toEqual(['ok'])
    expect(updateBox({ kind: 'failed', message: 'HttpError: 404' }, text, 'Safehouse')).toMatchObject({ type: 'warning', detail: 'HttpError: 404' })
  })
})
