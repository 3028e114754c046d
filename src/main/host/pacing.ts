// How fast the computer plays (issue 10, point 5; issue 11, point 6). A person must see each of the
// computer's steps, and how long the computer takes must not hint at its cards: every computer
// decision is shown no earlier than a delay after the move before it, drawn from the room's bot seed
// (never from the cards), whatever the decision itself took. Tests and benchmarks play unpaced.
import { createHash } from 'node:crypto'

export interface Pacing {
  /** Shortest time from the move before to the computer's move (ms): the padding every decision gets. */
  minMs: number
  /** Longest (ms). */
  maxMs: number
  /** How to wait that long (default: a timer); tests hold the computer's move back with it. */
  wait?: (ms: number) => Promise<void>
}

/** What `npm run serve` and the desktop app use. */
export const DEFAULT_PACING: Readonly<Pacing> = { minMs: 600, maxMs: 1200 }

/** The delay for one decision, the same for the same seed: uniform in [minMs, maxMs]. */
export function paceMs(pacing: Pacing, seed: string): number {
  const span = Math.max(0, pacing.maxMs - pacing.minMs)
  const draw = createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32
  return pacing.minMs + Math.floor(draw * (span + 1))
}

/** Waits that all end at once when the host closes, so no timer outlives it. */
export class Pauses {
  private readonly waiting = new Map<NodeJS.Timeout, () => void>()

  /** Resolves after `ms`, or at once on cancelAll(). */
  until(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(timer)
        resolve()
      }, ms)
      timer.unref()
      this.waiting.set(timer, resolve)
    })
  }

  cancelAll(): void {
    for (const [timer, resolve] of this.waiting) {
      clearTimeout(timer)
      resolve()
    }
    this.waiting.clear()
  }
}
