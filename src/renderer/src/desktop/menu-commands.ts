// The desktop app's menu (Game, Help) asks the page to do things; this is where each command goes.
// Starting something new from inside a game goes through the table's or lobby's own Leave, so
// the player confirms leaving a game in play exactly as with the Leave button.
import type { MenuCommand } from '@shared/preload-api'
import { useGameStore } from '../stores/game'
import { useUiStore, type StartPanel } from '../stores/ui'
import { saveGameRecord } from './game-record'

const STARTS: Partial<Record<MenuCommand, StartPanel>> = {
  'new-game': 'menu',
  'host-game': 'host',
  'join-game': 'join',
  'import-game': 'import',
}

export function runMenuCommand(command: MenuCommand): void {
  const ui = useUiStore()
  const game = useGameStore()
  const inGame = game.room !== null
  /** The screen showing the game (Rules and Settings sit on top of it). */
  const backToGame = () => {
    if (ui.screen !== 'table' && ui.screen !== 'lobby') ui.go(ui.previous === 'lobby' ? 'lobby' : 'table')
  }
  switch (command) {
    case 'rules':
    case 'settings':
      ui.go(command)
      return
    case 'export-game':
      void saveGameRecord()
      return
    case 'leave-game':
      if (!inGame) return
      backToGame()
      ui.requestLeave('menu')
      return
    default: {
      const panel = STARTS[command] ?? 'menu'
      if (inGame) {
        backToGame()
        ui.requestLeave(panel)
      } else ui.openStart(panel)
    }
  }
}
