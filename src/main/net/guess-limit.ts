// Wrong room codes (and resume tokens) per address. A room code is 5 characters out of 31, so
// whoever may guess fast enough finds a friend's room and takes the seat meant for them. A few wrong
// codes are free (a friend mistyping); after that, each one makes the address wait before its next
// guess, twice as long each time up to a ceiling, until it has made no wrong guess for a while.

export interface GuessLimitOptions {
  /** Wrong guesses an address makes before it has to wait. */
  free?: number
  /** The wait after the first wrong guess beyond the free ones; it doubles with each further one. */
  firstWaitMs?: number
  /** The longest wait: in the long run an address guesses at most once per this long. */
  maxWaitMs?: number
  /** An address with no wrong guess for this long starts afresh. */
  forgetMs?: number
  now?: () => number
}

export const GUESS_DEFAULTS = { free: 3, firstWaitMs: 1_000, maxWaitMs: 60_000, forgetMs: 15 * 60_000 }

interface AddressRecord {
  wrong: number
  /** When the last wrong guess was answered. */
  last: number
  /** No guess before this time. */
  until: number
  /** Guesses sent to the host and not answered yet. */
  inflight: number
}

/** Addresses kept before forgotten ones are cleared out. */
const PRUNE_ABOVE = 1024

export class GuessLimit {
  private readonly byAddress = new Map<string, AddressRecord>()
  private readonly options: Required<GuessLimitOptions>

  constructor(options: GuessLimitOptions = {}) {
    this.options = { ...GUESS_DEFAULTS, now: () => performance.now(), ...options }
  }

  private record(key: string, now: number): AddressRecord {
    let record = this.byAddress.get(key)
    if (record && record.inflight === 0 && now - record.last >= this.options.forgetMs && now >= record.until) {
      this.byAddress.delete(key)
      record = undefined
    }
    if (!record) {
      if (this.byAddress.size >= PRUNE_ABOVE) this.prune(now)
      record = { wrong: 0, last: now, until: 0, inflight: 0 }
      this.byAddress.set(key, record)
    }
    return record
  }

  private prune(now: number): void {
    for (const [key, r] of this.byAddress) {
      if (r.inflight === 0 && now - r.last >= this.options.forgetMs && now >= r.until) this.byAddress.delete(key)
    }
  }

  /**
   * A guess (join or resume) from `key` is about to go to the host: 0 when it may (it is then in
   * flight until `settle`), else how many ms it must wait. Beyond the free guesses an address has
   * one guess in flight at a time, so many connections cannot guess at once while answers are due.
   */
  admit(key: string): number {
    const now = this.options.now()
    const r = this.record(key, now)
    if (now < r.until) return Math.ceil(r.until - now)
    if (r.inflight > 0 && r.wrong + r.inflight >= this.options.free) return 1
    r.inflight += 1
    return 0
  }

  /** The host answered an admitted guess; `wrong`: with unknown-room or unknown-token. */
  settle(key: string, wrong: boolean): void {
    const now = this.options.now()
    const r = this.record(key, now)
    r.inflight = Math.max(0, r.inflight - 1)
    if (!wrong) return
    r.wrong += 1
    r.last = now
    // From the last free one on, each wrong guess makes the next one wait, twice as long each time.
    const beyond = r.wrong - this.options.free
    if (beyond >= 0) {
      const wait = Math.min(this.options.maxWaitMs, this.options.firstWaitMs * 2 ** Math.min(beyond, 30))
      r.until = Math.max(r.until, now + wait)
    }
  }

  /** Addresses currently tracked (for tests). */
  size(): number {
    return this.byAddress.size
  }
}
