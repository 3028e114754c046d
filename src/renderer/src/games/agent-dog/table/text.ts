// Turning Agent DOG facts into the player's language: seats, fields, agents, cards and every log
// entry. Pure functions over a translator, so they are easy to test. An undercover agent is never
// given a colour here: the view has none, and the engine's log names a colour only for an agent
// that is face up at that moment.
import type { Card, CardKind, LogEntry, PieceView, Place, PlayMove, Seat } from '@shared/agent-dog/types'
import type { Tr } from '../../../i18n/tr'
import { BOARD_GEOMETRY, CARD_EFFECTS, SEATS_AND_COLOURS, TRACK } from '@engine/agent-dog/client'
import { isSeat } from './seats'

export { useTr, type Tr } from '../../../i18n/tr'

const P = 'agentDog.table'

export function sideName(tr: Tr, seat: Seat): string {
  return tr.t(`games.agentDog.seat.${seat}`)
}

/** "Red and Green", "Red". */
export function sidesName(tr: Tr, seats: readonly Seat[]): string {
  const names = seats.map((s) => sideName(tr, s))
  if (names.length <= 1) return names[0] ?? ''
  return tr.t(`${P}.and`, { a: names.slice(0, -1).join(', '), b: names[names.length - 1] })
}

/** The start field a track field comes after (or is), and how far after it. */
export function trackSection(track: number): { colour: Seat; offset: number } {
  let best: { colour: Seat; offset: number } = { colour: 'red', offset: TRACK }
  for (const colour of SEATS_AND_COLOURS.CLOCKWISE) {
    const offset = (((track - BOARD_GEOMETRY.START_FIELD[colour]) % TRACK) + TRACK) % TRACK
    if (offset < best.offset) best = { colour, offset }
  }
  return best
}

/** A field in words: "Red's start field", "Blue +5" (five fields after Blue's start field), "Green's goal 2". */
export function placeName(tr: Tr, place: Place | 'start-area', colour: Seat | null = null): string {
  if (place === 'start-area') return colour ? tr.t(`${P}.place.startArea`, { side: sideName(tr, colour) }) : tr.t(`${P}.place.someStartArea`)
  if ('goal' in place) return tr.t(`${P}.place.goal`, { side: sideName(tr, place.goal), n: place.index })
  const { colour: c, offset } = trackSection(place.track)
  return offset === 0 ? tr.t(`${P}.place.start`, { side: sideName(tr, c) }) : tr.t(`${P}.place.track`, { side: sideName(tr, c), n: offset })
}

/** An agent in words, at the start of a label: "Your agent", "Green agent", "Undercover agent". */
export function agentName(tr: Tr, piece: Pick<PieceView, 'colour' | 'undercover'>, viewer: Seat | null): string {
  if (piece.undercover || piece.colour === null) return tr.t(`${P}.agent.undercover`)
  if (piece.colour === viewer) return tr.t(`${P}.agent.yours`)
  return tr.t(`${P}.agent.colour`, { side: sideName(tr, piece.colour) })
}

const SPECIAL_KEY: Readonly<Partial<Record<CardKind, string>>> = {
  'start-1-11': 'start1or11',
  'start-13': 'start13',
  swap: 'swap',
  copy: 'copy',
  partner: 'partner',
}

/** An agent as the object of a sentence: "the Blue agent", "your own agent", "an undercover agent". */
export function agentObject(tr: Tr, piece: Pick<PieceView, 'colour' | 'undercover'>, viewer: Seat | null): string {
  if (piece.undercover || piece.colour === null) return tr.t(`${P}.agentObject.undercover`)
  if (piece.colour === viewer) return tr.t(`${P}.agentObject.yours`)
  return tr.t(`${P}.agentObject.colour`, { side: sideName(tr, piece.colour) })
}

/** A card's name: "7", "Start 1/11", "Swap". */
export function cardName(tr: Tr, kind: CardKind): string {
  const special = SPECIAL_KEY[kind]
  return special ? tr.t(`${P}.card.name.${special}`) : tr.t(`${P}.card.name.number`, { n: kind })
}

/** What a card does, in one sentence. */
export function cardText(tr: Tr, kind: CardKind): string {
  const special = SPECIAL_KEY[kind]
  return special ? tr.t(`${P}.card.does.${special}`) : tr.t(`${P}.card.does.number`, { n: kind })
}

/** Red cards are the special ones, blue cards plain numbers (the deck table says which). */
export function cardColour(kind: CardKind): 'red' | 'blue' {
  return CARD_EFFECTS[kind].colour
}

/** "Copy (as 7)", or the card's own name. */
export function playedName(tr: Tr, card: Pick<Card, 'kind'>, as: CardKind | null): string {
  if (card.kind === 'copy' && as && as !== 'copy') return tr.t(`${P}.card.copyAs`, { card: cardName(tr, as) })
  return cardName(tr, card.kind)
}

export type LineKind = 'round' | 'play' | 'detail' | 'out' | 'end' | 'plain'

export interface LogLine {
  /** The seat the entry is about (its mark is shown beside it), or null. */
  seat: Seat | null
  text: string
  kind: LineKind
}

function placeOrNot(tr: Tr, x: unknown): string {
  if (x === 'start-area') return tr.t(`${P}.place.someStartArea`)
  if (x && typeof x === 'object' && ('track' in x || 'goal' in x)) return placeName(tr, x as Place)
  return '?'
}

