// The answer to the newest attempt, shown at once: the spy slides to its square (yes, by the
// transition on its position) or bounces back from the way it tried (no).
import { computed, ref, watch, type Ref } from 'vue'
import type { Seat } from '@shared/confusion/types'
import { bounceOffset } from './board-geometry'
import type { AttemptRecord } from './moves'

export interface Bounce {
  /** What bounces: a spy's key ("white-A") or "briefcase". */
  key: string
  /** The attempt's index: a new one restarts the animation. */
  id: number
  bx: number
  by: number
}

/** The bounce to play, if the newest attempt was refused; it only changes when a new attempt comes in. */
export function useBounce(attempts: () => readonly AttemptRecord[], frame: () => Seat): Ref<Bounce | null> {
  const newest = computed(() => attempts().at(-1) ?? null)
  const bounce = ref<Bounce | null>(null)
  watch(newest, (a, before) => {
    if (!a || a.index === before?.index || a.yes || a.label === null) return
    const { x, y } = bounceOffset(frame(), a.from, a.to)
    const key = a.briefcase === 'send' ? 'briefcase' : `${a.seat}-${a.label}`
    bounce.value = { key, id: a.index, bx: x, by: y }
  })
  return bounce
}

/** The CSS variables the bounce animation reads, for the one thing bouncing. */
export function bounceStyle(b: Bounce | null): Record<string, string> | undefined {
  return b ? { '--bx': `${b.bx}px`, '--by': `${b.by}px` } : undefined
}
