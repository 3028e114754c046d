// Each seat's word ("Blue", "Red 2") and the name it is played under, for any game's room panels.
import { computed, type ComputedRef } from 'vue'
import { gameEntry } from '../../games'
import type { Tr } from '../../i18n/tr'
import { useGameStore } from '../../stores/game'

export function useSeatWords(tr: Tr): { labels: ComputedRef<Record<string, string>>; names: ComputedRef<Record<string, string>> } {
  const game = useGameStore()
  const labels = computed(() => {
    const entry = gameEntry(game.gameId)
    return Object.fromEntries(Object.keys(game.seats ?? {}).map((seat) => [seat, entry ? tr.t(entry.seatNameKey(seat)) : seat]))
  })
  const names = computed(() => Object.fromEntries(Object.entries(game.seats ?? {}).map(([seat, s]) => [seat, s.name ?? labels.value[seat] ?? seat])))
  return { labels, names }
}
