// What is saved of a room: enough to rebuild it exactly (setup + seed + moves) plus its seats.
// Save files cross a trust boundary (a user may edit or copy them), so they are parsed with a schema.
import { z } from 'zod'
import { GAMES, actionSchema, levelSchema, roomOptionsSchema, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'

const seat = z.enum(['red', 'blue'])

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
  moves: z.array(z.strictObject({ seat, action: actionSchema })).max(10_000),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type RoomRecord = z.infer<typeof roomRecordSchema>
export type SeatRecord = z.infer<typeof seatRecordSchema>
