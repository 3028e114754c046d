// What is saved of a room: enough to rebuild it exactly (setup + seed + moves) plus its seats.
// Save files cross a trust boundary (a user may edit or copy them), so they are parsed with a schema
// here, and the game's own schemas and rules check options, seats and every move when the room is
// rebuilt (room.ts). Files of earlier formats still load, as the current one (savedRoomSchema):
// version 1 (two-player Spies & Lies), version 2 (before Confusion's second movement set, so its
// Confusion rooms get `pieces: 1`: src/shared/room-migration.ts); a room of version 3 saved before
// the seats' holder history (issue 34) simply has none.
import { z } from 'zod'
import { GAME_IDS, MAX_MOVES, MAX_SEATS, levelSchema, roomOptionsSchema, seatNameSchema, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'
import { stampedOptions } from '../../shared/room-migration'
import { seatHoldersSchema } from '../../shared/seat-holders'
import { mapInSlices } from './loop-slices'

/**
 * Who may reach a room: 'local' rooms were opened on the desktop app's own 127.0.0.1 server
 * (hot-seat, against the computer) and are never reachable from the network, even while the app
 * hosts a network game. Absent: a network room (every room of `npm run serve`).
 */
export const REACHES = ['local', 'network'] as const
export type Reach = (typeof REACHES)[number]

/**
 * 3: rooms may name options a rule change added (Confusion's `pieces`); absent, the current rule.
 * Since issue 34 a room of format 3 may also keep who held each seat from which move on
 * (`holders`); absent, no seat changed hands while the game played, or the room was saved before.
 * That needs no new format number: every room saved before reads the same, and a host from before
 * refuses a room with the field as it would refuse a newer format. 2: every game of the platform.
 * 1: two-player Spies & Lies.
 */
export const ROOM_FORMAT_VERSION = 3

/**
 * MAX_MOVES (room-basics.ts) is the most moves a room keeps (issue 34, point 6): the host refuses
 * the move past it (play.ts, `move-limit`), so every record it saves loads again, and opens as a
 * replay record too.
 */
export { MAX_MOVES }

/** The most moves a room of the first format held. */
const MAX_V1_MOVES = 10_000

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/)

export const seatRecordSchema = z.strictObject({
  name: z.string().max(40).nullable(),
  /** The seat's own key: its player's, for the whole game, whoever else holds the seat meanwhile. */
  token: tokenSchema,
  bot: levelSchema.nullable(),
  /** The computer plays the seat for this person until they take it back (by token or recovery code). */
  keptFor: z.string().max(40).optional(),
  /** A second key, for whoever a teammate let in (`rejoin`); it stops working once the seat's own player is back. */
  guestToken: tokenSchema.optional(),
})

const common = {
  format: z.literal('safehouse-room'),
  code: z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)),
  name: z.string().max(63),
  seed: z.string().min(1).max(128),
  /** Seeds computer players: separate from the game seed, which would let them see hidden cards. */
  botSeed: z.string().min(1).max(128),
  reach: z.enum(REACHES).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}

/** How the room ended outside its game's rules (protocol RoomResult); absent otherwise. */
export const roomResultSchema = z.strictObject({
  reason: z.enum(['conceded', 'forfeit']),
  seat: seatNameSchema,
  winners: z.array(seatNameSchema).max(MAX_SEATS),
})

/** Moves are checked by the game (its action schema and rules) when the room is rebuilt. */
export const moveSchema = z.strictObject({ seat: seatNameSchema, action: z.looseObject({ type: z.string().max(40) }) })

export const roomRecordSchema = z.strictObject({
  ...common,
  version: z.literal(ROOM_FORMAT_VERSION),
  game: z.enum(GAME_IDS),
  /** The game's options plus the room's own (deduction), as the creator chose them. */
  options: roomOptionsSchema,
  /** Every seat of the game, in its turn order. */
  seats: z.record(seatNameSchema, seatRecordSchema),
  /** The seat of whoever created the room, once they sat down: they may fill seats with the computer. */
  creator: seatNameSchema.optional(),
  /** Set once every seat was held; a room that started stays started (but for a kick before the first move). */
  started: z.boolean(),
  moves: z.array(moveSchema).max(MAX_MOVES),
  /** Who held each seat from which move on, where a seat changed hands while the game played (src/shared/seat-holders.ts). */
  holders: seatHoldersSchema.optional(),
  /** Set when the room ended outside the rules (a concession or a forfeit): the room is over. */
  result: roomResultSchema.optional(),
  /** false: the creator chose "private, by code only", so no listing shows it. Absent: listed (every room saved before the choice). */
  listed: z.literal(false).optional(),
})

/** Version 2: the current shape (but the holder history), saved before option stamps (its Confusion rooms were played with movement set 1). */
const roomRecordV2Schema = roomRecordSchema.omit({ holders: true }).extend({ version: z.literal(2) })

/** Version 1: two-player Spies & Lies, before the multi-game platform. */
const roomRecordV1Schema = z.strictObject({
  ...common,
  version: z.literal(1),
  game: z.literal('spies-and-lies'),
  options: roomOptionsSchema,
  seats: z.strictObject({ red: seatRecordSchema, blue: seatRecordSchema }),
  moves: z.array(moveSchema).max(MAX_V1_MOVES),
})

export type RoomRecord = z.infer<typeof roomRecordSchema>
export type SeatRecord = z.infer<typeof seatRecordSchema>

/** A seat somebody holds: a person who sat down, or the computer. */
export function seatHeld(seat: SeatRecord): boolean {
  return seat.name !== null || seat.bot !== null
}

/**
 * Parses a saved room of any format, and gives it back in the current one: an older room gets the
 * options its game was played with stamped on (room-migration.ts), so it replays as it was played.
 * Every loader of saved rooms goes through here: the host's store, the desktop app's game files.
 */
export const savedRoomSchema = z.union([roomRecordSchema, roomRecordV2Schema, roomRecordV1Schema]).transform((record): RoomRecord => {
  if (record.version === ROOM_FORMAT_VERSION) return record
  const options = stampedOptions(record.game, record.version, record.options)
  if (record.version === 2) return { ...record, version: ROOM_FORMAT_VERSION, options }
  const { version: _v1, ...rest } = record
  void _v1
  // A v1 room had no start: a game whose seats were both held was under way.
  return { ...rest, version: ROOM_FORMAT_VERSION, options, started: Object.values(record.seats).every(seatHeld) }
})

/**
 * savedRoomSchema for a file's JSON that may hold 20,000 moves: everything but the moves first, then
 * the moves a slice of time at a time (loop-slices.ts), so that reading a long room does not hold the
 * host's loop (issue 34, point 9). Throws an Error saying what does not fit.
 */
export async function parseSavedRoom(json: unknown): Promise<RoomRecord> {
  const moves = typeof json === 'object' && json !== null ? (json as { moves?: unknown }).moves : undefined
  const head = savedRoomSchema.safeParse(Array.isArray(moves) ? { ...(json as object), moves: [] } : json)
  if (!head.success) throw new Error(issueOf(head.error))
  const all = moves as unknown[]
  const bound = (json as { version?: unknown }).version === 1 ? MAX_V1_MOVES : MAX_MOVES
  if (all.length > bound) throw new Error(`moves: more than ${bound}`)
  const checked = await mapInSlices(all, (move, i) => {
    const parsed = moveSchema.safeParse(move)
    if (!parsed.success) throw new Error(`moves.${i}: ${issueOf(parsed.error)}`)
    return parsed.data
  })
  return { ...head.data, moves: checked }
}

function issueOf(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'
}
