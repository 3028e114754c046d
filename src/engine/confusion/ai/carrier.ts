// A briefcase carrier's way home. We know exactly which squares the opponent's spies are allowed
// to move onto (we see their pieces, and their Double Agent moves only as we allow), and how
// likely ours are to be allowed; so for each piece a carrier may hold we count its moves to the
// enemy's first row, each square the other side may take on the way costing extra: through open
// squares, onto enemy spies (taking them), never over a spy.
import { allowOf, type Beliefs } from './beliefs'
import { NEVER } from './reach'
import { enemyFirstRow, inPlay } from '../geometry'
import { forEachAttempt, rowOf, W, type Pos, type Table } from './position'
import type { Seat } from '../types'

/** The squares one side's spies may take (more likely than not), against the other side's carrier. */
export interface Threats {
  /** The threatening side's spies; bit j of a mask stands for enemies[j]. */
  enemies: number[]
  /** Per cell: the threatening spies allowed to move onto it (as the board stood at the root). */
  cells: Uint32Array
  /** The mask of the threatening spies still on the board in `p`. */
  alive(p: Pos): number
  /** Extra cost of a square they may take, in quarter turns: less against a careless opponent. */
  exposed: number
}

/** The opponent's threats to our carriers (`byUs` false), or ours to theirs (`byUs` true). */
export function threatsOf(t: Table, b: Beliefs, root: Pos, byUs: boolean): Threats {
  const enemies: number[] = []
  b.spies.forEach((s, i) => {
    if (s.mine === byUs) enemies.push(i)
  })
  const cells = new Uint32Array(root.grid.length)
  enemies.forEach((spy, j) => {
    forEachAttempt(t, root, spy, (a) => {
      if (a.mode !== 'send' && allowOf(b, spy, a.dir, a.dist) >= 0.5) cells[a.to] |= 1 << j
    })
  })
  const alive = (p: Pos): number => {
    let mask = 0
    for (let j = 0; j < enemies.length; j++) if (p.at[enemies[j]] >= 0) mask |= 1 << j
    return mask
  }
  const care = byUs ? 1 : 0.25 + 0.75 * b.competence
  return { enemies, cells, alive, exposed: Math.round(QUARTERS * EXPOSED * care) }
}

/** Turns a square the opponent may take costs on the way, besides the move onto it (against a capable opponent). */
const EXPOSED = 2
/** Costs are counted in quarter turns, whole numbers for the bucket queue. */
const QUARTERS = 4

/**
 * Turns for a spy of `seat` moving as `kind` with the briefcase from `start` to the enemy's first
 * row: one per move, and more for each square on the way the opponent may take (fewest by a
 * small Dijkstra; NEVER when there is no way at all). Without Safe Extraction the last square
 * ends the game at once, so it is never exposed.
 */
export function safeTurnsHome(t: Table, threats: Threats, p: Pos, seat: Seat, kind: number, start: number): number {
  const goal = enemyFirstRow(seat)
  const spy = p.grid[start] - 1
  const alive = threats.alive(p)
  const { steps, R } = t.reach.lines[seat][kind]
  const limit = NEVER * QUARTERS
  const dist = new Int16Array(p.grid.length).fill(limit)
  dist[start] = 0
  // Buckets by cost: costs are small whole numbers, so this is Dijkstra without a heap.
  const buckets: number[][] = [[start]]
  for (let d = 0; d < buckets.length && d < limit; d++) {
    for (const from of buckets[d] ?? []) {
      if (dist[from] !== d) continue
      if (rowOf(from) === goal && from !== start) return d / QUARTERS
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
          const exposed = threat !== 0 && (y !== goal || t.safeExtraction)
          const cost = d + QUARTERS + (exposed ? threats.exposed : 0)
          if (cost < dist[cell]) {
            dist[cell] = cost
            ;(buckets[cost] ??= []).push(cell)
          }
          if (other >= 0 && other !== spy) break
        }
      }
    }
  }
  return NEVER
}
