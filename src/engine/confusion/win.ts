// The end of the game: the briefcase on the enemy's first row, Safe Extraction
// (Variant 3), a side without spies, and the optional draw limit.
import { enemyFirstRow } from './geometry'
import { log, onBoardCount, spyIndexOf } from './state'
import { SEATS, opponent } from './tables'
import type { EndReason, GameState, Seat } from './types'

export function endGame(s: GameState, winner: Seat[] | 'draw', reason: EndReason): void {
  s.phase = 'over'
  s.winner = winner
  s.pending = null
  log(s, { type: 'end', winner, reason })
}

/**
 * (ruling) A side with no spy on the board can never win, so it loses at once: the moment its last
 * spy leaves the board, before anything else (a promotion offer included) is resolved.
 */
export function checkNoSpies(s: GameState): boolean {
  for (const seat of SEATS) {
    if (onBoardCount(s, seat) === 0) {
      endGame(s, [opponent(seat)], 'no-spies')
      return true
    }
  }
  return false
}

/** Index of the spy holding the briefcase on its enemy's first row, or null. */
export function holderOnEnemyRow(s: GameState): number | null {
  const h = s.briefcase.holder
  if (h === null) return null
  const spy = s.spies[h]
  return spy.at !== null && spy.at[1] === enemyFirstRow(spy.owner) ? h : null
}

/**
 * The win check after every resolved attempt and free action: without Variant 3, whoever ends up
 * holding the briefcase on the enemy's first row wins at once, whoever moved it there ((ruling):
 * a briefcase sent to an enemy spy on your own first row makes the enemy win).
 */
export function checkWin(s: GameState): boolean {
  if (checkNoSpies(s)) return true
  if (s.rules.variants.safeExtraction) return false
  const h = holderOnEnemyRow(s)
  if (h === null) return false
  endGame(s, [s.spies[h].owner], 'briefcase')
  return true
}

/** Variant 3, at the end of `seat`'s turn: remember which of its spies holds the briefcase on the enemy's first row. */
export function recordExtraction(s: GameState, seat: Seat): void {
  const h = holderOnEnemyRow(s)
  s.extraction[seat] = h !== null && s.spies[h].owner === seat ? s.spies[h].label : null
}

/**
 * Variant 3, at the start of `seat`'s turn ((ruling) on "survive for one full turn"): `seat` wins if
 * the same spy held the briefcase on the enemy's first row at the end of its previous turn and
 * still does, so it has survived the enemy's whole turn there.
 */
export function checkExtraction(s: GameState, seat: Seat): boolean {
  const label = s.extraction[seat]
  if (label === null) return false
  const h = holderOnEnemyRow(s)
  if (h === null || h !== spyIndexOf(s, seat, label)) return false
  endGame(s, [seat], 'extraction')
  return true
}
