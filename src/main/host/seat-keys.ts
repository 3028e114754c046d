// The seat each key opens (a seat's token, or a guest's key), in the rooms in memory. A key opens
// one seat of one room and follows its seat through every save that changes the seats, so a key
// the record drops stops working at once.
import type { HostRoom } from './host-access'
import type { RoomRecord } from './room-record'
import { seatKeys } from './seat-records'

export class SeatKeys {
  private readonly keys = new Map<string, { room: HostRoom; seat: string }>()

  get(key: string): { room: HostRoom; seat: string } | undefined {
    return this.keys.get(key)
  }

  has(key: string): boolean {
    return this.keys.has(key)
  }

  /** `room` came into memory: its seats' keys open it, but for a key some seat already has. */
  admit(room: HostRoom): void {
    for (const seat of room.seatNames) {
      // A guest's key is a second way in, never one that could open another room's seat, and none
      // once the game is over: a finished room loaded back opens only by its seats' own tokens.
      const keys = room.over ? [room.record.seats[seat].token] : seatKeys(room.record.seats[seat])
      for (const key of keys) if (!this.keys.has(key)) this.keys.set(key, { room, seat })
    }
  }

  /** `record` is now the room's, `before` was: a key it drops stops working, and a guest's key once the game is over. */
  committed(room: HostRoom, before: RoomRecord, record: RoomRecord): void {
    for (const seat of room.seatNames) {
      const now = room.over ? [record.seats[seat].token] : seatKeys(record.seats[seat])
      for (const key of seatKeys(before.seats[seat])) if (!now.includes(key)) this.keys.delete(key)
      for (const key of now) this.keys.set(key, { room, seat })
    }
  }

  /** `record`, a new deal of the room, is now its own: each key opens the seat `record` gives it. */
  redealt(room: HostRoom, before: RoomRecord, record: RoomRecord): void {
    // Every old key goes before any is set: a key may now open another seat of the room.
    for (const seat of room.seatNames) for (const key of seatKeys(before.seats[seat])) this.keys.delete(key)
    for (const seat of room.seatNames) for (const key of seatKeys(record.seats[seat])) this.keys.set(key, { room, seat })
  }

  /** `room`'s game is over: a teammate's guest's key ends with it (issue 34, point 8); the seats' own tokens still open them. */
  ended(room: HostRoom): void {
    for (const seat of room.seatNames) {
      const guest = room.record.seats[seat].guestToken
      if (guest !== undefined && this.keys.get(guest)?.room === room) this.keys.delete(guest)
    }
  }

  /** `room` leaves memory: none of its keys opens anything here any more. */
  drop(room: HostRoom): void {
    for (const seat of room.seatNames) for (const key of seatKeys(room.record.seats[seat])) this.keys.delete(key)
  }
}
