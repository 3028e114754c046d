// Trying a card in a world with the engine's own rules (the same check and resolution applyAction
// uses), without what follows a card at the table (turn order, dealing), so that a search can play
// a few cards ahead. What decides legality never depends on a hidden colour (board.ts), so a play
// legal in the view is legal in every world of it.
import { boardOfState, type Board } from '../board'
import { checkMove } from '../cards'
import { playedAs } from '../copy'
import { playsFor } from '../plays'
import { resolvePlay } from '../resolve'
import { cloneState } from '../state'
import { CARDS } from '../tables'
import { moverOf, type Mover } from '../which-agents-may-move'
import { GOAL_LENGTH, goalColourOf, isGoal } from '../places'
import { winnerAfter } from '../win'
import type { GameState, PlayAction, Seat } from '../types'

export type Play = PlayAction

/** A world ready for trying plays: its board, and who moves what, are worked out once. */
export interface Position {
  state: GameState
  board: Board
  ids: number[]
  movers: Partial<Record<Seat, Mover>>
}

export function positionOf(state: GameState): Position {
  const { board, ids } = boardOfState(state)
  return { state, board, ids, movers: {} }
}

function moverIn(pos: Position, seat: Seat): Mover {
  const known = pos.movers[seat]
  if (known) return known
  const m = moverOf(pos.board, seat, pos.state.setup.players, pos.state.setup.rules)
  pos.movers[seat] = m
  return m
}

/** Some colour has four agents in its goal lane (only then can a card have won). */
function someLaneFull(s: GameState): boolean {
  const home = [0, 0, 0, 0]
  for (const p of s.pieces) if (isGoal(p.loc) && ++home[goalColourOf(p.loc)] === GOAL_LENGTH) return true
  return false
}

export interface Played {
  state: GameState
  /** The player captured an agent of its own team and sits out the rest of the round. */
  outOfRound: boolean
}

/** The state after `seat` plays `play` in this world (its card leaves its hand), or null if it does not fit here. */
export function playOn(pos: Position, seat: Seat, play: Play): Played | null {
  const s0 = pos.state
  const as = playedAs(CARDS[play.card], s0.lastPlayed)
  if (as === null) return null
  const m = moverIn(pos, seat)
  const outcome = checkMove(pos.board, m, as, play.move)
  if (outcome === null) return null
  const s = cloneState(s0)
  s.hands[seat] = s.hands[seat].filter((c) => c !== play.card)
  s.lastPlayed = as
  const outOfRound = resolvePlay(s, seat, pos.board, pos.ids, m, outcome)
  if (outOfRound) {
    s.hands[seat] = []
    if (!s.out.includes(seat)) s.out = [...s.out, seat]
  }
  const winner = someLaneFull(s) ? winnerAfter(s, seat) : null
  if (winner) {
    s.winner = winner
    s.phase = 'over'
  }
  s.log = []
  return { state: s, outOfRound }
}

/** Every play a seat's hand allows in this world. */
export function playsIn(pos: Position, seat: Seat): Play[] {
  const s = pos.state
  return playsFor(pos.board, moverIn(pos, seat), s.hands[seat], s.lastPlayed)
}

/** The seats that play after `seat` before its next turn, in order (those out of the round or without cards skip). */
export function seatsBetween(state: GameState, seat: Seat): Seat[] {
  const seats = state.seats
  const out: Seat[] = []
  const i = seats.indexOf(seat)
  for (let d = 1; d < seats.length; d++) {
    const next = seats[(i + d) % seats.length]
    if (!state.out.includes(next) && state.hands[next].length > 0) out.push(next)
  }
  return out
}
