// Which cards can the others hold? Every card is in the deck, a hand or the discard pile; a seat sees
// its own hand, the card it passed, and the cards played since the last reshuffle (the log). The rest
// is unseen: the other hands are drawn from it.
import { CARD_IDS, CARDS, DECK } from '../tables'
import type { CardKind, PlayerView, Seat } from '../types'

export interface CardCount {
  /** Card ids that may be in another hand or the deck. */
  pool: string[]
  /** The same by kind. */
  byKind: Record<CardKind, number>
  total: number
  /** The card this seat passed, in its receiver's hand until it is played (null: none, or played). */
  gave: { id: string; to: Seat } | null
}

/** Who receives a seat's exchange card: its teammate with 4 players, else the next player clockwise. */
export function receiverOf(view: PlayerView, seat: Seat): Seat {
  if (view.players === 4) {
    const team = view.teams.find((t) => t.includes(seat))
    const mate = team?.find((x) => x !== seat)
    if (mate) return mate
  }
  return view.seats[(view.seats.indexOf(seat) + 1) % view.seats.length]
}

export function countCards(view: PlayerView): CardCount {
  const known = new Set<string>()
  for (const c of view.hand ?? []) known.add(c.id)
  let lastReshuffle = -1
  view.log.forEach((e, i) => {
    if (e.type === 'reshuffle') lastReshuffle = i
  })
  const played = new Set<string>()
  for (let i = lastReshuffle + 1; i < view.log.length; i++) {
    const e = view.log[i]
    if (e.type === 'play') played.add(e.card.id)
    else if (e.type === 'out' && e.cards) for (const c of e.cards) played.add(c.id)
    else if (e.type === 'set-aside' && e.card) played.add(e.card.id)
  }
  for (const id of played) known.add(id)
  const given = view.exchange?.gave ?? null
  const gave = given && view.seat && !played.has(given.id) ? { id: given.id, to: receiverOf(view, view.seat) } : null
  if (given) known.add(given.id)
  const byKind = Object.fromEntries(DECK.map((row) => [row.kind, 0])) as Record<CardKind, number>
  const pool: string[] = []
  for (const id of CARD_IDS) {
    if (known.has(id)) continue
    pool.push(id)
    byKind[CARDS[id]]++
  }
  return { pool, byKind, total: pool.length, gave }
}
