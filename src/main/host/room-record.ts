// What is saved of a room: enough to rebuild it exactly (setup + seed + moves) plus its seats.
// Save files cross a trust boundary (a user may edit or copy them), so they are parsed with a schema.
import { z } from 'zod'
import { GAMES, actionSchema, levelSchema, roomOptionsSchema, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'

const seat = z.enum(['red', 'blue'])

/**
 * Who may reach a room: 'local' rooms were opened on the desktop app's own 127.0.0.1 server
 * (hot-seat, against the computer) and are never reachable from the network, even while the app
 * hosts a network game. Absent: a network room (every room of `npm run serve`).
 */
export const REACHES = ['local', 'network'] as const
export type Reach = (typeof REACHES)[number]

export const seatRecordSchema = z.strictObject({
  name: z.string().max(40).nullable(),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  bot: levelSchema.nullable(),
})

export const roomRecordSchema = z.strictObject({
  format: z.literal('safehouse-room'),
  version: z.literal(1),
  code: z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)),
  game: z.enum(GAMES),
  name: z.string().max(63),
  options: roomOptionsSchema,
  seed: z.string().min(1).max(128),
  /** Seeds computer players: separate from the game seed, which would let them see hidden cards. */
  botSeed: z.string().min(1).max(128),
  seats: z.strictObject({ red: seatRecordSchema, blue: seatRecordSchema }),
  reach: z.enum(REACHES).optional(),
  moves: z.array(z.strictObject({ seat, action: actionSchema })).max(10_000),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type RoomRecord = z.infer<typeof roomRecordSchema>
export type SeatRecord = z.infer<typeof seatRecordSchema>
