// A room store whose saves can be held back (and made to fail), to look at the host while a save
// is in flight.
import type { RoomRecord } from '../../src/main/host/room-record'
import { MemoryRoomStore } from '../../src/main/host/store'

export class GatedStore extends MemoryRoomStore {
  private gate: Promise<void> | null = null
  private open: (() => void) | null = null
  /** Saves waiting at the gate now. */
  waiting = 0
  /** Held saves fail when released. */
  failHeld = false

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve))
  }

  release(): void {
    this.open?.()
    this.gate = null
  }

  override async save(record: RoomRecord): Promise<void> {
    const gate = this.gate
    if (gate) {
      this.waiting += 1
      await gate
      this.waiting -= 1
      if (this.failHeld) throw new Error('disk full (simulated)')
    }
    return super.save(record)
  }

  /** Waits until `n` saves are held at the gate. */
  async held(n = 1, ms = 30_000): Promise<boolean> {
    const deadline = Date.now() + ms
    while (this.waiting < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
    return this.waiting >= n
  }
}
