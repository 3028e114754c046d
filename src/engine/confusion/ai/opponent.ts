// How good the opponent is at finding their allowed moves, read from the public log: the share of
// their attempts answered yes, smoothed towards a capable opponent while there are few. A player
// guessing at random is refused most of the time (about four in five); one who reads their notebook
// far less. Against a careless opponent a square they may take is seldom taken, and our own
// Double Agent's answers are as likely yes as their orders happen to be.
import { opponent } from '../tables'
import type { PlayerView, Seat } from '../types'

/** The yes rate assumed before any attempt, and how many attempts that assumption weighs. */
const PRIOR_RATE = 0.5
const PRIOR_WEIGHT = 8
/** Yes rates of a player guessing (no competence) and of one who plays well (full competence). */
const GUESSING = 0.22
const CAPABLE = 0.42

/** 0: the opponent tries moves at random; 1: they find their allowed moves as well as we do. */
export function competenceOf(view: PlayerView): number {
  const them = opponent(view.seat as Seat)
  let tries = 0
  let yes = 0
  for (const e of view.log) {
    if (e.type !== 'attempt' || e.seat !== them) continue
    tries++
    if (e.yes) yes++
  }
  const rate = (yes + PRIOR_RATE * PRIOR_WEIGHT) / (tries + PRIOR_WEIGHT)
  return Math.max(0, Math.min(1, (rate - GUESSING) / (CAPABLE - GUESSING)))
}
