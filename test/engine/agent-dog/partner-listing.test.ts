// The Partner card's list of plays against a plain, independent reading of the rules: every sequence
// of four single steps is tried one by one (slow and obviously complete), and the engine must list
// exactly one play for every different outcome: the same pieces on the same fields, the same
// captures, the same meetings in the same order. Positions are random and crowded (pieces packed
// round red's start field, its goal lane and the meeting point 9) so that paths touch.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CARDS, legalActions, type PlayMove, type Players, type RuleOptions, type Seat } from '../../../src/engine/agent-dog'
import { T, G, position, type PieceSpec } from './helpers'
import { runs } from '../../support/runs'

const TRACK = 64
const HOLES = new Set([4, 8, 12, 20, 24, 28, 36, 40, 44, 52, 56, 60])
const MEETING = new Set([9, 25, 41, 57])
const START: Record<Seat, number> = { red: 0, blue: 16, green: 32, yellow: 48 }
const TEAMMATE: Record<Seat, Seat> = { red: 'green', green: 'red', blue: 'yellow', yellow: 'blue' }

/** A field as a string: 't5' or 'red:2'. */
type Field = string
interface Piece {
  id: number
  colour: Seat
  undercover: boolean
  at: Field | null
}

const fieldOf = (p: { track: number } | { goal: Seat; index: number }): Field => ('track' in p ? `t${p.track}` : `${p.goal}:${p.index}`)

interface Oracle {
  pieces: Piece[]
  movable: Set<number>
  /** Goal lane an undercover piece may turn into (the colour its mover plays), or null. */
  undercoverLane: Seat | null
  blocking: boolean
}

function oracleFor(spec: { players: Players; pieces: PieceSpec[]; seat: Seat; rules: Partial<RuleOptions> }): Oracle {
  const pieces = spec.pieces.map((p, id) => ({ id, colour: p.colour, undercover: p.undercover ?? false, at: fieldOf(p.at) }))
  const home = (c: Seat) => pieces.filter((p) => p.colour === c && p.at?.startsWith(`${c}:`)).length === 4
  const mate = spec.players === 4 ? TEAMMATE[spec.seat] : null
  const any = spec.players !== 4 || home(spec.seat) || (mate !== null && home(mate))
  const movable = new Set(pieces.filter((p) => p.undercover || any || p.colour === spec.seat || p.colour === mate).map((p) => p.id))
  const playing = mate !== null && home(spec.seat) ? mate : spec.seat
  return { pieces, movable, undercoverLane: spec.rules.undercoverGoalEntry === 'forbidden' ? null : playing, blocking: spec.rules.partnerSteps === 'blocking' }
}

/** Every different outcome of four single steps, by trying every sequence. */
function everyOutcome(o: Oracle): Set<string> {
  const outcomes = new Set<string>()
  const walk = (pieces: Piece[], depth: number, queue: string[], stopped: Set<number>) => {
    if (depth === 4) {
      outcomes.add(outcomeKey(o, pieces, queue))
      return
    }
    for (const p of pieces) {
      if (p.at === null || !o.movable.has(p.id) || stopped.has(p.id)) continue
      for (const goal of [false, true]) {
        const next = stepOf(o, pieces, p, goal, stopped)
        if (next) walk(next.pieces, depth + 1, next.queue ? [...queue, next.queue] : queue, next.stopped)
      }
    }
  }
  walk(o.pieces, 0, [], new Set())
  return outcomes
}

function stepOf(o: Oracle, pieces: Piece[], p: Piece, goal: boolean, stopped: Set<number>): { pieces: Piece[]; queue: string | null; stopped: Set<number> } | null {
  const at = p.at as Field
  const origin = o.pieces[p.id].at as Field
  const lane = p.undercover ? o.undercoverLane : p.colour
  let target: Field
  if (at.startsWith('t')) {
    const t = Number(at.slice(1))
    if (goal) {
      if (lane === null || t !== START[lane] || origin === at) return null
      target = `${lane}:1`
    } else target = `t${(t + 1) % TRACK}`
  } else {
    if (goal) return null
    const [c, k] = at.split(':')
    if (Number(k) === 4) return null
    target = `${c}:${Number(k) + 1}`
  }
  const occupant = pieces.find((q) => q.at === target)
  const meeting = target.startsWith('t') && MEETING.has(Number(target.slice(1)))
  if (occupant) {
    if (!target.startsWith('t')) return null
    if (!occupant.undercover && Number(target.slice(1)) === START[occupant.colour]) return null
  }
  const nextStopped = new Set(stopped)
  if (o.blocking && (occupant || meeting)) nextStopped.add(p.id)
  const next = pieces.map((q) => (q.id === p.id ? { ...q, at: target } : occupant && q.id === occupant.id ? { ...q, at: null } : q))
  return { pieces: next, queue: meeting ? `${target}/${p.id}` : null, stopped: nextStopped }
}

