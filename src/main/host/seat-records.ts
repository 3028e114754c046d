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
