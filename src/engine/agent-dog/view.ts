// viewFor is the only way information leaves the engine: a view holds exactly what one seat (or a
// spectator) may know (§11). Other hands are counts; the deck order, the seed and set-aside cards
// never appear; an exchange card is shown to its giver, and to its receiver once both have passed;
// undercover pieces have no colour for anyone and no identity (pieces are listed by place).
// revealedViewFor, the same view with every undercover piece's colour shown, is for a finished
// game's replay only.
import { GOAL_LENGTH, LOCS, START, START_AREA, colourIndex, goalColourOf, isGoal, placeOf } from './places'
import { CARDS, SEATS, teammateOf, teamsFor } from './tables'
import type { Card, GameState, PieceView, PlayerView, Prompt, Seat } from './types'

export function promptFor(s: GameState, seat: Seat): Prompt | null {
  if (!s.seats.includes(seat)) return null
  if (s.phase === 'exchange') return s.passed[seat] === undefined ? { type: 'pass' } : null
  if (s.phase !== 'play' || s.turn !== seat) return null
  return s.rescue === null ? { type: 'play' } : { type: 'discard', then: s.rescue }
}

/** Seats the game is waiting for. */
export function toAct(s: GameState): Seat[] {
  if (s.phase === 'exchange') return s.seats.filter((seat) => s.passed[seat] === undefined)
  return s.phase === 'play' && s.turn !== null ? [s.turn] : []
}

function cardOf(id: string | undefined): Card | null {
  return id === undefined ? null : { id, kind: CARDS[id] }
}

/**
 * Pieces by place only: track ascending, then goal fields by colour and index, then start areas by
 * colour. `reveal`: undercover pieces show their colour too (a finished game's replay).
 */
export function piecesView(s: GameState, reveal = false): PieceView[] {
  const at: Array<PieceView | undefined> = new Array(LOCS)
  const waiting = [0, 0, 0, 0]
  for (const p of s.pieces) {
    if (p.loc === START_AREA) {
      waiting[colourIndex(p.colour)]++
      continue
    }
    at[p.loc] = {
      at: placeOf(p.loc),
      colour: p.undercover && !reveal ? null : p.colour,
      undercover: p.undercover,
      onOwnStart: !p.undercover && p.loc === START[colourIndex(p.colour)],
    }
  }
  const pieces = at.filter((p): p is PieceView => p !== undefined)
  SEATS.forEach((colour, c) => {
    for (let n = 0; n < waiting[c]; n++) pieces.push({ at: 'start-area', colour, undercover: false, onOwnStart: false })
  })
  return pieces
}

/** The colour a seat moves now: its own, or with 4 players its teammate's once its own are all home [D:157]. */
export function playingColour(s: GameState, seat: Seat): Seat {
  const mate = teammateOf(seat, s.setup.players)
  if (mate === null) return seat
  const home = s.pieces.filter((p) => p.colour === seat && isGoal(p.loc) && goalColourOf(p.loc) === colourIndex(seat)).length
  return home === GOAL_LENGTH ? mate : seat
}

export function viewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, false)
}

/** viewFor's view with every undercover piece's colour shown, and no prompt: a finished game's replay only (GameModule.revealedViewFor). */
export function revealedViewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, true)
}

function seatView(s: GameState, seat: Seat | null, reveal: boolean): PlayerView {
  const seated = seat !== null && s.seats.includes(seat) ? seat : null
  const handCounts = { red: 0, blue: 0, green: 0, yellow: 0 }
  for (const x of s.seats) handCounts[x] = s.hands[x].length
  // Set-aside cards go under the pile and were never played, so even when they are all of it (the
  // first round, or after a reshuffle) none of them is the top card; the face-up option shows them
  // in the log only.
  const top = s.discard.length > s.unplayed ? s.discard[s.discard.length - 1] : undefined
  return {
    seat,
    players: s.setup.players,
    seats: s.seats.slice(),
    teams: teamsFor(s.setup.players),
    rules: { ...s.setup.rules },
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    toAct: toAct(s),
    prompt: seated === null || reveal ? null : promptFor(s, seated),
    playing: seated === null ? null : playingColour(s, seated),
    hand: seated === null ? null : s.hands[seated].map((id) => ({ id, kind: CARDS[id] })),
    handCounts,
    exchange: seated === null ? null : { gave: cardOf(s.passed[seated]), received: cardOf(s.received[seated]) },
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    discardTop: cardOf(top),
    lastPlayed: s.lastPlayed,
    out: s.out.slice(),
    passed: s.seats.filter((x) => s.passed[x] !== undefined),
    pieces: piecesView(s, reveal),
    winner: s.winner === null ? null : s.winner.slice(),
    log: s.log.slice(),
  }
}
