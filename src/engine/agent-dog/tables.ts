// The named data tables of agent-dog.md §1 (T1 board geometry, T2 seats and colours, T3 the deck,
// T4 the rule options), exactly as the spec gives them, and the card ids. Every rule reads these;
// nothing else in the engine hard-codes a field number or a card count.
//
// The board and the deck are Safehouse's reading of pictures the printed rules lost (the text never
// states the track length, where the holes and meeting points are, or the card list). They are
// PLACEHOLDERS chosen from the DOG family: a correction is one edit here, and table-checks.ts
// refuses a replacement that breaks the constraints the rules do state.
import { SEATS as COLOURS } from '../../shared/agent-dog/seats'
import type { CardKind, Players, RuleOptions, Seat } from './types'

export interface BoardGeometry {
  TRACK_LENGTH: number
  QUARTER: number
  START_FIELD: Readonly<Record<Seat, number>>
  GOAL_LENGTH: number
  START_AREA_CAPACITY: number
  HOLE_OFFSETS: readonly number[]
  MEETING_POINT_OFFSETS: readonly number[]
}

/** T1 BOARD_GEOMETRY. Offsets count clockwise from each colour's start field. */
export const BOARD_GEOMETRY: Readonly<BoardGeometry> = {
  /** Fields of the loop, index 0..63, clockwise = +1 (PLACEHOLDER: the standard DOG track). */
  TRACK_LENGTH: 64,
  QUARTER: 16,
  /** (ruling) one start field per colour, a quarter apart. */
  START_FIELD: { red: 0, blue: 16, green: 32, yellow: 48 },
  /** Goal fields per colour, 1 next to the start field, 4 the deepest. */
  GOAL_LENGTH: 4,
  START_AREA_CAPACITY: 4,
  /** PLACEHOLDER: "in regular intervals"; 12 holes in all. */
  HOLE_OFFSETS: [4, 8, 12],
  /** PLACEHOLDER position; 4 meeting points in all is printed. */
  MEETING_POINT_OFFSETS: [9],
}

export interface SeatsAndColours {
  CLOCKWISE: readonly Seat[]
  TEAMS: ReadonlyArray<readonly Seat[]>
  COLOURS_BY_PLAYERS: Readonly<Record<Players, readonly Seat[]>>
  PIECES_PER_COLOUR: number
}

/** T2 SEATS_AND_COLOURS. */
export const SEATS_AND_COLOURS: Readonly<SeatsAndColours> = {
  /** Clockwise seat order; teams sit opposite each other ("Rot/Grün und Blau/Gelb"). */
  CLOCKWISE: COLOURS,
  TEAMS: [
    ['red', 'green'],
    ['blue', 'yellow'],
  ],
  /** (ruling, configurable) the colours in play by number of players. */
  COLOURS_BY_PLAYERS: {
    2: ['red', 'green'],
    3: ['red', 'blue', 'green'],
    4: COLOURS,
  },
  PIECES_PER_COLOUR: 4,
}

/** What a card kind lets its player do (agent-dog.md §8), as data. */
export interface CardEffect {
  /** Card colour: blue = a plain number, red = a special card. */
  colour: 'red' | 'blue'
  /** Plain forward moves it allows (one piece, exactly that many fields). */
  steps: readonly number[]
  /** May put a piece from the start area onto the start field. */
  enter: boolean
  /** The red special functions. */
  special: 'swap' | 'copy' | 'partner' | null
}

export interface DeckRow {
  kind: CardKind
  count: number
  effect: CardEffect
}

const blue = (n: number): CardEffect => ({ colour: 'blue', steps: [n], enter: false, special: null })

/** T3 DECK: 110 cards (PLACEHOLDER composition: 13 kinds x 8 + 6 Copy, as DOG's 13 ranks + 6 jokers). */
export const DECK: readonly DeckRow[] = [
  { kind: 'start-1-11', count: 8, effect: { colour: 'red', steps: [1, 11], enter: true, special: null } },
  { kind: 'start-13', count: 8, effect: { colour: 'red', steps: [13], enter: true, special: null } },
  { kind: 'swap', count: 8, effect: { colour: 'red', steps: [], enter: false, special: 'swap' } },
  { kind: 'partner', count: 8, effect: { colour: 'red', steps: [], enter: false, special: 'partner' } },
  { kind: 'copy', count: 6, effect: { colour: 'red', steps: [], enter: false, special: 'copy' } },
  { kind: '2', count: 8, effect: blue(2) },
  { kind: '3', count: 8, effect: blue(3) },
  { kind: '5', count: 8, effect: blue(5) },
  { kind: '6', count: 8, effect: blue(6) },
  { kind: '7', count: 8, effect: blue(7) },
  { kind: '8', count: 8, effect: blue(8) },
  { kind: '9', count: 8, effect: blue(9) },
  { kind: '10', count: 8, effect: blue(10) },
  { kind: '12', count: 8, effect: blue(12) },
]

/** The Partner card's movement points, all to be used in single steps. */
export const PARTNER_STEPS = 4
/** Cards dealt to every player at the start of every round. */
export const HAND_SIZE = 5

/** T4 RULE_OPTIONS: the ambiguities that change play; the first value of each is the default. */
export const RULE_OPTIONS: { readonly [K in keyof RuleOptions]: readonly RuleOptions[K][] } = {
  undercoverGoalEntry: ['relocate', 'forbidden'],
  partnerSteps: ['step-capture', 'blocking'],
  unplayedCardVisibility: ['hidden', 'face-up'],
}

export const DEFAULT_RULES: Readonly<RuleOptions> = {
  undercoverGoalEntry: RULE_OPTIONS.undercoverGoalEntry[0],
  partnerSteps: RULE_OPTIONS.partnerSteps[0],
  unplayedCardVisibility: RULE_OPTIONS.unplayedCardVisibility[0],
}

/** Card ids 'c000'.., numbered in DECK order. */
export function cardId(n: number): string {
  return `c${String(n).padStart(3, '0')}`
}

function buildCards(deck: readonly DeckRow[]): Record<string, CardKind> {
  const cards: Record<string, CardKind> = {}
  let n = 0
  for (const row of deck) for (let i = 0; i < row.count; i++) cards[cardId(n++)] = row.kind
  return cards
}

/** Every card id and its kind: 'c000'..'c109'. */
export const CARDS: Readonly<Record<string, CardKind>> = Object.freeze(buildCards(DECK))
export const CARD_IDS: readonly string[] = Object.freeze(Object.keys(CARDS))

export const CARD_EFFECTS: Readonly<Record<CardKind, CardEffect>> = Object.fromEntries(
  DECK.map((row) => [row.kind, row.effect]),
) as Record<CardKind, CardEffect>

export const SEATS = SEATS_AND_COLOURS.CLOCKWISE

export function teammateOf(seat: Seat, players: Players): Seat | null {
  if (players !== 4) return null
  const team = SEATS_AND_COLOURS.TEAMS.find((t) => t.includes(seat))
  return team?.find((s) => s !== seat) ?? null
}

export function teamsFor(players: Players): Seat[][] {
  return players === 4 ? SEATS_AND_COLOURS.TEAMS.map((t) => t.slice()) : []
}

export function seatsFor(players: Players): Seat[] {
  return SEATS_AND_COLOURS.COLOURS_BY_PLAYERS[players].slice()
}
