// A newcomer's hints at the Agent DOG table (issue 27): before a play, where one of the plays offered
// would end on an agent of the player's own team (out for the rest of the round), or on an
// undercover agent that might be. Read from the pieces as the player sees them: an undercover
// agent's colour is not in the view, so the hint cannot know it either.
import type { PieceView, Place, PlayerView, Seat } from '@shared/agent-dog/types'
import { placeKey } from './geometry'
import { partnerOf } from './seats'

/** Is `piece` a face-up agent of `seat`'s own team (its own colour or its partner's)? */
export function isTeamAgent(view: Pick<PlayerView, 'players'>, seat: Seat, piece: Pick<PieceView, 'colour' | 'undercover'>): boolean {
  return !piece.undercover && piece.colour !== null && (piece.colour === seat || piece.colour === partnerOf(view, seat))
}

export interface CaptureHint {
  kind: 'team' | 'undercover'
  at: Place
  piece: PieceView
}

/** The warnings for plays that end on `landings` (where each ends, and whom it captures there), one per field. */
export function captureHints(
  view: Pick<PlayerView, 'players'>,
  seat: Seat,
  landings: ReadonlyArray<{ to: Place; captures: PieceView | null }>,
): CaptureHint[] {
  const out = new Map<string, CaptureHint>()
  for (const { to, captures } of landings) {
    if (!captures) continue
    const kind = isTeamAgent(view, seat, captures) ? 'team' : captures.undercover ? 'undercover' : null
    if (kind && !out.has(placeKey(to))) out.set(placeKey(to), { kind, at: to, piece: captures })
  }
  return [...out.values()]
}

/**
 * Undercover agents that a play on offer would turn into the player's goal lane (issue 35, point 3).
 * Nobody knows their colour, the player included: there an opponent's goes into its own goal, which
 * may win the game for the other side, and a partner's goes back to its start area.
 */
export function goalHints(agents: ReadonlyArray<{ from: Place; piece: Pick<PieceView, 'undercover'>; moves: ReadonlyArray<{ goal: boolean }> }>): Place[] {
  return agents.filter((a) => a.piece.undercover && a.moves.some((m) => m.goal)).map((a) => a.from)
}
