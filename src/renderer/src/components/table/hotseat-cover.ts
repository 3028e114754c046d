// The hot-seat privacy cover's state, for any game's table: the seat on screen must have been
// revealed by its player (a click on the cover); a visit to Rules or Settings and back does not
// ask again (pass-memory.ts). `active` is false when there is nothing to hide (one seat held, the
// game over).
import { computed, ref, type ComputedRef } from 'vue'
import { rememberRevealed, revealedFor } from './pass-memory'

export interface HotseatCover<S extends string> {
  /** The seat whose player must reveal the table before it shows, or null. */
  cover: ComputedRef<S | null>
  /** The player at the cover is ready: show their seat. */
  ready(): void
  /** A new game in this window: the next seat covers again. */
  reset(): void
}

export function useHotseatCover<S extends string>(room: () => string | null, seat: () => S | null, active: () => boolean): HotseatCover<S> {
  const revealed = ref<string | null>(revealedFor(room()))
  const cover = computed<S | null>(() => {
    const s = seat()
    if (!active() || s === null) return null
    return revealed.value === s ? null : s
  })
  return {
    cover,
    ready() {
      // Read once: `cover` is null again as soon as `revealed` is set.
      const s = cover.value
      if (s === null) return
      revealed.value = s
      rememberRevealed(room(), s)
    },
    reset() {
      revealed.value = null
    },
  }
}
