// How good a position is for the seat that thinks, in (-1, 1): the briefcase race. Each side's
// expected turns to win is a soft minimum over its spies of the moves to reach the briefcase and
// then carry it to the enemy's first row, by the spy's possible movement pieces (our own as the
// deduction helper weighs them; the opponent's exactly, slowed by how little they know of them).
// A side's chance from its turns is exp(-turns / HORIZON): far races count little, close ones
// much. The careful evaluation (hard) also counts the squares the other side may take on a
// carrier's way home (carrier.ts) and who may move onto the briefcase's square next.
import { KINDS, movesBetween, movesToGoal } from './reach'
import { safeTurnsHome, threatsOf, type Threats } from './carrier'
import { allowOf, readiness, type Beliefs } from './beliefs'
import { forEachMoveOnto, rowOf, type Pos, type Table } from './position'
import { enemyFirstRow } from '../geometry'
import type { Seat } from '../types'

/** Turns counted for a spy that cannot make it (its piece cannot, or it is a Double Agent): another will. */
const FALLBACK = 12
/** Turns a spy needs to get the briefcase from a friend holding it (a send, or the holder's fall). */
const RELAY = 2
/** How much slower the opponent is for not knowing their own pieces (times their doubt). */
const ENEMY_DOUBT = 1
const MATERIAL = 0.01
/** Spies counted for the control of the briefcase's square (weights.control each); holding it is full control. */
const CONTROL_CAP = 4

/** The evaluation's weights: hard's below; expert weighs the race its own way (levels.ts). */
export interface Weights {
  /** Turns lost to "no" answers while a spy's piece is uncertain (times the chance of guessing wrong). */
  doubt: number
  /** How much a second good carrier counts besides the best (the soft minimum's temperature). */
  softness: number
  /** A side's chance from its expected turns to win is exp(-turns / horizon). */
  horizon: number
  /** Worth of each spy (up to CONTROL_CAP) that may move onto the briefcase's square next. */
  control: number
}

export const HARD_WEIGHTS: Weights = { doubt: 2, softness: 0.7, horizon: 5, control: 0.06 }

export interface Evaluator {
  /**
   * Careful (hard): carriers go home by the safe way, and the control of the briefcase's square
   * counts. Else (normal): the open board, and only the race.
   */
  careful: boolean
  table: Table
  beliefs: Beliefs
  /** Per spy: the kinds it may be, and their probabilities (sparse). */
  kinds: Int8Array[]
  probs: Float64Array[]
  /** Per spy: the turns its Double Agent chance and its doubt cost. */
  fixed: Float64Array
  scale: Float64Array
  /** The opponent's threats to our carriers, and ours to theirs. */
  threats: Threats
  ours: Threats
  /** Moves home by side, kind, square and the other side's spies still on the board (homesOf). */
  home: Map<number, number>
  weights: Weights
}

export function evaluator(table: Table, beliefs: Beliefs, root: Pos, careful: boolean, weights: Weights = HARD_WEIGHTS): Evaluator {
  const n = beliefs.spies.length
  const kinds: Int8Array[] = []
  const probs: Float64Array[] = []
  const fixed = new Float64Array(n)
  const scale = new Float64Array(n)
  beliefs.spies.forEach((b, i) => {
    const ks: number[] = []
    const ps: number[] = []
    let top = b.da
    for (let k = 0; k < KINDS.length; k++) {
      if (b.kinds[k] <= 0) continue
      ks.push(k)
      ps.push(b.kinds[k])
      top = Math.max(top, b.kinds[k])
    }
    kinds.push(Int8Array.from(ks))
    probs.push(Float64Array.from(ps))
    fixed[i] = fixedCost(b.da, top, b.mine, weights)
    scale[i] = b.mine ? 1 : 1 + ENEMY_DOUBT * (1 - b.ownerSure)
  })
  return { careful, table, beliefs, kinds, probs, fixed, scale, threats: threatsOf(table, beliefs, root, false), ours: threatsOf(table, beliefs, root, true), home: new Map(), weights }
}

/** The turns a spy's Double Agent chance and, for ours, the doubt about its piece (`top`: its likeliest) cost. */
function fixedCost(da: number, top: number, mine: boolean, w: Weights): number {
  return da * FALLBACK + (mine ? w.doubt * (1 - top) : 0)
}

/**
 * A side's moves home with the briefcase from its square, per kind: by the safe way (careful) or
 * the open board, computed when first asked and remembered per decision.
 */
type Homes = (kind: number) => number

