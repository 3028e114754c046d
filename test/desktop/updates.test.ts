// Updates (src/main/desktop/updates.ts) against a stand-in for electron-updater's autoUpdater
// (update-stand-in.ts): no timers, no network.
// This file: checking at start, a build without a feed, an unsigned Mac, and the menu's Check for
// Updates…; update-install.test.ts: the setting, how this copy was installed, the message boxes.
import { describe, expect, it } from 'vitest'
import { DESKTOP_TEXT } from '../../src/main/desktop/desktop-text'
import { updateBox } from '../../src/main/desktop/updates'
import { MAC_SIGNED, MAC_UNSIGNED, PAGE, WINDOWS, setUp } from './update-stand-in'

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
