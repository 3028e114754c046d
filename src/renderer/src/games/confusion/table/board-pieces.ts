// The spies as the board draws them: where each stands (or is being placed) and which piece the
// viewer may see on it. The viewer's own pieces are shown only as far as they know them.
import type { Label, MovementId, PlayerView, Seat, SpyView, Square } from '@shared/confusion/types'
import { squareKey } from './frame'

export interface BoardPiece {
  key: string
  spy: SpyView
  at: Square
  /** The piece shown on it, or null ("?": unknown to the viewer). */
  piece: MovementId | 'PROMOTED' | null
  mine: boolean
  deduced: boolean
  holds: boolean
}

export interface PieceKnowledge {
  /** The seat whose own pieces are unknown (null: a spectator). */
  me: Seat | null
  /** Variant 4 in progress: the viewer's spies drawn where they are being placed. */
  placement: Readonly<Partial<Record<Label, Square>>> | null
  /** Pieces of the viewer's own spies that the viewer knows (seen, promoted, or deduced). */
  ownKnown: Readonly<Partial<Record<Label, MovementId | 'PROMOTED'>>>
  /** Of those, the ones only deduced. */
  deduced: ReadonlySet<Label>
}

/** The spies on the board, in the view's order (removed ones and unplaced ones left out). */
export function boardPieces(v: PlayerView, k: PieceKnowledge): BoardPiece[] {
  const h = v.briefcase.holder
  const out: BoardPiece[] = []
  for (const spy of v.spies) {
    const mine = k.me !== null && spy.owner === k.me
    const at = mine && k.placement ? (k.placement[spy.label] ?? null) : spy.at
    if (at === null || spy.removed !== null) continue
    let piece: BoardPiece['piece'] = spy.movement
    if (mine && piece === null) piece = k.ownKnown[spy.label] ?? null
    out.push({
      key: `${spy.owner}-${spy.label}`,
      spy,
      at,
      piece,
      mine,
      deduced: mine && spy.movement === null && k.deduced.has(spy.label),
      holds: h !== null && h.owner === spy.owner && h.label === spy.label,
    })
  }
  return out
}

/** The same spies by the square they stand on. */
export function piecesBySquare(pieces: readonly BoardPiece[]): Map<string, BoardPiece> {
  return new Map(pieces.map((p) => [squareKey(p.at), p]))
}
