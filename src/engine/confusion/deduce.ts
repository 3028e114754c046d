// The deduction helper (the printed Spy Notebook, done exactly): from one seat's view alone, which
// movement pieces each spy of a side may still hold, and how likely each is when every assignment
// consistent with what that side's owner knows is equally likely.
//
// Facts per spy: every answered attempt while it was not promoted (the
// Double Agent is consistent with any answer), a promotion (base game: a crown piece; Variant 5: not
// the Double Agent), reaching the enemy's first row without promotion in the base game (no crown
// piece), a piece its owner saw with Reveal 1, and an unmasked Double Agent. Each piece is used
// once per side, so the consistent assignments are the perfect matchings between the side's labels
// and pieces that respect the facts: propagated first, then counted exactly by dynamic programming
// over subsets of pieces (2^13 × 13 steps at most).
import { allows } from './movement'
import { labelsInPlay, piecesInPlay } from './setup'
import { DOUBLE_AGENT, movementTypes, opponent, type MovementTable } from './tables'
import type { Label, MovementId, PlayerView, Seat, Try } from './types'

/** What the owner of one spy can know about it. */
export interface SpyFacts {
  label: Label
  /** The piece, when its owner has seen it (Reveal 1) or it was unmasked. */
  known: MovementId | null
  promoted: boolean
  crownless: boolean
  tries: readonly Try[]
}

export interface SideFacts {
  side: Seat
  /** The side's pieces: the 12 types, and the Double Agent unless Variant 1. */
  pieces: readonly MovementId[]
  /** What each type allows: the game's movement set (its rules' `pieces`). */
  types: MovementTable
  /** Variant 5: a promoted spy may have held any piece but the Double Agent. */
  anyPromotes: boolean
  spies: SpyFacts[]
}

export interface SpyBelief {
  label: Label
  /** Pieces this spy may hold, in table order. */
  possible: MovementId[]
  /** Probability of each of the side's pieces (0 for the impossible ones). */
  probabilities: Partial<Record<MovementId, number>>
}

export interface Deduction {
  side: Seat
  /** How many assignments of pieces to this side's spies are consistent with the facts. */
  assignments: number
  spies: SpyBelief[]
}

/**
 * The facts about `side`'s spies that `side`'s owner knows, read from `view`. From the owner's own
 * view or its opponent's view this is exactly the owner's knowledge (the opponent knows every piece,
 * so it knows what the owner saw). A spectator gets the public facts only.
 */
export function factsFor(view: PlayerView, side: Seat): SideFacts {
  const spies: SpyFacts[] = []
  view.spies.forEach((spy, i) => {
    if (spy.owner !== side) return
    const notes = view.notebook[i]
    let known: MovementId | null = null
    if (spy.removed === 'unmasked') known = DOUBLE_AGENT
    else if (view.seat === side) known = view.learned[spy.label] ?? null
    else if (view.seat === opponent(side) && notes.revealed) {
      const seen = spy.was ?? spy.movement
      known = seen === null || seen === 'PROMOTED' ? null : seen
    }
    spies.push({ label: spy.label, known, promoted: spy.promoted, crownless: notes.crownless, tries: notes.tries })
  })
  return {
    side,
    pieces: piecesInPlay(view.rules.variants.honor),
    types: movementTypes(view.rules.pieces),
    anyPromotes: view.rules.variants.promotion,
    spies,
  }
}

/** The pieces a spy may hold by its own facts alone (before the one-piece-each constraint). */
export function piecesAllowed(facts: SideFacts, spy: SpyFacts): MovementId[] {
  if (spy.known !== null) return [spy.known]
  return facts.pieces.filter((piece) => {
    if (piece === DOUBLE_AGENT) return !spy.promoted
    const type = facts.types[piece]
    if (spy.promoted && !facts.anyPromotes && !type.crown) return false
    if (spy.crownless && type.crown) return false
    return spy.tries.every((t) => allows(type, t.dir, t.dist) === t.yes)
  })
}

function popcount(x: number): number {
  let n = 0
  for (let v = x; v !== 0; v &= v - 1) n++
  return n
}

/**
 * Unit propagation on the allowed masks (row i: the pieces label i may hold): a label with one
 * piece takes it from every other label; a piece only one label may hold goes to that label.
 * Prunes without changing the set of perfect matchings.
 */
