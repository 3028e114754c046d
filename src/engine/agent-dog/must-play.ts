// ZUGZWANG [D:125-133] and the order of turns: the dealer plays first, then clockwise [D:51, D:73].
// A player must play a card that can be carried out completely, even to their own cost; one who has
// none drops out of the round (4 players; 2–3 players: the rescue, two-three-players.ts). The round
// ends once every hand is empty; the deck passes clockwise and the new dealer deals [D:75-79].
import { boardOfState } from './board'
import { sitOut } from './capture-and-penalty'
import { deal } from './deal-and-exchange'
import { hasPlayableCard } from './plays'
import { moverOf } from './which-agents-may-move'
import type { GameState, Seat } from './types'

export function nextSeat(s: GameState, seat: Seat): Seat {
  return s.seats[(s.seats.indexOf(seat) + 1) % s.seats.length]
}

/** Has the seat a card it can carry out completely? */
export function canPlay(s: GameState, seat: Seat): boolean {
  const { board } = boardOfState(s)
  return hasPlayableCard(board, moverOf(board, seat, s.setup.players, s.setup.rules), s.hands[seat], s.lastPlayed)
}

/**
 * Finds whose turn it really is from s.turn on: seats out of the round or without cards are passed
 * over; a seat with no playable card drops out (4 players) or starts the rescue (2–3). With every
 * hand empty the round ends and the next one is dealt (its exchange then waits for the players).
 */
export function beginTurn(s: GameState): void {
  for (;;) {
    if (s.seats.every((seat) => s.hands[seat].length === 0)) {
      s.log.push({ type: 'round-end', round: s.round })
      deal(s, nextSeat(s, s.dealer))
      return
    }
    const seat = s.turn as Seat
    if (s.hands[seat].length > 0 && !s.out.includes(seat)) {
      if (canPlay(s, seat)) return
      if (s.setup.players !== 4) {
        // "Du scheidest also nicht aus der laufenden Runde aus" [D:268]: set one aside and draw.
        s.rescue = 'draw'
        return
      }
      sitOut(s, seat, 'no-playable-card')
    }
    s.turn = nextSeat(s, seat)
  }
}

/** After a card (or the rescue's last set-aside): the penalty for capturing your own team [D:177], then the next player. */
export function endTurn(s: GameState, seat: Seat, capturedOwnTeam: boolean): void {
  if (capturedOwnTeam) sitOut(s, seat, 'captured-own-team')
  s.turn = nextSeat(s, seat)
  beginTurn(s)
}

/** Everyone has passed: the dealer takes the first turn. */
export function startPlay(s: GameState): void {
  s.phase = 'play'
  s.turn = s.dealer
  beginTurn(s)
}
