// A finished game as a replay needs it: its setup (options and seed), who sat where, and every move.
// The host hands it out only for finished rooms (protocol.md, "replay"), a browser downloads it as a
// file, and the replay viewer opens it — so it carries no seat key, recovery code or computer seed.
// It crosses trust boundaries (network, files): parsed with this schema, then its moves are replayed
// by the game's own rules before anything is shown.
import { z } from 'zod'
import { GAME_IDS, MAX_MOVES, MAX_SEATS, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, levelSchema, roomOptionsSchema, seatNameSchema } from './room-basics'
import { stampedOptions } from './room-migration'
import { seatHoldersSchema } from './seat-holders'

export const REPLAY_FORMAT = 'safehouse-replay'
export const REPLAY_FORMAT_VERSION = 1
/** A record file larger than this is refused before it is read (the longest games are ~300 kB). */
export const MAX_REPLAY_BYTES = 4 * 1024 * 1024
/** The most moves a record may hold (a saved room holds at most as many). */
export const MAX_REPLAY_MOVES = MAX_MOVES

export const replayMoveSchema = z.strictObject({ seat: seatNameSchema, action: z.looseObject({ type: z.string().max(40) }) })

export const replayRecordSchema = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_FORMAT_VERSION),
  game: z.enum(GAME_IDS),
  code: z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)),
  name: z.string().max(63),
  /**
   * The game's options plus the room's own (deduction), as the room was set up. An option a rule
   * change added and the record lacks means the current rule (src/shared/room-migration.ts): a
   * Confusion record without `pieces` is played with the current movement set; one made from a room
   * saved before set 2 carries `pieces: 1`, stamped when the room was loaded.
   */
  options: roomOptionsSchema,
  seed: z.string().min(1).max(128),
  /** Every seat of the game, in turn order: who played it (a computer player: its level). */
  seats: z.record(seatNameSchema, z.strictObject({ name: z.string().max(40).nullable(), bot: levelSchema.nullable() })),
  moves: z.array(replayMoveSchema).max(MAX_REPLAY_MOVES),
  /**
   * Who held each seat from which move on, where a seat changed hands while the game played
   * (src/shared/seat-holders.ts); `seats` names each seat's last holder. Absent in records of rooms
   * saved before it (issue 34): they name the last holders only.
   */
  holders: seatHoldersSchema.optional(),
  /** How the room ended outside the rules (a concession or a forfeit); absent when the rules ended it. */
  result: z
    .strictObject({
      reason: z.enum(['conceded', 'forfeit']),
      seat: seatNameSchema,
      winners: z.array(seatNameSchema).max(MAX_SEATS),
    })
    // Whoever conceded or forfeited lost (issue 34, point 9): no host writes a record that says otherwise.
    .refine((result) => !result.winners.includes(result.seat), { message: 'the seat that conceded is among the winners' })
    .optional(),
  /** When the game ended (ISO 8601). */
  finishedAt: z.string().max(40),
})

export type ReplayRecord = z.infer<typeof replayRecordSchema>

/** Game record files' extension (the desktop app opens them on a double-click). */
export const GAME_FILE_EXTENSION = 'safehouse'

/** The name a game record is saved or downloaded as: the room's name, made safe for every OS. */
export function recordFileName(record: { name: string; code: string }): string {
  const base = record.name
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 60)
    .trim()
  return `${base || `Room ${record.code}`}.${GAME_FILE_EXTENSION}`
}

/**
 * A saved room's record in the replay record's shape, its seat keys, recovery codes and computer seed
 * left out, and the options a room of its format lacked stamped on (room-migration.ts), as the host
 * does when it loads a room. The one conversion: a room file opened as a replay (any format, straight
 * from JSON) and a finished room of the host (host/replay-record.ts) both go through it.
 * `finishedAt` defaults to the room's last save: a file cannot tell when its game ended, the host can.
 * Unchecked: a file's result is parsed with replayRecordSchema like any other record.
 */
export function replayOfRoomRecord(room: Readonly<Record<string, unknown>>, finishedAt?: string): unknown {
  const seats = typeof room.seats === 'object' && room.seats !== null ? (room.seats as Record<string, unknown>) : {}
  const seat = (s: unknown) => {
    const o = typeof s === 'object' && s !== null ? (s as Record<string, unknown>) : {}
    return { name: o.name ?? null, bot: o.bot ?? null }
  }
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_FORMAT_VERSION,
    // Records of the first format were all two-player Spies & Lies.
    game: room.game ?? 'spies-and-lies',
    code: room.code,
    name: room.name,
    options: typeof room.options === 'object' && room.options !== null && !Array.isArray(room.options) ? stampedOptions(room.game, room.version, room.options as Record<string, unknown>) : room.options,
    seed: room.seed,
    seats: Object.fromEntries(Object.entries(seats).map(([name, s]) => [name, seat(s)])),
    moves: room.moves,
    ...(room.holders === undefined ? {} : { holders: room.holders }),
    ...(room.result === undefined ? {} : { result: room.result }),
    finishedAt: finishedAt ?? room.updatedAt,
  }
}
