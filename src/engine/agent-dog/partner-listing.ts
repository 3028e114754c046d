// Every way to play a Partner card (partner.ts), without duplicates: two step orders that leave
// every piece on the same field and queue the same meetings in the same order are one way to play
// it. Steps of pieces whose paths (start field and every field stepped on) do not touch commute, so
// one order (pieces in board order, each making all its steps) stands for all of them; only pieces
// whose paths touch, or that step onto two meeting points between them, are played out in every
// order. Splits that a piece in the way makes impossible are never tried. partner-listing.test.ts
// checks the list against a plain step-by-step reading of the rules. Each piece's paths are made in
// partner-paths.ts, the groups of touching paths gone through with partner-groups.ts.
import type { Board } from './board'
import { protects } from './occupied-start-field'
import { Sim } from './partner'
import { ALONE, join, keyInOrder, nextPermutation, root, type Outcomes } from './partner-groups'
import { pathsOf, type Path } from './partner-paths'
import { goalColourFor, mayMovePartner, type Mover } from './which-agents-may-move'
import { isGoal, isMeetingPoint, START_AREA } from './places'
import { stepAhead } from './moving-and-jumping'
import { splitOf, STEP_CODES, stepCode } from './split-moves'
import { PARTNER_STEPS } from './tables'
import type { PlayMove } from './types'

/** STEP_CODES ** c: shifts a split's key past a path of c steps. */
const SHIFT = Int32Array.from({ length: PARTNER_STEPS + 1 }, (_, c) => STEP_CODES ** c)

/** Group keys: at most four path numbers below this, so that a key stays a small integer. */
const MEMO_BASE = 128

/** A quick answer to "is the card playable?": the key of one piece making all four steps on its own, or -1. */
function singleRun(board: Board, m: Mover): number {
  for (let i = 0; i < board.n; i++) {
    if (!mayMovePartner(board, m, i)) continue
    const g = goalColourFor(board, m, i)
    let made = 0
    let key = 0
    let loc = board.loc[i]
    for (let s = 0; s < PARTNER_STEPS && made === s; s++) {
      const next = stepAhead(loc, g, false)
      if (next < 0) break
      const o = board.at[next]
      const last = s === PARTNER_STEPS - 1
      if (o >= 0 && (isGoal(next) || protects(board.colour[o], next) || (m.blocking && !last))) break
      if (m.blocking && !last && isMeetingPoint(next)) break
      key = key * STEP_CODES + stepCode(loc, false)
      made++
      loc = next
    }
    if (made === PARTNER_STEPS) return key
  }
  return -1
}

/**
 * Every way to play a Partner card, without duplicates (see the head of this file), as the keys of
 * its splits (split-moves.ts): plays.ts makes them shared actions without building a list of moves
 * first. `limit` stops early (1: is the card playable at all?).
 */
export function partnerKeys(board: Board, m: Mover, limit = Infinity): Int32Array {
  if (limit <= 1) {
    const run = singleRun(board, m)
    if (run >= 0) return Int32Array.of(run)
  }
  return new Listing(board, m, limit).run()
}

/** Every way to play a Partner card, as moves (the shared splits of partnerKeys). */
export function partnerMoves(board: Board, m: Mover, limit = Infinity): PlayMove[] {
  const keys = partnerKeys(board, m, limit)
  const moves = new Array<PlayMove>(keys.length)
  for (let k = 0; k < keys.length; k++) moves[k] = splitOf(keys[k])
  return moves
}

/**
 * Where a listing collects its splits' keys before they are copied out at their number: one array
 * kept for every call (a listing runs to its end before the next begins), so that a list of
 * thousands is not grown step by step.
 */
const SCRATCH: number[] = []

/**
 * One listing's search and its scratch space. A class rather than closures: the search runs
 * thousands of times per call at its worst, and it lists the keys of shared splits (split-moves.ts),
 * so that a listing allocates little more than its list.
 */
class Listing {
  /** Splits listed so far, their keys in SCRATCH. */
  private count = 0
  private readonly pieces: number[] = []
  private readonly movable: Uint8Array
  /** paths[q][c]: piece q's paths of c steps. */
  private readonly paths: Path[][][] = []
  /** decided[q]: the board pieces whose number of steps is settled once piece q is being chosen. */
  private readonly decided: number[] = []
  private readonly chosen: Path[] = []
  private readonly group = [0, 0, 0, 0]
  private readonly ids = [-1, -1, -1, -1]
  private readonly roots = [0, 0, 0, 0]
  private readonly sim: Sim
  private readonly seen = new Set<string>()
  private readonly done = new Int8Array(PARTNER_STEPS)
  private readonly groupKeys: string[] = []
  /** The outcomes of every group played out so far, by its paths: a group recurs in many splits. */
  private readonly groupMemo = new Map<number, Outcomes>()
  private readonly members: Path[][] = [[], [], [], []]
  private readonly options: Outcomes[] = []
  /** How many paths of members[gi] belong to the split being played out. */
  private readonly size = [0, 0, 0, 0]
  private readonly pick = [0, 0, 0, 0]

