// Whoever listens to the host's changes (open rooms, a room expired) is outside code: one listener
// that throws must neither keep the others from hearing nor break the host's own work.

/** Calls each listener; one that throws is reported, and the others still hear. */
export function tellAll<A extends unknown[]>(listeners: Set<(...args: A) => void>, args: A, warn: (message: string) => void, what: string): void {
  for (const listener of [...listeners]) {
    try {
      listener(...args)
    } catch (err) {
      warn(`${what} listener failed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
}
