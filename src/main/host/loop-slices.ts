// Long work on the host's thread (a 20,000-move room replayed, checked or copied) in slices, so that
// no request or file holds the loop for long (issue 34, point 9): other connections' messages, pings
// and timers run between slices.
import { performance } from 'node:perf_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'

/** The longest a slice runs before the loop gets a turn. */
export const SLICE_MS = 10

/** A pause for replayGameInSlices and the like: null while the slice has time left, else a turn of the loop. */
export function slicer(ms: number = SLICE_MS): () => Promise<void> | null {
  let since = performance.now()
  return () => {
    if (performance.now() - since < ms) return null
    return nextTurn().then(() => {
      since = performance.now()
    })
  }
}

/** `map` of every item of `items`, the loop getting a turn between slices. */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T, index: number) => U, pause = slicer()): Promise<U[]> {
  const out: U[] = []
  for (const [i, item] of items.entries()) {
    out.push(map(item, i))
    const wait = pause()
    if (wait) await wait
  }
  return out
}