function homesOf(e: Evaluator, p: Pos, seat: Seat): Homes {
  if (!e.careful) return (kind) => movesToGoal(e.table.reach, kind, seat, p.bc)
  const threats = seat === e.beliefs.me ? e.threats : e.ours
  const base = (threats.alive(p) * 2 + (seat === 'white' ? 0 : 1)) * KINDS.length
  const cells = p.grid.length
  return (kind) => {
    const key = (base + kind) * cells + p.bc
    let turns = e.home.get(key)
    if (turns === undefined) {
      turns = safeTurnsHome(e.table, threats, p, seat, kind, p.bc)
      e.home.set(key, turns)
    }
    return turns
  }
}

/**
 * Expected turns for spy `i` to win from here: reach the briefcase (unless it holds it), then carry
 * it home (`homes`: its side's).
 */
export function spyCost(e: Evaluator, p: Pos, i: number, homes: Homes = homesOf(e, p, e.table.owners[i])): number {
  const seat = e.table.owners[i]
  const holds = p.holder === i
  // Safe Extraction: holding the briefcase on the enemy's first row, it only has to be left alone
  // (a Double Agent there wins for us too).
  if (holds && rowOf(p.at[i]) === enemyFirstRow(seat)) return 0
  const ks = e.kinds[i]
  const ps = e.probs[i]
  let c = e.fixed[i]
  for (let j = 0; j < ks.length; j++) {
    const k = ks[j]
    const reach = holds ? 0 : movesBetween(e.table.reach, k, seat, p.at[i], p.bc)
    c += ps[j] * (reach >= FALLBACK ? FALLBACK : Math.min(FALLBACK, reach + homes(k)))
  }
  if (!holds && p.holder >= 0 && e.table.owners[p.holder] === seat) c += RELAY
  return c * e.scale[i]
}

/** Soft minimum: the best carrier counts most, and a second good one a little. */
function softMin(costs: number[], softness: number): number {
  if (costs.length === 0) return FALLBACK * 2
  const low = Math.min(...costs)
  let sum = 0
  for (const c of costs) sum += Math.exp(-(c - low) / softness)
  return low - softness * Math.log(sum)
}

/** Each side's expected turns to win (the race) and its spies on the board. */
export function race(e: Evaluator, p: Pos): Record<'mine' | 'theirs', { turns: number; spies: number }> {
  const mine: number[] = []
  const theirs: number[] = []
  const ourHomes = homesOf(e, p, e.beliefs.me)
  const theirHomes = homesOf(e, p, e.beliefs.enemy)
  for (let i = 0; i < p.at.length; i++) {
    if (p.at[i] < 0) continue
    if (e.beliefs.spies[i].mine) mine.push(spyCost(e, p, i, ourHomes))
    else theirs.push(spyCost(e, p, i, theirHomes))
  }
  return {
    mine: { turns: softMin(mine, e.weights.softness), spies: mine.length },
    theirs: { turns: softMin(theirs, e.weights.softness), spies: theirs.length },
  }
}

/** Chance that the side other than the spy's takes the spy on `cell` next (ours by our beliefs, theirs weighted). */
function takenChance(e: Evaluator, p: Pos, cell: number): number {
  let best = 0
  forEachMoveOnto(e.table, p, cell, (a) => {
    const yes = allowOf(e.beliefs, a.spy, a.dir, a.dist)
    best = Math.max(best, e.beliefs.spies[a.spy].mine ? yes : yes * readiness(e.beliefs, a, cell === p.bc))
  })
  return best
}

/**
 * Who may move onto the briefcase's square next: for each side, the spies first met along the
 * eight lines out of it, by their chance of a yes (the opponent's weighted by how readily they
 * would try), each counted less when the other side may take it first. A side cannot move onto
 * its own holder.
 */
export function control(e: Evaluator, p: Pos): { mine: number; theirs: number } {
  const held = p.holder < 0 ? null : e.beliefs.spies[p.holder].mine
  let mine = held === true ? CONTROL_CAP : 0
  let theirs = held === false ? CONTROL_CAP : 0
  forEachMoveOnto(e.table, p, p.bc, (a) => {
    const yes = allowOf(e.beliefs, a.spy, a.dir, a.dist)
    if (yes === 0) return
    const kept = 1 - 0.5 * takenChance(e, p, a.from)
    if (e.beliefs.spies[a.spy].mine) mine += yes * kept
    else theirs += yes * readiness(e.beliefs, a, true) * kept
  })
  return { mine, theirs }
}

export function evaluate(e: Evaluator, p: Pos): number {
  if (p.winner !== null) return p.winner === e.beliefs.me ? 1 : -1
  const r = race(e, p)
  const c = e.careful ? control(e, p) : { mine: 0, theirs: 0 }
  const w = e.weights
  const v =
    Math.exp(-r.mine.turns / w.horizon) -
    Math.exp(-r.theirs.turns / w.horizon) +
    MATERIAL * (r.mine.spies - r.theirs.spies) +
    w.control * (Math.min(CONTROL_CAP, c.mine) - Math.min(CONTROL_CAP, c.theirs))
  return Math.max(-0.98, Math.min(0.98, v))
}
