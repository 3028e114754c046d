// SCHLAGEN [D:171-173] and PASS GUT AUF, WEN DU SCHLÄGST! [D:175-179]: a piece that ends a movement
// on an occupied track field captures the piece there, which goes back to its colour's start area,
// face up. Whoever captures a piece of their own colour or their teammate's sits out the rest of the
// round, even when the piece was undercover and nobody could know [D:179].
import { START_AREA, placeOf } from './places'
import { CARDS, teammateOf } from './tables'
import type { Card, GameState, Loc, OutReason, Seat } from './types'

/** Sends piece `id` (captured on `at`) to its start area; its colour is public from now on. */
export function capture(s: GameState, id: number, at: Loc): void {
  const p = s.pieces[id]
  s.pieces[id] = { colour: p.colour, loc: START_AREA, undercover: false }
  s.log.push({ type: 'capture', at: placeOf(at), colour: p.colour })
}

/** Does capturing a piece of this colour put the player out? With 2–3 players, only its own colour (ruling §12). */
export function isOwnTeam(s: GameState, seat: Seat, colour: Seat): boolean {
  return colour === seat || colour === teammateOf(seat, s.setup.players)
}

/**
 * Out of the round: the player's remaining cards go under the discard pile [D:133, D:177] (shown in
 * the log only with the face-up option, ruling §11), and it plays again after the next deal.
 */
export function sitOut(s: GameState, seat: Seat, reason: OutReason): void {
  const hand = s.hands[seat]
  s.hands[seat] = []
  s.discard = [...hand, ...s.discard]
  s.unplayed += hand.length
  if (!s.out.includes(seat)) s.out = [...s.out, seat]
  const cards: Card[] | undefined = s.setup.rules.unplayedCardVisibility === 'face-up' ? hand.map((id) => ({ id, kind: CARDS[id] })) : undefined
  s.log.push(cards ? { type: 'out', seat, reason, count: hand.length, cards } : { type: 'out', seat, reason, count: hand.length })
}
