// What crosses the boundary, as zod schemas: the options a client may choose when creating a room
// (never the seed or a deck order: the host makes those up) and every action a client may send
// (its shape declared in shared/agent-dog/actions.ts, bounded here by the engine's tables).
import { z } from 'zod'
import { actionSchemaFor } from '../../shared/agent-dog/actions'
import { SEATS } from '../../shared/agent-dog/seats'
import { TRACK } from './places'
import { CARD_IDS, DECK, RULE_OPTIONS, seatsFor } from './tables'
import type { SetupOptions } from './types'
import type { Same } from '../../shared/same'

const seat = z.enum(SEATS)

export const actionSchema = actionSchemaFor({
  cardIds: CARD_IDS as [string, ...string[]],
  track: TRACK,
  // The longest plain move any card allows.
  maxSteps: Math.max(...DECK.flatMap((row) => row.effect.steps)),
})

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

// The options schema and the engine's options type must describe the same thing, both ways.
const optionsSchemaMatchesOptions: Same<z.infer<typeof optionsSchema>, GameOptions> = true
void optionsSchemaMatchesOptions
