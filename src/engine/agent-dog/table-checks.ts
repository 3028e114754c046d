// The constraints agent-dog.md §1 lists for its tables, as checks a replacement table must pass.
// The board and the deck are readings of lost pictures, so they may well be corrected one day; a
// correction that breaks a printed rule is refused when the engine loads (assertTables) and in the
// tests. Each check returns the problems it found, in words; [] means the table is usable.
import { SEATS } from '../../shared/agent-dog/seats'
import {
  BOARD_GEOMETRY,
  DECK,
  RULE_OPTIONS,
  SEATS_AND_COLOURS,
  type BoardGeometry,
  type CardEffect,
  type DeckRow,
  type SeatsAndColours,
} from './tables'
import type { CardKind, Players, RuleOptions, Seat } from './types'

const COLOURS: readonly Seat[] = SEATS
const KINDS: readonly CardKind[] = ['2', '3', '5', '6', '7', '8', '9', '10', '12', 'start-1-11', 'start-13', 'swap', 'copy', 'partner']

/** Card ids run 'c000'..'c109' (engine-api.md), so the deck has exactly this many cards [D:8]. */
export const DECK_SIZE = 110

const isCount = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min

/** T1: every constraint of agent-dog.md §1, plus what makes the numbers a board at all. */
export function checkBoardGeometry(g: BoardGeometry): string[] {
  const problems: string[] = []
  const n = g.TRACK_LENGTH
  if (!isCount(n, 4)) return ['TRACK_LENGTH must be a whole number of fields']
  if (!isCount(g.QUARTER, 1) || g.QUARTER * 4 !== n) problems.push('QUARTER must be a quarter of TRACK_LENGTH')
  const starts = COLOURS.map((c) => g.START_FIELD[c])
  if (!starts.every((f) => isCount(f, 0) && f < n)) problems.push('every colour needs a start field on the track')
  if (new Set(starts).size !== 4) problems.push('the four start fields must be different fields [D:18]')
  if (g.GOAL_LENGTH !== SEATS_AND_COLOURS.PIECES_PER_COLOUR) problems.push('a goal lane holds exactly the colour\'s pieces (4 fields)')
  if (!isCount(g.START_AREA_CAPACITY, SEATS_AND_COLOURS.PIECES_PER_COLOUR)) problems.push('a start area must hold all of a colour\'s pieces')

  const offsetsOk = (offsets: readonly number[]) => offsets.every((o) => isCount(o, 1) && o < g.QUARTER)
  if (!offsetsOk(g.HOLE_OFFSETS) || !offsetsOk(g.MEETING_POINT_OFFSETS)) {
    problems.push('hole and meeting point offsets must lie inside a quarter, after its start field')
    return problems
  }
  const holes = new Set(starts.flatMap((s) => g.HOLE_OFFSETS.map((o) => (s + o) % n)))
  const meetings = starts.flatMap((s) => g.MEETING_POINT_OFFSETS.map((o) => (s + o) % n))
  if (holes.size === 0) problems.push('the board has holes [D:141]')
  if (new Set(meetings).size !== 4) problems.push('there are exactly 4 meeting points [D:202]')
  // (1) a start field is never a hole.
  if (starts.some((s) => holes.has(s))) problems.push('(1) a start field is never a hole')
  // (2) the field directly behind each meeting point is a hole [D:204].
  if (meetings.some((m) => !holes.has((m - 1 + n) % n))) problems.push('(2) the field directly behind each meeting point must be a hole [D:204]')
  // (3) a meeting point is not a hole (ruling).
  if (meetings.some((m) => holes.has(m))) problems.push('(3) a meeting point is not a hole')
  if (meetings.some((m) => starts.includes(m))) problems.push('a meeting point is not a start field')
  // (4) goal lanes and start areas have no holes: holes are track fields by construction (offsets).
  return problems
}

