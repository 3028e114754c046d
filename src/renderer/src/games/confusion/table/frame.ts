// The board as each player sees it: your own first row at the bottom. White looks at the board
// as it is written down (a1 bottom left); Red sits opposite, so the board is turned half round
// (k11 bottom left). Movement diagrams are drawn in the same frame, so an arrow on the screen points
// where the spy would really go.
import { boardStep } from '@engine/confusion/client'
import type { Direction, Seat, Square } from '@shared/confusion/types'

export const SIZE = 11
const COLUMNS = 'abcdefghijk'

/** Where a board square is drawn for `viewer`: column from the left, row from the top. */
export function toScreen(viewer: Seat, sq: Square): { col: number; row: number } {
  return viewer === 'white' ? { col: sq[0], row: SIZE - 1 - sq[1] } : { col: SIZE - 1 - sq[0], row: sq[1] }
}

/** The board square drawn at (col, row) for `viewer`. */
export function fromScreen(viewer: Seat, col: number, row: number): Square {
  return viewer === 'white' ? [col, SIZE - 1 - row] : [SIZE - 1 - col, row]
}

/** The step on the screen (right, up) of a spy owned by `owner` moving along `dir` in its owner's frame. */
export function screenStep(owner: Seat, viewer: Seat, dir: Direction): [right: number, up: number] {
  const [dx, dy] = boardStep(owner, dir)
  return viewer === 'white' ? [dx, dy] : [dx === 0 ? 0 : -dx, dy === 0 ? 0 : -dy]
}

/** "e4". */
export function squareName(sq: Square): string {
  return `${COLUMNS[sq[0]] ?? '?'}${sq[1] + 1}`
}

/** The column letters from left to right, as `viewer` sees them. */
export function columnLabels(viewer: Seat): string[] {
  const letters = COLUMNS.split('')
  return viewer === 'white' ? letters : letters.reverse()
}

/** The row numbers from top to bottom, as `viewer` sees them. */
export function rowLabels(viewer: Seat): number[] {
  const rows = Array.from({ length: SIZE }, (_, i) => SIZE - i)
  return viewer === 'white' ? rows : rows.reverse()
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'

const KEY_STEP: Readonly<Record<ArrowKey, [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

export function isArrowKey(key: string): key is ArrowKey {
  return key in KEY_STEP
}

/** The square the keyboard cursor goes to from `sq` with an arrow key: as it looks on screen, stopping at the edge. */
export function moveCursor(viewer: Seat, sq: Square, key: ArrowKey): Square {
  const { col, row } = toScreen(viewer, sq)
  const [dc, dr] = KEY_STEP[key]
  const clamp = (n: number) => Math.max(0, Math.min(SIZE - 1, n))
  return fromScreen(viewer, clamp(col + dc), clamp(row + dr))
}

export function sameSquare(a: Square | null | undefined, b: Square | null | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1]
}

/** A square as a map key and a DOM attribute value: "x,y". */
export function squareKey(sq: Square): string {
  return `${sq[0]},${sq[1]}`
}

export function parseSquareKey(key: string | null | undefined): Square | null {
  const m = /^(\d+),(\d+)$/.exec(key ?? '')
  if (!m) return null
  const x = Number(m[1])
  const y = Number(m[2])
  return x < SIZE && y < SIZE ? [x, y] : null
}
