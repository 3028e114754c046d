// The renderer as the desktop app runs it, in Chromium: the page gets `window.safehouse` from a
// stand-in for the preload (the real one needs Electron), whose calls go through the app's own IPC
// guard and handler table (src/main/desktop/ipc-*.ts) to a real DesktopHost in this process. Only
// Electron itself is missing: the windows, the native dialogs (answered by the test) and the OS
// notification (recorded).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { IPC, type AppLanguage, type MenuCommand } from '../../src/shared/ipc'
import type { TurnNotice } from '../../src/shared/preload-api'
import { DesktopHost } from '../../src/main/desktop/desktop-host'
import { openedGameMessage } from '../../src/main/desktop/game-file-commands'
import { parseGameFile } from '../../src/main/desktop/game-files'
import { ipcHandlers, ONE_WAY_CHANNELS } from '../../src/main/desktop/ipc-handlers'
import { guard, IPC_ARGS, type GuardedChannel } from '../../src/main/desktop/ipc-schemas'
import { SettingsStore } from '../../src/main/desktop/settings'
import { HAVE_CHROMIUM, NO_CHROMIUM, RENDERER_DIR, ensureBuilt, expectCleanRun, launchBrowser, newPlayer, runSeed, seededRandom, type Player } from './support'
import { play } from './sl-play'
import { saveName, startComputer } from './start-screen'

if (!HAVE_CHROMIUM) console.warn(NO_CHROMIUM)

/**
 * Mirrors src/preload/index.ts: the same methods, each sending one fixed channel. `__ipc` (a
 * Playwright binding) stands for ipcRenderer.invoke/send; `__ipcToPage` for main's webContents.send.
 */
const PRELOAD = `(() => {
  const listeners = new Map();
  const invoke = (channel, ...args) => window.__ipc(channel, args);
  const subscribe = (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(listener);
    return () => set.delete(listener);
  };
  window.__ipcToPage = (channel, payload) => { for (const l of listeners.get(channel) ?? []) l(payload); };
  window.safehouse = Object.freeze({
    version: 1,
    localHost: () => invoke(${JSON.stringify(IPC.localHost)}),
    startHosting: () => invoke(${JSON.stringify(IPC.startHosting)}),
    stopHosting: () => invoke(${JSON.stringify(IPC.stopHosting)}),
    hostingStatus: () => invoke(${JSON.stringify(IPC.hostingStatus)}),
    listHosts: () => invoke(${JSON.stringify(IPC.listHosts)}),
    onHostsChanged: (listener) => subscribe(${JSON.stringify(IPC.hostsChanged)}, listener),
    getSettings: () => invoke(${JSON.stringify(IPC.getSettings)}),
    setSettings: (patch) => invoke(${JSON.stringify(IPC.setSettings)}, patch),
    exportGame: (room) => invoke(${JSON.stringify(IPC.exportGame)}, room),
    importGame: () => invoke(${JSON.stringify(IPC.importGame)}),
    onMenu: (listener) => subscribe(${JSON.stringify(IPC.menu)}, listener),
    onGameOpened: (listener) => subscribe(${JSON.stringify(IPC.gameOpened)}, listener),
    notifyTurn: (notice) => { void invoke(${JSON.stringify(IPC.notifyTurn)}, notice); },
    setLanguage: (language) => { void invoke(${JSON.stringify(IPC.setLanguage)}, language); },
  });
})()`

interface App {
  host: DesktopHost
  settings: SettingsStore
  url: string
  notices: TurnNotice[]
  /** What the page told the app about its language, in order. */
  languages: AppLanguage[]
  refusals: string[]
  /** What the next save / open dialog answers (null: the player cancels). */
  dialogs: { save: string | null; open: string | null }
}

let dir: string
let app: App
let browser: Browser
let players: Player[]
const seed = runSeed()

