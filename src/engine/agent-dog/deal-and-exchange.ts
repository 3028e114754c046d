// KARTENAUSTEILEN UND TAUSCHEN [D:37-49, D:77-81]: at the start of every round the dealer deals 5
// cards to everyone; then team members swap one card face down at the same time (2–3 players: each
// passes one to the left, §12). Nobody sees the card they receive before passing their own [D:43].
import { shuffled } from '../core/rng'
import { HAND_SIZE, teammateOf } from './tables'
import type { GameState, Seat } from './types'

/**
 * The top card. An empty deck is first refilled with the whole discard pile, shuffled [D:81]; (ruling
 * §5) this happens only when a card must be dealt or drawn.
 */
export function drawCard(s: GameState): string {
  if (s.deck.length === 0) {
    s.deck = shuffled(s.rng, s.discard)
    s.discard = []
    s.unplayed = 0
    s.log.push({ type: 'reshuffle', cards: s.deck.length })
  }
  const card = s.deck.shift()
  if (card === undefined) throw new Error('no card left to deal')
  return card
}

/** Seats clockwise, starting with `first`. */
export function clockwiseFrom(s: GameState, first: Seat): Seat[] {
  const i = s.seats.indexOf(first)
  return [...s.seats.slice(i), ...s.seats.slice(0, i)]
}

/**
 * A new round: 5 cards each, one at a time from the top of the deck, starting with the dealer and
 * going clockwise (engine-api.md). The log keeps this round and the one before.
 */
export function deal(s: GameState, dealer: Seat): void {
  let lastDeal = -1
  for (let i = s.log.length - 1; i >= 0; i--) {
    if (s.log[i].type === 'deal') {
      lastDeal = i
      break
    }
  }
  if (lastDeal > 0) s.log = s.log.slice(lastDeal)
  s.round++
  s.dealer = dealer
  s.phase = 'exchange'
  s.turn = null
  s.passed = {}
  s.received = {}
  s.out = []
  s.lastPlayed = null
  s.rescue = null
  s.log.push({ type: 'deal', round: s.round, dealer })
  const order = clockwiseFrom(s, dealer)
  for (let r = 0; r < HAND_SIZE; r++) for (const seat of order) s.hands[seat].push(drawCard(s))
}

/** Who gets a seat's exchange card: its teammate with 4 players, else the player on its left (next clockwise). */
export function receiverOf(s: GameState, giver: Seat): Seat {
  return teammateOf(giver, s.setup.players) ?? s.seats[(s.seats.indexOf(giver) + 1) % s.seats.length]
}

/**
 * A seat commits its exchange card. The cards change hands once both of a team have passed (4
 * players) or once everyone has (2–3 players). Returns true when every seat has passed.
 */
export function passCard(s: GameState, seat: Seat, card: string): boolean {
  s.hands[seat] = s.hands[seat].filter((c) => c !== card)
  s.passed = { ...s.passed, [seat]: card }
  s.log.push({ type: 'pass', seat })
  const waiting = (giver: Seat) => s.passed[giver] === undefined
  const mate = teammateOf(seat, s.setup.players)
  const givers = mate === null ? s.seats : s.seats.filter((x) => x === seat || x === mate)
  if (!givers.some(waiting)) {
    for (const giver of givers) {
      const receiver = receiverOf(s, giver)
      const passed = s.passed[giver] as string
      s.hands[receiver] = [...s.hands[receiver], passed]
      s.received = { ...s.received, [receiver]: passed }
    }
    s.log.push({ type: 'exchange', seats: givers.slice() })
  }
  return !s.seats.some(waiting)
}
