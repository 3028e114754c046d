// The grid's cells for assistive technology: each cell's id (the grid's active descendant points at
// it) and what it says, since the drawing itself is hidden from screen readers.
import type { MovementTable } from '@engine/confusion/client'
import type { Square } from '@shared/confusion/types'
import { SIZE, sameSquare, squareKey, squareName } from './frame'
import type { BoardPiece } from './board-pieces'
import { pieceDescription, pieceName, sideName, type Tr } from './text'

/** Variant 2 ("tight") makes the two outer columns radiation: nothing may stand there. */
export function isRadiation(tight: boolean, x: number): boolean {
  return tight && (x === 0 || x === SIZE - 1)
}

/** `prefix` is the board's own id, so two boards on one page never share cell ids. */
export function cellId(prefix: string, sq: Square): string {
  return `${prefix}-cell-${sq[0]}-${sq[1]}`
}

export interface CellFacts {
  tight: boolean
  types: MovementTable
  pieces: ReadonlyMap<string, BoardPiece>
  /** Where the briefcase lies free (null: a spy carries it, and says so itself). */
  freeBriefcase: Square | null
  selected: Square | null
  targets: ReadonlyMap<string, Square>
  pickable: ReadonlyMap<string, Square>
}

/** What a cell holds, in words: "e4: White's spy A, M05: …, selected". */
export function cellLabel(tr: Tr, f: CellFacts, sq: Square): string {
  const k = squareKey(sq)
  const parts: string[] = []
  const p = f.pieces.get(k)
  if (isRadiation(f.tight, sq[0])) parts.push(tr.t('confusion.board.radiation'))
  else if (p) {
    let text = tr.t('confusion.board.spy', { side: sideName(tr, p.spy.owner), label: p.spy.label })
    if (p.piece === null) text += `, ${tr.t('confusion.piece.unknown')}`
    else {
      const what = `${pieceName(tr, p.piece)}: ${pieceDescription(tr, f.types, p.piece)}`
      text += `, ${p.deduced ? tr.t('confusion.piece.deduced', { piece: what }) : what}`
    }
    if (p.holds) text += `, ${tr.t('confusion.board.holds')}`
    parts.push(text)
  } else if (sameSquare(f.freeBriefcase, sq)) parts.push(tr.t('confusion.board.briefcase'))
  else parts.push(tr.t('confusion.board.empty'))
  if (sameSquare(f.selected, sq)) parts.push(tr.t('confusion.board.selected'))
  else if (f.targets.has(k)) parts.push(tr.t(p && !p.mine ? 'confusion.board.capture' : 'confusion.board.target'))
  else if (f.pickable.has(k)) parts.push(tr.t('confusion.board.pickable'))
  return `${squareName(sq)}: ${parts.join(', ')}`
}
