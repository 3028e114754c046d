// The named tables T1–T4 exactly as agent-dog.md §1 gives them, and the checks a replacement table
// must pass.
import { describe, expect, it } from 'vitest'
import {
  BOARD_GEOMETRY,
  CARDS,
  CARD_IDS,
  DECK,
  DEFAULT_RULES,
  RULE_OPTIONS,
  SEATS_AND_COLOURS,
  checkBoardGeometry,
  checkDeck,
  checkRuleOptions,
  checkSeatsAndColours,
  type BoardGeometry,
  type CardKind,
  type DeckRow,
  type SeatsAndColours,
} from '../../../src/engine/agent-dog'
import { FIELD_KIND, FieldKind } from '../../../src/engine/agent-dog/places'

const fieldsOf = (kind: number) => [...FIELD_KIND.keys()].filter((i) => FIELD_KIND[i] === kind)

describe('T1 BOARD_GEOMETRY', () => {
  it('is the table of §1', () => {
    expect(BOARD_GEOMETRY).toEqual({
      TRACK_LENGTH: 64,
      QUARTER: 16,
      START_FIELD: { red: 0, blue: 16, green: 32, yellow: 48 },
      GOAL_LENGTH: 4,
      START_AREA_CAPACITY: 4,
      HOLE_OFFSETS: [4, 8, 12],
      MEETING_POINT_OFFSETS: [9],
    })
  })

  it('gives 12 holes, 4 meeting points with a hole behind each, and the start fields', () => {
    expect(fieldsOf(FieldKind.Hole)).toEqual([4, 8, 12, 20, 24, 28, 36, 40, 44, 52, 56, 60])
    expect(fieldsOf(FieldKind.MeetingPoint)).toEqual([9, 25, 41, 57])
    expect(fieldsOf(FieldKind.Start)).toEqual([0, 16, 32, 48])
    expect(checkBoardGeometry(BOARD_GEOMETRY)).toEqual([])
  })

  it('refuses a replacement that breaks a constraint the rules state', () => {
    const with_ = (change: Partial<BoardGeometry>): BoardGeometry => ({ ...BOARD_GEOMETRY, ...change }) as BoardGeometry
    expect(checkBoardGeometry(with_({ MEETING_POINT_OFFSETS: [10] }))).toContain('(2) the field directly behind each meeting point must be a hole [D:204]')
    expect(checkBoardGeometry(with_({ HOLE_OFFSETS: [4, 8, 9] }))).toEqual(expect.arrayContaining(['(3) a meeting point is not a hole']))
    expect(checkBoardGeometry(with_({ HOLE_OFFSETS: [0, 8] }))).toEqual(['hole and meeting point offsets must lie inside a quarter, after its start field'])
    expect(checkBoardGeometry(with_({ MEETING_POINT_OFFSETS: [9, 13], HOLE_OFFSETS: [8, 12] }))).toContain('there are exactly 4 meeting points [D:202]')
    expect(checkBoardGeometry(with_({ START_FIELD: { red: 0, blue: 16, green: 16, yellow: 48 } }))).toContain('the four start fields must be different fields [D:18]')
    expect(checkBoardGeometry(with_({ START_FIELD: { red: 0, blue: 20, green: 32, yellow: 48 } }))).toContain('(1) a start field is never a hole')
    expect(checkBoardGeometry(with_({ GOAL_LENGTH: 5 }))).toContain("a goal lane holds exactly the colour's pieces (4 fields)")
    expect(checkBoardGeometry(with_({ TRACK_LENGTH: 60 }))).toContain('QUARTER must be a quarter of TRACK_LENGTH')
  })

  it('accepts a corrected board that keeps the constraints (a correction is one edit)', () => {
    expect(checkBoardGeometry({ ...BOARD_GEOMETRY, HOLE_OFFSETS: [3, 6, 11], MEETING_POINT_OFFSETS: [7] } as BoardGeometry)).toEqual([])
  })
})

