// Updates of the installed app: what to do and what to tell the player. electron-updater (wired in
// electron-updates.ts) checks the GitHub release feed the release workflow publishes to; this
// plain module decides when it checks, when it downloads, and what the player reads, and is tested
// against a stand-in updater (test/desktop/updates.test.ts).
//   - At start, when "Update automatically" is on (Settings); from the menu, always.
//   - A new version is downloaded in the background (at once when the setting is on, after the
//     player says so from the menu when it is off) and installed when the app quits.
//   - Never on a development build (not packaged), nor on a build with no update feed (its
//     app-update.yml names none: built without a publish provider or repository): "updates are
//     not available for this build", once in the log and in Settings and the menu, never an error.
//   - Where this copy cannot replace itself, the player is told and shown the download page: a
//     macOS build that is only ad-hoc signed (Squirrel.Mac installs only a signed app's update),
//     and a Linux copy that is neither the AppImage nor the deb or rpm.
import type { UpdateStatus } from '../../shared/preload-api'
import { fill, type DesktopText } from './desktop-text'

export type { UpdateStatus }

export interface UpdateSettings {
  autoUpdate: boolean
}

/** How this copy of Safehouse was installed, as the glue finds out. */
export interface UpdatePlatform {
  platform: NodeJS.Platform
  /** app.isPackaged: false under `npm start` / `npm run dev`. */
  packaged: boolean
  /** macOS: signed with a Developer ID certificate (not only ad hoc). Not asked elsewhere. */
  signed: boolean
  /** Linux: which package this copy runs from (null: none electron-updater can replace). */
  linuxPackage?: LinuxPackage | null
}

export type LinuxPackage = 'appimage' | 'deb' | 'rpm'

/** What a new version is called in the updater's events (electron-updater's UpdateInfo has more). */
export interface UpdateVersion {
  version: string
}

