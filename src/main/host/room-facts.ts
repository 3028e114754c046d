// What the host's bookkeeping reads off a room: the quotas count rooms by reach and by who plays
// them, and expiry gives a room a person sat down in longer than one nobody ever joined.
import type { HostRoom } from './host-access'
import type { Reach } from './room-record'

/** A record without a reach is a network room (room-record.ts). */
export function reachOf(room: HostRoom): Reach {
  return room.record.reach ?? 'network'
}

/** Every seat is the computer's. */
export function botOnly(room: HostRoom): boolean {
  return room.seatNames.every((seat) => room.record.seats[seat].bot !== null)
}

/** A person sat down in it at some time. */
export function joined(room: HostRoom): boolean {
  return room.seatNames.some((seat) => room.record.seats[seat].bot === null && room.record.seats[seat].name !== null)
}
