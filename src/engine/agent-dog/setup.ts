// SPIELMATERIAL UND -AUFBAU [D:5-19]: every colour in play puts 3 pieces in its start area and 1 on
// its start field, face up; the first dealer (drawn from the seed unless given) shuffles all 110
// cards and deals the first round.
import { RuleError } from './errors'
import { nextInt, seedRng, shuffled } from '../core/rng'
import { deal } from './deal-and-exchange'
import { START, START_AREA, colourIndex } from './places'
import { CARD_IDS, DEFAULT_RULES, RULE_OPTIONS, SEATS, SEATS_AND_COLOURS, seatsFor } from './tables'
import type { GameState, PieceState, Players, RuleOptions, SetupOptions } from './types'

function bad(why: string): never {
  throw new RuleError('bad-setup', why)
}

function rulesOf(rules: unknown): RuleOptions {
  if (rules === undefined) return { ...DEFAULT_RULES }
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) bad('rules must be an object')
  const given = rules as Record<string, unknown>
  const out: RuleOptions = { ...DEFAULT_RULES }
  for (const key of Object.keys(given)) {
    if (!(key in RULE_OPTIONS)) bad(`unknown rule option ${JSON.stringify(key)}`)
    const k = key as keyof RuleOptions
    const value = given[k]
    if (value === undefined) continue
    if (!(RULE_OPTIONS[k] as readonly unknown[]).includes(value)) bad(`${k} must be one of ${RULE_OPTIONS[k].join(', ')}`)
    ;(out as unknown as Record<string, unknown>)[k] = value
  }
  return out
}

function isPermutation(deck: unknown): deck is string[] {
  if (!Array.isArray(deck) || deck.length !== CARD_IDS.length) return false
  const ids = new Set(CARD_IDS)
  const seen = new Set<unknown>()
  for (const id of deck) {
    if (typeof id !== 'string' || !ids.has(id) || seen.has(id)) return false
    seen.add(id)
  }
  return true
}

export function createGame(options: SetupOptions): GameState {
  if (typeof options !== 'object' || options === null) bad('setup options must be an object')
  if (typeof options.seed !== 'string') bad('seed must be a string')
  const players = options.players as Players
  if (players !== 2 && players !== 3 && players !== 4) bad('players must be 2, 3 or 4')
  const seats = seatsFor(players)
  if (options.dealer !== undefined && !seats.includes(options.dealer)) bad(`the dealer must be one of ${seats.join(', ')}`)
  if (options.deck !== undefined && !isPermutation(options.deck)) bad('deck must list all 110 card ids once each')
  const rules = rulesOf(options.rules)

  const rng = seedRng(options.seed)
  const dealer = options.dealer ?? seats[nextInt(rng, seats.length)]
  const deck = options.deck ? options.deck.slice() : shuffled(rng, CARD_IDS)
  const pieces: PieceState[] = []
  for (const colour of SEATS.filter((c) => seats.includes(c))) {
    for (let n = 0; n < SEATS_AND_COLOURS.PIECES_PER_COLOUR; n++) {
      pieces.push({ colour, loc: n === 0 ? START[colourIndex(colour)] : START_AREA, undercover: false })
    }
  }
  const s: GameState = {
    version: 1,
    setup: { seed: options.seed, players, dealer, rules },
    rng,
    seats,
    round: 0,
    dealer,
    phase: 'exchange',
    turn: null,
    pieces,
    deck,
    discard: [],
    unplayed: 0,
    hands: { red: [], blue: [], green: [], yellow: [] },
    passed: {},
    received: {},
    out: [],
    lastPlayed: null,
    rescue: null,
    winner: null,
    log: [],
  }
  deal(s, dealer)
  return s
}