describe('T2 SEATS_AND_COLOURS', () => {
  it('is the table of §1', () => {
    expect(SEATS_AND_COLOURS).toEqual({
      CLOCKWISE: ['red', 'blue', 'green', 'yellow'],
      TEAMS: [
        ['red', 'green'],
        ['blue', 'yellow'],
      ],
      COLOURS_BY_PLAYERS: { 2: ['red', 'green'], 3: ['red', 'blue', 'green'], 4: ['red', 'blue', 'green', 'yellow'] },
      PIECES_PER_COLOUR: 4,
    })
    expect(checkSeatsAndColours(SEATS_AND_COLOURS)).toEqual([])
  })

  it('refuses teams that are not opposite each other, and player colours out of order', () => {
    const t = (change: Partial<SeatsAndColours>): SeatsAndColours => ({ ...SEATS_AND_COLOURS, ...change }) as SeatsAndColours
    expect(checkSeatsAndColours(t({ CLOCKWISE: ['red', 'green', 'blue', 'yellow'] }))).toContain('the two teams are the colours opposite each other [D:18]')
    expect(checkSeatsAndColours(t({ COLOURS_BY_PLAYERS: { ...SEATS_AND_COLOURS.COLOURS_BY_PLAYERS, 3: ['green', 'red', 'blue'] } }))).toContain(
      '3 players need 3 different colours, listed clockwise',
    )
    expect(checkSeatsAndColours(t({ PIECES_PER_COLOUR: 5 }))).toContain('each colour has 4 pieces [D:9]')
  })
})

describe('T3 DECK', () => {
  it('is the table of §1: 110 cards, 13 kinds x 8 and 6 Copy, no blue 4, 11 or 13, no Joker', () => {
    const counts = Object.fromEntries(DECK.map((r) => [r.kind, r.count]))
    expect(counts).toEqual({
      'start-1-11': 8,
      'start-13': 8,
      swap: 8,
      partner: 8,
      copy: 6,
      '2': 8,
      '3': 8,
      '5': 8,
      '6': 8,
      '7': 8,
      '8': 8,
      '9': 8,
      '10': 8,
      '12': 8,
    })
    expect(DECK.filter((r) => r.effect.colour === 'red').map((r) => r.kind)).toEqual(['start-1-11', 'start-13', 'swap', 'partner', 'copy'])
    expect(checkDeck(DECK)).toEqual([])
  })

  it('CARDS maps the ids c000..c109, one per physical card, to their kinds', () => {
    expect(CARD_IDS).toHaveLength(110)
    expect(CARD_IDS[0]).toBe('c000')
    expect(CARD_IDS[109]).toBe('c109')
    const tally: Record<string, number> = {}
    for (const id of CARD_IDS) tally[CARDS[id]] = (tally[CARDS[id]] ?? 0) + 1
    for (const row of DECK) expect(tally[row.kind]).toBe(row.count)
  })

  it('refuses a deck that is not 110 cards, misses a kind or contradicts a card explanation', () => {
    const swap = (kind: CardKind, change: Partial<DeckRow>): DeckRow[] => DECK.map((r) => (r.kind === kind ? { ...r, ...change } : r))
    expect(checkDeck(swap('copy', { count: 5 }))).toEqual(['the deck has 110 cards [D:8], this one 109'])
    expect(checkDeck(DECK.filter((r) => r.kind !== 'copy'))).toContain('each card kind appears in exactly one row')
    expect(checkDeck(swap('7', { effect: { colour: 'blue', steps: [7], enter: false, special: 'partner' } }))).toContain('7: the effect contradicts the card explanations (§8)')
    // A corrected composition with the same total passes.
    expect(checkDeck(DECK.map((r) => (r.kind === '2' ? { ...r, count: 7 } : r.kind === '3' ? { ...r, count: 9 } : r)))).toEqual([])
  })
})

describe('T4 RULE_OPTIONS', () => {
  it('is the table of §1 with the defaults first', () => {
    expect(RULE_OPTIONS).toEqual({
      undercoverGoalEntry: ['relocate', 'forbidden'],
      partnerSteps: ['step-capture', 'blocking'],
      unplayedCardVisibility: ['hidden', 'face-up'],
    })
    expect(DEFAULT_RULES).toEqual({ undercoverGoalEntry: 'relocate', partnerSteps: 'step-capture', unplayedCardVisibility: 'hidden' })
    expect(checkRuleOptions(RULE_OPTIONS)).toEqual([])
    expect(checkRuleOptions({ ...RULE_OPTIONS, partnerSteps: [] })).toHaveLength(1)
  })
})
