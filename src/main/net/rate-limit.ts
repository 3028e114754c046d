/**
 * A token bucket per connection: bursts up to `capacity`, `perSecond` sustained. The protocol
 * promises at least 20 messages a second for as long as a client likes.
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
}
