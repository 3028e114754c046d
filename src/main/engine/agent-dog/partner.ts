// PARTNER [D:257-261, D:269]: four movement points, split freely among the pieces the player may
// move, each step made singly; all four must be used. Two readings (T4 partnerSteps, §8.6):
//  - 'step-capture' (default): every step lands; a step onto a track piece captures it (not a piece
//    on its own start field), onto a goal piece is not allowed, onto a meeting point queues a meeting;
//  - 'blocking': a piece's step onto another piece or onto a meeting point must be its last step.
// Queued meetings resolve after all four steps (meeting-points.ts). A piece may turn into its goal
// lane when it did not begin the card on its start field (ruling §8.6).
//
// Listing every way to play the card without duplicates: two step orders that leave every piece on
// the same field and queue the same meetings in the same order are one way to play it. Steps of
// pieces whose paths (start field and every field stepped on) do not touch commute, so one order
// (pieces in board order, each making all its steps) stands for all of them; only pieces whose paths
// touch, or that step onto two meeting points between them, are played out in every order.
import type { Board } from './board'
import { goalColourFor, mayMovePartner, type Mover } from './which-agents-may-move'
import { isGoal, isMeetingPoint, isTrack, LOCS, START, START_AREA, stepFrom } from './places'
import { mayTurnIntoGoal, stepAhead } from './moving-and-jumping'
import { PARTNER_STEPS } from './tables'
import type { Loc, PlayMove, Step } from './types'

/** What four single steps did: the engine applies it to its pieces (resolve.ts). */
export interface SplitResult {
  /** Final location of every board piece (START_AREA once captured). */
  final: number[]
  /** [board index, where] of every piece captured, in order. */
  captured: Array<[number, Loc]>
  /** Queued meetings: [meeting point, board index of the piece that stepped onto it]. */
  meetings: Array<[Loc, number]>
}

/** A copy of the board that single steps are made on, and taken back (trail) when trying orders. */
class Sim {
  readonly pos: number[]
  readonly at: Int8Array
  private readonly trail: number[] = []
  readonly queue: number[] = []

  constructor(private readonly board: Board) {
    this.pos = board.loc.slice()
    this.at = board.at.slice()
  }

  private setPos(i: number, loc: number): void {
    this.trail.push(i, this.pos[i])
    this.pos[i] = loc
  }

  /**
   * One single step of piece i onto `target`; `last`: the piece's last step of the card. False (and
   * nothing changed) when it may not be made; else made, capturing whatever stands on the target.
   */
  step(i: number, target: Loc, last: boolean, blocking: boolean, captured: Array<[number, Loc]> | null): boolean {
    const o = this.at[target]
    if (o >= 0) {
      const c = this.board.colour[o]
      // Goal pieces are never captured [D:113]; nor is a visible piece on its own start field [D:185-192].
      if (isGoal(target) || (c >= 0 && target === START[c]) || (blocking && !last)) return false
      this.setPos(o, START_AREA)
      captured?.push([o, target])
    } else if (blocking && !last && isMeetingPoint(target)) return false
    this.at[this.pos[i]] = -1
    this.at[target] = i
    this.setPos(i, target)
    if (isMeetingPoint(target)) this.queue.push(target, i)
    return true
  }

  /** Takes every step back. */
  reset(): void {
    const t = this.trail
    while (t.length > 0) {
      const loc = t.pop() as number
      const i = t.pop() as number
      const now = this.pos[i]
      if (now !== START_AREA && this.at[now] === i) this.at[now] = -1
      this.pos[i] = loc
      if (loc !== START_AREA) this.at[loc] = i
    }
    this.queue.length = 0
  }

  /** Where the steps since the last reset leave things: every moved or captured piece and the meetings. */
  key(): string {
    const moved = new Set<number>()
    for (let k = 0; k < this.trail.length; k += 2) moved.add(this.trail[k])
    const parts = [...moved].sort((a, b) => a - b).map((i) => `${i}:${this.pos[i]}`)
    return `${parts.join(',')}|${this.queue.join(',')}`
  }
}

/**
 * Checks four single steps as a player gave them (each naming where its piece stands at that
 * moment) and returns what they do, or null when they are not a way to play the card.
 */
export function playSplit(board: Board, m: Mover, steps: ReadonlyArray<{ loc: Loc; goal: boolean }>): SplitResult | null {
  if (steps.length !== PARTNER_STEPS) return null
  const sim = new Sim(board)
  const captured: Array<[number, Loc]> = []
  // With 'blocking' a capture or a meeting point ends that piece's part of the card.
  const stopped = new Uint8Array(board.n)
  for (const { loc, goal } of steps) {
    const i = sim.at[loc]
    if (i < 0 || !mayMovePartner(board, m, i) || stopped[i] === 1) return null
    const g = goalColourFor(board, m, i)
    const turn = goal && !isGoal(loc)
    if (turn && !mayTurnIntoGoal(loc, g, board.loc[i])) return null
    const target = stepAhead(loc, g, turn)
    if (target < 0) return null
    const meets = sim.at[target] >= 0 || isMeetingPoint(target)
    if (!sim.step(i, target, true, false, captured)) return null
    if (m.blocking && meets) stopped[i] = 1
  }
  const meetings: Array<[Loc, number]> = []
  for (let k = 0; k < sim.queue.length; k += 2) meetings.push([sim.queue[k], sim.queue[k + 1]])
  return { final: sim.pos, captured, meetings }
}

