// Every action a Spies & Lies seat may send, declared once as zod schemas: the action types are
// inferred from them (types.ts re-exports them), the host checks what arrives with actionSchema, and
// the engine's parseAction checks with the schema of the seat's mode. Nothing here imports the
// other shared files, so they may all take their types from here.
import { z } from 'zod'

const rank = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
export type Rank = z.infer<typeof rank>

const deploy = z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank, rank, rank]) })
/** A team seat's deploy: the ranks for its own two missions, in mission order (red2: missions 3, 4). */
const halfDeploy = z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank]) })
const intel = z.strictObject({ type: z.literal('intel'), sergeantToken: z.boolean().optional() })
const deceive = z.strictObject({ type: z.literal('deceive'), play: z.boolean() })
const guess = z.strictObject({ type: z.literal('guess'), rank })
const marshal = z.strictObject({ type: z.literal('marshal'), choice: z.enum(['ten', 'sabotage']) })
const captain = z.discriminatedUnion('choice', [
  z.strictObject({ type: z.literal('captain'), choice: z.literal('six') }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('copy'), rank }),
])

/** A two-player seat's actions: a deploy names four ranks. */
export const twoPlayerActionSchema = z.discriminatedUnion('type', [deploy, intel, deceive, guess, marshal, captain])
/** A team seat's actions: a deploy names two ranks, for the seat's own two missions. */
export const teamActionSchema = z.discriminatedUnion('type', [halfDeploy, intel, deceive, guess, marshal, captain])
/** Every action of either mode (what the host lets through; the engine checks the seat's mode). */
export const actionSchema = z.union([twoPlayerActionSchema, teamActionSchema])

export type Action = z.infer<typeof twoPlayerActionSchema>
export type ActionType = Action['type']
export type HalfDeploy = z.infer<typeof halfDeploy>
/**
 * Every action of either mode: a team seat deploys with HalfDeploy, a two-player seat with the
 * four-rank deploy; the other actions are the same.
 */
export type GameAction = z.infer<typeof actionSchema>
