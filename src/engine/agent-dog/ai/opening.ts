// Openings that vary (issue 38, point 2): in a game's first round, levels above easy choose among
// the near-equal options (a pass or a play worth within OPENING_SLACK of the best) by the decision's
// seed, so one deal does not open the same way in every game. Later rounds take the best.
import { nextInt, type RngState } from '../../core/rng'
import type { PlayerView } from '../types'

/**
 * How far below the best (in fields, the evaluation's unit) an option still counts as near-equal:
 * a card's use differs from the next one's by a field or two in most hands.
 */
export const OPENING_SLACK = 2

export function inOpening(view: PlayerView): boolean {
  return view.round === 1
}

/** The index of an option within OPENING_SLACK of the best, drawn by `rng` (the best if none). */
export function nearEqual(values: readonly number[], rng: RngState): number {
  let best = 0
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i
  const near = values.map((v, i) => (v >= values[best] - OPENING_SLACK ? i : -1)).filter((i) => i >= 0)
  return near.length === 0 ? best : near[nextInt(rng, near.length)]
}
