// Every complete way to play the cards of a hand, from a board: the engine's legalActions and a
// view-based listing (the computer player) run this same code on boards built from the state or
// from a view, which hold the same information.
import type { Board } from './board'
import { movesForKind } from './cards'
import { playedAs } from './copy'
import { partnerKeys } from './partner-listing'
import { splitOf } from './split-moves'
import { cardNumber, splitPlayOf } from './split-plays'
import type { Mover } from './which-agents-may-move'
import { CARD_EFFECTS, CARDS } from './tables'
import type { CardKind, PlayAction, PlayMove } from './types'

/** A card kind's plays: its moves, or for a Partner the keys of its shared splits (split-moves.ts). */
type Listed = PlayMove[] | Int32Array

/** One action per card and way to play it, in hand order; cards of one kind share their move lists. */
export function playsFor(board: Board, m: Mover, hand: readonly string[], lastPlayed: CardKind | null): PlayAction[] {
  const byKind = new Map<CardKind, Listed>()
  const perCard: Listed[] = []
  let total = 0
  for (const card of hand) {
    const kind = playedAs(CARDS[card], lastPlayed)
    let listed: Listed = []
    if (kind !== null) {
      listed = byKind.get(kind) ?? (CARD_EFFECTS[kind].special === 'partner' ? partnerKeys(board, m) : movesForKind(board, m, kind))
      byKind.set(kind, listed)
    }
    perCard.push(listed)
    total += listed.length
  }
  // One allocation for the list: a Partner with many agents out lists thousands of plays, which are
  // shared actions (split-plays.ts) so that the list is about all a call allocates.
  const actions = new Array<PlayAction>(total)
  let k = 0
  for (let c = 0; c < hand.length; c++) {
    const card = hand[c]
    const listed = perCard[c]
    const n = cardNumber(card)
    if (listed instanceof Int32Array && n >= 0) for (let j = 0; j < listed.length; j++) actions[k++] = splitPlayOf(n, listed[j])
    else if (listed instanceof Int32Array) for (let j = 0; j < listed.length; j++) actions[k++] = { type: 'play', card, move: splitOf(listed[j]) }
    else for (let j = 0; j < listed.length; j++) actions[k++] = { type: 'play', card, move: listed[j] }
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
