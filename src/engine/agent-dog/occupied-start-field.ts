// BESETZTES STARTFELD [D:181-198]: a piece on its own colour's start field may be neither jumped
// nor captured, even by its own colour; and while a player's piece stands on that player's start
// field, the player may not move undercover pieces with a plain move.
import type { Board } from './board'
import { START } from './places'
import type { Loc } from './types'

/**
 * Does a piece of colour index c (UNKNOWN: undercover) standing on `loc` protect that field? Only a
 * visible piece on its own colour's start field does. An undercover piece is never on a start field
 * between cards (start fields are not holes); in the middle of a Partner card it keeps its hat down
 * until all four steps are made, so it protects nothing yet (ruling).
 */
export function protects(c: number, loc: Loc): boolean {
  return c >= 0 && loc === START[c]
}

/** Board piece i stands protected on its own start field. */
export function isProtected(board: Board, i: number): boolean {
  return protects(board.colour[i], board.loc[i])
}

/** "Solange eine deiner Figuren auf deinem Startfeld steht, darfst du keine untergetauchten Figuren ziehen" [D:145, D:196]. */
export function holdsOwnStartField(board: Board, seatColour: number): boolean {
  const i = board.at[START[seatColour]]
  return i >= 0 && board.colour[i] === seatColour
}
