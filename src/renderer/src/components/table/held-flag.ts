// A flag that turns on a while after its source does, so that what the player is looking at (the
// last card turned up) stays in view before an overlay covers it. On at once when the source
// already holds when the table opens (a finished game resumed), and off as soon as the source is.
import { onBeforeUnmount, ref, watch, type Ref } from 'vue'

/** How long the end of a game stays in view before its overlay opens. */
export const END_HOLD_MS = 2200

export function useHeldFlag(source: () => boolean, ms: number): Ref<boolean> {
  const flag = ref(source())
  let timer: ReturnType<typeof setTimeout> | null = null
  const clear = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  watch(source, (on) => {
    clear()
    if (!on) flag.value = false
    else timer = setTimeout(() => (flag.value = true), ms)
  })
  onBeforeUnmount(clear)
  return flag
}
