// Mission: eight guesses. The starting side guesses the enemy's mission 1, then the other side
// guesses the starting side's mission 1, and so on to mission 4.
import { awaitingChoice } from './abilities'
import { endDay } from './round-end'
import { deceptionBonus, resolveReveal } from './reveal'
import { isOver } from './scoring'
import { MISSIONS_PER_DAY, opponent } from './tables'
import { guesserOf, logDecision, missionIndexOf } from './state'
import type { GameState, Rank, Seat } from './types'

const GUESSES_PER_DAY = MISSIONS_PER_DAY * 2

export function startMissions(s: GameState): void {
  s.phase = 'mission'
  s.turn = 0
  beginGuess(s)
}

/**
 * Before each guess the defender holding a Deception token may play one.
 * (ruling) This decision comes first and blocks: the guesser waits for it.
 */
function beginGuess(s: GameState): void {
  const defender = opponent(guesserOf(s))
  s.step = s.deception[defender] > 0 ? 'deceive' : 'guess'
}

export function deceive(s: GameState, seat: Seat, play: boolean): void {
  const index = missionIndexOf(s)
  if (play) {
    s.deception[seat] -= 1
    // The token leaves play whatever happens.
    s.missions[seat][index].deception = true
  }
  logDecision(s, seat, { type: 'deceive', seat, mission: index, play })
  s.step = 'guess'
}

export function guess(s: GameState, seat: Seat, rank: Rank): void {
  logDecision(s, seat, { type: 'guess', seat, mission: missionIndexOf(s), rank })
  resolveReveal(s, seat, rank)
  if (!awaitingChoice(s)) completeReveal(s)
}

/** Called once the revealed card and any choice it asked for are resolved. */
export function completeReveal(s: GameState): void {
  deceptionBonus(s, opponent(guesserOf(s)))
  if (isOver(s)) return
  s.turn += 1
  if (s.turn < GUESSES_PER_DAY) beginGuess(s)
  else endDay(s)
}
