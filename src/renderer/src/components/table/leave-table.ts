// Leaving whatever game is at the table, for any game's table and the room's own panels: the seats
// are left (a spectator just goes), a game this computer hosts closes to the network, and the Start
// screen opens.
import { ref, watch, type Ref } from 'vue'
import { hosting, stopHosting } from '../../desktop/hosting'
import { isLoopbackUrl } from '../../net/host-url'
import { useGameStore } from '../../stores/game'
import { useUiStore, type StartPanel } from '../../stores/ui'

export function leaveTable(then: StartPanel = 'menu'): void {
  const game = useGameStore()
  const ui = useUiStore()
  // A network game at a loopback address is this computer's, also when it was taken back on the
  // local server after a restart and the network was opened again for it (hosting-offer.ts).
  const ours = game.hostUrl !== null && (game.hostUrl === hosting.value?.wsUrl || (game.mode === 'network' && isLoopbackUrl(game.hostUrl)))
  const hosted = hosting.value !== null && ours
  if (game.heldSeats.length === 0 && game.watching) game.disconnect()
  else game.forget()
  if (hosted) void stopHosting()
  ui.openStart(then)
}

export interface TableLeave {
  /** The "Leave the table?" confirmation is open. */
  leaving: Ref<boolean>
  /** Leave for the Start screen's `next` panel: at once when nothing is lost, else after confirming. */
  askToLeave(next: StartPanel): void
  /** Confirmed: leave now, for the panel asked. */
  leave(): void
  /** The end screen's way back: leave for the Start menu. */
  backToStart(): void
}

/**
 * A table's Leave, with a confirmation while the game is in play (`inPlay`), for its own Leave
 * button and for the desktop menu's New game / Host / Join / Leave (the ui store's leave request).
 */
export function useTableLeave(inPlay: () => boolean): TableLeave {
  const ui = useUiStore()
  const leaving = ref(false)
  let then: StartPanel = 'menu'
  function leave(): void {
    leaving.value = false
    leaveTable(then)
  }
  function askToLeave(next: StartPanel): void {
    then = next
    if (inPlay()) leaving.value = true
    else leave()
  }
  watch(
    () => ui.leaveRequest,
    (request) => {
      if (!request) return
      ui.leaveRequest = null
      askToLeave(request.then)
    },
    { immediate: true },
  )
  function backToStart(): void {
    then = 'menu'
    leave()
  }
  return { leaving, askToLeave, leave, backToStart }
}
