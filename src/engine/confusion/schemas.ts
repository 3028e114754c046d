// What crosses the boundary, as zod schemas: the options a client may choose when creating a room
// (never the seed nor the secret assignment) and every action a client may send (declared in
// src/shared/confusion/actions.ts, where the action types come from). The host checks incoming data
// with these before the engine sees it.
import { z } from 'zod'
import { PIECE_SET_IDS, SEATS, TOKEN_KINDS } from './tables'
import { tokenKindSchema } from '../../shared/confusion/actions'
import type { GameOptions } from './types'
import type { Same } from '../../shared/same'

export { actionSchema, actionShapes, squareShape } from '../../shared/confusion/actions'

const seat = z.enum(SEATS)
const tokenSet = z.array(tokenKindSchema).max(TOKEN_KINDS.length).refine((l) => new Set(l).size === l.length, 'each token kind at most once')

export const optionsSchema = z.strictObject({
  firstSeat: seat.optional(),
  tokens: z.union([z.boolean(), z.strictObject({ white: tokenSet, red: tokenSet })]).optional(),
  variants: z
    .strictObject({
      honor: z.boolean().optional(),
      tight: z.boolean().optional(),
      safeExtraction: z.boolean().optional(),
      variableSetup: z.boolean().optional(),
      promotion: z.boolean().optional(),
    })
    .optional(),
  answers: z.enum(['orders', 'by-hand']).optional(),
  maxTurns: z.number().int().min(1).max(100_000).optional(),
  /** The movement pieces (tables.ts PIECE_SETS); absent: the current set. */
  pieces: z.literal(PIECE_SET_IDS).optional(),
})

// The options schema and the engine's type must describe the same thing, both ways.
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void optionsSchemaMatchesOptions
