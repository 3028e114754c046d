// What crosses the boundary into the Spies & Lies engine, as zod schemas: the options a client may
// choose for a new game, and every action a seat may send (declared in src/shared/spies-and-lies/
// actions.ts, where the action types come from). The host validates with these before the engine
// sees anything; the engine still checks every rule itself.
import { z } from 'zod'
import { SEATS, WALL_LIMITS } from './tables'
import type { GameOptions } from './types'
import type { Same } from '../../shared/same'

export { actionSchema, teamActionSchema, twoPlayerActionSchema } from '../../shared/spies-and-lies/actions'

const side = z.enum(SEATS)

/**
 * What a client may choose about a new game. Never the seed, nor the exhausted soldiers or the
 * Intel order (those fix hidden draws, for tests only): strict, so they are refused.
 */
export const optionsSchema = z.strictObject({
  firstSeat: side.optional(),
  wall: z.number().int().min(WALL_LIMITS.min).max(WALL_LIMITS.max).optional(),
  teams: z.boolean().optional(),
})

// The options schema and the engine's type must describe the same thing, both ways.
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void optionsSchemaMatchesOptions
