// Sending a seat's decision and waiting until it has landed: the one answer to "did my action land?"
// for every table. The host names the act it applied (`acted`, by the id the store sent it under) or
// refuses it (an `error` with that id), so a newer view from another seat's move does not end the
// wait, and nothing has to be guessed from seqs or the view's contents.
import { readonly, ref, shallowRef, watch, type Ref } from 'vue'
import type { GameAction } from '@engine/core/game-module'
import { RequestError } from '../net/host-client'
import { useGameStore } from '../stores/game'

/** Why an action did not land: the host's refusal (`rule`: the engine's reason), or 'offline'. */
export interface ActRefusal {
  code: string
  message: string
  rule?: string
}

export interface SendAction<A extends GameAction> {
  /** An action was sent and has neither landed nor been refused yet. */
  busy: Readonly<Ref<boolean>>
  /** Why the last action sent did not land; null once another is sent. */
  refusal: Readonly<Ref<ActRefusal | null>>
  /** Sends `action` for the seat on screen; resolves true once it landed, false when it did not (or nothing was sent). */
  send(action: A): Promise<boolean>
  /** Stops waiting (the seat on screen changed): a late answer is ignored. */
  forget(): void
}

/** Sends actions for `seat()` (null: nothing can be sent), one at a time; a change of seat forgets the wait. */
export function useSendAction<A extends GameAction>(seat: () => string | null): SendAction<A> {
  const game = useGameStore()
  const busy = ref(false)
  const refusal = shallowRef<ActRefusal | null>(null)
  /** Counts sends, so that only the latest one's answer is taken. */
  let sent = 0

  async function send(action: A): Promise<boolean> {
    const s = seat()
    if (s === null || busy.value) return false
    const mine = ++sent
    refusal.value = null
    busy.value = true
    try {
      await game.sendAndWait(s, action)
      return true
    } catch (err) {
      if (mine === sent && !(err instanceof RequestError && err.code === 'cancelled')) {
        refusal.value = err instanceof RequestError
          ? { code: err.code, message: err.message, ...(err.rule ? { rule: err.rule } : {}) }
          : { code: 'offline', message: String(err) }
      }
      return false
    } finally {
      if (mine === sent) busy.value = false
    }
  }

  function forget(): void {
    sent++
    busy.value = false
    refusal.value = null
  }

  // Another seat on screen (hot-seat): what the last one sent is not this one's to wait for.
  watch(seat, forget)

  return { busy: readonly(busy), refusal: readonly(refusal), send, forget }
}
