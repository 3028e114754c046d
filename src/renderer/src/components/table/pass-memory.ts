// Which side last revealed the hot-seat table in this window, so that a visit to the Rules or
// Settings screen and back does not ask the same player to click "ready" again. Any game's seats.
let memory: { room: string; seat: string } | null = null

export function rememberRevealed(room: string | null, seat: string): void {
  memory = room ? { room, seat } : null
}

export function revealedFor<S extends string = string>(room: string | null): S | null {
  return memory && room && memory.room === room ? (memory.seat as S) : null
}

export function forgetRevealed(): void {
  memory = null
}
