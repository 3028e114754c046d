// A desktop notification when it becomes this window's turn. The page only says when and what (in
// the player's language); the app decides whether to show it (window in the background,
// notifications on in Settings, not too often): src/main/desktop/turn-notifier.ts.
import { watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { BaseView } from '@engine/core/game-module'
import { desktopApi } from '../platform'
import { useGameStore } from '../stores/game'

/** The first seat held here with something to decide, or null. A turn starts when it changes. */
function turnKey(seat: string | undefined, prompt: BaseView['prompt'] | undefined, seq: number | undefined): string | null {
  return seat && prompt ? `${seat}:${seq ?? -1}` : null
}

/**
 * What a notice needs of a game: its prompts' and seats' words. Handed in by the caller (App.vue,
 * from the games' registry), which sits above the desktop shell (issue 37, point 2).
 */
export interface TurnWords {
  loadMessages(): Promise<void>
  promptTitleKey(type: string): string
  seatNameKey(seat: string): string
}

export function useTurnNotices(wordsOf: (game: string | null) => TurnWords | null): void {
  const api = desktopApi()
  if (!api?.notifyTurn) return
  const notifyTurn = api.notifyTurn.bind(api)
  const game = useGameStore()
  const { t } = useI18n()
  let waiting = true
  watch(
    () => {
      const seat = game.seatsToAct[0]
      const mine = seat ? game.held[seat] : undefined
      return { key: turnKey(seat, mine?.view?.prompt, mine?.seq), seat, prompt: mine?.view?.prompt ?? null }
    },
    async ({ key, seat, prompt }) => {
      if (key === null || !seat || !prompt) {
        waiting = true
        return
      }
      // Only when a turn starts after a wait (not on every view while it is already our turn).
      if (!waiting) return
      waiting = false
      const entry = wordsOf(game.gameId)
      const room = game.room ?? ''
      const hotseat = game.heldSeats.length > 1
      // The prompt's words are the game's own text, which may not have loaded yet (a turn can start
      // before the table's page has).
      await entry?.loadMessages().catch(() => undefined)
      const what = entry ? t(entry.promptTitleKey(prompt.type)) : ''
      notifyTurn({
        title: hotseat && entry ? t('desktop.notify.sideTitle', { side: t(entry.seatNameKey(seat)) }) : t('desktop.notify.title'),
        body: t('desktop.notify.body', { what, room }),
      })
    },
  )
}
