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

/**
 * What the view tells of an undercover agent: the colours it may be (its log traced back through
 * every hiding, Swap and meeting in plain sight, and the count of each colour's agents): the
 * engine's `undercoverColours`. Without it an undercover agent may be anyone's.
 */
export type UndercoverColours = (at: Place) => readonly Seat[]

/**
 * The warnings for plays that end on `landings` (where each ends, and whom it captures there), one
 * per field. An undercover agent that `colours` shows cannot be of the player's team is no warning:
 * capturing an opponent's agent is the point of the game.
 */
export function captureHints(
  view: Pick<PlayerView, 'players'>,
  seat: Seat,
  landings: ReadonlyArray<{ to: Place; captures: PieceView | null }>,
  colours?: UndercoverColours,
): CaptureHint[] {
  const out = new Map<string, CaptureHint>()
  const team = [seat, partnerOf(view, seat)]
  for (const { to, captures } of landings) {
    if (!captures) continue
    const mayBeTeam = () => colours === undefined || colours(to).some((c) => team.includes(c))
    const kind = isTeamAgent(view, seat, captures) ? 'team' : captures.undercover && mayBeTeam() ? 'undercover' : null
    if (kind && !out.has(placeKey(to))) out.set(placeKey(to), { kind, at: to, piece: captures })
  }
  return [...out.values()]
}

/**
 * Undercover agents that a play on offer would turn into the player's goal lane (issue 35, point 3).
 * Nobody knows their colour, the player included: there an opponent's goes into its own goal, which
 * may win the game for the other side, and a partner's goes back to its start area.
 */
export function goalHints(
  agents: ReadonlyArray<{ from: Place; piece: Pick<PieceView, 'undercover'>; moves: ReadonlyArray<{ goal: boolean }> }>,
  own?: { seat: Seat; colours: UndercoverColours },
): Place[] {
  // One that can only be the player's own goes into its own goal lane: that is no mistake.
  const surelyOwn = (at: Place) => own !== undefined && own.colours(at).length > 0 && own.colours(at).every((c) => c === own.seat)
  return agents.filter((a) => a.piece.undercover && a.moves.some((m) => m.goal) && !surelyOwn(a.from)).map((a) => a.from)
}
