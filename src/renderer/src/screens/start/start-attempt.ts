// The Start screen's requests (start, host, join, resume, open a record), one at a time: what is
// under way, what it failed with, and Cancel. Cancel (or a failure) drops what the attempt opened,
// but never a saved game that was there before it.
import { ref, type Ref } from 'vue'
import { stopHosting } from '../../desktop/hosting'
import { errorText, type ErrorText } from '../../components/common/request-errors'
import { savedGames, savedSession, useGameStore, type SavedSession } from '../../stores/game'
import { useUiStore, type Screen } from '../../stores/ui'
import type { Mission } from './missions'
import type { JoinRequest } from './types'

/** What an attempt is doing, for its status line ("start.busy.<task>"). */
export type Task = Mission | 'resume' | 'import' | 'watch' | 'rejoin'

export interface StartAttempt {
  busy: Ref<{ task: Task; params: Record<string, string> } | null>
  error: Ref<ErrorText | null>
  /** A join refused because every seat was taken: it can be tried again to watch, or to ask for one's seat back. */
  refusedJoin: Ref<JoinRequest | null>
  /** The games this window can go back to, read again whenever an attempt may have changed them. */
  saved: Ref<SavedSession[]>
  /** Runs one attempt, then shows the screen it leads to (if any); resolves with what it failed with, if it did. */
  run(task: Task, params: Record<string, string>, work: () => Promise<Screen | null>): Promise<unknown>
  cancel(): void
}

export function useStartAttempt(): StartAttempt {
  const game = useGameStore()
  const ui = useUiStore()
  const saved = ref<SavedSession[]>(savedGames())
  const refusedJoin = ref<JoinRequest | null>(null)
  const busy = ref<{ task: Task; params: Record<string, string> } | null>(null)
  const error = ref<ErrorText | null>(null)

  let attempt = 0
  let savedBefore: SavedSession | null = null

  function dropAttempt(): void {
    const now = savedSession()
    if (!savedBefore || JSON.stringify(now) !== JSON.stringify(savedBefore)) game.forget({ keep: false })
    else game.disconnect()
    saved.value = savedGames()
  }

  async function run(task: Task, params: Record<string, string>, work: () => Promise<Screen | null>): Promise<unknown> {
    if (busy.value) return
    const mine = ++attempt
    savedBefore = savedSession()
    busy.value = { task, params }
    error.value = null
    refusedJoin.value = null
    try {
      const next = await work()
      if (mine !== attempt) {
        // Cancelled, but it got through after all: leave the game it opened, unless another
        // attempt has started since (that one already closed this one's connections).
        if (!busy.value && task !== 'resume') {
          game.forget({ keep: false })
          saved.value = savedGames()
          void stopHosting()
        }
        return undefined
      }
      busy.value = null
      if (next) ui.go(next)
      return undefined
    } catch (e) {
      if (mine !== attempt) return
      busy.value = null
      error.value = errorText(e)
      dropAttempt()
      return e
    }
  }

  function cancel(): void {
    attempt += 1
    busy.value = null
    dropAttempt()
    void stopHosting()
  }

  return { busy, error, refusedJoin, saved, run, cancel }
}