function outcomeKey(o: Oracle, pieces: Piece[], queue: string[]): string {
  const moved = pieces.filter((p) => p.at !== o.pieces[p.id].at).map((p) => `${p.id}@${p.at ?? 'captured'}`)
  return `${moved.join(',')}|${queue.join(',')}`
}

/** The outcome of a listed play, stepped through the oracle (null when the oracle refuses a step). */
function outcomeOfMove(o: Oracle, move: PlayMove): string | null {
  if (move.kind !== 'split' || move.steps.length !== 4) return null
  let pieces = o.pieces
  let queue: string[] = []
  let stopped = new Set<number>()
  for (const step of move.steps) {
    const p = pieces.find((q) => q.at === fieldOf(step.from))
    if (!p || !o.movable.has(p.id) || stopped.has(p.id)) return null
    const next = stepOf(o, pieces, p, step.goal === true && !p.at?.includes(':'), stopped)
    if (!next) return null
    pieces = next.pieces
    queue = next.queue ? [...queue, next.queue] : queue
    stopped = next.stopped
  }
  return outcomeKey(o, pieces, queue)
}

// Crowded fields: around red's start field and goal lane, the meeting points 57, 9 and 25 (two
// meetings in one card) and blue's start field.
const CROWDED: Array<{ track: number } | { goal: Seat; index: 1 | 2 | 3 | 4 }> = [
  ...[54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25].map(T),
  ...([1, 2, 3, 4] as const).map((k) => G('red', k)),
  ...([1, 2] as const).map((k) => G('blue', k)),
]

const positionArb = fc
  .record({
    players: fc.constantFrom<Players>(2, 3, 4),
    fields: fc.uniqueArray(fc.integer({ min: 0, max: CROWDED.length - 1 }), { minLength: 1, maxLength: 10 }),
    colours: fc.array(fc.nat(3), { minLength: 10, maxLength: 10 }),
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
      const at = CROWDED[f]
      // A goal field holds its own colour; a track field any colour in play, with at most 4 each.
      const colour: Seat = 'goal' in at ? at.goal : seats[colours[i] % seats.length]
      if (!seats.includes(colour) || (count[colour] ?? 0) >= 4) return
      count[colour] = (count[colour] ?? 0) + 1
      pieces.push({ colour, at, undercover: 'track' in at && HOLES.has(at.track) })
    })
    return { players, pieces, seat: seats[seatPick % seats.length], rules }
  })

describe('Partner: the listed plays are exactly the different outcomes of four single steps', () => {
  it('on crowded random positions, in both step readings and both goal-entry readings', () => {
    fc.assert(
      fc.property(positionArb, (spec) => {
        const s = position({ players: spec.players, pieces: spec.pieces, hands: { [spec.seat]: ['partner'] }, turn: spec.seat, rules: spec.rules })
        const moves = legalActions(s, spec.seat)
          .filter((a) => a.type === 'play' && CARDS[a.card] === 'partner')
          .map((a) => (a.type === 'play' ? a.move : null) as PlayMove)
        const o = oracleFor(spec)
        const listed = moves.map((m) => outcomeOfMove(o, m))
        expect(listed).not.toContain(null)
        expect(new Set(listed).size).toBe(listed.length)
        expect(new Set(listed)).toEqual(everyOutcome(o))
      }),
      { numRuns: runs(400) },
    )
    // Its time is the oracle's: on a busy shared machine it can take several times the default 5 s.
  }, 120_000)
})
