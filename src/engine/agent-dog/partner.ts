// PARTNER [D:257-261, D:269]: four movement points, split freely among the pieces the player may
// move, each step made singly; all four must be used. Two readings (T4 partnerSteps, §8.6):
//  - 'step-capture' (default): every step lands; a step onto a track piece captures it (not a piece
//    on its own start field), onto a goal piece is not allowed, onto a meeting point queues a meeting;
//  - 'blocking': a piece's step onto another piece or onto a meeting point must be its last step.
// Queued meetings resolve after all four steps (meeting-points.ts). A piece may turn into its goal
// lane when it did not begin the card on its start field (ruling §8.6).
// Listing every way to play it lives in partner-listing.ts.
import type { Board } from './board'
import { protects } from './occupied-start-field'
import { goalColourFor, mayMovePartner, type Mover } from './which-agents-may-move'
import { isGoal, isMeetingPoint, START_AREA } from './places'
import { mayTurnIntoGoal, stepAhead } from './moving-and-jumping'
import { PARTNER_STEPS } from './tables'
import type { Loc } from './types'

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
export class Sim {
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
      // Goal pieces are never captured [D:113]; nor is a piece on its own start field [D:185-192].
      if (isGoal(target) || protects(this.board.colour[o], target) || (blocking && !last)) return false
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

  /**
   * Where the steps since the last reset leave things, as a short string: every moved or captured
   * piece with its place, in piece order, then the meetings in their order.
   */
  key(): string {
    const t = this.trail
    const codes = this.codes
    codes.length = 0
    for (let k = 0; k < t.length; k += 2) {
      const i = t[k]
      let seen = false
      for (let j = 0; j < codes.length; j += 2) if (codes[j] === i) seen = true
      if (seen) continue
      // Insert (piece, place) in piece order: at most a handful of pairs.
      let at = codes.length
      codes.push(0, 0)
      while (at > 0 && codes[at - 2] > i) {
        codes[at] = codes[at - 2]
        codes[at + 1] = codes[at - 1]
        at -= 2
      }
      codes[at] = i
      codes[at + 1] = this.pos[i] + 2
    }
    codes.push(255)
    for (const q of this.queue) codes.push(q + 2)
    return String.fromCharCode.apply(null, codes)
  }

  private readonly codes: number[] = []
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
