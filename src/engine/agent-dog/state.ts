// Small helpers over GameState.
import type { GameState } from './types'

/**
 * The copy applyAction works on, so the caller's state is never touched. Pieces are replaced, never
 * edited, so the piece objects are shared; log entries too. The hot path of the engine, hence
 * spelled out field by field.
 */
export function cloneState(s: GameState): GameState {
  return {
    version: s.version,
    setup: s.setup,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    seats: s.seats,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    pieces: s.pieces.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    unplayed: s.unplayed,
    hands: { red: s.hands.red.slice(), blue: s.hands.blue.slice(), green: s.hands.green.slice(), yellow: s.hands.yellow.slice() },
    passed: { ...s.passed },
    received: { ...s.received },
    out: s.out.slice(),
    lastPlayed: s.lastPlayed,
    rescue: s.rescue,
    winner: s.winner,
    log: s.log.slice(),
  }
}