async function startApp(): Promise<App> {
  const settings = await SettingsStore.open(join(dir, 'settings.json'))
  const origins: string[] = []
  const host = new DesktopHost({
    roomsDir: join(dir, 'rooms'),
    rendererDir: RENDERER_DIR,
    allowedOrigins: origins,
    // Tests play the computer unpaced (the app paces it by default).
    pacing: null,
    name: () => settings.get().hostName || 'Test laptop',
    lanPort: () => 0,
    lanAddress: '127.0.0.1',
    discovery: false,
    warn: () => {},
    deps: { lanAddresses: () => ['192.168.1.50'], advertise: (o) => ({ instanceName: o.name, fqdn: `${o.name}._safehouse._tcp.local`, setOpen: () => {}, stop: async () => {} }) },
  })
  const { wsUrl } = await host.localHost()
  const url = `http://127.0.0.1:${new URL(wsUrl).port}/`
  // The page's origin stands for app://safehouse: the LAN server must accept it too.
  origins.push(url.slice(0, -1))
  const dialogs: App['dialogs'] = { save: null, open: null }
  const notices: TurnNotice[] = []
  return {
    host,
    settings,
    url,
    notices,
    languages: [],
    refusals: [],
    dialogs,
  }
}

async function openDesktopPage(): Promise<Page> {
  const player = await newPlayer(browser)
  players.push(player)
  const { page } = player
  const handlers = ipcHandlers({
    host: app.host,
    settings: app.settings,
    dialogs: { chooseSavePath: async () => app.dialogs.save, chooseOpenPath: async () => app.dialogs.open },
    notifyTurn: (notice) => app.notices.push(notice),
    setLanguage: (language) => app.languages.push(language),
  })
  await page.exposeBinding('__ipc', async (source, channel: string, args: unknown[]) => {
    if (!(channel in IPC_ARGS)) throw new Error(`no handler for ${channel}`)
    const c = channel as GuardedChannel
    const guarded = guard(c, [app.url.slice(0, -1)], handlers[c] as (a: unknown) => unknown)
    try {
      const result = await guarded({ url: source.frame.url(), top: source.frame.parentFrame() === null }, args)
      return ONE_WAY_CHANNELS.has(c) ? undefined : result
    } catch (err) {
      app.refusals.push(`${channel}: ${err instanceof Error ? err.message : String(err)}`)
      throw err
    }
  })
  await page.addInitScript(PRELOAD)
  await page.goto(app.url)
  await page.getByRole('heading', { level: 1, name: 'Safehouse' }).waitFor()
  return page
}

/** As main's webContents.send(channel, payload). */
async function tellPage(page: Page, channel: string, payload: unknown): Promise<void> {
  await page.evaluate(`window.__ipcToPage(${JSON.stringify(channel)}, ${JSON.stringify(payload)})`)
}

async function menu(page: Page, command: MenuCommand): Promise<void> {
  await tellPage(page, IPC.menu, command)
}

