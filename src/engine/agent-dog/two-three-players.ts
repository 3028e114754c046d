// SONDERREGELN FÜR 2 UND 3 PERSONEN [D:263-271]: no teams; a player without a playable card sets
// one card aside and draws one; if one is now playable it must be played, otherwise a second card
// is set aside without effect and the turn ends. Nobody drops out for want of a card. (The other
// differences live where their rules do: the exchange to the left, Partner on any piece, winning
// alone.)
import { drawCard } from './deal-and-exchange'
import { canPlay } from './must-play'
import { CARDS } from './tables'
import type { GameState, Seat } from './types'

/**
 * Sets a card aside under the discard pile (hidden unless face-up, ruling §12; never a card played,
 * so Copy ignores it). Returns true when this ends the turn.
 */
export function setAside(s: GameState, seat: Seat, card: string): boolean {
  const then = s.rescue ?? 'end-turn'
  s.hands[seat] = s.hands[seat].filter((c) => c !== card)
  s.discard = [card, ...s.discard]
  s.unplayed++
  s.log.push(
    s.setup.rules.unplayedCardVisibility === 'face-up'
      ? { type: 'set-aside', seat, then, card: { id: card, kind: CARDS[card] } }
      : { type: 'set-aside', seat, then },
  )
  if (then === 'end-turn') {
    s.rescue = null
    return true
  }
  s.hands[seat] = [...s.hands[seat], drawCard(s)]
  s.log.push({ type: 'draw', seat })
  s.rescue = canPlay(s, seat) ? null : 'end-turn'
  return false
}
