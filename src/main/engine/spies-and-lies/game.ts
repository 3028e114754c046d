// Spies & Lies as a GameModule (engine-api.md "Every game: one module shape").
import { z } from 'zod'
import { chooseAction } from './ai'
import { applyAction, legalActions } from './actions'
import { RuleError } from './errors'
import { promptFor } from './prompt'
import { createGame } from './setup'
import { SEATS } from './tables'
import { viewFor } from './view'
import type { GameModule } from '../../../shared/game-module'
import type { Action, GameState, PlayerView, Seat } from './types'

const seat = z.enum(['red', 'blue'])
const rank = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

export const actionSchema = z.union([
  z.strictObject({ type: z.literal('deploy'), missions: z.tuple([rank, rank, rank, rank]) }),
  z.strictObject({ type: z.literal('intel'), sergeantToken: z.boolean().optional() }),
  z.strictObject({ type: z.literal('deceive'), play: z.boolean() }),
  z.strictObject({ type: z.literal('guess'), rank }),
  z.strictObject({ type: z.literal('marshal'), choice: z.enum(['ten', 'sabotage']) }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('six') }),
  z.strictObject({ type: z.literal('captain'), choice: z.literal('copy'), rank }),
])

// The schema and the engine's Action type must describe the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const actionSchemaMatchesAction: Same<z.infer<typeof actionSchema>, Action> = true
void actionSchemaMatchesAction

/** What a client may choose about a new game: nothing secret (the host makes up the seed). */
export const optionsSchema = z.strictObject({
  firstSeat: seat.optional(),
  wall: z.number().int().min(1).max(20).optional(),
})
export type Options = z.infer<typeof optionsSchema>

export const game: GameModule<GameState, Action, PlayerView, Options, Seat> = {
  id: 'spies-and-lies',
  seatsFor: () => [...SEATS],
  teamsFor: () => [],
  createGame: (options) => createGame(options),
  legalActions,
  applyAction,
  viewFor,
  toAct: (state) => SEATS.filter((s) => promptFor(state, s) !== null),
  winner: (state) => (state.winner === null || state.winner === 'draw' ? state.winner : [state.winner]),
  chooseAction,
  optionsSchema,
  actionSchema,
  ruleErrorCode: (err) => (err instanceof RuleError ? err.code : null),
}
