// A newcomer's hint before eliminating one of their own spies as their Double Agent (issue 35,
// point 4). The elimination is meant for a spy you believe is your Double Agent, but you are never
// told whether you were right: a side that throws out spies on a hunch runs out of them and loses
// (with uniform random players, eliminations take ten times more spies than captures). The
// Notebook's deduction, from the seat's own view, says how likely the spy is to be the Double Agent.
import { deduce } from '@engine/confusion/client'
import type { Label, PlayerView, Seat, Square } from '@shared/confusion/types'
import { spyAt } from './moves'

export interface EliminateHint {
  label: Label
  /** The chance that the spy is the seat's Double Agent, by the seat's Notebook. */
  chance: number
}

/** Warned of below this: the spy is more likely one that works for you than your Double Agent. */
export const DOUBLE_AGENT_LIKELY = 0.5

/** The warning before `seat` eliminates its own spy on `at`, or null when it is likely the Double Agent. */
export function eliminateHint(view: PlayerView, seat: Seat, at: Square): EliminateHint | null {
  const spy = spyAt(view, at)
  if (spy === null || spy.owner !== seat || view.seat !== seat) return null
  const chance = deduce(view, seat).spies.find((s) => s.label === spy.label)?.probabilities.DA ?? 0
  return chance < DOUBLE_AGENT_LIKELY ? { label: spy.label, chance } : null
}