  constructor(
    board: Board,
    private readonly m: Mover,
    private readonly limit: number,
  ) {
    this.movable = new Uint8Array(board.n)
    for (let i = 0; i < board.n; i++) {
      if (mayMovePartner(board, m, i)) {
        this.movable[i] = 1
        this.pieces.push(i)
      }
    }
    let bits = 0
    let id = 0
    for (const i of this.pieces) {
      const byCount = pathsOf(board, m, i, this.movable)
      for (const paths of byCount) for (const p of paths) p.id = id++
      this.paths.push(byCount)
      this.decided.push(bits)
      bits |= 1 << i
    }
    this.decided.push(bits)
    this.sim = new Sim(board)
  }

  run(): Int32Array {
    this.choose(0, PARTNER_STEPS, 0, 0, 0, false, 0, 0, 0, 0)
    const out = new Int32Array(this.count)
    for (let k = 0; k < this.count; k++) out[k] = SCRATCH[k]
    return out
  }

  /** Plays `order` (indices into `ps`) on the scratch board; false when some step may not be made. */
  private playOut(ps: readonly Path[], order: readonly number[]): boolean {
    const done = this.done
    const sim = this.sim
    for (let q = 0; q < done.length; q++) done[q] = 0
    for (let k = 0; k < order.length; k++) {
      const q = order[k]
      const p = ps[q]
      const s = done[q]++
      // A piece captured earlier in this order cannot go on.
      if (sim.pos[p.piece] !== (s === 0 ? p.origin : p.targets[s - 1])) return false
      if (!sim.step(p.piece, p.targets[s], s === p.targets.length - 1, this.m.blocking, null)) return false
    }
    return true
  }

  /** groupOrders, once per group of paths (the first n of ps; its key: the paths' numbers, 7 bits each). */
  private outcomesOf(ps: readonly Path[], n: number): Outcomes {
    let key = 0
    for (let q = 0; q < n; q++) {
      const id = ps[q].id
      if (id + 1 >= MEMO_BASE) return this.groupOrders(ps, n)
      key = key * MEMO_BASE + id + 1
    }
    let o = this.groupMemo.get(key)
    if (o === undefined) this.groupMemo.set(key, (o = this.groupOrders(ps, n)))
    return o
  }

  /** The different outcomes of one group of touching paths (the first n of ps): one step order for each, and whether a moved piece of the group ends captured in it. */
  private groupOrders(ps: readonly Path[], n: number): Outcomes {
    const order: number[] = []
    for (let q = 0; q < n; q++) for (let s = 0; s < ps[q].targets.length; s++) order.push(q)
    const orders: number[][] = []
    const captured: boolean[] = []
    const keys = this.groupKeys
    keys.length = 0
    do {
      if (this.playOut(ps, order)) {
        const key = this.sim.key()
        if (!keys.includes(key)) {
          keys.push(key)
          orders.push(order.slice())
          let lost = false
          for (let q = 0; q < n; q++) if (this.sim.pos[ps[q].piece] === START_AREA) lost = true
          captured.push(lost)
        }
      }
      this.sim.reset()
    } while (nextPermutation(order))
    return { orders, captured }
  }

