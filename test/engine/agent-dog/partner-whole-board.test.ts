// The Partner's list at its largest (many agents out all round the board, as in the benchmark's
// worst positions) against a plain, independent enumeration kept here: every sequence of four single
// steps made one by one on an array board. The listing is the engine's fastest path (splits and
// play actions shared between calls, the last path of a split chosen without a call of its own,
// touching paths played out in groups); this fails as soon as its list is not exactly one play per
// different outcome.
// partner-listing.test.ts does the same on small crowded positions with a string-based reading.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CARD_IDS, legalActions, type Action, type Place, type PlayMove, type Players, type RuleOptions, type Seat } from '../../../src/engine/agent-dog'
import { splitOf, stepCode, STEP_CODES } from '../../../src/engine/agent-dog/split-moves'
import { cardNumber, splitPlayOf, splitPlaysEmptied } from '../../../src/engine/agent-dog/split-plays'
import { position, type PieceSpec } from './helpers'
import { runs } from '../../support/runs'

const SEATS: readonly Seat[] = ['red', 'blue', 'green', 'yellow']
const TRACK = 64
const START = [0, 16, 32, 48]
const HOLES = new Set([4, 8, 12, 20, 24, 28, 36, 40, 44, 52, 56, 60])
const MEETING = new Set([9, 25, 41, 57])
const goalLocOf = (c: number, k: number): number => TRACK + 4 * c + k - 1
const locOfPlace = (p: Place): number => ('track' in p ? p.track : goalLocOf(SEATS.indexOf(p.goal), p.index))

/** The position as plain numbers: pieces by number, their colour index, undercover or not, where they stand (-1: captured). */
interface Plain {
  colour: number[]
  undercover: boolean[]
  origin: number[]
  movable: boolean[]
  /** The goal lane each piece may turn into, or -1. */
  lane: number[]
  blocking: boolean
}

function plainOf(spec: { players: Players; pieces: PieceSpec[]; seat: Seat; rules: Partial<RuleOptions> }): Plain {
  const seat = SEATS.indexOf(spec.seat)
  const colour = spec.pieces.map((p) => SEATS.indexOf(p.colour))
  const origin = spec.pieces.map((p) => locOfPlace(p.at))
  const undercover = spec.pieces.map((p) => p.undercover === true)
  const home = (c: number) => colour.filter((k, i) => k === c && origin[i] >= goalLocOf(c, 1) && origin[i] <= goalLocOf(c, 4)).length === 4
  const mate = spec.players === 4 ? (seat + 2) % 4 : -1
  const any = spec.players !== 4 || home(seat) || (mate >= 0 && home(mate))
  const playing = mate >= 0 && home(seat) ? mate : seat
  const forbidden = spec.rules.undercoverGoalEntry === 'forbidden'
  return {
    colour,
    undercover,
    origin,
    movable: colour.map((c, i) => undercover[i] || any || c === seat || c === mate),
    lane: colour.map((c, i) => (undercover[i] ? (forbidden ? -1 : playing) : c)),
    blocking: spec.rules.partnerSteps === 'blocking',
  }
}

/** Piece i's single step from where it stands (turning into its lane or not): the field, or -1. */
function target(o: Plain, at: number, i: number, turn: boolean): number {
  if (at >= TRACK) return turn || (at - TRACK) % 4 === 3 ? -1 : at + 1
  if (!turn) return (at + 1) % TRACK
  const lane = o.lane[i]
  return lane >= 0 && at === START[lane] && o.origin[i] !== at ? goalLocOf(lane, 1) : -1
}

/** Makes piece i's step onto t on `loc` (false: not allowed); returns the piece captured, -1 for none. */
function stepOnto(o: Plain, loc: number[], i: number, t: number): { ok: boolean; captured: number } {
  const occupant = loc.indexOf(t)
  if (occupant >= 0) {
    if (t >= TRACK) return { ok: false, captured: -1 }
    if (!o.undercover[occupant] && START[o.colour[occupant]] === t) return { ok: false, captured: -1 }
    loc[occupant] = -1
  }
  loc[i] = t
  return { ok: true, captured: occupant }
}

const outcomeKey = (o: Plain, loc: readonly number[], queue: readonly number[]): string =>
  `${loc.map((l, i) => (l === o.origin[i] ? '' : `${i}@${l}`)).join(',')}|${queue.join(',')}`

