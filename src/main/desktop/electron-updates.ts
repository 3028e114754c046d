// Electron glue (imported only by src/main/index.ts): electron-updater's autoUpdater, set up with
// UPDATER_OPTIONS and handed to updates.ts, which decides; this finds out how the app was
// installed, shows the menu check's message boxes and opens the download page.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { app, dialog, shell, type BrowserWindow } from 'electron'
import { autoUpdater } from 'electron-updater'
import type { DesktopText } from './desktop-text'
import { linuxPackageOf, macSignedFromCodesign, UPDATER_OPTIONS, UpdateController, updateBox, updateFeedFrom, type UpdatePlatform, type UpdateSettings } from './updates'
import type { UpdateStatus } from '../../shared/preload-api'
import { isAllowedExternal } from './url-policy'

export interface AppUpdatesOptions {
  settings: () => UpdateSettings
  text: () => DesktopText['updates']
  appName: string
  window: () => BrowserWindow | undefined
  onStatus(status: UpdateStatus, notice: boolean): void
  /** Saves and closes what the app holds (as quitting does), before Restart Now. */
  shutDown(): Promise<void>
  /** An update renamed the AppImage to `path` (it comes while the app quits: act synchronously). */
  appImageMoved(path: string): void
  log: (message: string) => void
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** macOS: is the running app signed with a Developer ID (codesign's answer; ad hoc or unreadable: no)? */
function macSigned(): Promise<boolean> {
  // …/Safehouse.app/Contents/MacOS/Safehouse → …/Safehouse.app
  const bundle = join(app.getPath('exe'), '..', '..', '..')
  return new Promise((done) => {
    execFile('/usr/bin/codesign', ['-dv', '--verbose=2', bundle], { timeout: 10_000 }, (_err, stdout, stderr) => done(macSignedFromCodesign(`${stdout}\n${stderr}`)))
  })
}

export async function createAppUpdates(options: AppUpdatesOptions): Promise<UpdateController> {
  const packaged = app.isPackaged
  const platform: UpdatePlatform = {
    platform: process.platform,
    packaged,
    signed: packaged && process.platform === 'darwin' ? await macSigned() : false,
    linuxPackage: process.platform === 'linux' ? linuxPackageOf(process.env, readOrNull(join(process.resourcesPath, 'package-type'))) : null,
  }
  // No updater on a development build (electron-updater would look for dev-app-update.yml), nor
  // on one whose app-update.yml names no feed (updates.ts says so instead of failing each check).
  const feed = packaged ? updateFeedFrom(readOrNull(join(process.resourcesPath, 'app-update.yml'))) : null
  const updater = packaged && feed ? autoUpdater : null
  if (updater) {
    Object.assign(updater, UPDATER_OPTIONS)
    updater.logger = { info: () => undefined, warn: (m: unknown) => options.log(`updates: ${String(m)}`), error: () => undefined }
    updater.on('appimage-filename-updated', (path) => options.appImageMoved(path))
  }
  const controller = new UpdateController({
    updater,
    platform,
    settings: options.settings,
    currentVersion: app.getVersion(),
    feed,
    onStatus: options.onStatus,
    log: options.log,
    beforeRestart: async () => {
      await options.shutDown()
      app.releaseSingleInstanceLock()
    },
    openPage: (url) => {
      if (isAllowedExternal(url)) void shell.openExternal(url).catch(() => undefined)
    },
    ask: async (question) => {
      const box = updateBox(question, options.text(), options.appName)
      const shown = { type: box.type, title: options.appName, message: box.message, detail: box.detail, buttons: box.buttons, defaultId: box.defaultId, cancelId: box.cancelId, noLink: true }
      const win = options.window()
      const { response } = win ? await dialog.showMessageBox(win, shown) : await dialog.showMessageBox(shown)
      return box.answers[response] ?? 'ok'
    },
  })
  return controller
}
