// Whether the host has not answered for a while (issue 34, point 10): the connection still
// connecting (after a reload) or reconnecting for HOST_MOVED_MS. A host started again may be
// listening at another address, which the page cannot find by itself; HostMoved.vue says what to do.
import { onBeforeUnmount, ref, watch, type Ref } from 'vue'
import { useGameStore } from '../../stores/game'

/** How long the connection has been down before the page says the host may have moved. */
export const HOST_MOVED_MS = 15_000

export function useHostGone(): Ref<boolean> {
  const game = useGameStore()
  const gone = ref(false)
  let timer: ReturnType<typeof setTimeout> | null = null
  const clear = (): void => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  // The clock starts when the connection goes down, and stops when it is back (or closed for good).
  watch(
    () => game.connectionStatus === 'connecting' || game.connectionStatus === 'reconnecting',
    (down) => {
      clear()
      gone.value = false
      if (down) timer = setTimeout(() => (gone.value = true), HOST_MOVED_MS)
    },
    { immediate: true },
  )
  onBeforeUnmount(clear)
  return gone
}
