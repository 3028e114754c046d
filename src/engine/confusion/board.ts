// The public board and what is physically possible on it: straight lines, no
// jumping over a spy or the briefcase, never onto your own spy. It is built from a state or from a
// view alike, so the engine's legal actions and a client's (or a computer player's) are the same.
import { cellOf, inPlay, lineBetween } from './geometry'
import { BOARD } from './tables'
import type { BriefcaseMode, Label, Seat, Square } from './types'

export interface BoardSpy {
  owner: Seat
  label: Label
  at: Square | null
}

export interface Board {
  tight: boolean
  spies: readonly BoardSpy[]
  /** Per square (cellOf): index of the spy there + 1, or 0 when empty. */
  grid: Int16Array
  briefcase: Square
  /** Index of the spy holding the briefcase, or null. */
  holder: number | null
}

export function buildBoard(spies: readonly BoardSpy[], briefcase: Square, holder: number | null, tight: boolean): Board {
  const grid = new Int16Array(BOARD.WIDTH * BOARD.HEIGHT)
  for (let i = 0; i < spies.length; i++) {
    const at = spies[i].at
    if (at !== null) grid[cellOf(at[0], at[1])] = i + 1
  }
  return { tight, spies, grid, briefcase, holder }
}

/** Index of the spy on (x, y), or -1. */
export function spyAt(board: Board, x: number, y: number): number {
  return board.grid[cellOf(x, y)] - 1
}

export function squareInPlay(board: Board, sq: Square): boolean {
  return inPlay(sq[0], sq[1], board.tight)
}

/** Every mode a spy may be moved with: null for a spy without the briefcase. */
export function modesOf(board: Board, spy: number): ReadonlyArray<BriefcaseMode | null> {
  return board.holder === spy ? HOLDER_MODES : NO_MODE
}

const HOLDER_MODES: readonly BriefcaseMode[] = ['carry', 'leave', 'send']
const NO_MODE: ReadonlyArray<BriefcaseMode | null> = [null]

/**
 * Why the attempt of `spy` from its square to `to` in `mode` is physically impossible, or null when
 * it is possible. The caller has checked that both squares are in play and the line is straight.
 */
export function pathProblem(board: Board, spy: number, to: Square, mode: BriefcaseMode | null): string | null {
  const from = board.spies[spy].at as Square
  const line = lineBetween(from, to)
  if (line === null) return 'a move is a straight line of at least one square'
  const owner = board.spies[spy].owner
  let x = from[0]
  let y = from[1]
  for (let step = 1; step <= line.dist; step++) {
    x += line.dx
    y += line.dy
    if (!inPlay(x, y, board.tight)) return 'the line leaves the board'
    const other = spyAt(board, x, y)
    const last = step === line.dist
    if (!last) {
      if (other >= 0) return mode === 'send' ? 'the briefcase may not jump over a spy' : 'a spy cannot jump over another spy'
      // The briefcase only stands in the way of a spy without it (else it is on the origin).
      if (x === board.briefcase[0] && y === board.briefcase[1]) return 'a spy cannot jump over the briefcase'
    } else if (other >= 0 && mode !== 'send' && board.spies[other].owner === owner) {
      return 'a spy cannot move onto a square holding one of your own spies'
    }
  }
  return null
}

/** Calls `visit` for every physically possible attempt of `spy`, square by square along each line. */
export function forEachTarget(board: Board, spy: number, visit: (to: Square, mode: BriefcaseMode | null) => void): void {
  const s = board.spies[spy]
  const from = s.at
  if (from === null) return
  const holds = board.holder === spy
  for (const [dx, dy] of STEPS) {
    let x = from[0]
    let y = from[1]
    for (;;) {
      x += dx
      y += dy
      if (!inPlay(x, y, board.tight)) break
      const other = spyAt(board, x, y)
      const to: Square = [x, y]
      if (holds) {
        if (other < 0 || board.spies[other].owner !== s.owner) {
          visit(to, 'carry')
          visit(to, 'leave')
        }
        visit(to, 'send')
        if (other >= 0) break
      } else {
        if (other < 0 || board.spies[other].owner !== s.owner) visit(to, null)
        if (other >= 0) break
        if (x === board.briefcase[0] && y === board.briefcase[1]) break
      }
    }
  }
}

/** Does `spy` have at least one physically possible attempt? (A longer line is never open when the first square is not.) */
export function canAttempt(board: Board, spy: number): boolean {
  const s = board.spies[spy]
  const from = s.at
  if (from === null) return false
  const holds = board.holder === spy
  for (const [dx, dy] of STEPS) {
    const x = from[0] + dx
    const y = from[1] + dy
    if (!inPlay(x, y, board.tight)) continue
    if (holds) return true
    const other = spyAt(board, x, y)
    if (other < 0 || board.spies[other].owner !== s.owner) return true
  }
  return false
}

/** The eight board steps, in the order of DIRECTIONS for White. */
const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
]