function moveText(tr: Tr, move: PlayMove): string {
  switch (move.kind) {
    case 'enter':
      return tr.t('agentDog.log.how.enter')
    case 'steps':
      return move.goal ? tr.t('agentDog.log.how.stepsGoal', { n: move.steps, from: placeName(tr, move.from) }) : tr.t('agentDog.log.how.steps', { n: move.steps, from: placeName(tr, move.from) })
    case 'swap':
      return tr.t('agentDog.log.how.swap', { a: placeName(tr, move.a), b: placeName(tr, move.b) })
    case 'split':
      return tr.t('agentDog.log.how.split', { steps: move.steps.map((s) => placeName(tr, s.from)).join(', ') })
  }
}

/** One log entry in plain language. Unknown entries still read as something. */
export function describeEntry(tr: Tr, e: LogEntry): LogLine {
  const L = 'agentDog.log'
  switch (e.type) {
    case 'deal':
      return { seat: e.dealer, kind: 'round', text: tr.t(`${L}.deal`, { round: e.round, side: sideName(tr, e.dealer) }) }
    case 'reshuffle':
      return { seat: null, kind: 'plain', text: tr.tn(`${L}.reshuffle`, e.cards) }
    case 'pass':
      return { seat: e.seat, kind: 'plain', text: tr.t(`${L}.pass`, { side: sideName(tr, e.seat) }) }
    case 'exchange':
      return {
        seat: null,
        kind: 'plain',
        text: e.seats.length === 2 && e.seats.every(isSeat) ? tr.t(`${L}.exchangeTeam`, { a: sideName(tr, e.seats[0] as Seat), b: sideName(tr, e.seats[1] as Seat) }) : tr.t(`${L}.exchangeAll`),
      }
    case 'play':
      return { seat: e.seat, kind: 'play', text: tr.t(`${L}.play`, { side: sideName(tr, e.seat), card: playedName(tr, e.card, e.as), how: moveText(tr, e.move) }) }
    case 'enter':
      return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.enter`, { side: sideName(tr, e.colour), at: placeName(tr, e.at) }) }
    case 'move': {
      const where = { from: placeName(tr, e.from), to: placeName(tr, e.to) }
      if (e.colour === undefined) return { seat: null, kind: 'detail', text: tr.t(`${L}.moveUndercover`, where) }
      return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.move`, { ...where, side: sideName(tr, e.colour) }) }
    }
    case 'capture':
      return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.capture`, { side: sideName(tr, e.colour), at: placeName(tr, e.at) }) }
    case 'undercover':
      return { seat: null, kind: 'detail', text: tr.t(`${L}.undercover`, { at: placeName(tr, e.at) }) }
    case 'reveal':
      return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.reveal`, { side: sideName(tr, e.colour), at: placeName(tr, e.at) }) }
    case 'goal-entry': {
      const base = { side: sideName(tr, e.colour), at: placeName(tr, e.at) }
      if (e.to === 'start-area') return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.goalEntryHome`, base) }
      if ('goal' in e.to && 'goal' in e.at && e.to.goal === e.at.goal && e.to.index === e.at.index) return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.goalEntryStays`, base) }
      return { seat: e.colour, kind: 'detail', text: tr.t(`${L}.goalEntryMoved`, { ...base, to: placeOrNot(tr, e.to) }) }
    }
    case 'swap':
      return { seat: null, kind: 'detail', text: tr.t(`${L}.swap`, { a: placeName(tr, e.a), b: placeName(tr, e.b) }) }
    case 'meeting':
      return { seat: null, kind: 'detail', text: tr.t(`${L}.meeting`, { at: placeName(tr, e.at), from: placeName(tr, e.from), to: placeName(tr, e.to) }) }
    case 'out': {
      const side = sideName(tr, e.seat)
      let text = tr.tn(e.reason === 'captured-own-team' ? `${L}.outCaptured` : `${L}.outNoCard`, e.count, { side })
      if (e.cards && e.cards.length > 0) text = `${text} ${tr.t(`${L}.cardsShown`, { cards: e.cards.map((c) => cardName(tr, c.kind)).join(', ') })}`
      return { seat: e.seat, kind: 'out', text }
    }
    case 'set-aside': {
      let text = tr.t(e.then === 'draw' ? `${L}.setAsideDraw` : `${L}.setAsideEnd`, { side: sideName(tr, e.seat) })
      if (e.card) text = `${text} ${tr.t(`${L}.cardsShown`, { cards: cardName(tr, e.card.kind) })}`
      return { seat: e.seat, kind: 'out', text }
    }
    case 'draw':
      return { seat: e.seat, kind: 'plain', text: tr.t(`${L}.draw`, { side: sideName(tr, e.seat) }) }
    case 'round-end':
      return { seat: null, kind: 'plain', text: tr.t(`${L}.roundEnd`, { round: e.round }) }
    case 'win':
      return { seat: e.seats[0] ?? null, kind: 'end', text: tr.tn(`${L}.win`, e.seats.length, { who: sidesName(tr, e.seats) }) }
    default:
      return { seat: null, kind: 'plain', text: tr.t(`${L}.unknown`, { type: String((e as { type: unknown }).type) }) }
  }
}
