// Where things go on the board's SVG, in its own units. Every layer of the board draws from these,
// so a cell, the mark on it and the spy standing on it always line up.
import type { Seat, Square } from '@shared/confusion/types'
import { SIZE, toScreen } from './frame'
import type { AttemptRecord } from './moves'

/** One cell's side. */
export const U = 40
/** The margin left of and below the cells, for the coordinates. */
export const M = 18
export const TOP = 2
export const WIDTH = M + SIZE * U + 4
export const HEIGHT = TOP + SIZE * U + M
/** Side of the radiation mark on the middle of each radiation column. */
export const RAD_SYMBOL = 20
export const VIEW_BOX = `0 0 ${WIDTH} ${HEIGHT}`
/** The centre square f6, marked because the rules name it: the briefcase starts there. */
export const START_SQUARE: Square = [5, 5]

export interface Point {
  x: number
  y: number
}

/** The top-left corner of a square's cell, as `frame` sees the board. */
export function cellXY(frame: Seat, sq: Square): Point {
  const { col, row } = toScreen(frame, sq)
  return { x: M + col * U, y: TOP + row * U }
}

export function centre(frame: Seat, sq: Square): Point {
  const { x, y } = cellXY(frame, sq)
  return { x: x + U / 2, y: y + U / 2 }
}

export interface Arrow {
  x1: number
  y1: number
  x2: number
  y2: number
  /** The centre of the square tried, where the answer's mark goes. */
  mx: number
  my: number
}

/** An attempt's arrow, kept clear of the spy it starts from and short of the square it points at. */
export function arrowOf(frame: Seat, a: AttemptRecord): Arrow {
  const f = centre(frame, a.from)
  const t = centre(frame, a.to)
  const len = Math.hypot(t.x - f.x, t.y - f.y) || 1
  const ux = (t.x - f.x) / len
  const uy = (t.y - f.y) / len
  return { x1: f.x + ux * 16, y1: f.y + uy * 16, x2: t.x - ux * 10, y2: t.y - uy * 10, mx: t.x, my: t.y }
}

/** How far a refused spy lurches towards the square it tried before it falls back: half the way, at most 0.6 of a cell. */
export function bounceOffset(frame: Seat, from: Square, to: Square): Point {
  const f = centre(frame, from)
  const t = centre(frame, to)
  const len = Math.hypot(t.x - f.x, t.y - f.y) || 1
  const reach = Math.min(len * 0.5, U * 0.6)
  return { x: ((t.x - f.x) / len) * reach, y: ((t.y - f.y) / len) * reach }
}

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** The briefcase on its square: large in the middle when it lies free, small at the holder's side when carried. */
export function briefcaseBox(frame: Seat, at: Square, free: boolean): Box {
  const c = centre(frame, at)
  return free ? { x: c.x - 9, y: c.y - 7, w: 18, h: 13 } : { x: c.x - 19, y: c.y + 5, w: 13, h: 10 }
}
