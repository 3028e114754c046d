// Whose view a table shows. One seat held here: that seat's. Several (hot-seat): the first, in
// seat order, that must decide something, else the last that had to (while the next views are on
// their way), so that phases every seat plays at once go seat by seat behind the cover. None: a
// spectator's view, seen from `spectatorSeat`'s side if the game names one.
import { computed, ref, watch, type ComputedRef } from 'vue'
import { useGameStore } from '../../stores/game'

export interface SeatOnScreenOptions<S extends string> {
  /** This game's seats, to tell them from anything else in the store. */
  isSeat: (seat: string) => seat is S
  /** The seat a spectator's table is seen from (null: none; the table picks its own default). */
  spectatorSeat?: S | null
  /**
   * Keep the seat on screen while the views of one move are still arriving for the seats held here.
   * A team game sends each seat its view of a move one after the other: until the last has come,
   * the seat to act next may not show yet (a partner's turn to deploy).
   */
  holdWhileViewsArrive?: () => boolean
  /** Keep `seat` on screen, though another is to act: its player still has something to see first. */
  holdSeat?: (seat: S) => boolean
}

export interface SeatOnScreen<S extends string, V> {
  /** Several seats are held here: players take turns at this screen. */
  hotseat: ComputedRef<boolean>
  /** Watching: no seat held, the spectator's view on screen. */
  spectating: ComputedRef<boolean>
  /** The seat whose view is on screen. Computed, so a change of turn and the hot-seat cover land together. */
  seat: ComputedRef<S | null>
  /** The view on screen, as the host sent it (the table's room plays the table's game); nothing to decide, and nobody to play, once the room has ended. */
  view: ComputedRef<V | null>
  /** The seat on screen is the viewer's own (one seat held at a live table): "you". Not in hot-seat, watching, or a replay. */
  own: ComputedRef<boolean>
}

export function useSeatOnScreen<S extends string, V>(options: SeatOnScreenOptions<S>): SeatOnScreen<S, V> {
  const game = useGameStore()
  const held = computed(() => game.heldSeats.filter(options.isSeat))
  const hotseat = computed(() => held.value.length > 1)
  const spectating = computed(() => held.value.length === 0 && game.watching)
  const firstToAct = () => game.seatsToAct.find(options.isSeat)
  const lastActive = ref<S | null>(null)
  watch(
    firstToAct,
    (s) => {
      if (s) lastActive.value = s
    },
    { flush: 'sync', immediate: true },
  )
  /** Several seats are held here and their views are not all of the same move yet. */
  const viewsArriving = computed(() => {
    const seqs = held.value.filter((s) => game.held[s]?.status === 'open').map((s) => game.held[s]?.seq)
    return seqs.some((q) => q !== seqs[0])
  })
  const seat = computed<S | null>((previous) => {
    const mine = held.value
    if (mine.length === 0) return spectating.value ? (options.spectatorSeat ?? null) : null
    if (mine.length === 1) return mine[0] ?? null
    if (previous && mine.includes(previous) && options.holdWhileViewsArrive?.() && viewsArriving.value) return previous
    if (previous && mine.includes(previous) && options.holdSeat?.(previous)) return previous
    return firstToAct() ?? lastActive.value ?? mine[0] ?? null
  })
  const view = computed<V | null>(() => {
    const sent = spectating.value ? (game.spectatorView as V | null) : seat.value ? ((game.held[seat.value]?.view as V | undefined) ?? null) : null
    // A game ended by a concession or a forfeit: its last views still ask for the move that never
    // came, and name the seats that were to play it.
    return sent && game.result ? ({ ...sent, prompt: null, toAct: [] } as V) : sent
  })
  const own = computed(() => held.value.length === 1 && !game.replaying)
  return { hotseat, spectating, seat, view, own }
}
