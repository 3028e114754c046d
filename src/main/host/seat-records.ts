// Small changes to a saved room's seats, shared by the host and its room actions.
import type { RoomRecord, SeatRecord } from './room-record'
import { withHolderChange, type Holder } from '../../shared/seat-holders'

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

/**
 * Who holds `seat` now, by its record: the computer keeping it for its person, a guest a teammate
 * let in (while its guest key lasts: the seat's player coming back ends it), or its own player.
 */
export function holderNow(record: RoomRecord, seat: string): Holder {
  const held = record.seats[seat] as SeatRecord
  if (held.bot !== null) return { as: 'computer', name: held.keptFor ?? held.name ?? COMPUTER_NAME, level: held.bot }
  if (held.guestToken === undefined) return { as: 'person', name: held.name ?? '' }
  // Who let the guest in was filed when they were let in.
  const guest = [...(record.holders ?? [])].reverse().find((h) => h.seat === seat && h.as === 'guest')
  return { as: 'guest', name: held.name ?? '', ...(guest?.by !== undefined ? { by: guest.by } : {}) }
}

/**
 * `after`, a change of `before`'s `seat`, with the change filed in its holder history
 * (src/shared/seat-holders.ts): `now` (by default, whoever `after` says holds it) holds the seat from
 * its next move on.
 */
export function withHolder(before: RoomRecord, after: RoomRecord, seat: string, now: Holder = holderNow(after, seat)): RoomRecord {
  const holders = withHolderChange(before.holders, seat, before.moves.length, holderNow(before, seat), now)
  const { holders: _after, ...rest } = after
  void _after
  return holders.length > 0 ? { ...rest, holders } : rest
}
