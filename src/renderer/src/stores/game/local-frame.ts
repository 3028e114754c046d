// A table shown from this window alone (a replay's step, a tutorial's game): the store holds the
// frame's view and no connection; a tutorial's own player takes what the seat sends.
import { markRaw } from 'vue'
import type { GameAction } from '@engine/core/game-module'
import type { GameState } from './state'
import type { LocalFrame, LocalPlay } from './types'

export type LocalFrames = ReturnType<typeof createLocalFrames>

export function createLocalFrames(state: GameState) {
  /** Who plays a local table's seat (a tutorial); null: nothing can be sent (a replay). */
  let localPlay: LocalPlay | null = null

  /** Shows a local table's frame: this store then holds no connection, only the frame's view; `play` takes what its seat sends. */
  function presentFrame(frame: LocalFrame, play: LocalPlay | null = null): void {
    state.local.value = true
    state.replaying.value = play === null
    localPlay = play
    state.started.value = true
    state.gameId.value = frame.game
    state.room.value = frame.room
    state.options.value = frame.options
    state.seats.value = frame.seats
    state.teams.value = frame.teams
    state.result.value = frame.result
    state.holders.value = frame.holders ?? null
    const view = markRaw(frame.view)
    state.watching.value = frame.seat === null
    state.watchStatus.value = 'open'
    state.spectatorView.value = frame.seat === null ? view : null
    state.held.value = frame.seat === null ? {} : { [frame.seat]: { seat: frame.seat, token: null, view, seq: frame.step, status: 'open' } }
  }

  /** Hands `seat`'s action to the local table's player; null when there is none to take it (a replay). */
  function playLocally(seat: string, action: GameAction): Promise<void> | null {
    return localPlay?.(seat, action) ?? null
  }

  return { presentFrame, playLocally }
}
