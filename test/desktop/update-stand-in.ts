// A stand-in for electron-updater's autoUpdater, and an UpdateController set up around it, for the
// update tests: the stand-in answers a check the way electron-updater does (the event first, then
// the promise), and the test says what the feed holds. No timers, no network.
import { vi } from 'vitest'
import type { UpdateStatus } from '../../src/shared/preload-api'
import {
  UpdateController,
  type UpdateAnswer,
  type UpdateFeed,
  type UpdatePlatform,
  type UpdateQuestion,
  type Updater,
  type UpdateVersion,
} from '../../src/main/desktop/updates'

type Listener = (arg: never) => void

/** electron-updater as far as updates.ts sees it; `feed` is the newest published version (or an error). */
export class StandInUpdater implements Updater {
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

export const WINDOWS: UpdatePlatform = { platform: 'win32', packaged: true, signed: false }
export const MAC_SIGNED: UpdatePlatform = { platform: 'darwin', packaged: true, signed: true }
export const MAC_UNSIGNED: UpdatePlatform = { platform: 'darwin', packaged: true, signed: false }
export const PAGE = 'https://github.com/ann/safehouse/releases/latest'
export const FEED: UpdateFeed = { provider: 'github', owner: 'ann', repo: 'safehouse' }

export function setUp(options: { platform?: UpdatePlatform; autoUpdate?: boolean; answers?: UpdateAnswer[]; updater?: StandInUpdater | null; feed?: UpdateFeed | null } = {}) {
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
