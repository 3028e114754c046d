// The Top Secret Briefcase: taken by moving onto it, and by its holder
// left behind, carried along or sent alone. Exactly one briefcase, always on a square; its holder,
// if any, stands on that square.
import { spyIndexAt } from './state'
import type { BriefcaseMode, GameState, Square } from './types'

/**
 * The holder's mode for an attempt: a spy without the briefcase has none, and a holder that names
 * no mode carries it (the engine contract).
 */
export function modeFor(s: GameState, spy: number, asked: BriefcaseMode | undefined): BriefcaseMode | null {
  if (s.briefcase.holder !== spy) return null
  return asked ?? 'carry'
}

/** The briefcase after spy `spy` has moved (YES) onto `to` with `mode` (not a send). */
export function briefcaseAfterMove(s: GameState, spy: number, to: Square, mode: BriefcaseMode | null): void {
  if (mode === 'carry') {
    s.briefcase.at = to
    s.briefcase.holder = spy
  } else if (mode === 'leave') {
    s.briefcase.holder = null
  } else if (s.briefcase.at[0] === to[0] && s.briefcase.at[1] === to[1]) {
    // "Your Spy now has control of the Briefcase", also over the enemy spy just captured there.
    s.briefcase.holder = spy
  }
}

/**
 * A send answered YES: the briefcase moves alone; a spy of either side on the target takes it
 * (nothing is captured), else nobody holds it.
 */
export function sendBriefcase(s: GameState, to: Square): void {
  const there = spyIndexAt(s, to)
  s.briefcase.at = to
  s.briefcase.holder = there >= 0 ? there : null
}
