// NEUE FIGUREN INS SPIEL BRINGEN [D:91-103] and the start cards [D:226-239]: instead of moving its
// number, a start card puts a piece from the start area onto the start field.
import type { Board } from './board'
import { START } from './places'
import type { Mover } from './which-agents-may-move'

/**
 * Enter: the colour the player plays has a piece in its start area, and its start field holds no
 * piece of that colour (that one would be protected, even from its own colour). Any other piece
 * there is captured (capture.ts). (ruling) A player whose own pieces are home enters the
 * teammate's, as it moves them "instead of your own" [D:157].
 */
export function mayEnter(board: Board, m: Mover): boolean {
  if (board.startArea[m.playing] === 0) return false
  const o = board.at[START[m.playing]]
  return !(o >= 0 && board.colour[o] === m.playing)
}