  /**
   * Splits whose paths touch: each group of touching paths in all its different orders, the groups
   * one after another (they do not touch, so their order does not matter). Outcomes of different
   * splits can only coincide when a moved piece ends captured (otherwise where the pieces end tells
   * how many steps each made), so only those are compared as a whole.
   */
  private slow(groups: number): void {
    const { members, options, pick, chosen, group, sim } = this
    // Filled by index, their sizes kept apart (setting an array's length is a call into the
    // runtime, and this runs for every split whose paths touch).
    const size = this.size
    for (let gi = 0; gi < groups; gi++) size[gi] = 0
    for (let q = 0; q < chosen.length; q++) members[group[q]][size[group[q]]++] = chosen[q]
    // A lone path that cannot be made rules the split out at no cost.
    for (let gi = 0; gi < groups; gi++) if (size[gi] === 1 && !members[gi][0].valid) return
    for (let gi = 0; gi < groups; gi++) {
      const g = members[gi]
      const o = size[gi] === 1 ? ALONE[g[0].targets.length] : this.outcomesOf(g, size[gi])
      if (o.orders.length === 0) return
      options[gi] = o
    }
    for (let gi = 0; gi < groups; gi++) pick[gi] = 0
    for (;;) {
      let capturedMover = false
      for (let gi = 0; gi < groups; gi++) if (options[gi].captured[pick[gi]]) capturedMover = true
      let fresh = true
      if (capturedMover) {
        for (let gi = 0; gi < groups; gi++) this.playOut(members[gi], options[gi].orders[pick[gi]])
        const key = sim.key()
        sim.reset()
        fresh = !this.seen.has(key)
        this.seen.add(key)
      }
      if (fresh) {
        let key = 0
        for (let gi = 0; gi < groups; gi++) key = keyInOrder(members[gi], options[gi].orders[pick[gi]], key)
        SCRATCH[this.count++] = key
        if (this.count >= this.limit) return
      }
      let gi = groups - 1
      while (gi >= 0 && ++pick[gi] === options[gi].orders.length) pick[gi--] = 0
      if (gi < 0) return
    }
  }

  /** A split whose paths touch or meet twice: group the paths and play the groups out. */
  private grouped(): void {
    const { chosen, group, ids, roots } = this
    const r = chosen.length
    for (let q = 0; q < r; q++) group[q] = q
    let firstMeeting = -1
    for (let q = 0; q < r; q++) {
      const p = chosen[q]
      for (let o = 0; o < q; o++) {
        const other = chosen[o]
        if ((p.m0 & other.m0) | (p.m1 & other.m1) | (p.m2 & other.m2)) join(group, o, q)
      }
      // Two meetings queue in the order their steps are made: their paths are played out together.
      if (p.meetings > 0) {
        if (firstMeeting < 0) firstMeeting = q
        else join(group, firstMeeting, q)
      }
    }
    // Number the groups in order of their first path.
    for (let q = 0; q < r; q++) ids[q] = -1
    let groups = 0
    for (let q = 0; q < r; q++) {
      roots[q] = root(group, q)
      if (ids[roots[q]] < 0) ids[roots[q]] = groups++
    }
    for (let q = 0; q < r; q++) group[q] = ids[roots[q]]
    this.slow(groups)
  }

  /**
   * Chooses how many steps (and which path) each piece takes, in board order, carrying the fields
   * covered so far: a split whose paths do not touch and meet at most once is played in the
   * canonical order (the chosen paths one after another, whose steps `key` holds) at once; only the
   * others are grouped and played out. The path that uses the last steps is handled here rather
   * than in a call of its own: it ends most of the thousands of splits of a worst listing.
   */
  private choose(from: number, remaining: number, u0: number, u1: number, u2: number, touching: boolean, need: number, have: number, meetings: number, key: number): void {
    const { pieces, paths, decided, chosen } = this
    const shift = SHIFT[remaining]
    // The next piece to move is q; the pieces before it (from `from` on) make no step.
    for (let q = from; q < pieces.length && this.count < this.limit; q++) {
      // A piece in the way of a chosen path that has been passed over without moving never will.
      if ((need & ~have & decided[q]) !== 0) return
      const bit = 1 << pieces[q]
      // q makes all the remaining steps: the split is complete.
      const last = paths[q][remaining]
      for (let v = 0; v < last.length; v++) {
        const p = last[v]
        if (((need | p.blockers) & ~(have | bit)) !== 0) continue
        if (!touching && ((u0 & p.m0) | (u1 & p.m1) | (u2 & p.m2)) === 0 && meetings + p.meetings <= 1) {
          SCRATCH[this.count++] = key * shift + p.code
          continue
        }
        chosen.push(p)
        this.grouped()
        chosen.pop()
      }
      for (let c = remaining - 1; c >= 1; c--) {
        const options = paths[q][c]
        for (let v = 0; v < options.length; v++) {
          const p = options[v]
          chosen.push(p)
          const touches = touching || ((u0 & p.m0) | (u1 & p.m1) | (u2 & p.m2)) !== 0
          this.choose(q + 1, remaining - c, u0 | p.m0, u1 | p.m1, u2 | p.m2, touches, need | p.blockers, have | bit, meetings + p.meetings, key * SHIFT[c] + p.code)
          chosen.pop()
        }
      }
    }
  }
}
