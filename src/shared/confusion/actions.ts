// Every action a Confusion seat may send, declared once as zod schemas: the action types (and the
// ids they name) are inferred from them (types.ts re-exports them), the host checks what arrives
// with actionSchema, and the engine's parseAction checks with the same declarations over squares of
// any whole numbers (whether a square is on the board is a rule: bad-move). Nothing here imports the
// other shared files, so they may all take their types from here.
import { z } from 'zod'

const label = z.enum(['A', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'X'])
export type Label = z.infer<typeof label>
/** The 12 movement types and the Double Agent (`?`). */
const movementId = z.enum(['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11', 'M12', 'DA'])
export type MovementId = z.infer<typeof movementId>
export const tokenKindSchema = z.enum(['reveal', 'move2', 'swap'])
export type TokenKind = z.infer<typeof tokenKindSchema>
/** What the briefcase holder does with the briefcase when it is the subject of an attempt. */
const briefcaseMode = z.enum(['leave', 'carry', 'send'])
export type BriefcaseMode = z.infer<typeof briefcaseMode>
/** A seat's standing answers for the enemy Double Agent. */
const orders = z.union([z.literal('yes'), z.literal('no'), z.strictObject({ as: movementId })])
export type Orders = z.infer<typeof orders>

/** A square as the rules read it: [x, y], whole numbers. */
export const squareShape = z.tuple([z.number().int(), z.number().int()])
const coordinate = z.number().int().min(0).max(10)
/** A square on the 11×11 grid: what a client may send. */
const gridSquare = z.tuple([coordinate, coordinate])

/** Every action, by type, for squares of the given schema. */
function actionsOn<S extends typeof squareShape | typeof gridSquare>(square: S) {
  return {
    move: z.strictObject({ type: z.literal('move'), from: square, to: square, briefcase: briefcaseMode.optional() }),
    eliminateOwn: z.strictObject({ type: z.literal('eliminateOwn'), at: square }),
    eliminateDoubleAgent: z.strictObject({ type: z.literal('eliminateDoubleAgent') }),
    orders: z.strictObject({ type: z.literal('orders'), doubleAgent: orders }),
    answer: z.strictObject({ type: z.literal('answer'), yes: z.boolean() }),
    token: z.union([
      z.strictObject({ type: z.literal('token'), kind: z.literal('reveal'), at: square }),
      /** Reveal 1 on one of your spies no longer on the board (captured or eliminated). */
      z.strictObject({ type: z.literal('token'), kind: z.literal('reveal'), label }),
      z.strictObject({ type: z.literal('token'), kind: z.literal('move2') }),
      z.strictObject({ type: z.literal('token'), kind: z.literal('swap'), a: square, b: square }),
    ]),
    pass: z.strictObject({ type: z.literal('pass') }),
    promote: z.strictObject({ type: z.literal('promote'), accept: z.boolean() }),
    transfer: z.strictObject({ type: z.literal('transfer'), accept: z.boolean() }),
    /** Variant 4: every one of the seat's spies (all but X with Variant 1) on a square. */
    place: z.strictObject({ type: z.literal('place'), squares: z.partialRecord(label, square) }),
  }
}

/** Each action type's schema, squares any whole numbers: the engine's parseAction. */
export const actionShapes = actionsOn(squareShape)

const onGrid = actionsOn(gridSquare)
/** Every action a client may send, squares on the grid: the host's check. */
export const actionSchema = z.union([
  onGrid.move,
  onGrid.eliminateOwn,
  onGrid.eliminateDoubleAgent,
  onGrid.orders,
  onGrid.answer,
  onGrid.token,
  onGrid.pass,
  onGrid.promote,
  onGrid.transfer,
  onGrid.place,
])

export type Action = z.infer<typeof actionSchema>
export type ActionType = Action['type']
