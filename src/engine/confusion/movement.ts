// What a movement piece allows: one of its directions, for 1..R squares (table T4).
import { DOUBLE_AGENT, MOVEMENT_TYPES, type MovementType } from './tables'
import type { Direction, SpyState } from './types'

/** Does a spy of this type allow `dist` squares along `dir` (in its owner's frame)? */
export function allows(type: MovementType, dir: Direction, dist: number): boolean {
  return dist <= type.R && type.directions.includes(dir)
}

/** The forced answer for a spy, or null for the Double Agent (the opponent decides). */
export function forcedAnswer(spy: Pick<SpyState, 'promoted' | 'movement'>, dir: Direction, dist: number): boolean | null {
  if (spy.promoted) return allows(MOVEMENT_TYPES.PROMOTED, dir, dist)
  if (spy.movement === DOUBLE_AGENT) return null
  return allows(MOVEMENT_TYPES[spy.movement], dir, dist)
}