/** One piece's path of single steps, checked as if every other piece stayed where it is. */
interface Path {
  piece: number
  origin: Loc
  targets: number[]
  /** The step (0-based) that turns into the goal lane, or -1. */
  turn: number
  valid: boolean
  meetings: number
}

/** Paths of 1..4 steps per piece (index = step count); a turn into the goal lane is a second path. */
function pathsOf(board: Board, m: Mover, i: number, movable: Uint8Array): Path[][] {
  const byCount: Path[][] = [[], [], [], [], []]
  const origin = board.loc[i]
  const g = goalColourFor(board, m, i)
  const variants: number[] = [-1]
  if (isTrack(origin) && g >= 0 && origin !== START[g]) {
    let loc = origin
    for (let s = 1; s < PARTNER_STEPS; s++) {
      loc = stepAhead(loc, g, false)
      if (mayTurnIntoGoal(loc, g, origin)) {
        variants.push(s)
        break
      }
    }
  }
  for (const turn of variants) {
    const targets: number[] = []
    let loc = origin
    for (let s = 0; s < PARTNER_STEPS; s++) {
      const next = stepAhead(loc, g, s === turn)
      if (next < 0) break
      targets.push(next)
      loc = next
    }
    // A turning path is the plain one until it turns.
    for (let c = turn < 0 ? 1 : turn + 1; c <= targets.length; c++) {
      const path = checkPath(board, m, i, origin, targets.slice(0, c), turn, movable)
      if (path) byCount[c].push(path)
    }
  }
  return byCount
}

/** The path with its validity on the board as it stands, or null when no order of steps could make it legal. */
function checkPath(board: Board, m: Mover, i: number, origin: Loc, targets: number[], turn: number, movable: Uint8Array): Path | null {
  let valid = true
  let meetings = 0
  const c = targets.length
  for (let s = 0; s < c; s++) {
    const t = targets[s]
    const last = s === c - 1
    const o = board.at[t]
    if (o >= 0) {
      const oc = board.colour[o]
      if (isGoal(t) || (oc >= 0 && t === START[oc]) || (m.blocking && !last)) {
        // Only a piece that may itself step away first can clear the way.
        if (movable[o] === 0) return null
        valid = false
      }
    }
    if (isMeetingPoint(t)) {
      if (m.blocking && !last) return null
      meetings++
    }
  }
  return { piece: i, origin, targets, turn, valid, meetings }
}

/** The steps of these paths made in `order` (indices into `paths`, one per step). */
function stepsInOrder(paths: readonly Path[], order: readonly number[], out: Step[]): void {
  const done = [0, 0, 0, 0]
  for (const q of order) {
    const p = paths[q]
    const s = done[q]++
    out.push(stepFrom(s === 0 ? p.origin : p.targets[s - 1], s === p.turn))
  }
}

/** Next permutation of a multiset in lexicographic order; false after the last one. */
function nextPermutation(a: number[]): boolean {
  let i = a.length - 2
  while (i >= 0 && a[i] >= a[i + 1]) i--
  if (i < 0) return false
  let j = a.length - 1
  while (a[j] <= a[i]) j--
  ;[a[i], a[j]] = [a[j], a[i]]
  for (let l = i + 1, r = a.length - 1; l < r; l++, r--) [a[l], a[r]] = [a[r], a[l]]
  return true
}

/**
 * Every way to play a Partner card, without duplicates (see the head of this file). `limit` stops
 * early (1: is the card playable at all?).
 */
