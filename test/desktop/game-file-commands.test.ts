// Save Game Record / Open Game Record as the app's IPC handlers run them, with fake dialogs and a
// real desktop host: what is written, what cancelling does, and how each failure reaches the page.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import { gameFileErrorMessage, gameFileErrorOf } from '../../src/shared/preload-api'
import { DesktopHost } from '../../src/main/desktop/desktop-host'
import { exportGame, importGame, openedGameMessage, type FileDialogs } from '../../src/main/desktop/game-file-commands'
import { parseGameFile } from '../../src/main/desktop/game-files'
import { TestClient, createRoom, joinRoom } from '../support/client'

let dir: string
let hosts: DesktopHost[]
let clients: TestClient[]

function desktopHost(rooms: string): DesktopHost {
  const host = new DesktopHost({
    roomsDir: join(dir, rooms),
    rendererDir: join(dir, 'none'),
    allowedOrigins: [APP_ORIGIN],
    // Tests play the computer unpaced (the app paces it by default).
    pacing: null,
    name: () => 'Test',
    lanPort: () => 0,
    lanAddress: '127.0.0.1',
    discovery: false,
    warn: () => {},
    deps: { lanAddresses: () => [], advertise: () => ({ instanceName: 'x', fqdn: 'x._safehouse._tcp.local', setOpen: () => {}, stop: async () => {} }) },
  })
  hosts.push(host)
  return host
}

function dialogs(save: string | null, open: string | null = null): FileDialogs & { suggested: string[] } {
  const suggested: string[] = []
  return {
    suggested,
    chooseSavePath: async (name) => {
      suggested.push(name)
      return save
    },
    chooseOpenPath: async () => open,
  }
}

async function localRoom(host: DesktopHost): Promise<{ code: string; token: string }> {
  const client = await TestClient.connect((await host.localHost()).wsUrl, { Origin: APP_ORIGIN })
  clients.push(client)
  const code = await createRoom(client, { bots: ['blue'] })
  const welcome = await joinRoom(client, code, 'Ann')
  return { code, token: welcome.token as string }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-file-commands-'))
  hosts = []
  clients = []
})

afterEach(async () => {
  for (const c of clients) c.ws.terminate()
  await Promise.all(hosts.map((h) => h.close()))
  rmSync(dir, { recursive: true, force: true })
})

describe('Save Game Record', () => {
  it('writes the room record where the player chose, and suggests a file name', async () => {
    const host = desktopHost('a')
    const { code } = await localRoom(host)
    const file = join(dir, 'my game.safehouse')
    const d = dialogs(file)
    expect(await exportGame(host, code, d)).toEqual({ saved: true, fileName: 'my game.safehouse' })
    expect(d.suggested).toEqual([`Room ${code}.safehouse`])
    expect((await parseGameFile(readFileSync(file))).code).toBe(code)
  })

  it('does nothing when the player cancels', async () => {
    const host = desktopHost('a')
    const { code } = await localRoom(host)
    expect(await exportGame(host, code, dialogs(null))).toEqual({ saved: false })
  })

  it('says why it failed, with a code the page can translate', async () => {
    const host = desktopHost('a')
    const { code } = await localRoom(host)
    const missing = exportGame(host, 'ZZZZZ', dialogs(join(dir, 'x.safehouse')))
    await expect(missing).rejects.toThrow(/^\[no-room\] there is no room ZZZZZ on this computer$/)
    writeFileSync(join(dir, 'a-file'), '')
    const unwritable = exportGame(host, code, dialogs(join(dir, 'a-file', 'x.safehouse')))
    await expect(unwritable).rejects.toThrow(/^\[failed\] (ENOTDIR|EEXIST)$/)
  })
})

describe('Open Game Record', () => {
  it('adds the game to this computer and tells the page how to take its seats back', async () => {
    const a = desktopHost('a')
    const { code, token } = await localRoom(a)
    const file = join(dir, 'game.safehouse')
    await exportGame(a, code, dialogs(file))
    const b = desktopHost('b')
    const imported = await importGame(b, dialogs(null, file))
    expect(imported).toMatchObject({ room: code, seats: { red: { name: 'Ann', token, bot: false }, blue: { bot: true } } })
  })

  it('returns null when the player cancels', async () => {
    expect(await importGame(desktopHost('a'), dialogs(null, null))).toBeNull()
  })

  it.each([
    ['not-record', 'not a game record at all'],
    ['not-record', '{"format":"safehouse-room"}'],
  ])('refuses a bad file with [%s]', async (code, text) => {
    const file = join(dir, 'bad.safehouse')
    writeFileSync(file, text)
    await expect(importGame(desktopHost('a'), dialogs(null, file))).rejects.toThrow(new RegExp(`^\\[${code}\\] `))
  })

  it('refuses a file that is not there with [unreadable]', async () => {
    await expect(importGame(desktopHost('a'), dialogs(null, join(dir, 'gone.safehouse')))).rejects.toThrow(/^\[unreadable\] .*ENOENT/)
  })
})

describe('a file opened from outside the app (double-click)', () => {
  it('tells the page the game, or why it could not open, never throwing', async () => {
    const a = desktopHost('a')
    const { code } = await localRoom(a)
    const file = join(dir, 'game.safehouse')
    await exportGame(a, code, dialogs(file))
    const b = desktopHost('b')
    expect(await openedGameMessage(b, file)).toMatchObject({ game: { room: code } })
    writeFileSync(join(dir, 'junk.safehouse'), '{}')
    expect(await openedGameMessage(b, join(dir, 'junk.safehouse'))).toEqual({ error: expect.stringMatching(/^\[not-record\] /) })
    // Anything else dropped on the Dock icon (macOS 'open-file'): said plainly, and not read at all,
    // even when it holds a game record (issue 36, point 3).
    copyFileSync(file, join(dir, 'notes.txt'))
    expect(await openedGameMessage(b, join(dir, 'notes.txt'))).toEqual({ error: gameFileErrorMessage('not-game-file', 'notes.txt') })
    expect(await openedGameMessage(b, join(dir, 'missing.pdf'))).toEqual({ error: '[not-game-file] missing.pdf' })
  })
})

describe('gameFileErrorOf (the page reading the error)', () => {
  it('finds the code behind Electron’s prefix', () => {
    const wrapped = new Error(`Error invoking remote method 'safehouse:export-game': Error: ${gameFileErrorMessage('in-play', 'not yet')}`)
    expect(gameFileErrorOf(wrapped)).toEqual({ code: 'in-play', detail: 'not yet' })
  })

  it('calls anything else a plain failure, without Electron’s prefix', () => {
    expect(gameFileErrorOf(new Error("Error invoking remote method 'safehouse:import-game': Error: boom"))).toEqual({ code: 'failed', detail: 'boom' })
    expect(gameFileErrorOf(new Error('[made-up] x'))).toEqual({ code: 'failed', detail: '[made-up] x' })
    expect(gameFileErrorOf('text')).toEqual({ code: 'failed', detail: 'text' })
  })
})
