// Our briefcase carrier's way home. We know exactly which squares the opponent's spies are allowed
// to move onto (we see their pieces, and their Double Agent moves only as we allow), so for each
// piece the carrier may hold we count its moves to the enemy's first row by squares they cannot
// take: through open squares, onto enemy spies (taking them), never over a spy.
import { allowOf, type Beliefs } from './beliefs'
import { KINDS, NEVER } from './reach'
import { boardStep, enemyFirstRow, inPlay } from '../geometry'
import { MOVEMENT_TYPES } from '../tables'
import { forEachAttempt, rowOf, W, type Pos, type Table } from './position'
import type { Seat } from '../types'

export interface Threats {
  /** The opponent's spies; bit j of a mask stands for enemies[j]. */
  enemies: number[]
  /** Per cell: the opponent's spies allowed to move onto it (as the board stood at the root). */
  cells: Uint32Array
  /** The mask of the opponent's spies still on the board in `p`. */
  alive(p: Pos): number
}

export function threatsOf(t: Table, b: Beliefs, root: Pos): Threats {
  const enemies: number[] = []
  b.spies.forEach((s, i) => {
    if (!s.mine) enemies.push(i)
  })
  const cells = new Uint32Array(root.grid.length)
  enemies.forEach((spy, j) => {
    forEachAttempt(t, root, spy, (a) => {
      if (a.mode !== 'send' && allowOf(b, spy, a.dir, a.dist) >= 0.5) cells[a.to] |= 1 << j
    })
  })
  const alive = (p: Pos): number => enemies.reduce((mask, spy, j) => (p.at[spy] >= 0 ? mask | (1 << j) : mask), 0)
  return { enemies, cells, alive }
}

/** Board steps and reach of each kind, per seat. */
const LINES: Record<Seat, Array<{ steps: Array<[number, number]>; R: number }>> = {
  white: linesOf('white'),
  red: linesOf('red'),
}

function linesOf(seat: Seat): Array<{ steps: Array<[number, number]>; R: number }> {
  return KINDS.map((kind) => ({ steps: MOVEMENT_TYPES[kind].directions.map((d) => boardStep(seat, d)), R: MOVEMENT_TYPES[kind].R }))
}

/**
 * Fewest moves for a spy of `seat` moving as `kind` with the briefcase from `start` to the enemy's
 * first row by squares the opponent cannot take (NEVER when there is no such way). Under Safe
 * Extraction the last square must be safe too.
 */
export function safeTurnsHome(t: Table, threats: Threats, p: Pos, seat: Seat, kind: number, start: number): number {
  const goal = enemyFirstRow(seat)
  const spy = p.grid[start] - 1
  const alive = threats.alive(p)
  const { steps, R } = LINES[seat][kind]
  const dist = new Int8Array(p.grid.length).fill(-1)
  dist[start] = 0
  const queue = [start]
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head]
    for (const [dx, dy] of steps) {
      let x = from % W
      let y = rowOf(from)
      for (let n = 1; n <= R; n++) {
        x += dx
        y += dy
        if (!inPlay(x, y, t.tight)) break
        const cell = y * W + x
        const other = p.grid[cell] - 1
        if (other >= 0 && other !== spy && t.owners[other] === seat) break
        // A spy we take there no longer threatens it.
        const taken = other >= 0 && other !== spy ? threats.enemies.indexOf(other) : -1
        const threat = threats.cells[cell] & alive & ~(taken >= 0 ? 1 << taken : 0)
        const home = y === goal
        if (dist[cell] < 0 && (threat === 0 || (home && !t.safeExtraction))) {
          if (home) return dist[from] + 1
          dist[cell] = dist[from] + 1
          queue.push(cell)
        }
        if (other >= 0 && other !== spy) break
      }
    }
  }
  return NEVER
}
