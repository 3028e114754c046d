// What crosses the boundary into the Spies & Lies engine, as zod schemas: the options a client may
// choose for a new game, and every action a seat may send. The host validates with these before the
// engine sees anything; the engine still checks every rule itself.
import { z } from 'zod'
import { SEATS, WALL_LIMITS } from './tables'
import type { GameAction, GameOptions } from './types'

const side = z.enum(SEATS)
const rank = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

/**
 * What a client may choose about a new game. Never the seed, nor the exhausted soldiers or the
 * Intel order (those fix hidden draws, for tests only): strict, so they are refused.
 */
export const optionsSchema = z.strictObject({
  firstSeat: side.optional(),
  wall: z.number().int().min(WALL_LIMITS.min).max(WALL_LIMITS.max).optional(),
  teams: z.boolean().optional(),
})

/** Every action of either mode; a two-player seat deploys four ranks, a team seat two. */
export const actionSchema = z.union([
  z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank, rank, rank]) }),
  z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank]) }),
  z.strictObject({ type: z.literal('intel'), sergeantToken: z.boolean().optional() }),
  z.strictObject({ type: z.literal('deceive'), play: z.boolean() }),
  z.strictObject({ type: z.literal('guess'), rank }),
  z.strictObject({ type: z.literal('marshal'), choice: z.enum(['ten', 'sabotage']) }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('six') }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('copy'), rank }),
])

// The schemas and the engine's types must describe the same things, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const actionSchemaMatchesAction: Same<z.infer<typeof actionSchema>, GameAction> = true
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void actionSchemaMatchesAction
void optionsSchemaMatchesOptions
