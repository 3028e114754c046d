// A room's options are the game's own plus the room's (whether players may use the deduction
// helper). The host splits them so when it opens a room, and a replay does the same with a finished
// room's record: one split, here, so both read a record alike.
import { roomLevelOptionsSchema } from '../../shared/room-basics'
import type { AnyGameModule } from './game-module'

export { roomLevelOptionsSchema }

/** A room's options split: the game's (as its optionsSchema parsed them) and the room's own. */
export interface SplitRoomOptions {
  game: unknown
  deduction: boolean | undefined
}

/**
 * Splits a room's options into the game's (checked by its optionsSchema) and the room's own;
 * throws `fail(problem)` when either does not fit.
 */
export function splitRoomOptions(
  rules: Pick<AnyGameModule, 'id' | 'optionsSchema'>,
  options: Readonly<Record<string, unknown>>,
  fail: (problem: string) => Error,
): SplitRoomOptions {
  const { deduction, ...gameOptions } = options
  const room = roomLevelOptionsSchema.safeParse({ deduction })
  if (!room.success) throw fail('deduction must be true or false')
  const parsed = rules.optionsSchema.safeParse(gameOptions)
  if (!parsed.success) throw fail(`options do not fit ${rules.id}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return { game: parsed.data, deduction: room.data.deduction }
}