const notice = (page: Page) => page.getByTestId('notice')

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the renderer in the desktop app' : NO_CHROMIUM, () => {
  beforeAll(async () => {
    ensureBuilt()
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
  })

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'safehouse-e2e-desktop-'))
    players = []
    app = await startApp()
  })

  afterEach(async () => {
    await Promise.all(players.map((p) => p.context.close()))
    await app.host.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('saves a game to a file from the menu, leaves it with a confirmation, and opens it again', async (test) => {
    test.onTestFailed(() => console.error(`random choices from seed ${seed}: rerun with E2E_SEED=${seed}`))
    const page = await openDesktopPage()
    await saveName(page, 'Ann')
    await startComputer(page, 'Easy')
    const room = (await page.locator('.top-bar .code').textContent())?.trim() ?? ''
    expect(room).toMatch(/^[A-Z2-9]{5}$/)
    // Play into the mission phase, so that the file holds moves.
    await play(page, { label: 'desktop', rng: seededRandom(seed), stopWhen: (s) => s.prompt === 'guess' || s.end !== null })

    // It became the player's turn (deploy, then more): the page asked the app for notifications.
    expect(app.notices.length).toBeGreaterThan(0)
    expect(app.notices[0]).toEqual({ title: 'Safehouse: your turn', body: `Your turn in room ${room}: deploy four soldiers.` })

    // Game › Save Game Record, cancelled: nothing happens; then saved.
    await menu(page, 'export-game')
    const file = join(dir, 'ann.safehouse')
    app.dialogs.save = file
    await menu(page, 'export-game')
    await expect.poll(() => notice(page).textContent()).toContain('Game record saved as “ann.safehouse”.')
    const record = await parseGameFile(readFileSync(file))
    expect(record.code).toBe(room)
    expect(record.moves.length).toBeGreaterThan(2)

    // Game › New Game in the middle of a game asks first; Cancel keeps the game.
    await menu(page, 'new-game')
    const confirm = page.getByRole('alertdialog', { name: 'Leave the table?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    await menu(page, 'new-game')
    await confirm.getByRole('button', { name: 'Leave the game' }).click()
    await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()

    // A file that is not a game record: a clear error on the Start screen, nothing opened.
    const junk = join(dir, 'junk.safehouse')
    writeFileSync(junk, 'not a game')
    app.dialogs.open = junk
    await page.getByRole('button', { name: 'Open game record…' }).click()
    await page.getByRole('alert').filter({ hasText: 'That file is not a Safehouse game record.' }).waitFor()
    expect(app.refusals.some((r) => r.includes('[not-record]'))).toBe(true)

    // Game › Open Game Record: back at the same table, in the same seat.
    app.dialogs.open = file
    await menu(page, 'import-game')
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    await expect.poll(async () => (await page.locator('.top-bar .code').textContent())?.trim()).toBe(room)

    // The file double-clicked in the file manager while at the table: bad file, then the game.
    await tellPage(page, IPC.gameOpened, await openedGameMessage(app.host, junk))
    await expect.poll(() => notice(page).textContent()).toContain('That file is not a Safehouse game record.')
    await tellPage(page, IPC.gameOpened, await openedGameMessage(app.host, file))
    await page.getByRole('alertdialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave the game' }).click()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    await expect.poll(async () => (await page.locator('.top-bar .code').textContent())?.trim()).toBe(room)
    expectCleanRun(players)
  })

  it('a network game cannot be saved while in play, and leaving it (after a reload) stops hosting', async () => {
    const page = await openDesktopPage()
    await saveName(page, 'Ann')
    await menu(page, 'host-game')
    await page.getByRole('heading', { level: 2, name: 'Host a game on the network' }).waitFor()
    await page.getByRole('button', { name: 'Open a room' }).click()
    await page.getByRole('heading', { level: 1, name: 'Waiting for players' }).waitFor()
    expect(app.host.hosting()?.addresses).toEqual(['192.168.1.50'])
    // The computer takes the other seat: the room starts, at the table.
    await page.getByRole('button', { name: 'Give the empty seat to the computer' }).click()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()

    // A reload lands at the table again; the page asks the app whether it still hosts.
    await page.reload()
    await page.getByRole('navigation', { name: 'Table menu' }).waitFor()
    app.dialogs.save = join(dir, 'network.safehouse')
    await menu(page, 'export-game')
    await expect.poll(() => notice(page).textContent()).toContain('A network game can be saved once it is over')

    await menu(page, 'leave-game')
    await page.getByRole('alertdialog', { name: 'Leave the table?' }).getByRole('button', { name: 'Leave the game' }).click()
    await page.getByRole('heading', { name: 'Choose your mission' }).waitFor()
    await expect.poll(() => app.host.hosting()).toBeNull()
    expectCleanRun(players)
  })

  it("keeps this computer's settings (name on the network, port, notifications) and tells the app the language", async () => {
    const page = await openDesktopPage()
    await menu(page, 'settings')
    const section = page.getByRole('region', { name: 'This computer' })
    await section.waitFor()

    const port = section.getByRole('textbox', { name: 'Network port' })
    await expect.poll(() => port.inputValue()).toBe('7777')
    await port.fill('80')
    await port.press('Tab')
    await section.getByRole('alert').filter({ hasText: 'Enter a whole number from 1024 to 65535.' }).waitFor()
    expect(app.settings.get().lanPort).toBe(7777)
    await port.fill('8123')
    await port.press('Tab')
    await expect.poll(() => app.settings.get().lanPort).toBe(8123)

    const name = section.getByRole('textbox', { name: 'Name on the network' })
    await name.fill('  The den  ')
    await name.press('Tab')
    await expect.poll(() => app.settings.get().hostName).toBe('The den')

    await section.getByRole('switch', { name: /^Turn notifications/ }).uncheck()
    await expect.poll(() => app.settings.get().notifications).toBe(false)

    // The app's menus follow the page's language.
    expect(app.languages).toEqual(['en'])
    await page.getByRole('radio', { name: 'Deutsch' }).check()
    await expect.poll(() => app.languages.at(-1)).toBe('de')
    await page.getByRole('radio', { name: 'English' }).check()
    await expect.poll(() => app.languages.at(-1)).toBe('en')

    // Help › Rules from the menu, and back.
    await menu(page, 'rules')
    await page.getByRole('heading', { level: 1, name: /Rules/ }).waitFor()
    expect(app.refusals).toEqual([])
    expectCleanRun(players)
  })
})
