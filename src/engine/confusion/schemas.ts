// What crosses the boundary, as zod schemas: the options a client may choose when creating a room
// (never the seed nor the secret assignment) and every action a client may send. The host checks
// incoming data with these before the engine sees it.
import { z } from 'zod'
import { SEATS, SPY_IDS, TOKEN_KINDS, TYPE_IDS } from './tables'
import type { Action, GameOptions, Label, TokenKind, TypeId } from './types'

const seat = z.enum(SEATS)
const coordinate = z.number().int().min(0).max(10)
const square = z.tuple([coordinate, coordinate])
const label = z.enum(SPY_IDS as [Label, ...Label[]])
const movementId = z.enum([...(TYPE_IDS as [TypeId, ...TypeId[]]), 'DA'])
const tokenKind = z.enum(TOKEN_KINDS as [TokenKind, ...TokenKind[]])
const tokenSet = z.array(tokenKind).max(TOKEN_KINDS.length).refine((l) => new Set(l).size === l.length, 'each token kind at most once')

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
})

export const actionSchema = z.union([
  z.strictObject({ type: z.literal('move'), from: square, to: square, briefcase: z.enum(['leave', 'carry', 'send']).optional() }),
  z.strictObject({ type: z.literal('eliminateOwn'), at: square }),
  z.strictObject({ type: z.literal('eliminateDoubleAgent') }),
  z.strictObject({
    type: z.literal('orders'),
    doubleAgent: z.union([z.literal('yes'), z.literal('no'), z.strictObject({ as: movementId })]),
  }),
  z.strictObject({ type: z.literal('answer'), yes: z.boolean() }),
  z.strictObject({ type: z.literal('token'), kind: z.literal('reveal'), at: square }),
  z.strictObject({ type: z.literal('token'), kind: z.literal('reveal'), label }),
  z.strictObject({ type: z.literal('token'), kind: z.literal('move2') }),
  z.strictObject({ type: z.literal('token'), kind: z.literal('swap'), a: square, b: square }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('promote'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('transfer'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('place'), squares: z.partialRecord(label, square) }),
])

// The schemas and the engine's types must describe the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const actionSchemaMatchesAction: Same<z.infer<typeof actionSchema>, Action> = true
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void actionSchemaMatchesAction
void optionsSchemaMatchesOptions
