/**
 * A token bucket per connection: bursts up to `capacity`, `perSecond` sustained. The protocol
 * promises at least 20 messages a second for as long as a client likes, and on top of that one
 * message for every move it is shown (`credit`, see NewMoves): a client may answer each view with
 * an act, and play has no speed limit, so a fixed rate alone would cut off a client that answers
 * at once in a fast game.
 */
export class RateLimit {
  private tokens: number
  private last: number

  constructor(
    private readonly perSecond = 40,
    private readonly capacity = 80,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity
    this.last = now()
  }

  take(): boolean {
    const t = this.now()
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond)
    this.last = t
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }

  /** One message back (within the burst), for a move the client was just shown. */
  credit(): void {
    this.tokens = Math.min(this.capacity, this.tokens + 1)
  }
}

/**
 * Which views sent to a connection show a move it has not been shown before: only those earn a
 * credit. A move is made by a player (who spent a message on it) or by the computer (paced by the
 * host), so credits grow only as fast as games really go. Views a client can ask for itself — a
 * resume or join shows the current move again, a switch to another room shows that room's — earn
 * nothing: otherwise asking for views would be a flood that pays for itself.
 */
export class NewMoves {
  private room: string | null = null
  private seq = -1

  /** Whether a view of `room` at `seq` (the room's move count) shows this connection a new move. */
  shown(room: string, seq: number): boolean {
    if (room !== this.room) {
      this.room = room
      this.seq = seq
      return false
    }
    if (seq <= this.seq) return false
    this.seq = seq
    return true
  }
}
