// What crosses the boundary, as zod schemas: the options a client may choose when creating a room
// (never the seed or a deck order: the host makes those up) and every action a client may send.
import { z } from 'zod'
import { SEATS } from '../../shared/agent-dog/seats'
import { TRACK } from './places'
import { CARD_IDS, DECK, RULE_OPTIONS, seatsFor } from './tables'
import type { Action, SetupOptions } from './types'

const seat = z.enum(SEATS)

/** The longest plain move any card allows. */
const MAX_STEPS = Math.max(...DECK.flatMap((row) => row.effect.steps))

const place = z.union([
  z.strictObject({ track: z.number().int().min(0).max(TRACK - 1) }),
  z.strictObject({ goal: seat, index: z.literal([1, 2, 3, 4]) }),
])

const cardId = z.enum(CARD_IDS as [string, ...string[]])

const playMove = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('enter') }),
  z.strictObject({ kind: z.literal('steps'), from: place, steps: z.number().int().min(1).max(MAX_STEPS), goal: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('swap'), a: place, b: place }),
  z.strictObject({
    kind: z.literal('split'),
    // Any other count than the card's four is a move that does not fit (bad-move); the bound only keeps frames small.
    steps: z.array(z.strictObject({ from: place, goal: z.boolean().optional() })).min(1).max(16),
  }),
])

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass'), card: cardId }),
  z.strictObject({ type: z.literal('play'), card: cardId, move: playMove }),
  z.strictObject({ type: z.literal('discard'), card: cardId }),
])

/** What a client may choose about a new game. */
export type GameOptions = Omit<SetupOptions, 'seed' | 'deck'>

export const optionsSchema = z
  .strictObject({
    players: z.literal([2, 3, 4]),
    dealer: seat.optional(),
    rules: z
      .strictObject({
        undercoverGoalEntry: z.enum(RULE_OPTIONS.undercoverGoalEntry).optional(),
        partnerSteps: z.enum(RULE_OPTIONS.partnerSteps).optional(),
        unplayedCardVisibility: z.enum(RULE_OPTIONS.unplayedCardVisibility).optional(),
      })
      .optional(),
  })
  .refine((o) => o.dealer === undefined || seatsFor(o.players).includes(o.dealer), {
    message: 'the dealer must be one of the seats in play',
    path: ['dealer'],
  })

// The schemas and the engine's types must describe the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const actionSchemaMatchesAction: Same<z.infer<typeof actionSchema>, Action> = true
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void actionSchemaMatchesAction
void optionsSchemaMatchesOptions
