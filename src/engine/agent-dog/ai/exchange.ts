// The card exchange at the start of a round, and the 2–3 player rescue's set-aside cards.
//  - easy passes a card on a whim (keeping its start cards while agents wait to come in);
//  - normal passes the card it can use least;
//  - hard passes for the team: with 4 players the card its partner can use most for what it costs
//    itself; with 2–3 players the receiver is an opponent, so the card least use to either.
// A card's use is what its best play does now, in the likeliest world, to the player holding it.
import { nextInt, type RngState } from '../../core/rng'
import { START_AREA, isGoal } from '../places'
import { CARDS } from '../tables'
import { receiverOf, type CardCount } from './card-counting'
import { evaluate, judgeFor } from './evaluate'
import { inOpening, nearEqual } from './opening'
import type { LevelSettings } from './levels'
import type { Mind } from './mind'
import { playOn, playsIn, type Position } from './simulate'
import type { Action, CardKind, PlayerView, Seat } from '../types'

/** A Copy cannot open a round and copies whatever comes: about an average card. */
const COPY_USE = 5
/** A start card for a player with no agent out is what lets it play at all. */
const STRANDED_ENTRY = 15

/** How much `seat` gains by playing `card` now (0 when it cannot). */
export function cardUse(pos: Position, seat: Seat, card: string, cards: CardCount): number {
  if (CARDS[card] === 'copy') return COPY_USE
  const state = { ...pos.state, hands: { ...pos.state.hands, [seat]: [card] }, lastPlayed: null }
  const here: Position = { state, board: pos.board, ids: pos.ids, movers: {} }
  const judge = judgeFor(state, seat, cards, 0, 0)
  const now = evaluate(state, judge)
  const out = state.pieces.filter((p) => p.colour === seat && p.loc !== START_AREA && !isGoal(p.loc)).length
  let best = 0
  for (const play of playsIn(here, seat)) {
    const after = playOn(here, seat, play)
    if (after === null || after.outOfRound) continue
    const stranded = play.move.kind === 'enter' && out === 0 ? STRANDED_ENTRY : 0
    best = Math.max(best, evaluate(after.state, judge) - now + stranded)
  }
  return best
}

const passOf = (card: string): Action => ({ type: 'pass', card })

export function choosePass(mind: Mind, settings: LevelSettings): Action {
  const hand = (mind.view.hand ?? []).map((c) => c.id)
  const pos = mind.worlds[0]
  const mine = hand.map((card) => cardUse(pos, mind.me, card, mind.cards))
  let score: number[]
  if (!settings.teamExchange) score = mine.map((u) => -u)
  else {
    const to = receiverOf(mind.view, mind.me)
    const theirs = hand.map((card) => cardUse(pos, to, card, mind.cards))
    if (mind.view.players === 4) {
      // Keeping one of two alike costs less than keeping the only one.
      const keep = hand.map((card, i) => (hand.some((other, k) => k !== i && CARDS[other] === CARDS[card]) ? mine[i] / 2 : mine[i]))
      score = theirs.map((u, i) => u - keep[i])
    } else score = theirs.map((u, i) => -u - mine[i])
  }
  if (inOpening(mind.view)) return passOf(hand[nearEqual(score, mind.rng)])
  let best = 0
  for (let i = 1; i < hand.length; i++) if (score[i] > score[best]) best = i
  return passOf(hand[best])
}

/** Agents of the seat's colour waiting in its start area. */
function waiting(view: PlayerView, seat: Seat): number {
  return view.pieces.filter((p) => p.at === 'start-area' && p.colour === seat).length
}

const isStart = (kind: CardKind): boolean => kind === 'start-1-11' || kind === 'start-13'

export function beginnerPass(view: PlayerView, me: Seat, rng: RngState): Action {
  const hand = (view.hand ?? []).map((c) => c.id)
  const spare = waiting(view, me) > 0 ? hand.filter((id) => !isStart(CARDS[id])) : hand
  const from = spare.length > 0 ? spare : hand
  return passOf(from[nextInt(rng, from.length)])
}

/** Worth keeping a card that cannot be played now (the rescue sets the least of them aside). */
const KEEP: Readonly<Record<CardKind, number>> = {
  'start-1-11': 8,
  'start-13': 7,
  partner: 7,
  copy: 4,
  swap: 2,
  '2': 4,
  '3': 4,
  '5': 5,
  '6': 5,
  '7': 5,
  '8': 5,
  '9': 5,
  '10': 5,
  '12': 5,
}

export function chooseDiscard(view: PlayerView, me: Seat, whim: RngState | null): Action {
  const hand = (view.hand ?? []).map((c) => c.id)
  if (whim !== null) return { type: 'discard', card: hand[nextInt(whim, hand.length)] }
  const worth = (id: string): number => KEEP[CARDS[id]] + (isStart(CARDS[id]) && waiting(view, me) > 0 ? 4 : 0)
  let least = hand[0]
  for (const id of hand) if (worth(id) < worth(least)) least = id
  return { type: 'discard', card: least }
}
