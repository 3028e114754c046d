// Every complete way to play the cards of a hand, from a board: the engine's legalActions and a
// view-based listing (the computer player) run this same code on boards built from the state or
// from a view, which hold the same information.
import type { Board } from './board'
import { movesForKind } from './cards'
import { playedAs } from './copy'
import type { Mover } from './which-agents-may-move'
import { CARDS } from './tables'
import type { Action, CardKind, PlayMove } from './types'

export type PlayAction = Extract<Action, { type: 'play' }>

/** One action per card and way to play it, in hand order; cards of one kind share their move lists. */
export function playsFor(board: Board, m: Mover, hand: readonly string[], lastPlayed: CardKind | null): PlayAction[] {
  const byKind = new Map<CardKind, PlayMove[]>()
  const perCard: PlayMove[][] = []
  let total = 0
  for (const card of hand) {
    const kind = playedAs(CARDS[card], lastPlayed)
    let moves: PlayMove[] = []
    if (kind !== null) {
      moves = byKind.get(kind) ?? movesForKind(board, m, kind)
      byKind.set(kind, moves)
    }
    perCard.push(moves)
    total += moves.length
  }
  // One allocation for the list: a Partner with many agents out lists thousands of plays.
  const actions = new Array<PlayAction>(total)
  let k = 0
  for (let c = 0; c < hand.length; c++) {
    const card = hand[c]
    const moves = perCard[c]
    for (let j = 0; j < moves.length; j++) actions[k++] = { type: 'play', card, move: moves[j] }
  }
  return actions
}

/** "Du darfst nur Karten ausspielen, die du vollständig ausführen kannst" [D:55]: is any card of the hand playable? */
export function hasPlayableCard(board: Board, m: Mover, hand: readonly string[], lastPlayed: CardKind | null): boolean {
  const kinds = new Set<CardKind>()
  for (const card of hand) {
    const kind = playedAs(CARDS[card], lastPlayed)
    if (kind !== null) kinds.add(kind)
  }
  // The Partner's search is the dearest: ask it last.
  const order = [...kinds].sort((a, b) => Number(a === 'partner') - Number(b === 'partner'))
  return order.some((kind) => movesForKind(board, m, kind, 1).length > 0)
}