export function partnerMoves(board: Board, m: Mover, limit = Infinity): PlayMove[] {
  const out: PlayMove[] = []
  const movable = new Uint8Array(board.n)
  const pieces: number[] = []
  for (let i = 0; i < board.n; i++) {
    if (mayMovePartner(board, m, i)) {
      movable[i] = 1
      pieces.push(i)
    }
  }
  const paths = pieces.map((i) => pathsOf(board, m, i, movable))
  const mark = new Int8Array(LOCS).fill(-1)
  const chosen: Path[] = []
  const group = [0, 0, 0, 0]
  const sim = new Sim(board)
  const seen = new Set<string>()

  /** Plays `order` (indices into `paths`) on the scratch board; false when some step may not be made. */
  const playOut = (ps: readonly Path[], order: readonly number[]): boolean => {
    const done = [0, 0, 0, 0]
    for (const q of order) {
      const p = ps[q]
      const k = done[q]++
      // A piece captured earlier in this order cannot go on.
      if (sim.pos[p.piece] !== (k === 0 ? p.origin : p.targets[k - 1])) return false
      if (!sim.step(p.piece, p.targets[k], k === p.targets.length - 1, m.blocking, null)) return false
    }
    return true
  }

  /** The different outcomes of one group of touching paths: one step order for each. */
  const groupOrders = (ps: Path[]): number[][] => {
    const order: number[] = []
    ps.forEach((p, q) => {
      for (let s = 0; s < p.targets.length; s++) order.push(q)
    })
    if (ps.length === 1) return ps[0].valid ? [order] : []
    const found: number[][] = []
    const keys = new Set<string>()
    do {
      const ok = playOut(ps, order)
      if (ok) {
        const key = sim.key()
        if (!keys.has(key)) {
          keys.add(key)
          found.push(order.slice())
        }
      }
      sim.reset()
    } while (nextPermutation(order))
    return found
  }

  /** Splits whose paths touch: each group of touching paths in all its different orders, groups one after another. */
  const slow = (groups: number): void => {
    const members: Path[][] = Array.from({ length: groups }, () => [])
    chosen.forEach((p, q) => members[group[q]].push(p))
    const options = members.map(groupOrders)
    if (options.some((o) => o.length === 0)) return
    const pick = new Array<number>(groups).fill(0)
    for (;;) {
      const steps: Step[] = []
      for (let gi = 0; gi < groups; gi++) stepsInOrder(members[gi], options[gi][pick[gi]], steps)
      // Different splits may still end alike when a moved piece was captured: compare whole outcomes.
      let ok = true
      for (let gi = 0; gi < groups && ok; gi++) ok = playOut(members[gi], options[gi][pick[gi]])
      const key = ok ? sim.key() : ''
      sim.reset()
      if (ok && !seen.has(key)) {
        seen.add(key)
        out.push({ kind: 'split', steps })
        if (out.length >= limit) return
      }
      let gi = groups - 1
      while (gi >= 0 && ++pick[gi] === options[gi].length) pick[gi--] = 0
      if (gi < 0) return
    }
  }

  const evaluate = (): void => {
    // Group paths that touch (union by marking fields with the first path's group).
    const r = chosen.length
    for (let q = 0; q < r; q++) group[q] = q
    const find = (q: number): number => {
      while (group[q] !== q) q = group[q]
      return q
    }
    let touching = false
    let meetings = 0
    let firstMeeting = -1
    let valid = true
    for (let q = 0; q < r; q++) {
      const p = chosen[q]
      for (let k = -1; k < p.targets.length; k++) {
        const f = k < 0 ? p.origin : p.targets[k]
        const other = mark[f]
        if (other >= 0) {
          touching = true
          const a = find(other)
          const b = find(q)
          if (a !== b) group[Math.max(a, b)] = Math.min(a, b)
        } else mark[f] = q
      }
      if (p.meetings > 0) {
        meetings += p.meetings
        // Two meetings queue in the order their steps are made: their paths are played out together.
        if (firstMeeting < 0) firstMeeting = q
        else {
          const a = find(firstMeeting)
          const b = find(q)
          if (a !== b) group[Math.max(a, b)] = Math.min(a, b)
        }
      }
      if (!p.valid) valid = false
    }
    for (const p of chosen) {
      mark[p.origin] = -1
      for (const t of p.targets) mark[t] = -1
    }
    if (!touching && meetings <= 1) {
      if (valid) {
        const steps: Step[] = []
        for (const p of chosen) for (let s = 0; s < p.targets.length; s++) steps.push(stepFrom(s === 0 ? p.origin : p.targets[s - 1], s === p.turn))
        out.push({ kind: 'split', steps })
      }
      return
    }
    // Number the groups in order of their first path.
    const ids = [-1, -1, -1, -1]
    const roots = [0, 0, 0, 0]
    let groups = 0
    for (let q = 0; q < r; q++) {
      roots[q] = find(q)
      if (ids[roots[q]] < 0) ids[roots[q]] = groups++
    }
    for (let q = 0; q < r; q++) group[q] = ids[roots[q]]
    slow(groups)
  }

  const choose = (q: number, remaining: number): void => {
    if (out.length >= limit) return
    if (remaining === 0) {
      evaluate()
      return
    }
    if (q === pieces.length) return
    for (let c = remaining; c >= 1; c--) {
      for (const p of paths[q][c]) {
        chosen.push(p)
        choose(q + 1, remaining - c)
        chosen.pop()
      }
    }
    choose(q + 1, remaining)
  }
  choose(0, PARTNER_STEPS)
  return out
}
