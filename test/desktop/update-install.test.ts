// Updates (src/main/desktop/updates.ts) against a stand-in for electron-updater's autoUpdater
// (update-stand-in.ts): no timers, no network.
// This file: the setting, how this copy was installed, and the message boxes (updates.test.ts:
// checking at start, a build without a feed, an unsigned Mac, the menu).
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGES } from '../../src/shared/ipc'
import { isUpdateNotice, isUpdateStatus, type UpdateStatus } from '../../src/shared/preload-api'
import { DESKTOP_TEXT } from '../../src/main/desktop/desktop-text'
import {
  canInstallUpdates,
  downloadPageOf,
  linuxPackageOf,
  macSignedFromCodesign,
  UPDATER_OPTIONS,
  updateBox,
  updateFeedFrom,
  type UpdateQuestion,
} from '../../src/main/desktop/updates'
import { FEED, MAC_SIGNED, MAC_UNSIGNED, PAGE, WINDOWS, setUp } from './update-stand-in'

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
