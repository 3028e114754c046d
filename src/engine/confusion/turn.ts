// The turn: free actions, then one attempt (two with Move 2), then the other side.
import { freshTurn, log } from './state'
import { opponent } from './tables'
import { checkExtraction, endGame, recordExtraction } from './win'
import type { GameState, Seat } from './types'

export function startTurn(s: GameState, seat: Seat): void {
  s.turn = seat
  s.current = freshTurn()
  log(s, { type: 'turn', seat, number: s.turns + 1 })
}

/**
 * Ends the mover's turn. Variant 3's check comes first, so a spy that has just survived a full
 * enemy turn wins even on the last turn of a draw limit ((ruling): a win beats the draw limit).
 */
export function endTurn(s: GameState): void {
  const mover = s.turn
  if (s.rules.variants.safeExtraction) recordExtraction(s, mover)
  s.turns++
  const next = opponent(mover)
  if (s.rules.variants.safeExtraction && checkExtraction(s, next)) return
  if (s.rules.maxTurns !== null && s.turns >= s.rules.maxTurns) {
    endGame(s, 'draw', 'turn-limit')
    return
  }
  startTurn(s, next)
}

/**
 * After an attempt and everything it set off: Move 2's optional second attempt, or the next turn.
 * Nothing happens while a decision is pending or once the game is over.
 */
export function continueTurn(s: GameState): void {
  if (s.phase === 'over' || s.pending !== null) return
  if (s.current.free === 'move2' && s.current.attempts === 1) return
  endTurn(s)
}
