// Squares, directions and the owner's frame. A spy's directions are in its
// owner's frame: N is towards the opponent. White's frame is the board's; Red's is turned 180°
// ((ruling): Red's left and right are its own as it faces White).
import { BOARD } from './tables'
import type { Direction, Seat, Square } from './types'

export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']

/** Unit steps on the board for each direction in White's frame (= the board's frame). */
export const WHITE_VECTORS: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
}

/** The board step of `dir` in `seat`'s frame. */
export function boardStep(seat: Seat, dir: Direction): [number, number] {
  const [dx, dy] = WHITE_VECTORS[dir]
  // `0 - x` would make -0, which does not survive JSON: keep zeros plain.
  return seat === 'white' ? [dx, dy] : [dx === 0 ? 0 : -dx, dy === 0 ? 0 : -dy]
}

/** The direction in `seat`'s frame of a unit board step. */
export function ownerDirection(seat: Seat, dx: number, dy: number): Direction {
  const sx = seat === 'white' ? dx : -dx
  const sy = seat === 'white' ? dy : -dy
  // Index into a 3×3 table by (sx + 1, sy + 1).
  return DIRECTION_BY_STEP[(sy + 1) * 3 + (sx + 1)] as Direction
}

const DIRECTION_BY_STEP: ReadonlyArray<Direction | null> = ['SW', 'S', 'SE', 'W', null, 'E', 'NW', 'N', 'NE']

/** A straight line from `from` to `to`: the unit board step and the distance, or null. */
export function lineBetween(from: Square, to: Square): { dx: number; dy: number; dist: number } | null {
  const ddx = to[0] - from[0]
  const ddy = to[1] - from[1]
  if (ddx === 0 && ddy === 0) return null
  if (ddx !== 0 && ddy !== 0 && Math.abs(ddx) !== Math.abs(ddy)) return null
  return { dx: Math.sign(ddx), dy: Math.sign(ddy), dist: Math.max(Math.abs(ddx), Math.abs(ddy)) }
}

export function isSquareShape(x: unknown): x is Square {
  return Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1])
}

/** On the 11×11 board, and (Variant 2) not in a radiation column. */
export function inPlay(x: number, y: number, tight: boolean): boolean {
  if (x < 0 || y < 0 || x >= BOARD.WIDTH || y >= BOARD.HEIGHT) return false
  return !(tight && BOARD.RADIATION_COLUMNS.includes(x))
}

export function cellOf(x: number, y: number): number {
  return y * BOARD.WIDTH + x
}

export function sameSquare(a: Square | null, b: Square | null): boolean {
  return a !== null && b !== null && a[0] === b[0] && a[1] === b[1]
}

/** The enemy's first row, where `seat`'s spies win with the briefcase and are promoted. */
export function enemyFirstRow(seat: Seat): number {
  return BOARD.FIRST_ROW[seat === 'white' ? 'red' : 'white']
}

export function onOwnHalf(seat: Seat, sq: Square): boolean {
  return BOARD.HALF[seat].includes(sq[1])
}

/** The columns in play under these rules. */
export function columnsInPlay(tight: boolean): number[] {
  const out: number[] = []
  for (let x = 0; x < BOARD.WIDTH; x++) if (inPlay(x, 0, tight)) out.push(x)
  return out
}