/** The part of electron-updater's AppUpdater this module uses. */
export interface Updater {
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(): void
  on(event: 'update-available', listener: (info: UpdateVersion) => void): unknown
  on(event: 'update-not-available', listener: (info: UpdateVersion) => void): unknown
  on(event: 'update-downloaded', listener: (info: UpdateVersion) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

/**
 * electron-updater's options, as this module needs them: it downloads only when it decides to,
 * installs a downloaded update when the app quits, and never takes a pre-release or an older
 * version.
 */
export const UPDATER_OPTIONS = Object.freeze({
  autoDownload: false,
  autoInstallOnAppQuit: true,
  allowPrerelease: false,
  allowDowngrade: false,
})

/** What the menu's check shows the player, in a message box. */
export type UpdateQuestion =
  | { kind: 'dev' }
  | { kind: 'inactive' }
  | { kind: 'no-feed' }
  | { kind: 'current'; version: string }
  | { kind: 'available'; version: string }
  | { kind: 'downloading'; version: string }
  | { kind: 'downloaded'; version: string }
  | { kind: 'manual'; version: string; page: string | null }
  | { kind: 'failed'; message: string }

/** The player's answer: the button chosen ('ok' for closing the box). */
export type UpdateAnswer = 'ok' | 'download' | 'restart' | 'open'

export interface UpdateDeps {
  /** null on a development build (no updater is made there). */
  updater: Updater | null
  platform: UpdatePlatform
  settings: () => UpdateSettings
  /** This copy's version (app.getVersion()). */
  currentVersion: string
  /** The feed named in the packaged app's app-update.yml (updateFeedFrom), or null: none usable. */
  feed: UpdateFeed | null
  /** Every change of status (Settings shows it); `notice`: the page should say it now. */
  onStatus(status: UpdateStatus, notice: boolean): void
  /** Shows a message box for the menu's check and resolves with the player's answer. */
  ask(question: UpdateQuestion): Promise<UpdateAnswer>
  openPage(url: string): void
  /** Before Restart Now installs the update: shuts the app down and lets go of the single-instance lock. */
  beforeRestart(): Promise<void>
  log(message: string): void
}

/** Whether this copy can replace itself with a new version (when packaged). */
export function canInstallUpdates(platform: UpdatePlatform): boolean {
  if (platform.platform === 'darwin') return platform.signed
  if (platform.platform === 'win32') return true
  if (platform.platform === 'linux') return platform.linuxPackage != null
  return false
}

export class UpdateController {
  private current: UpdateStatus = { state: 'idle' }
  /** A check or download the player asked for from the menu is under way (errors are theirs to read). */
  private asked = false
  /** The player said Download (from the menu, with the setting off). */
  private downloadWanted = false
  /** The version an unsigned copy last told the page about (once per version). */
  private toldManual: string | null = null
  /** "Update automatically" as last seen: only turning it on does anything. */
  private autoUpdateWas: boolean

  constructor(private readonly deps: UpdateDeps) {
    this.autoUpdateWas = deps.settings().autoUpdate
    const updater = deps.updater
    if (deps.platform.packaged && !deps.feed) {
      // electron-updater would fail every check with "Unsupported provider: undefined" (the glue
      // makes no updater then).
      this.current = { state: 'unavailable', reason: 'no-feed' }
      deps.log('updates are not available for this build: its app-update.yml names no update feed')
      return
    }
    if (!updater || !deps.platform.packaged) {
      this.current = { state: 'unavailable', reason: 'dev' }
      return
    }
    updater.on('update-available', (info) => this.found(info.version))
    updater.on('update-not-available', () => this.set({ state: 'current', version: deps.currentVersion }))
    updater.on('update-downloaded', (info) => this.set({ state: 'downloaded', version: info.version }, true))
    updater.on('error', (error) => this.failed(error))
  }

  status(): UpdateStatus {
    return { ...this.current }
  }

  private get updater(): Updater | null {
    return this.deps.platform.packaged && this.deps.feed ? this.deps.updater : null
  }

  /** At start: checks when the setting is on (quietly: a failure is only logged). */
  async start(): Promise<void> {
    if (!this.updater || !this.deps.settings().autoUpdate) return
    await this.check()
  }

  /**
   * A setting was saved: "Update automatically" turned on checks at once if nothing is known yet
   * (or the last check failed). Saving any other setting does nothing here.
   */
  async settingsChanged(): Promise<void> {
    const on = this.deps.settings().autoUpdate
    const turnedOn = on && !this.autoUpdateWas
    this.autoUpdateWas = on
    if (!this.updater || !turnedOn) return
    if (this.current.state === 'idle' || this.current.state === 'failed') await this.check()
    else if (this.current.state === 'available') this.download()
  }

  /** Help › Check for Updates… (macOS: the app menu): always checks, and always answers. */
  async checkFromMenu(): Promise<void> {
    const updater = this.updater
    if (!updater) {
      await this.deps.ask({ kind: this.current.state === 'unavailable' && this.current.reason === 'no-feed' ? 'no-feed' : 'dev' })
      return
    }
    const before = this.current
    if (before.state === 'downloaded') {
      if ((await this.deps.ask({ kind: 'downloaded', version: before.version })) === 'restart') await this.restart(updater)
      return
    }
    if (before.state === 'downloading') {
      // Its end is a notice in the page.
      await this.deps.ask({ kind: 'downloading', version: before.version })
      return
    }
    // (A check already under way, the one at start, is joined: electron-updater runs one at a time.)
    this.asked = true
    try {
      await this.check()
    } finally {
      this.asked = false
    }
    await this.answer()
  }

  /**
   * Restart Now: the app shuts down (games saved, host closed, single-instance lock let go) before
   * electron-updater starts the new version, which would otherwise find the lock still held for the
   * up to 5 s of shutdown and quit as a second instance (the AppImage starts it at once).
   */
  private async restart(updater: Updater): Promise<void> {
    await this.deps.beforeRestart()
    updater.quitAndInstall()
  }

  /** The message box after a check from the menu, and what the player's answer does. */
  private async answer(): Promise<void> {
    const now = this.current
    switch (now.state) {
      case 'current':
        await this.deps.ask({ kind: 'current', version: now.version })
        return
      case 'downloading':
        await this.deps.ask({ kind: 'downloading', version: now.version })
        return
      case 'downloaded':
        if ((await this.deps.ask({ kind: 'downloaded', version: now.version })) === 'restart' && this.updater) await this.restart(this.updater)
        return
      case 'available':
        if ((await this.deps.ask({ kind: 'available', version: now.version })) === 'download') {
          this.downloadWanted = true
          this.download()
        }
        return
      case 'manual':
        if ((await this.deps.ask({ kind: 'manual', version: now.version, page: now.page })) === 'open' && now.page) this.deps.openPage(now.page)
        return
      case 'failed':
        await this.deps.ask({ kind: 'failed', message: now.message })
        return
      default:
        await this.deps.ask({ kind: 'inactive' })
    }
  }

  private async check(): Promise<void> {
    const updater = this.updater
    if (!updater) return
    this.set({ state: 'checking' })
    try {
      const result = await updater.checkForUpdates()
      // electron-updater answers null when it is not active here (no app-update.yml, an AppImage
      // started without $APPIMAGE): nothing to check against.
      if (result == null) this.set({ state: 'unavailable', reason: 'inactive' })
      else if (this.current.state === 'checking') this.set({ state: 'current', version: this.deps.currentVersion })
    } catch (err) {
      this.failed(err)
    }
  }

  /** A newer version is out. */
  private found(version: string): void {
    if (!canInstallUpdates(this.deps.platform)) {
      // Told once per version by a notice (at start), every time by the menu.
      const page = downloadPageOf(this.deps.feed)
      const tell = !this.asked && this.toldManual !== version
      if (tell) this.toldManual = version
      this.set({ state: 'manual', version, page }, tell)
      return
    }
    if (this.deps.settings().autoUpdate || this.downloadWanted) {
      this.set({ state: 'available', version })
      this.download()
    } else {
      this.set({ state: 'available', version })
    }
  }

  private download(): void {
    const updater = this.updater
    const now = this.current
    if (!updater || now.state !== 'available') return
    this.set({ state: 'downloading', version: now.version })
    updater.downloadUpdate().catch((err: unknown) => this.failed(err))
  }

  private failed(err: unknown): void {
    const message = err instanceof Error ? err.message : String(err)
    // The same failure comes twice (the 'error' event and the rejected promise): logged once.
    if (this.current.state === 'failed' && this.current.message === message) return
    this.deps.log(`updates: ${message}`)
    // A download that failed is tried again at the next check; what was downloaded stays.
    if (this.current.state === 'downloaded') return
    this.set({ state: 'failed', message })
  }

  private set(status: UpdateStatus, notice = false): void {
    this.current = status
    this.deps.onStatus(this.status(), notice)
  }
}

/** electron-builder's codesign check (`codesign -dv --verbose=2 <app>` prints to stderr): a Developer ID, not ad hoc. */
export function macSignedFromCodesign(output: string): boolean {
  if (/^Signature=adhoc$/m.test(output)) return false
  return /^Authority=Developer ID Application: /m.test(output)
}

/** Which package a Linux copy runs from: $APPIMAGE, else electron-builder's resources/package-type (deb, rpm). */
export function linuxPackageOf(env: NodeJS.ProcessEnv, packageType: string | null): LinuxPackage | null {
  if (typeof env['APPIMAGE'] === 'string' && env['APPIMAGE'] !== '') return 'appimage'
  const type = packageType?.trim()
  return type === 'deb' || type === 'rpm' ? type : null
}

const GITHUB_NAME = /^[A-Za-z0-9_.-]{1,100}$/

/** An update feed electron-updater can read, as electron-builder writes it into app-update.yml. */
export type UpdateFeed = { provider: 'github'; owner: string; repo: string } | { provider: 'generic'; url: string }

/**
 * The feed named in the packaged app's app-update.yml, or null when it names none this app can use:
 * no file, no provider (electron-builder wrote only `updaterCacheDirName`: the build had no
 * repository to name), or a provider's fields missing. Only the providers electron-builder.yml can
 * name are known: GitHub releases, and a plain HTTPS folder (`generic`).
 */
export function updateFeedFrom(appUpdateYml: string | null): UpdateFeed | null {
  if (!appUpdateYml) return null
  const field = (name: string): string | null => {
    const m = new RegExp(`^${name}:\\s*['"]?([^'"\\s#]+)['"]?\\s*(?:#.*)?$`, 'm').exec(appUpdateYml)
    return m?.[1] ?? null
  }
  const provider = field('provider')
  if (provider === 'github') {
    const owner = field('owner')
    const repo = field('repo')
    return owner && repo && GITHUB_NAME.test(owner) && GITHUB_NAME.test(repo) ? { provider, owner, repo } : null
  }
  if (provider === 'generic') {
    const url = field('url')
    return url && /^https?:\/\/[^/\s]+/.test(url) ? { provider, url } : null
  }
  return null
}

/** The releases page of a GitHub feed (where a new version can be downloaded by hand), or null. */
export function downloadPageOf(feed: UpdateFeed | null): string | null {
  return feed?.provider === 'github' ? `https://github.com/${feed.owner}/${feed.repo}/releases/latest` : null
}

/** A message box, as Electron's dialog.showMessageBox takes it, and the answer of each button. */
export interface UpdateBox {
  type: 'info' | 'warning'
  message: string
  detail: string
  buttons: string[]
  answers: UpdateAnswer[]
  defaultId: number
  cancelId: number
}

/** The message box for a question, in the app's language (`{app}` and `{version}` filled in). */
export function updateBox(question: UpdateQuestion, text: DesktopText['updates'], appName: string): UpdateBox {
  const words = (s: string) => fill(s, appName).replaceAll('{version}', 'version' in question ? question.version : '')
  const ok = (type: UpdateBox['type'], message: string, detail = ''): UpdateBox => ({ type, message: words(message), detail: words(detail), buttons: [text.ok], answers: ['ok'], defaultId: 0, cancelId: 0 })
  switch (question.kind) {
    case 'dev':
      return ok('info', text.dev, text.devDetail)
    case 'inactive':
      return ok('info', text.inactive, text.inactiveDetail)
    case 'no-feed':
      return ok('info', text.noFeed, text.noFeedDetail)
    case 'current':
      return ok('info', text.current)
    case 'downloading':
      return ok('info', text.downloading, text.installOnQuit)
    case 'failed':
      return { ...ok('warning', text.failed), detail: question.message }
    case 'downloaded':
      return { type: 'info', message: words(text.downloaded), detail: words(text.installOnQuit), buttons: [text.restart, text.later], answers: ['restart', 'ok'], defaultId: 0, cancelId: 1 }
    case 'available':
      return { type: 'info', message: words(text.available), detail: words(text.installOnQuit), buttons: [text.download, text.later], answers: ['download', 'ok'], defaultId: 0, cancelId: 1 }
    case 'manual':
      return question.page
        ? { type: 'info', message: words(text.available), detail: words(text.manualDetail), buttons: [text.openPage, text.later], answers: ['open', 'ok'], defaultId: 0, cancelId: 1 }
        : ok('info', text.available, text.manualDetail)
  }
}
