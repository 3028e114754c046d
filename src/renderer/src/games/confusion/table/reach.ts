// Where a spy's known piece could take it, on the board as everyone sees it (issue 35, point 3):
// how the enemy's spies move is exactly what a player knows, so the spy under the pointer or the
// keyboard cursor shows it. A straight line along each of the piece's directions, 1 to R squares,
// stopped by any spy or the briefcase (none may be jumped): it may end on an enemy spy (a capture)
// or on the free briefcase, never on a spy of its own side, nor off the board or on radiation.
import { boardStep, type MovementTable } from '@engine/confusion/client'
import type { MovementId, Seat, Square } from '@shared/confusion/types'
import { isRadiation } from './board-cells'
import { SIZE, squareKey } from './frame'

export interface ReachBoard {
  /** The owner of the spy on each square, by square key. */
  spies: ReadonlyMap<string, Seat>
  /** The briefcase when it lies free (null: a spy carries it). */
  freeBriefcase: Square | null
  tight: boolean
}

export function reachSquares(types: MovementTable, piece: MovementId | 'PROMOTED', owner: Seat, from: Square, board: ReachBoard): Square[] {
  if (piece === 'DA') return []
  const { directions, R } = types[piece]
  const briefcase = board.freeBriefcase ? squareKey(board.freeBriefcase) : null
  const out: Square[] = []
  for (const dir of directions) {
    const [dx, dy] = boardStep(owner, dir)
    for (let n = 1; n <= R; n++) {
      const sq: Square = [from[0] + dx * n, from[1] + dy * n]
      if (sq[0] < 0 || sq[1] < 0 || sq[0] >= SIZE || sq[1] >= SIZE || isRadiation(board.tight, sq[0])) break
      const key = squareKey(sq)
      const there = board.spies.get(key)
      if (there !== undefined) {
        if (there !== owner) out.push(sq)
        break
      }
      out.push(sq)
      if (key === briefcase) break
    }
  }
  return out
}
