// The desktop app's menu (Game, Help) asks the page to do things; this is where each command goes.
// Starting something new from inside a game goes through the table's or lobby's own Leave, so
// the player confirms leaving a game in play exactly as with the Leave button.
import { gameFileErrorOf, type GameOpened, type MenuCommand } from '@shared/preload-api'
import { useUiStore, type StartPanel } from '../stores/ui'
import { gameFileErrorKey, saveGameRecord } from './game-record'

const STARTS: Partial<Record<MenuCommand, StartPanel>> = {
  'new-game': 'menu',
  'host-game': 'host',
  'join-game': 'join',
  'import-game': 'import',
}

/**
 * Opens a Start screen panel; from a game (the table or lobby, or Rules or Settings on top of one),
 * through that screen's Leave. The Start screen itself drops whatever it was starting.
 */
function openStartPanel(panel: StartPanel): void {
  const ui = useUiStore()
  if (ui.gameScreen === null) {
    ui.openStart(panel)
    return
  }
  if (ui.screen !== ui.gameScreen) ui.go(ui.gameScreen)
  ui.requestLeave(panel)
}

export function runMenuCommand(command: MenuCommand): void {
  const ui = useUiStore()
  switch (command) {
    case 'rules':
    case 'settings':
      ui.go(command)
      return
    case 'export-game':
      void saveGameRecord()
      return
    case 'leave-game':
      if (ui.gameScreen !== null) openStartPanel('menu')
      return
    default:
      openStartPanel(STARTS[command] ?? 'menu')
  }
}

/** A game record file opened from outside the app (double-click): sit down at it, or say why not. */
export function gameOpened(opened: GameOpened): void {
  const ui = useUiStore()
  if ('error' in opened) {
    const { code, detail } = gameFileErrorOf(new Error(opened.error))
    ui.notify(gameFileErrorKey(code), 'error', { detail })
    return
  }
  ui.openedGame = opened.game
  openStartPanel('opened')
}
