// Small facts about the seats every part of the table needs: marks and colours (never colour
// alone), partners, who passes to whom, agents home.
import type { PieceView, PlayerView, Seat } from '@shared/agent-dog/types'
import { SEATS_AND_COLOURS, teammateOf } from '@engine/agent-dog/client'

export const SEAT_MARK: Readonly<Record<Seat, string>> = { red: '◆', blue: '●', green: '▲', yellow: '■' }
export const ALL_SEATS: readonly Seat[] = SEATS_AND_COLOURS.CLOCKWISE

export function isSeat(x: unknown): x is Seat {
  return typeof x === 'string' && (ALL_SEATS as readonly string[]).includes(x)
}

export function partnerOf(view: Pick<PlayerView, 'players'>, seat: Seat): Seat | null {
  return teammateOf(seat, view.players)
}

/** Who a seat passes its exchange card to: the partner with 4 players, else the next player clockwise. */
export function passesTo(view: Pick<PlayerView, 'players' | 'seats'>, seat: Seat): Seat {
  const mate = teammateOf(seat, view.players)
  if (mate) return mate
  const i = view.seats.indexOf(seat)
  return view.seats[(i + 1) % view.seats.length] as Seat
}

/** Who passes a card to `seat`: the partner with 4 players, else the player before it. */
export function receivesFrom(view: Pick<PlayerView, 'players' | 'seats'>, seat: Seat): Seat {
  const mate = teammateOf(seat, view.players)
  if (mate) return mate
  const i = view.seats.indexOf(seat)
  return view.seats[(i - 1 + view.seats.length) % view.seats.length] as Seat
}

/** The seats in play from `first` on, clockwise (the viewer first). */
export function seatsFrom(view: Pick<PlayerView, 'seats'>, first: Seat | null): Seat[] {
  const i = first ? view.seats.indexOf(first) : -1
  return i < 0 ? view.seats.slice() : [...view.seats.slice(i), ...view.seats.slice(0, i)]
}

/** Visible agents of a colour in its own goal lane. */
export function homeOf(pieces: readonly PieceView[], colour: Seat): number {
  return pieces.filter((p) => p.colour === colour && !p.undercover && p.at !== 'start-area' && 'goal' in p.at && p.at.goal === colour).length
}

/** Agents of a colour waiting in its start area. */
export function waitingOf(pieces: readonly PieceView[], colour: Seat): number {
  return pieces.filter((p) => p.at === 'start-area' && p.colour === colour).length
}

/** The team a seat plays in (both seats), or just the seat without teams. */
export function teamOf(view: Pick<PlayerView, 'teams'>, seat: Seat): Seat[] {
  return view.teams.find((t) => t.includes(seat))?.slice() ?? [seat]
}
