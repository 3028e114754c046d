// What a host says about itself at GET /api/info (src/main/net/server.ts): its name, where friends
// reach it, the games it plays and the rooms waiting for players. Whoever reads it (the page, or
// the desktop app for hosts found on the network) parses it with this schema: it crosses a boundary.
import { z } from 'zod'
import { GAME_IDS, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, seatNameSchema } from './protocol'

/** Most rooms a listing keeps (a host cannot flood a Join list). */
export const MAX_LISTED_ROOMS = 20

export const openRoomSchema = z.object({
  code: z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)),
  game: z.enum(GAME_IDS),
  name: z.string().max(80),
  options: z.record(z.string().max(40), z.unknown()),
  free: z.array(seatNameSchema).max(8),
  seats: z.array(seatNameSchema).max(8),
  teams: z.array(z.array(seatNameSchema).max(8)).max(8).optional(),
})

export const hostInfoSchema = z.object({
  name: z.string().transform((name) => name.slice(0, 80)),
  version: z.number(),
  port: z.number().int().min(1).max(65535),
  addresses: z.array(z.string().max(64)).max(32),
  /** v1 hosts play Spies & Lies and list no rooms. */
  games: z.array(z.string().max(40)).max(16).default(['spies-and-lies']),
  /** Rooms that do not parse are dropped, not the whole answer. */
  rooms: z
    .array(z.unknown())
    .default([])
    .transform((rooms) => rooms.flatMap((r) => {
      const parsed = openRoomSchema.safeParse(r)
      return parsed.success ? [parsed.data] : []
    }).slice(0, MAX_LISTED_ROOMS)),
})

export type HostInfo = z.output<typeof hostInfoSchema>
export type ListedRoom = z.output<typeof openRoomSchema>
