// Rooms nobody comes back to go (room-limits.ts says when: nobody joined it, or everybody left it).
// A sweep every `sweepMs` deletes every unfinished room whose time is up and tells the listeners.
import type { HostRoom } from './host-access'
import { tellAll } from './listeners'
import { joined, reachOf } from './room-facts'
import { expiryOf, type ExpiryReason, type RoomLimits } from './room-limits'
import type { Reach } from './room-record'

export interface RoomExpiryOptions {
  limits: Record<Reach, RoomLimits>
  now: () => number
  /** 0: no sweep of its own (expire() is called from outside). */
  sweepMs: number
  /** The rooms in memory. */
  rooms: () => Iterable<HostRoom>
  /** Deletes a room if, once its queued work is done, `still(room)` holds. Resolves whether it did. */
  remove: (code: string, still: (room: HostRoom) => boolean) => Promise<boolean>
  closing: () => boolean
  warn: (message: string) => void
}

export class RoomExpiry {
  private readonly listeners = new Set<(code: string, reason: ExpiryReason) => void>()
  private sweepTimer: NodeJS.Timeout | null = null
  private sweeping: Promise<unknown> | null = null

  constructor(private readonly options: RoomExpiryOptions) {}

  onExpired(listener: (code: string, reason: ExpiryReason) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Starts the sweep, if there is one. */
  start(): void {
    if (this.options.sweepMs > 0) {
      this.sweepTimer = setInterval(() => this.sweep(), this.options.sweepMs)
      this.sweepTimer.unref()
    }
  }

  /** Deletes every unfinished room whose time is up: its file is removed, its tokens stop working. Returns their codes. */
  async expire(): Promise<string[]> {
    const expired: string[] = []
    const due = (room: HostRoom) => {
      const expiry = this.expiry(room)
      return expiry !== null && expiry.at <= this.options.now() ? expiry : null
    }
    for (const room of [...this.options.rooms()]) {
      const expiry = due(room)
      if (expiry === null || this.options.closing()) continue
      // Checked again inside the room's queue: a join that got there first keeps the room.
      if (!(await this.options.remove(room.code, (r) => due(r) !== null))) continue
      expired.push(room.code)
      tellAll(this.listeners, [room.code, expiry.reason], this.options.warn, 'room expiry')
    }
    return expired
  }

  /** Stops the sweep and waits for one under way. */
  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer)
    this.sweepTimer = null
    await this.sweeping
  }

  /** When `room` expires and why; null while it is finished or somebody is in it. */
  private expiry(room: HostRoom): { at: number; reason: ExpiryReason } | null {
    const since = room.emptySince
    if (room.over || since === null) return null
    return expiryOf(this.options.limits, { reach: reachOf(room), attended: room.watched, joined: joined(room), emptySince: since })
  }

  private sweep(): void {
    if (this.sweeping || this.options.closing()) return
    this.sweeping = this.expire()
      .catch((err: unknown) => this.options.warn(`expiring rooms failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        this.sweeping = null
      })
  }
}
