// Each seat's word ("Blue", "Red 2") and the name it is played under, for any game's room panels.
import { computed, type ComputedRef } from 'vue'
import { seatNameKey } from '../../i18n/game-faces'
import type { Tr } from '../../i18n/tr'
import { useGameStore } from '../../stores/game'

export function useSeatWords(tr: Tr): { labels: ComputedRef<Record<string, string>>; names: ComputedRef<Record<string, string>> } {
  const game = useGameStore()
  const labels = computed(() => {
    const id = game.gameId
    return Object.fromEntries(Object.keys(game.seats ?? {}).map((seat) => [seat, id ? tr.t(seatNameKey(id, seat)) : seat]))
  })
  const names = computed(() => Object.fromEntries(Object.entries(game.seats ?? {}).map(([seat, s]) => [seat, s.name ?? labels.value[seat] ?? seat])))
  return { labels, names }
}
