// A world: one full game state that agrees with everything a seat sees, with a guess for what it
// cannot see (the colours of undercover agents, the other hands). The computer player tries its
// plays in worlds like this with the engine's own rules, so it never needs the real state.
import { nextFloat, shuffled, type RngState } from '../../core/rng'
import { START_AREA, locOf } from '../places'
import { DEFAULT_RULES, SEATS } from '../tables'
import type { CardCount } from './card-counting'
import type { UndercoverBeliefs } from './undercover-memory'
import type { GameState, Loc, PieceState, PlayerView, Seat } from '../types'

/** A colour index for every undercover agent (by its place in `beliefs.locs`). */
export type Colouring = number[]

/** The likeliest colouring that keeps every colour's count: surest agents first. */
export function likeliestColouring(beliefs: UndercoverBeliefs): Colouring {
  const left = beliefs.counts.slice()
  const order = beliefs.p.map((row, r) => [r, Math.max(...row)]).sort((a, b) => b[1] - a[1] || a[0] - b[0])
  const out: Colouring = new Array(beliefs.locs.length).fill(0)
  for (const [r] of order) {
    const row = beliefs.p[r]
    let best = -1
    for (let c = 0; c < row.length; c++) if (left[c] > 0 && (best < 0 || row[c] > row[best])) best = c
    out[r] = best
    left[best]--
  }
  return out
}

/** A colouring drawn from the beliefs, keeping every colour's count. */
export function sampleColouring(beliefs: UndercoverBeliefs, rng: RngState): Colouring {
  const left = beliefs.counts.slice()
  const order = shuffled(rng, beliefs.locs.map((_, r) => r))
  const out: Colouring = new Array(beliefs.locs.length).fill(0)
  for (const r of order) {
    const row = beliefs.p[r]
    let total = 0
    for (let c = 0; c < row.length; c++) if (left[c] > 0) total += row[c] + 1e-9
    let x = nextFloat(rng) * total
    let pick = -1
    for (let c = 0; c < row.length; c++) {
      if (left[c] <= 0) continue
      pick = c
      x -= row[c] + 1e-9
      if (x <= 0) break
    }
    out[r] = pick
    left[pick]--
  }
  return out
}

/** Hands for the other seats drawn from the unseen cards (the card this seat passed stays with its receiver). */
export function sampleHands(view: PlayerView, count: CardCount, rng: RngState): Record<Seat, string[]> {
  const hands: Record<Seat, string[]> = { red: [], blue: [], green: [], yellow: [] }
  const pool = shuffled(rng, count.pool)
  let next = 0
  for (const seat of view.seats) {
    if (seat === view.seat) {
      hands[seat] = (view.hand ?? []).map((c) => c.id)
      continue
    }
    const n = view.handCounts[seat]
    if (count.gave && count.gave.to === seat && n > 0) hands[seat].push(count.gave.id)
    while (hands[seat].length < n && next < pool.length) hands[seat].push(pool[next++])
  }
  return hands
}

/** The game state of one world: the view's board with these colours, these hands, and nothing else. */
export function worldOf(view: PlayerView, beliefs: UndercoverBeliefs, colouring: Colouring, hands: Record<Seat, string[]>): GameState {
  const colourAt = new Map<Loc, Seat>()
  beliefs.locs.forEach((loc, r) => colourAt.set(loc, SEATS[colouring[r]]))
  const pieces: PieceState[] = []
  for (const p of view.pieces) {
    if (p.at === 'start-area') {
      if (p.colour !== null) pieces.push({ colour: p.colour, loc: START_AREA, undercover: false })
      continue
    }
    const loc = locOf(p.at)
    if (loc === null) continue
    const colour = p.colour ?? colourAt.get(loc)
    if (colour !== undefined) pieces.push({ colour, loc, undercover: p.undercover })
  }
  return {
    version: 1,
    setup: { seed: 'world', players: view.players, dealer: view.dealer, rules: { ...DEFAULT_RULES, ...view.rules } },
    rng: [0, 0, 0, 0],
    seats: view.seats,
    round: view.round,
    dealer: view.dealer,
    phase: 'play',
    turn: view.turn,
    pieces,
    deck: [],
    discard: [],
    unplayed: 0,
    hands,
    passed: {},
    received: {},
    out: view.out.slice(),
    lastPlayed: view.lastPlayed,
    rescue: null,
    winner: null,
    log: [],
  }
}
