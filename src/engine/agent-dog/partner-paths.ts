// One piece's share of a Partner card (partner-listing.ts): the paths of single steps it could
// make, each checked once as if every other piece stayed where it is, so that the listing combines
// ready-made paths instead of trying steps. A path carries what the listing needs to tell whether
// it touches another (the fields it covers) and what would have to clear its way first.
import type { Board } from './board'
import { protects } from './occupied-start-field'
import { goalColourFor, type Mover } from './which-agents-may-move'
import { isGoal, isMeetingPoint, isTrack, LOCS, START } from './places'
import { mayTurnIntoGoal, stepAhead } from './moving-and-jumping'
import { STEP_CODES, stepCode } from './split-moves'
import { PARTNER_STEPS } from './tables'
import type { Loc } from './types'

// Paths carry the fields they cover as a bit set in three words of 30 bits (small integers, which
// the VM keeps unboxed); a split has four steps.
const WORD = 30
if (LOCS > 3 * WORD) throw new Error('partner-paths.ts: widen the path bit sets for a board of more than 90 locations')

/** One piece's path of single steps, checked as if every other piece stayed where it is. */
export interface Path {
  /** Numbered within one listing (the key of its groups' outcomes). */
  id: number
  piece: number
  origin: Loc
  targets: number[]
  /** The step (0-based) that turns into the goal lane, or -1. */
  turn: number
  valid: boolean
  /** Board pieces (bits by board index) standing in its way: it can be made only if they all move first. */
  blockers: number
  meetings: number
  /** The fields it covers (start and every target) as a bit set over locations, 30 per word. */
  m0: number
  m1: number
  m2: number
  /** Its steps made one after another, as the digits of a split's key (split-moves.ts). */
  code: number
}

/** Paths of 1..4 steps per piece (index = step count); a turn into the goal lane is a second path. */
export function pathsOf(board: Board, m: Mover, i: number, movable: Uint8Array): Path[][] {
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

/** Location f's bit in word w of a path's bit set (0 when f is in another word). */
const bitIn = (f: Loc, w: number): number => (Math.floor(f / WORD) === w ? 1 << f % WORD : 0)

/** The path with its validity on the board as it stands, or null when no order of steps could make it legal. */
function checkPath(board: Board, m: Mover, i: number, origin: Loc, targets: number[], turn: number, movable: Uint8Array): Path | null {
  let blockers = 0
  let meetings = 0
  const c = targets.length
  for (let s = 0; s < c; s++) {
    const t = targets[s]
    const last = s === c - 1
    const o = board.at[t]
    if (o >= 0) {
      if (isGoal(t) || protects(board.colour[o], t) || (m.blocking && !last)) {
        // Only a piece that may itself step away first can clear the way.
        if (movable[o] === 0) return null
        blockers |= 1 << o
      }
    }
    if (isMeetingPoint(t)) {
      if (m.blocking && !last) return null
      meetings++
    }
  }
  const valid = blockers === 0
  let m0 = bitIn(origin, 0)
  let m1 = bitIn(origin, 1)
  let m2 = bitIn(origin, 2)
  for (const f of targets) {
    m0 |= bitIn(f, 0)
    m1 |= bitIn(f, 1)
    m2 |= bitIn(f, 2)
  }
  let code = 0
  for (let k = 0; k < c; k++) code = code * STEP_CODES + stepCode(k === 0 ? origin : targets[k - 1], k === turn)
  return { id: -1, piece: i, origin, targets, turn, valid, blockers, meetings, m0, m1, m2, code }
}
