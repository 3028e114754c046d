// The public board as the computer players think about it: spies and the briefcase on cells
// (y * 11 + x), cheap to copy, with the physically possible attempts and what a YES does (the same
// rules as board.ts and attempt.ts; promotion is left out of the look-ahead).
import { BOARD } from '../tables'
import { DIRECTIONS, enemyFirstRow, inPlay, ownerDirection } from '../geometry'
import { opponent } from '../tables'
import { reachOf, type Reach } from './reach'
import type { PlayerView, Seat, Square } from '../types'

export const W = BOARD.WIDTH

export type Mode = 'carry' | 'leave' | 'send' | null

export interface Attempt {
  spy: number
  from: number
  to: number
  /** Owner-frame direction (index in DIRECTIONS) and distance: what the answer depends on. */
  dir: number
  dist: number
  mode: Mode
}

/** What never changes during a look-ahead. */
export interface Table {
  owners: Seat[]
  tight: boolean
  safeExtraction: boolean
  /** The game's movement set (its rules' `pieces`), as the players plan with it. */
  reach: Reach
}

export interface Pos {
  /** Per cell: index of the spy there + 1, or 0. */
  grid: Int16Array
  /** Per spy: its cell, or -1 once off the board. */
  at: Int16Array
  bc: number
  holder: number
  /** Set once the look-ahead reaches the end of the game. */
  winner: Seat | null
}

export const cellOf = (sq: Square): number => sq[1] * W + sq[0]
export const squareOf = (cell: number): Square => [cell % W, Math.floor(cell / W)]
export const rowOf = (cell: number): number => Math.floor(cell / W)

export function positionOf(view: PlayerView): { table: Table; pos: Pos } {
  const grid = new Int16Array(W * BOARD.HEIGHT)
  const at = new Int16Array(view.spies.length).fill(-1)
  view.spies.forEach((spy, i) => {
    if (spy.at === null) return
    at[i] = cellOf(spy.at)
    grid[at[i]] = i + 1
  })
  const h = view.briefcase.holder
  const holder = h === null ? -1 : view.spies.findIndex((s) => s.owner === h.owner && s.label === h.label)
  const table = {
    owners: view.spies.map((s) => s.owner),
    tight: view.rules.variants.tight,
    safeExtraction: view.rules.variants.safeExtraction,
    reach: reachOf(view.rules.pieces),
  }
  return { table, pos: { grid, at, bc: cellOf(view.briefcase.at), holder, winner: null } }
}

export function copyPos(p: Pos): Pos {
  return { grid: p.grid.slice(), at: p.at.slice(), bc: p.bc, holder: p.holder, winner: p.winner }
}

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1],
]
/** Owner-frame direction index of each board step, per seat. */
const DIR_OF: Record<Seat, number[]> = {
  white: STEPS.map(([dx, dy]) => DIRECTIONS.indexOf(ownerDirection('white', dx, dy))),
  red: STEPS.map(([dx, dy]) => DIRECTIONS.indexOf(ownerDirection('red', dx, dy))),
}

/** Calls `visit` with every physically possible attempt of `spy` (as board.ts forEachTarget). */
export function forEachAttempt(t: Table, p: Pos, spy: number, visit: (a: Attempt) => void): void {
  const from = p.at[spy]
  if (from < 0) return
  const owner = t.owners[spy]
  const holds = p.holder === spy
  for (let s = 0; s < STEPS.length; s++) {
    const [dx, dy] = STEPS[s]
    const dir = DIR_OF[owner][s]
    let x = from % W
    let y = rowOf(from)
    for (let dist = 1; ; dist++) {
      x += dx
      y += dy
      if (!inPlay(x, y, t.tight)) break
      const to = y * W + x
      const other = p.grid[to] - 1
      const open = other < 0 || t.owners[other] !== owner
      if (holds) {
        if (open) {
          visit({ spy, from, to, dir, dist, mode: 'carry' })
          visit({ spy, from, to, dir, dist, mode: 'leave' })
        }
        visit({ spy, from, to, dir, dist, mode: 'send' })
        if (other >= 0) break
      } else {
        if (open) visit({ spy, from, to, dir, dist, mode: null })
        if (other >= 0 || to === p.bc) break
      }
    }
  }
}

/**
 * Calls `visit` with every move onto `cell` (not a send) physically possible now: the first spy
 * along each of the eight lines out of it, unless it belongs to the side of the spy standing there.
 */
export function forEachMoveOnto(t: Table, p: Pos, cell: number, visit: (a: Attempt) => void): void {
  const there = p.grid[cell] - 1
  const cx = cell % W
  const cy = rowOf(cell)
  for (const [dx, dy] of STEPS) {
    let x = cx
    let y = cy
    for (let dist = 1; ; dist++) {
      x += dx
      y += dy
      if (!inPlay(x, y, t.tight)) break
      const from = y * W + x
      const spy = p.grid[from] - 1
      if (spy < 0) {
        // An uncontrolled briefcase stands in the way like a spy.
        if (from === p.bc) break
        continue
      }
      const owner = t.owners[spy]
      if (p.holder !== spy && (there < 0 || t.owners[there] !== owner)) {
        visit({ spy, from, to: cell, dir: DIRECTIONS.indexOf(ownerDirection(owner, -dx, -dy)), dist, mode: null })
      }
      break
    }
  }
}

function removeFromBoard(p: Pos, spy: number): void {
  p.grid[p.at[spy]] = 0
  p.at[spy] = -1
  if (p.holder === spy) p.holder = -1
}

function sideEmpty(t: Table, p: Pos, seat: Seat): boolean {
  for (let i = 0; i < p.at.length; i++) if (p.at[i] >= 0 && t.owners[i] === seat) return false
  return true
}

/** The position after the attempt is answered YES (a NO changes nothing). */
export function afterYes(t: Table, p: Pos, a: Attempt): Pos {
  const q = copyPos(p)
  if (a.mode === 'send') {
    q.bc = a.to
    q.holder = q.grid[a.to] - 1
  } else {
    const target = q.grid[a.to] - 1
    if (target >= 0) removeFromBoard(q, target)
    q.grid[a.from] = 0
    q.grid[a.to] = a.spy + 1
    q.at[a.spy] = a.to
    if (a.mode === 'carry') {
      q.bc = a.to
      q.holder = a.spy
    } else if (a.mode === 'leave') {
      q.holder = -1
    } else if (q.bc === a.to) {
      q.holder = a.spy
    }
  }
  const mover = t.owners[a.spy]
  if (sideEmpty(t, q, opponent(mover))) q.winner = mover
  else if (q.holder >= 0 && !t.safeExtraction && rowOf(q.bc) === enemyFirstRow(t.owners[q.holder])) q.winner = t.owners[q.holder]
  return q
}

/** The position after `seat` removes its own spy (an eliminate action). */
export function afterRemoval(t: Table, p: Pos, spy: number): Pos {
  const q = copyPos(p)
  const owner = t.owners[spy]
  removeFromBoard(q, spy)
  if (sideEmpty(t, q, owner)) q.winner = opponent(owner)
  return q
}
