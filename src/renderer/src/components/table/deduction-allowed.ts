// Whether a table may show the deduction helper (Spies & Lies' hints, Confusion's Notebook
// deductions): free in games on this computer; in network games only in rooms that allow it (a
// room option every player sees). A replay knows its room's options but not how it was played:
// only a network room says `deduction` at all, so there the helper shows unless the room had it off.
import { computed, type ComputedRef } from 'vue'
import { useGameStore } from '../../stores/game'

export function useDeductionAllowed(spectating: () => boolean): ComputedRef<boolean> {
  const game = useGameStore()
  return computed(() => {
    if (spectating()) return false
    if (game.replaying) return game.options.deduction !== false
    return game.mode !== 'network' || game.options.deduction === true
  })
}
