// Who held each seat from which move on (issue 34, point 2): the seat's own player, the computer
// keeping it warm for them, or a guest a teammate let in under their name. A seat's record names only
// its holder now; this history lets the log, replays and record files name whoever held the seat
// when each move was made. Only seats that changed hands while the game played have entries: any
// other seat's record names who held it throughout. Records saved before the history have none,
// and name their seats' last holders only.
import { z } from 'zod'
import { MAX_MOVES, MAX_SEATS, levelSchema, seatNameSchema } from './room-basics'

export const HOLDER_KINDS = ['person', 'computer', 'guest'] as const

/** Who held a seat, from the move `from` on (an index into the moves: the next move made then). */
export const seatHolderSchema = z.strictObject({
  seat: seatNameSchema,
  from: z.number().int().min(0).max(MAX_MOVES),
  /** 'person': the seat's own player; 'computer': the computer, keeping it for them; 'guest': someone a teammate let in. */
  as: z.enum(HOLDER_KINDS),
  /** The seat's person's name (the computer keeps the seat for them; a guest asked under it). */
  name: z.string().max(40),
  /** The computer's level. */
  level: levelSchema.optional(),
  /** A guest: the name of the teammate who let them in. */
  by: z.string().max(40).optional(),
})

export type SeatHolder = z.infer<typeof seatHolderSchema>
/** A holder, without the seat and move it is filed under. */
export type Holder = Omit<SeatHolder, 'seat' | 'from'>

/** Changes made between two moves replace one another, so a game has at most one per seat and move. */
export const MAX_HOLDER_CHANGES = MAX_SEATS * (MAX_MOVES + 1)
export const seatHoldersSchema = z.array(seatHolderSchema).max(MAX_HOLDER_CHANGES)

function sameHolder(a: Holder, b: Holder): boolean {
  return a.as === b.as && a.name === b.name && a.level === b.level && a.by === b.by
}

/**
 * `holders` with `seat` held by `now` from move `from` on; `before`: who held it until then. The
 * seat's first change also files `before` from the first move. A change at the same move as the
 * seat's last replaces it (only who makes a move counts), and one that changes nothing is dropped.
 * Pure: `holders` is left as it was.
 */
export function withHolderChange(holders: readonly SeatHolder[] | undefined, seat: string, from: number, before: Holder, now: Holder): SeatHolder[] {
  const list = [...(holders ?? [])]
  if (lastOf(list, seat) < 0) list.push({ seat, from: 0, ...before })
  const last = lastOf(list, seat)
  if (list[last]?.from === from) list.splice(last, 1)
  const previous = list[lastOf(list, seat)]
  if (previous === undefined || !sameHolder(previous, now)) list.push({ seat, from, ...now })
  return list
}

/** Who held `seat` when move `move` was made, by the history; undefined when it names none (see above). */
export function holderAt(holders: readonly SeatHolder[] | undefined, seat: string, move: number): SeatHolder | undefined {
  let found: SeatHolder | undefined
  for (const h of holders ?? []) if (h.seat === seat && h.from <= move) found = h
  return found
}

/** The index of `seat`'s last entry in `list`, or -1. */
function lastOf(list: readonly SeatHolder[], seat: string): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]?.seat === seat) return i
  return -1
}
