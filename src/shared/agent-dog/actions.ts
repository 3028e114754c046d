// Every action an Agent DOG seat may send, declared once as zod schemas: the action types are
// inferred from them (types.ts re-exports them), and the engine's schemas.ts builds the checking
// schema with the board's and the deck's bounds (which are the engine's tables, so they come in as
// arguments: a bound changes what is accepted, never the shape).
import { z } from 'zod'
import { SEATS } from './seats'

/** The bounds the engine's tables set on an action. */
export interface ActionBounds {
  /** Every card id of the deck. */
  cardIds: readonly [string, ...string[]]
  /** Fields on the track. */
  track: number
  /** The longest plain move any card allows. */
  maxSteps: number
}

const goalIndex = z.literal([1, 2, 3, 4])

function schemasFor(b: ActionBounds) {
  /**
   * A field of the board. Pieces are named by where they stand, never by a stable id: an id would
   * let a client follow an undercover agent through swaps and meetings.
   * `track`: 0..track-1 clockwise, red's start field is 0. `goal`: the colour's goal lane, 1 next to
   * its start field, 4 the deepest.
   */
  const place = z.union([
    z.strictObject({ track: z.number().int().min(0).max(b.track - 1) }),
    z.strictObject({ goal: z.enum(SEATS), index: goalIndex }),
  ])
  const cardId = z.enum(b.cardIds)
  /** One single step of a Partner card; `goal: true` turns from the start field into the goal lane. */
  const step = z.strictObject({ from: place, goal: z.boolean().optional() })
  /** How a card is played. */
  const playMove = z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('enter') }),
    /** `goal: true` turns into the goal lane when passing the start field; absent or false: round again. */
    z.strictObject({ kind: z.literal('steps'), from: place, steps: z.number().int().min(1).max(b.maxSteps), goal: z.boolean().optional() }),
    z.strictObject({ kind: z.literal('swap'), a: place, b: place }),
    // Partner: four single steps, in the order they are made, each naming where its piece stands
    // then. Any other count than the card's four is a move that does not fit (bad-move); the bound
    // only keeps frames small.
    z.strictObject({ kind: z.literal('split'), steps: z.array(step).min(1).max(16) }),
  ])
  const action = z.discriminatedUnion('type', [
    /** The card exchange at the start of a round. */
    z.strictObject({ type: z.literal('pass'), card: cardId }),
    z.strictObject({ type: z.literal('play'), card: cardId, move: playMove }),
    /** 2–3 players: the rescue's set-aside cards, chosen by the player. */
    z.strictObject({ type: z.literal('discard'), card: cardId }),
  ])
  return { place, step, playMove, action }
}

/** The schema every action a client sends is checked with. */
export function actionSchemaFor(bounds: ActionBounds) {
  return schemasFor(bounds).action
}

type Schemas = ReturnType<typeof schemasFor>
export type GoalIndex = z.infer<typeof goalIndex>
export type Place = z.infer<Schemas['place']>
export type Step = z.infer<Schemas['step']>
export type PlayMove = z.infer<Schemas['playMove']>
export type Action = z.infer<Schemas['action']>
export type ActionType = Action['type']
