// Leaving whatever game is at the table, for any game's table and the room's own panels: the seats
// are left (a spectator just goes), a game this computer hosts closes to the network, and the Start
// screen opens.
import { hosting, stopHosting } from '../common/hosting'
import { useGameStore } from '../../stores/game'
import { useUiStore, type StartPanel } from '../../stores/ui'

export function leaveTable(then: StartPanel = 'menu'): void {
  const game = useGameStore()
  const ui = useUiStore()
  const hosted = hosting.value !== null && game.hostUrl === hosting.value.wsUrl
  if (game.heldSeats.length === 0 && game.watching) game.disconnect()
  else game.forget()
  if (hosted) void stopHosting()
  ui.openStart(then)
}
