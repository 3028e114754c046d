// FIGUREN BEWEGEN and ÜBERSPRINGEN [D:61-65, D:163-169] with ZIELFELDER [D:107-123]: a plain move
// goes exactly n fields clockwise, jumping other pieces (the jumped fields count) except a piece
// on its own start field; goal fields are entered only from the colour's start field, never by a
// movement that began on it, and goal pieces are neither jumped nor captured.
import type { Board } from './board'
import { goalLoc, GOAL_LENGTH, goalIndexOf, isGoal, placeOf, START, TRACK } from './places'
import { isProtected } from './occupied-start-field'
import { goalColourFor, mayMovePlain, type Mover } from './which-agents-may-move'
import type { Loc, PlayMove } from './types'

/** May a piece that began this movement on `began` turn from `loc` into goal lane g? [D:112] */
export function mayTurnIntoGoal(loc: Loc, g: number, began: Loc): boolean {
  return g >= 0 && loc === START[g] && began !== START[g]
}

/** The field one step ahead: the next track field, or goal field 1 when turning; -1 past a lane's end. */
export function stepAhead(loc: Loc, g: number, turn: boolean): Loc {
  if (isGoal(loc)) return goalIndexOf(loc) < GOAL_LENGTH ? loc + 1 : -1
  if (turn) return goalLoc(g, 1)
  return loc + 1 === TRACK ? 0 : loc + 1
}

/**
 * Where a plain move of exactly n fields from `from` ends, or -1 when it may not be made.
 * g: the goal lane the piece may turn into (-1: none). `goal`: turn into it when passing its start
 * field (entering is optional, ruling §7.2: going round again is also a legal move); for a piece
 * already in its lane the flag changes nothing. A destination holding an unprotected track piece is
 * a capture (capture.ts).
 */
export function plainDestination(board: Board, from: Loc, n: number, g: number, goal: boolean): Loc {
  let loc = from
  let turned = false
  for (let s = 0; s < n; s++) {
    const turn = goal && !turned && mayTurnIntoGoal(loc, g, from)
    const next = stepAhead(loc, g, turn)
    if (next < 0) return -1
    if (turn) turned = true
    const o = board.at[next]
    // "Du darfst Figuren auf Zielfeldern nicht schlagen und nicht überspringen" [D:113].
    if (o >= 0 && (isGoal(next) || isProtected(board, o))) return -1
    loc = next
  }
  if (goal && !turned && !isGoal(from)) return -1
  return loc
}

/** Every plain move of exactly n fields the player may make, each as the action names it. */
export function plainMoves(board: Board, m: Mover, n: number, out: PlayMove[], limit = Infinity): void {
  for (let i = 0; i < board.n && out.length < limit; i++) {
    if (!mayMovePlain(board, m, i)) continue
    const from = board.loc[i]
    const g = goalColourFor(board, m, i)
    if (plainDestination(board, from, n, g, false) >= 0) out.push({ kind: 'steps', from: placeOf(from), steps: n })
    if (!isGoal(from) && plainDestination(board, from, n, g, true) >= 0) out.push({ kind: 'steps', from: placeOf(from), steps: n, goal: true })
  }
}
