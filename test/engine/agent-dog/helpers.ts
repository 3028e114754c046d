// Positions for rule tests: a game in the play phase with chosen pieces and hands, built from a real
// createGame and then arranged (the state is plain data). Board places are written as the rules name
// them: T(5) is track field 5, G('red', 1) red's first goal field.
import {
  CARDS,
  RuleError,
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type CardKind,
  type GameState,
  type Place,
  type PlayMove,
  type Players,
  type RuleOptions,
  type Seat,
} from '../../../src/engine/agent-dog'
import { colourIndex, goalLoc, locOf, placeOf, START_AREA } from '../../../src/engine/agent-dog/places'
import { expectRuleErrorOf } from '../../support/rule-errors'

export const T = (track: number): Place => ({ track })
export const G = (goal: Seat, index: 1 | 2 | 3 | 4): Place => ({ goal, index })

export interface PieceSpec {
  colour: Seat
  at: Place
  undercover?: boolean
}

export interface PositionSpec {
  players: Players
  /** Pieces on the board; every other piece of a colour in play waits in its start area. */
  pieces: PieceSpec[]
  hands?: Partial<Record<Seat, CardKind[]>>
  turn: Seat
  lastPlayed?: CardKind | null
  rules?: Partial<RuleOptions>
  seed?: string
}

/** Card ids of these kinds, none used twice within one call's `taken`. */
export function idsOf(kinds: readonly CardKind[], taken: Set<string>): string[] {
  return kinds.map((kind) => {
    const id = Object.keys(CARDS).find((c) => CARDS[c] === kind && !taken.has(c))
    if (id === undefined) throw new Error(`no ${kind} card left`)
    taken.add(id)
    return id
  })
}

/** A game in the play phase, `turn` to play, with exactly these pieces and hands. */
export function position(spec: PositionSpec): GameState {
  const s = createGame({ seed: spec.seed ?? 'position', players: spec.players, dealer: spec.turn, rules: spec.rules })
  const taken = new Set<string>()
  const hands = { red: [] as string[], blue: [] as string[], green: [] as string[], yellow: [] as string[] }
  for (const seat of s.seats) hands[seat] = idsOf(spec.hands?.[seat] ?? [], taken)
  const pieces = s.seats.flatMap((colour) => {
    const placed = spec.pieces.filter((p) => p.colour === colour)
    if (placed.length > 4) throw new Error(`${colour} has only 4 pieces`)
    return [
      ...placed.map((p) => {
        const loc = locOf(p.at)
        if (loc === null) throw new Error(`no field ${JSON.stringify(p.at)}`)
        return { colour, loc, undercover: p.undercover ?? false }
      }),
      ...Array.from({ length: 4 - placed.length }, () => ({ colour, loc: START_AREA, undercover: false })),
    ]
  })
  if (spec.pieces.some((p) => !s.seats.includes(p.colour))) throw new Error('a piece of a colour not in play')
  return {
    ...s,
    phase: 'play',
    turn: spec.turn,
    pieces,
    hands,
    deck: Object.keys(CARDS).filter((id) => !taken.has(id)),
    discard: [],
    passed: {},
    received: {},
    out: [],
    lastPlayed: spec.lastPlayed ?? null,
    rescue: null,
    log: [],
  }
}

/** The card id of this kind in the seat's hand. */
export function cardIn(s: GameState, seat: Seat, kind: CardKind): string {
  const id = s.hands[seat].find((c) => CARDS[c] === kind)
  if (id === undefined) throw new Error(`${seat} holds no ${kind}`)
  return id
}

/** Plays a card of this kind from the seat's hand. */
export function play(s: GameState, seat: Seat, kind: CardKind, move: PlayMove): GameState {
  return applyAction(s, seat, { type: 'play', card: cardIn(s, seat, kind), move })
}

/** The legal moves of the seat with a card of this kind. */
export function movesWith(s: GameState, seat: Seat, kind: CardKind): PlayMove[] {
  return legalActions(s, seat)
    .filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && CARDS[a.card] === kind)
    .map((a) => a.move)
}

/** Where every piece stands, for assertions: 't5' / 'g:red:1' -> 'red' (visible) or 'red?' (undercover). */
export function board(s: GameState): Record<string, string> {
  const out: Record<string, string> = {}
  for (const p of s.pieces) {
    if (p.loc === START_AREA) continue
    const place = placeOf(p.loc)
    const key = 'track' in place ? `t${place.track}` : `g:${place.goal}:${place.index}`
    out[key] = p.undercover ? `${p.colour}?` : p.colour
  }
  return out
}

/** Pieces of a colour in its start area. */
export function waiting(s: GameState, colour: Seat): number {
  return s.pieces.filter((p) => p.colour === colour && p.loc === START_AREA).length
}

export function goalField(colour: Seat, index: number): number {
  return goalLoc(colourIndex(colour), index)
}

/** Expects applyAction to refuse with this code. */
export function refuses(fn: () => unknown, code: string): void {
  expectRuleErrorOf(RuleError, fn, code)
}

/** The board part of every seat's view and the spectator's, as JSON. */
export function viewsOf(s: GameState): string[] {
  return [...s.seats, null].map((seat) => JSON.stringify(viewFor(s, seat as Seat | null)))
}

/** The log entries of the last card played (up to the next turn's events or the end of the round). */
export function lastPlay(s: GameState): GameState['log'] {
  let from = -1
  for (let i = s.log.length - 1; i >= 0 && from < 0; i--) if (s.log[i].type === 'play') from = i
  const entries = s.log.slice(from)
  const end = entries.findIndex((e, i) => i > 0 && (e.type === 'play' || e.type === 'round-end' || e.type === 'set-aside' || (e.type === 'out' && e.reason === 'no-playable-card')))
  return end < 0 ? entries : entries.slice(0, end)
}
