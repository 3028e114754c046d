// A desktop notification when it becomes this window's turn. The page only says when and what (in
// the player's language); the app decides whether to show it (window in the background,
// notifications on in Settings, not too often): src/main/desktop/turn-notifier.ts.
import { watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { BaseView } from '@engine/core/game-module'
import { gameEntry } from '../games'
import { desktopApi } from '../platform'
import { useGameStore } from '../stores/game'

/** The first seat held here with something to decide, or null. A turn starts when it changes. */
function turnKey(seat: string | undefined, prompt: BaseView['prompt'] | undefined, seq: number | undefined): string | null {
  return seat && prompt ? `${seat}:${seq ?? -1}` : null
}

export function useTurnNotices(): void {
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
      const entry = gameEntry(game.gameId)
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
