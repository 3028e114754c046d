// Which side last revealed the hot-seat table in this window, so that a visit to the Rules or
// Settings screen and back does not ask the same player to click "ready" again.
import type { Seat } from '@shared/spies-and-lies/types'

let memory: { room: string; seat: Seat } | null = null

export function rememberRevealed(room: string | null, seat: Seat): void {
  memory = room ? { room, seat } : null
}

export function revealedFor(room: string | null): Seat | null {
  return memory && room && memory.room === room ? memory.seat : null
}

export function forgetRevealed(): void {
  memory = null
}
