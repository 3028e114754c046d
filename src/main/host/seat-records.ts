// Small changes to a saved room's seats, shared by the host and its room actions.
import type { RoomRecord, SeatRecord } from './room-record'

/** The name a computer seat shows. */
export const COMPUTER_NAME = 'Computer'

export function withSeat(record: RoomRecord, seat: string, change: Partial<SeatRecord>): RoomRecord {
  return { ...record, seats: { ...record.seats, [seat]: { ...record.seats[seat], ...change } } }
}

/** A room starts once every seat is held, and stays started (but for a kick before the first move). */
export function withStart(record: RoomRecord): RoomRecord {
  if (record.started || Object.values(record.seats).some((s) => s.name === null && s.bot === null)) return record
  return { ...record, started: true }
}

/** The keys that resume a seat: its own token and, while a teammate's guest holds it, the guest's. */
export function seatKeys(seat: SeatRecord): string[] {
  return seat.guestToken === undefined ? [seat.token] : [seat.token, seat.guestToken]
}

/** The seat back to its person: the computer stops keeping it (`keptFor`), if it did. */
export function withPersonBack(record: RoomRecord, seat: string): RoomRecord {
  const held = record.seats[seat]
  if (held === undefined || held.keptFor === undefined) return record
  const { keptFor, ...rest } = held
  return { ...record, seats: { ...record.seats, [seat]: { ...rest, name: keptFor, bot: null } } }
}

/** The seat's own player is back: whatever key a teammate gave someone else stops working. */
export function withoutGuest(record: RoomRecord, seat: string): RoomRecord {
  const held = record.seats[seat]
  if (held === undefined || held.guestToken === undefined) return record
  const { guestToken: _guest, ...rest } = held
  void _guest
  return { ...record, seats: { ...record.seats, [seat]: rest } }
}
