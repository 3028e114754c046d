// What names and sets up every room, whatever the game: the game ids, the computer's levels, room
// codes, seat names and room options. The wire protocol and the saved records (replays, room files)
// both build on these, so they live below both.
import { z } from 'zod'

/** Every game id the protocol knows; a host plays those its registry holds (host/games.ts). */
export const GAME_IDS = ['spies-and-lies', 'confusion', 'agent-dog'] as const
export type GameId = (typeof GAME_IDS)[number]
export const levelSchema = z.enum(['easy', 'normal', 'hard', 'expert'])
export type Level = z.infer<typeof levelSchema>

/** Room codes: unambiguous capitals and digits (no 0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const ROOM_CODE_LENGTH = 5

/** A seat's name in its game ('red', 'blue1', 'white', 'yellow'...); the room checks it is one of its own. */
export const seatNameSchema = z.string().regex(/^[a-z][a-z0-9]{0,15}$/, 'not a seat name')
/** Most seats any game has. */
export const MAX_SEATS = 4

/**
 * Options of a new room: the game's own (checked by its schema once the game is known) plus the
 * room's: whether players may use the deduction helper. Never anything secret: the host makes up
 * the seed, and every game's schema refuses a deck order or a secret assignment.
 */
export const roomOptionsSchema = z.record(z.string().max(40), z.unknown())
export type RoomOptions = Record<string, unknown> & { deduction?: boolean }
