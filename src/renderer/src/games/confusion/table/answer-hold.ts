// Hot-seat: a try is answered at once and the turn passes, so the cover for the next player would
// come up before the mover saw the answer (issue 28, point 8). The mover keeps the screen until they
// have seen the answer to their newest try and hand over; a seat with a question on screen has seen
// every answer before it.
import { ref } from 'vue'
import type { PlayerView, Seat } from '@shared/confusion/types'
import { useGameStore } from '../../../stores/game'
import { attemptHistory, type AttemptRecord } from './moves'

export interface AnswerHold {
  /** The newest answer to `seat`'s own try it has not seen yet, while it holds the screen for it. */
  unseen(seat: Seat): AttemptRecord | null
  /** `seat` has seen every answer so far (handed over, or has a question on screen). */
  seen(seat: Seat): void
}

export function useAnswerHold(isSeat: (s: string) => s is Seat): AnswerHold {
  const game = useGameStore()
  const seenUpTo = ref<Partial<Record<Seat, number>>>({})
  const viewOf = (seat: Seat) => game.held[seat]?.view as PlayerView | null | undefined
  const newestOwn = (seat: Seat): AttemptRecord | null => {
    const view = viewOf(seat)
    return view ? (attemptHistory(view).filter((a) => a.seat === seat).at(-1) ?? null) : null
  }
  return {
    unseen(seat) {
      const view = viewOf(seat)
      if (!view || view.prompt !== null || view.phase === 'over' || game.result) return null
      if (game.heldSeats.filter(isSeat).length < 2) return null
      const newest = newestOwn(seat)
      return newest && newest.index > (seenUpTo.value[seat] ?? -1) ? newest : null
    },
    seen(seat) {
      const newest = newestOwn(seat)
      if (newest) seenUpTo.value = { ...seenUpTo.value, [seat]: newest.index }
    },
  }
}
