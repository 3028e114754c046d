// What a movement piece allows: one of its directions, for 1..R squares (table T4, the game's set).
import { CURRENT_PIECES, DOUBLE_AGENT, movementType, type MovementType } from './tables'
import type { Direction, Rules, SpyState } from './types'

/** Does a spy of this type allow `dist` squares along `dir` (in its owner's frame)? */
export function allows(type: MovementType, dir: Direction, dist: number): boolean {
  return dist <= type.R && type.directions.includes(dir)
}

/** The forced answer for a spy of the game with these rules (its set of pieces), or null for the Double Agent (the opponent decides). */
export function forcedAnswerIn(rules: Pick<Rules, 'pieces'>, spy: Pick<SpyState, 'promoted' | 'movement'>, dir: Direction, dist: number): boolean | null {
  if (spy.promoted) return allows(movementType(rules, 'PROMOTED'), dir, dist)
  if (spy.movement === DOUBLE_AGENT) return null
  return allows(movementType(rules, spy.movement), dir, dist)
}

/**
 * forcedAnswerIn for a game of the current set, which names none (tests of new games). The engine
 * never uses it: every rule reads its own game's set.
 */
export function forcedAnswer(spy: Pick<SpyState, 'promoted' | 'movement'>, dir: Direction, dist: number): boolean | null {
  return forcedAnswerIn({ pieces: CURRENT_PIECES }, spy, dir, dist)
}
