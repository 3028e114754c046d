// Which movement pieces a view's game is played with. A host older than the piece sets sends rules
// without `pieces`: it plays the first set (the only one it knew).
import type { PieceSetId, PlayerView } from '@shared/confusion/types'

const OLDER_HOST_PIECES: PieceSetId = 1

export function piecesOf(view: Pick<PlayerView, 'rules'>): PieceSetId {
  return view.rules.pieces ?? OLDER_HOST_PIECES
}

/** The view with its set always named (what every part of the table reads). */
export function withPieceSet(view: PlayerView): PlayerView {
  return view.rules.pieces === undefined ? { ...view, rules: { ...view.rules, pieces: piecesOf(view) } } : view
}