/** Every different outcome of four single steps, by trying every sequence. */
function everyOutcome(o: Plain): Set<string> {
  const outcomes = new Set<string>()
  const loc = o.origin.slice()
  const stopped = o.origin.map(() => false)
  const queue: number[] = []
  const walk = (depth: number): void => {
    if (depth === 4) {
      outcomes.add(outcomeKey(o, loc, queue))
      return
    }
    for (let i = 0; i < loc.length; i++) {
      if (loc[i] < 0 || !o.movable[i] || stopped[i]) continue
      for (const turn of [false, true]) {
        const t = target(o, loc[i], i, turn)
        if (t < 0) continue
        const before = loc.slice()
        const { ok, captured } = stepOnto(o, loc, i, t)
        if (!ok) continue
        const meeting = MEETING.has(t)
        if (meeting) queue.push(t, i)
        const stop = o.blocking && (captured >= 0 || meeting)
        if (stop) stopped[i] = true
        walk(depth + 1)
        if (stop) stopped[i] = false
        if (meeting) queue.length -= 2
        for (let k = 0; k < loc.length; k++) loc[k] = before[k]
      }
    }
  }
  walk(0)
  return outcomes
}

/** The outcome of a listed play stepped through the plain reading, or null when it refuses a step. */
function outcomeOfMove(o: Plain, move: PlayMove): string | null {
  if (move.kind !== 'split' || move.steps.length !== 4) return null
  const loc = o.origin.slice()
  const stopped = o.origin.map(() => false)
  const queue: number[] = []
  for (const step of move.steps) {
    const i = loc.indexOf(locOfPlace(step.from))
    if (i < 0 || !o.movable[i] || stopped[i]) return null
    const t = target(o, loc[i], i, step.goal === true && loc[i] < TRACK)
    if (t < 0) return null
    const { ok, captured } = stepOnto(o, loc, i, t)
    if (!ok) return null
    if (MEETING.has(t)) queue.push(t, i)
    if (o.blocking && (captured >= 0 || MEETING.has(t))) stopped[i] = true
  }
  return outcomeKey(o, loc, queue)
}

type PlayAction = Extract<Action, { type: 'play' }>

const playsOf = (actions: readonly Action[], card: string): PlayAction[] => actions.filter((a): a is PlayAction => a.type === 'play' && a.card === card)

/** A split's key (split-moves.ts) read back from its steps. */
const keyOf = (move: PlayMove): number => (move.kind === 'split' ? move.steps.reduce((k, st) => k * STEP_CODES + stepCode(locOfPlace(st.from), st.goal === true), 0) : -1)