export function propagate(allowed: number[]): number[] {
  const rows = allowed.slice()
  const n = rows.length
  let changed = true
  while (changed) {
    changed = false
    for (let i = 0; i < n; i++) {
      const r = rows[i]
      if (r === 0 || (r & (r - 1)) !== 0) continue
      for (let j = 0; j < n; j++) {
        if (j !== i && (rows[j] & r) !== 0) {
          rows[j] &= ~r
          changed = true
        }
      }
    }
    for (let p = 0; p < n; p++) {
      const bit = 1 << p
      let only = -1
      let count = 0
      for (let i = 0; i < n; i++) {
        if ((rows[i] & bit) !== 0) {
          only = i
          count++
        }
      }
      if (count === 1 && rows[only] !== bit) {
        rows[only] = bit
        changed = true
      }
    }
  }
  return rows
}

/**
 * Counts the perfect matchings of an n×n bipartite graph (row i may take column j iff bit j of
 * allowed[i]) and, for every pair, the matchings that use it. `pairs[i][j]` / `total` is the
 * probability that row i takes column j under a uniformly drawn matching.
 */
export function countMatchings(allowed: readonly number[]): { total: number; pairs: number[][] } {
  const n = allowed.length
  const full = (1 << n) - 1
  const { forward, backward } = scratch(n)
  // forward[mask]: ways to give rows 0..|mask|-1 exactly the columns in mask.
  forward[0] = 1
  for (let mask = 0; mask < full; mask++) {
    const f = forward[mask]
    if (f === 0) continue
    let free = allowed[popcount(mask)] & ~mask
    while (free !== 0) {
      const bit = free & -free
      free ^= bit
      forward[mask | bit] += f
    }
  }
  // backward[mask]: ways to give rows |mask|..n-1 exactly the columns not in mask. Only masks that
  // forward reaches matter, and their successors are reached too.
  backward[full] = 1
  for (let mask = full - 1; mask >= 0; mask--) {
    if (forward[mask] === 0) continue
    let free = allowed[popcount(mask)] & ~mask
    let b = 0
    while (free !== 0) {
      const bit = free & -free
      free ^= bit
      b += backward[mask | bit]
    }
    backward[mask] = b
  }
  const pairs = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  for (let mask = 0; mask < full; mask++) {
    const f = forward[mask]
    if (f === 0) continue
    const row = popcount(mask)
    let free = allowed[row] & ~mask
    while (free !== 0) {
      const bit = free & -free
      free ^= bit
      pairs[row][31 - Math.clz32(bit)] += f * backward[mask | bit]
    }
  }
  return { total: forward[full], pairs }
}

// Scratch tables, reused between calls (cleared each time), so an update allocates almost nothing.
// Nothing survives a call, so the helper stays a pure function.
const SCRATCH = new Map<number, { forward: Float64Array; backward: Float64Array }>()

function scratch(n: number): { forward: Float64Array; backward: Float64Array } {
  let tables = SCRATCH.get(n)
  if (!tables) {
    tables = { forward: new Float64Array(1 << n), backward: new Float64Array(1 << n) }
    SCRATCH.set(n, tables)
  }
  tables.forward.fill(0)
  tables.backward.fill(0)
  return tables
}

/** Beliefs from per-spy allowed pieces, exact over the perfect matchings. */
export function beliefsFromAllowed(side: Seat, labels: readonly Label[], pieces: readonly MovementId[], allowed: ReadonlyArray<readonly MovementId[]>): Deduction {
  const masks = propagate(allowed.map((list) => list.reduce((m, piece) => m | (1 << pieces.indexOf(piece)), 0)))
  const { total, pairs } = countMatchings(masks)
  const spies = labels.map((label, i): SpyBelief => {
    const probabilities: Partial<Record<MovementId, number>> = {}
    const possible: MovementId[] = []
    pieces.forEach((piece, j) => {
      const p = total > 0 ? pairs[i][j] / total : 0
      probabilities[piece] = p
      if (p > 0) possible.push(piece)
    })
    return { label, possible, probabilities }
  })
  return { side, assignments: total, spies }
}

export function deduceFromFacts(facts: SideFacts): Deduction {
  return beliefsFromAllowed(
    facts.side,
    facts.spies.map((s) => s.label),
    facts.pieces,
    facts.spies.map((s) => piecesAllowed(facts, s)),
  )
}

/**
 * What `side`'s owner can know about its own spies, computed from `view` alone. The default side is
 * the viewer's: its own spies. The viewer's opponent: what the opponent can know of theirs (the
 * Notebook's second side). A spectator must name a side and gets what is public.
 */
export function deduce(view: PlayerView, side: Seat | null = view.seat): Deduction {
  if (side === null) throw new Error('a spectator must name the side to deduce')
  return deduceFromFacts(factsFor(view, side))
}

/** The labels of a side in a game with these rules, in order (for callers building facts by hand). */
export function sideLabels(honor: boolean): readonly Label[] {
  return labelsInPlay(honor)
}
