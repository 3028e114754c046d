// Saving the game at the table to a game record file (desktop app only): the app asks where, and
// the page says how it went in the player's language.
import { gameFileErrorOf, type GameFileErrorCode } from '@shared/preload-api'
import { isLoopbackUrl } from '../net/host-url'
import { desktopApi } from '../platform'
import { useGameStore } from '../stores/game'
import { useUiStore } from '../stores/ui'

/** The message key for a game record failure ('in-play' → desktop.files.errors.inPlay). */
export function gameFileErrorKey(code: GameFileErrorCode): string {
  return `desktop.files.errors.${code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`
}

/** Whether this window's game lives on this computer's host (the only one that can save it). */
export function gameIsOnThisComputer(hostUrl: string | null): boolean {
  return hostUrl !== null && isLoopbackUrl(hostUrl)
}

/** Whether the page can offer "Save game record" for the game at the table now. */
export function canSaveGameRecord(): boolean {
  const game = useGameStore()
  return Boolean(desktopApi()?.exportGame) && game.room !== null && gameIsOnThisComputer(game.hostUrl)
}

/** Asks the app to save the current game's record; the outcome is shown as a notice. */
export async function saveGameRecord(): Promise<void> {
  const api = desktopApi()
  const game = useGameStore()
  const ui = useUiStore()
  if (!api?.exportGame) return
  if (game.room === null) {
    ui.notify('desktop.files.noGame', 'error')
    return
  }
  if (!gameIsOnThisComputer(game.hostUrl)) {
    ui.notify('desktop.files.notHere', 'error')
    return
  }
  try {
    const result = await api.exportGame(game.room)
    if (result.saved) ui.notify('desktop.files.saved', 'info', { file: result.fileName ?? '' })
  } catch (err) {
    const { code, detail } = gameFileErrorOf(err)
    ui.notify(gameFileErrorKey(code), 'error', { detail })
  }
}
