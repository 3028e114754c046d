// TAUSCH [D:243-245]: swap the fields of two undercover pieces; both stay undercover and nobody sees
// their colours. Playable only while at least two pieces are undercover; a red special function, so
// a piece on the player's start field does not prevent it [D:198]. No capture, meeting or reveal.
import { UNKNOWN, type Board } from './board'
import { placeOf } from './places'
import type { Loc, PlayMove } from './types'

/** Every pair of undercover pieces once, the lower field first (the order of a pair means nothing). */
export function swapMoves(board: Board, out: PlayMove[], limit = Infinity): void {
  for (let i = 0; i < board.n; i++) {
    if (board.colour[i] !== UNKNOWN) continue
    for (let j = i + 1; j < board.n && out.length < limit; j++) {
      if (board.colour[j] === UNKNOWN) out.push({ kind: 'swap', a: placeOf(board.loc[i]), b: placeOf(board.loc[j]) })
    }
  }
}

/** Both fields hold an undercover piece, and they are two fields. */
export function maySwap(board: Board, a: Loc, b: Loc): boolean {
  const i = board.at[a]
  const j = board.at[b]
  return a !== b && i >= 0 && j >= 0 && board.colour[i] === UNKNOWN && board.colour[j] === UNKNOWN
}
