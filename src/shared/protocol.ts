// Wire protocol v1 (shared/spec/protocol.md): every message either side sends, as zod schemas.
// The host parses every incoming frame with these before anything else looks at it.
import { z } from 'zod'
import type { Action, PlayerView } from './spies-and-lies/types'
import { playerNameSchema, roomNameSchema, type NameProblem } from './player-name'

export const PROTOCOL_VERSION = 1
/** Frames larger than this are refused (`too-large`) or closed with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024
export const GAMES = ['spies-and-lies'] as const
export type GameId = (typeof GAMES)[number]

const seat = z.enum(['red', 'blue'])
const rank = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
export const levelSchema = z.enum(['easy', 'normal', 'hard'])
export type Level = z.infer<typeof levelSchema>

/** Room codes: unambiguous capitals and digits (no 0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const ROOM_CODE_LENGTH = 5
const roomCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), 'not a room code')
const token = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'not a resume token')
// Names are cleaned and checked in player-name.ts (NFC, no controls or bidi overrides, not blank).
const playerName = playerNameSchema

export const actionSchema = z.union([
  z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank, rank, rank]) }),
  z.strictObject({ type: z.literal('intel'), sergeantToken: z.boolean().optional() }),
  z.strictObject({ type: z.literal('deceive'), play: z.boolean() }),
  z.strictObject({ type: z.literal('guess'), rank }),
  z.strictObject({ type: z.literal('marshal'), choice: z.enum(['ten', 'sabotage']) }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('six') }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('copy'), rank }),
])

// The schema and the engine's Action type must describe the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const actionSchemaMatchesAction: Same<z.infer<typeof actionSchema>, Action> = true
void actionSchemaMatchesAction

/** What a client may choose about a new game: nothing secret (the host makes up the seed). */
export const roomOptionsSchema = z.strictObject({
  firstSeat: seat.optional(),
  wall: z.number().int().min(1).max(20).optional(),
  /** May players use the deduction helper in this room? */
  deduction: z.boolean().optional(),
})

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('createRoom'),
    game: z.enum(GAMES),
    options: roomOptionsSchema.default({}),
    bots: z.array(seat).max(2).default([]),
    botLevel: levelSchema.default('easy'),
    name: roomNameSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('join'),
    room: roomCode,
    name: playerName.default('Player'),
    /** Omitted: the first free seat, else a spectator. null: watch as a spectator. */
    seat: seat.nullable().optional(),
  }),
  z.strictObject({ type: z.literal('resume'), token }),
  z.strictObject({ type: z.literal('act'), seq: z.number().int().min(0), action: actionSchema }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('leave') }),
])

export type ClientMessage = z.infer<typeof clientMessageSchema>
export type ClientMessageInput = z.input<typeof clientMessageSchema>
export type RoomOptions = z.infer<typeof roomOptionsSchema>

export interface SeatStatus {
  name: string | null
  connected: boolean
  bot: boolean
}
export type Seats = Record<'red' | 'blue', SeatStatus>

export type ErrorCode =
  | 'bad-message'
  | 'too-large'
  | 'rate-limited'
  | 'unknown-room'
  | 'unknown-token'
  | 'seat-taken'
  | 'no-seat'
  | 'stale-seq'
  | 'not-your-turn'
  | 'illegal-action'
  | 'host-full'
  | 'server-error'
  | NameProblem

export type HostMessage =
  | { type: 'room'; room: string; game: GameId }
  | { type: 'welcome'; room: string; game: GameId; seat: 'red' | 'blue' | null; token: string | null; seats: Seats; options: RoomOptions }
  | { type: 'view'; room: string; seq: number; view: PlayerView }
  | { type: 'seats'; room: string; seats: Seats }
  | { type: 'error'; code: ErrorCode; message: string; seq?: number; rule?: string }
  | { type: 'pong' }

/** Turns zod's issues into one short line for an `error` message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'message'}: ${i.message}`)
    .join('; ')
}
