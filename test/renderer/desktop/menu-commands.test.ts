// @vitest-environment happy-dom
// Where each desktop menu command takes the page.
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { gameOpened, runMenuCommand } from '../../../src/renderer/src/desktop/menu-commands'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { useUiStore } from '../../../src/renderer/src/stores/ui'
import type { SafehouseApi } from '../../../src/shared/preload-api'
import { setDesktopApi } from '../start/helpers'

function inGame(url = 'ws://127.0.0.1:4000/ws', room = 'ABCDE'): void {
  const game = useGameStore()
  game.$patch({ room, hostUrl: url, mode: 'computer' })
}

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
  setDesktopApi(null)
})

describe('menu commands', () => {
  it('Rules and Settings open those screens', () => {
    const ui = useUiStore()
    runMenuCommand('rules')
    expect(ui.screen).toBe('rules')
    runMenuCommand('settings')
    expect(ui.screen).toBe('settings')
    expect(ui.previous).toBe('rules')
  })

  it('outside a game, New / Host / Join / Open go straight to the Start screen panel', () => {
    const ui = useUiStore()
    for (const [command, panel] of [['new-game', 'menu'], ['host-game', 'host'], ['join-game', 'join'], ['import-game', 'import']] as const) {
      ui.go('settings')
      runMenuCommand(command)
      expect(ui.screen).toBe('start')
      expect(ui.startPanel).toBe(panel)
      expect(ui.leaveRequest).toBeNull()
    }
    runMenuCommand('leave-game')
    expect(ui.leaveRequest).toBeNull()
  })

  it('inside a game, they ask the game screen to leave first (it confirms), then open the panel', () => {
    const ui = useUiStore()
    inGame()
    ui.go('table')
    runMenuCommand('host-game')
    expect(ui.screen).toBe('table')
    expect(ui.leaveRequest).toMatchObject({ then: 'host' })
    expect(ui.startPanel).toBeNull()
    runMenuCommand('leave-game')
    expect(ui.leaveRequest).toMatchObject({ then: 'menu' })
  })

  it('while the Start screen is still opening a game (no game screen yet), they go to the Start screen', () => {
    const ui = useUiStore()
    inGame() // the store already knows the room it is connecting to
    runMenuCommand('join-game')
    expect(ui.screen).toBe('start')
    expect(ui.startPanel).toBe('join')
    expect(ui.leaveRequest).toBeNull()
  })

  it('from Rules or Settings over a game, they go back to that game to ask', () => {
    const ui = useUiStore()
    inGame()
    ui.go('lobby')
    ui.go('rules')
    ui.go('settings')
    runMenuCommand('new-game')
    expect(ui.screen).toBe('lobby')
    expect(ui.leaveRequest).toMatchObject({ then: 'menu' })
  })

  it('Save Game Record saves the game at the table and tells how it went', async () => {
    const exportGame = vi.fn<NonNullable<SafehouseApi['exportGame']>>().mockResolvedValue({ saved: true, fileName: 'game.safehouse' })
    setDesktopApi({ version: 1, exportGame })
    const ui = useUiStore()
    runMenuCommand('export-game')
    await vi.waitFor(() => expect(ui.notice?.key).toBe('desktop.files.noGame'))
    expect(exportGame).not.toHaveBeenCalled()

    inGame('ws://192.168.1.7:7777/ws')
    runMenuCommand('export-game')
    await vi.waitFor(() => expect(ui.notice?.key).toBe('desktop.files.notHere'))

    inGame()
    runMenuCommand('export-game')
    await vi.waitFor(() => expect(ui.notice).toMatchObject({ key: 'desktop.files.saved', kind: 'info', params: { file: 'game.safehouse' } }))
    expect(exportGame).toHaveBeenCalledWith('ABCDE')

    exportGame.mockRejectedValueOnce(new Error("Error invoking remote method 'safehouse:export-game': Error: [in-play] not yet"))
    runMenuCommand('export-game')
    await vi.waitFor(() => expect(ui.notice).toMatchObject({ key: 'desktop.files.errors.inPlay', kind: 'error' }))

    exportGame.mockResolvedValueOnce({ saved: false })
    ui.notice = null
    runMenuCommand('export-game')
    await new Promise((r) => setTimeout(r, 10))
    expect(ui.notice).toBeNull()
  })
})

describe('a game record file opened from outside the app', () => {
  const game = { room: 'FGHJK', game: 'spies-and-lies', name: 'Room FGHJK', seats: { red: { name: 'Ann', token: 't1', bot: false }, blue: { name: 'Computer', token: 't2', bot: true } } }

  it('goes to the Start screen to sit down at it, or through Leave from a game', () => {
    const ui = useUiStore()
    gameOpened({ game })
    expect(ui.openedGame).toEqual(game)
    expect(ui.startPanel).toBe('opened')
    ui.startPanel = null
    inGame()
    ui.go('table')
    gameOpened({ game })
    expect(ui.leaveRequest).toMatchObject({ then: 'opened' })
  })

  it('says why it could not open, in the page’s words', () => {
    const ui = useUiStore()
    gameOpened({ error: '[bad-moves] the moves do not follow the rules' })
    expect(ui.notice).toMatchObject({ key: 'desktop.files.errors.badMoves', kind: 'error' })
    expect(ui.startPanel).toBeNull()
  })
})