/** T2: colours, teams and who plays with 2, 3 and 4 players. */
export function checkSeatsAndColours(t: SeatsAndColours): string[] {
  const problems: string[] = []
  const order = t.CLOCKWISE
  if (order.length !== 4 || !COLOURS.every((c) => order.includes(c))) return ['CLOCKWISE must name the four colours once each']
  const opposite = (c: Seat) => order[(order.indexOf(c) + 2) % 4]
  if (t.TEAMS.length !== 2 || !t.TEAMS.every((team) => team.length === 2 && opposite(team[0]) === team[1])) {
    problems.push('the two teams are the colours opposite each other [D:18]')
  }
  const teamOf = (c: Seat) => t.TEAMS.findIndex((team) => team.includes(c))
  if (teamOf('red') !== teamOf('green') || teamOf('blue') !== teamOf('yellow')) problems.push('the teams are Red/Green and Blue/Yellow [D:18]')
  for (const players of [2, 3, 4] as Players[]) {
    const colours = t.COLOURS_BY_PLAYERS[players]
    const clockwise = colours.every((c, i) => i === 0 || order.indexOf(c) > order.indexOf(colours[i - 1]))
    if (colours.length !== players || new Set(colours).size !== players || !colours.every((c) => order.includes(c)) || !clockwise) {
      problems.push(`${players} players need ${players} different colours, listed clockwise`)
    }
  }
  if (t.PIECES_PER_COLOUR !== 4) problems.push('each colour has 4 pieces [D:9]')
  return problems
}

/** What §8 says each kind does; a table row must not contradict it. */
function expectedEffect(kind: CardKind): CardEffect {
  switch (kind) {
    case 'start-1-11':
      return { colour: 'red', steps: [1, 11], enter: true, special: null }
    case 'start-13':
      return { colour: 'red', steps: [13], enter: true, special: null }
    case 'swap':
    case 'copy':
    case 'partner':
      return { colour: 'red', steps: [], enter: false, special: kind }
    default:
      return { colour: 'blue', steps: [Number(kind)], enter: false, special: null }
  }
}

const sameEffect = (a: CardEffect, b: CardEffect) =>
  a.colour === b.colour && a.enter === b.enter && a.special === b.special && a.steps.length === b.steps.length && a.steps.every((s, i) => s === b.steps[i])

/** T3: 110 cards, every kind once, effects as §8 describes them. */
export function checkDeck(deck: readonly DeckRow[]): string[] {
  const problems: string[] = []
  const total = deck.reduce((sum, row) => sum + (isCount(row.count, 0) ? row.count : NaN), 0)
  if (total !== DECK_SIZE) problems.push(`the deck has ${DECK_SIZE} cards [D:8], this one ${total}`)
  const kinds = deck.map((row) => row.kind)
  if (kinds.length !== KINDS.length || !KINDS.every((k) => kinds.includes(k))) problems.push('each card kind appears in exactly one row')
  for (const row of deck) {
    if (!isCount(row.count, 1)) problems.push(`${row.kind}: the count must be a whole number of cards, at least 1`)
    if (KINDS.includes(row.kind) && !sameEffect(row.effect, expectedEffect(row.kind))) problems.push(`${row.kind}: the effect contradicts the card explanations (§8)`)
  }
  return problems
}

/** T4: each option lists distinct known values; the first is the default. */
export function checkRuleOptions(options: { readonly [K in keyof RuleOptions]: readonly RuleOptions[K][] }): string[] {
  const known: { [K in keyof RuleOptions]: readonly string[] } = {
    undercoverGoalEntry: ['relocate', 'forbidden'],
    partnerSteps: ['step-capture', 'blocking'],
    unplayedCardVisibility: ['hidden', 'face-up'],
  }
  const problems: string[] = []
  for (const key of Object.keys(known) as Array<keyof RuleOptions>) {
    const values: readonly string[] = options[key] ?? []
    if (values.length === 0 || new Set(values).size !== values.length || !values.every((v) => known[key].includes(v))) {
      problems.push(`${key}: list distinct values among ${known[key].join(', ')}`)
    }
  }
  return problems
}

/** Refuses to load the engine on tables that break a printed rule. */
export function assertTables(): void {
  const problems = [
    ...checkBoardGeometry(BOARD_GEOMETRY),
    ...checkSeatsAndColours(SEATS_AND_COLOURS),
    ...checkDeck(DECK),
    ...checkRuleOptions(RULE_OPTIONS),
  ]
  if (problems.length > 0) throw new Error(`Agent DOG tables: ${problems.join('; ')}`)
}