// Many agents out anywhere on the board (undercover on holes, which are drawn often), 4 players
// mostly: the listing's heaviest kind of position, its paths touching by chance rather than by
// construction.
const positionArb = fc
  .record({
    players: fc.constantFrom<Players>(4, 4, 4, 3, 2),
    // Holes often: the agents on them are undercover, which any player may move with a Partner.
    fields: fc.uniqueArray(fc.oneof(fc.constantFrom(...HOLES), fc.integer({ min: 0, max: TRACK + 15 })), { minLength: 10, maxLength: 16 }),
    colours: fc.array(fc.nat(3), { minLength: 16, maxLength: 16 }),
    seatPick: fc.nat(3),
    rules: fc.record(
      {
        partnerSteps: fc.constantFrom<RuleOptions['partnerSteps']>('step-capture', 'blocking'),
        undercoverGoalEntry: fc.constantFrom<RuleOptions['undercoverGoalEntry']>('relocate', 'forbidden'),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ players, fields, colours, seatPick, rules }) => {
    const seats: Seat[] = players === 2 ? ['red', 'green'] : players === 3 ? ['red', 'blue', 'green'] : ['red', 'blue', 'green', 'yellow']
    const count: Record<string, number> = {}
    const pieces: PieceSpec[] = []
    fields.forEach((f, i) => {
      // A goal field holds its own colour; a track field any colour in play, with at most 4 each.
      const colour: Seat = f >= TRACK ? SEATS[Math.floor((f - TRACK) / 4)] : seats[colours[i] % seats.length]
      if (!seats.includes(colour) || (count[colour] ?? 0) >= 4) return
      count[colour] = (count[colour] ?? 0) + 1
      const at: Place = f >= TRACK ? { goal: colour, index: (((f - TRACK) % 4) + 1) as 1 | 2 | 3 | 4 } : { track: f }
      pieces.push({ colour, at, undercover: f < TRACK && HOLES.has(f) })
    })
    return { players, pieces, seat: seats[seatPick % seats.length], rules }
  })

describe('Partner with many agents out: the listed plays are exactly the different outcomes of four single steps', () => {
  it('on random whole-board positions, in both step readings and both goal-entry readings, asked twice', () => {
    let largest = 0
    let kept = 0
    fc.assert(
      fc.property(positionArb, (spec) => {
        // A Partner and a Copy of one: two cards whose (shared) actions hold the same plays.
        const s = position({ players: spec.players, pieces: spec.pieces, hands: { [spec.seat]: ['partner', 'copy'] }, turn: spec.seat, rules: spec.rules, lastPlayed: 'partner' })
        const [partner, copy] = s.hands[spec.seat]
        const emptied = splitPlaysEmptied()
        const actions = legalActions(s, spec.seat)
        const moves = playsOf(actions, partner).map((a) => a.move)
        const o = plainOf(spec)
        const listed = moves.map((m) => outcomeOfMove(o, m))
        expect(listed).not.toContain(null)
        expect(new Set(listed).size).toBe(listed.length)
        expect(new Set(listed)).toEqual(everyOutcome(o))
        // The Copy's actions: the same plays, each of its own card (actions built afresh around the
        // Partner's plays); both cards' actions frozen. Asked again: the same list, of the very same
        // objects unless the bounded table of shared actions (split-plays.ts) was emptied meanwhile.
        expect(actions.length).toBe(2 * moves.length)
        expect(JSON.stringify(playsOf(actions, copy))).toBe(JSON.stringify(moves.map((move) => ({ type: 'play', card: copy, move }))))
        expect(actions.filter((a) => !Object.isFrozen(a))).toEqual([])
        const again = legalActions(s, spec.seat)
        if (splitPlaysEmptied() === emptied) {
          expect(again.filter((a, k) => a !== actions[k])).toEqual([])
          kept++
        } else expect(JSON.stringify(again)).toBe(JSON.stringify(actions))
        largest = Math.max(largest, moves.length)
      }),
      { numRuns: runs(300) },
    )
    // The positions must include large lists (about one in four lists over 500 plays, the largest
    // well over 1,000), or this proves little about the listing's fast path.
    expect(largest).toBeGreaterThan(500)
    // The table holds several worst listings: it is rarely emptied, so sameness was checked often.
    expect(kept).toBeGreaterThan(runs(250))
  }, 120_000)
})

describe('shared splits (split-moves.ts) and shared play actions (split-plays.ts)', () => {
  it('a key gives back its four steps, each field and goal turn as coded, always the same frozen play', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: STEP_CODES / 2 - 1 }), fc.boolean()), { minLength: 4, maxLength: 4 }), (steps) => {
        const key = steps.reduce((k, [loc, goal]) => k * STEP_CODES + stepCode(loc, goal), 0)
        const move = splitOf(key)
        expect(move.kind).toBe('split')
        if (move.kind !== 'split') return
        expect(move.steps.map((st) => [locOfPlace(st.from), st.goal === true])).toEqual(steps)
        expect(splitOf(key)).toBe(move)
        expect(Object.isFrozen(move) && Object.isFrozen(move.steps)).toBe(true)
      }),
      { numRuns: runs(2000) },
    )
  })

  it('a (card, key) gives back the play of that card and split, always the same frozen action, also across the table being emptied', () => {
    const cards = CARD_IDS.length
    const codes = STEP_CODES ** 4
    // More pairs than the table holds before it is emptied (half of 2^16); each key with every card
    // in turn, so that a lookup that missed the card or the key would answer with a neighbour's play.
    const pairs = Array.from({ length: 3 * 2 ** 15 }, (_, k) => [k % cards, (Math.imul(Math.floor(k / cards), 2654435761) >>> 0) % codes] as const)
    const emptied = splitPlaysEmptied()
    const wrong: string[] = []
    let previous: PlayAction | null = null
    for (const [card, key] of pairs) {
      const play = splitPlayOf(card, key)
      if (play.card !== CARD_IDS[card] || keyOf(play.move) !== key || !Object.isFrozen(play)) wrong.push(`${card}/${key}: ${JSON.stringify(play)}`)
      if (splitPlayOf(card, key) !== play) wrong.push(`${card}/${key}: not the same object when asked again`)
      // The pair looked up just before still gives its own play (not this one).
      if (previous !== null) {
        const p = splitPlayOf(cardNumber(previous.card), keyOf(previous.move))
        if (p.card !== previous.card || keyOf(p.move) !== keyOf(previous.move)) wrong.push(`${previous.card}/${keyOf(previous.move)}: ${JSON.stringify(p)}`)
      }
      previous = play
    }
    expect(wrong.slice(0, 5)).toEqual([])
    expect(splitPlaysEmptied()).toBeGreaterThan(emptied)
  })
})
