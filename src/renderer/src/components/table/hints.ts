// Whether this table gives a newcomer's hints now (issue 27): the player's setting, for this game,
// in a game being played here — never in a replay or a tutorial (the coach speaks there).
import { computed, type ComputedRef } from 'vue'
import type { GameId } from '@shared/protocol'
import { useGameStore } from '../../stores/game'
import { useSettingsStore } from '../../stores/settings'

export function useHintsOn(game: GameId): ComputedRef<boolean> {
  const settings = useSettingsStore()
  const store = useGameStore()
  return computed(() => !store.local && settings.hintsFor(game))
}
