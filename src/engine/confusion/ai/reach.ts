// How far each movement kind gets: the fewest moves between two squares (on an open board, in the
// owner's frame) and to the enemy's first row. Built once from table T4, so a replacement of the
// movement set needs no change here. The computer players plan with these numbers; the true answer
// to any attempt always comes from the engine.
import { BOARD, MOVEMENT_TYPES, TYPE_IDS } from '../tables'
import { DIRECTIONS, WHITE_VECTORS, enemyFirstRow } from '../geometry'
import type { Seat, TypeId } from '../types'

/** The kinds a spy can move as: the 12 types, then the promoted side. The Double Agent has none. */
export type Kind = TypeId | 'PROMOTED'
export const KINDS: readonly Kind[] = [...TYPE_IDS, 'PROMOTED']
export const PROMOTED_KIND = KINDS.length - 1
/** Moves counted as "never" (a kind that cannot get there, or an unreliable Double Agent). */
export const NEVER = 30

const SPAN = 10
const SIDE = 2 * SPAN + 1
/** The open board searched around the start, a little wider than any displacement, for detours. */
const ROOM = 16
const ROOM_SIDE = 2 * ROOM + 1
const CELLS = BOARD.WIDTH * BOARD.HEIGHT

/** allowsKind[kind][dir * 11 + dist]: the kind allows `dist` squares along `dir` (owner frame). */
const allowsKind: Uint8Array[] = KINDS.map((kind) => {
  const type = MOVEMENT_TYPES[kind]
  const table = new Uint8Array(DIRECTIONS.length * 11)
  type.directions.forEach((d) => {
    for (let n = 1; n <= type.R; n++) table[DIRECTIONS.indexOf(d) * 11 + n] = 1
  })
  return table
})

export function kindAllows(kind: number, dir: number, dist: number): boolean {
  return dist <= 10 && allowsKind[kind][dir * 11 + dist] === 1
}

/** Breadth-first search from the origin over an open board: fewest moves to each displacement. */
function movesFromOrigin(kind: Kind): Uint8Array {
  const type = MOVEMENT_TYPES[kind]
  const dist = new Uint8Array(ROOM_SIDE * ROOM_SIDE).fill(NEVER)
  const at = (dx: number, dy: number): number => (dy + ROOM) * ROOM_SIDE + dx + ROOM
  const queue: number[] = [at(0, 0)]
  dist[queue[0]] = 0
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]
    const x = (cell % ROOM_SIDE) - ROOM
    const y = Math.floor(cell / ROOM_SIDE) - ROOM
    for (const d of type.directions) {
      const [sx, sy] = WHITE_VECTORS[d]
      for (let n = 1; n <= type.R; n++) {
        const nx = x + sx * n
        const ny = y + sy * n
        if (Math.abs(nx) > ROOM || Math.abs(ny) > ROOM) break
        const next = at(nx, ny)
        if (dist[next] !== NEVER) continue
        dist[next] = dist[cell] + 1
        queue.push(next)
      }
    }
  }
  const out = new Uint8Array(SIDE * SIDE)
  for (let dy = -SPAN; dy <= SPAN; dy++) {
    for (let dx = -SPAN; dx <= SPAN; dx++) out[(dy + SPAN) * SIDE + dx + SPAN] = Math.min(NEVER, dist[at(dx, dy)])
  }
  return out
}

const MOVES: Uint8Array[] = KINDS.map(movesFromOrigin)

/** Fewest moves for `kind` from cell `a` to cell `b`, the spy belonging to `seat`. */
export function movesBetween(kind: number, seat: Seat, a: number, b: number): number {
  let dx = (b % BOARD.WIDTH) - (a % BOARD.WIDTH)
  let dy = Math.floor(b / BOARD.WIDTH) - Math.floor(a / BOARD.WIDTH)
  if (seat === 'red') {
    dx = -dx
    dy = -dy
  }
  return MOVES[kind][(dy + SPAN) * SIDE + dx + SPAN]
}

/** toGoal[seat][kind][cell]: fewest moves from the cell to any square of the enemy's first row. */
const TO_GOAL: Record<Seat, Uint8Array[]> = { white: goalTable('white'), red: goalTable('red') }

function goalTable(seat: Seat): Uint8Array[] {
  const row = enemyFirstRow(seat)
  return KINDS.map((_, kind) => {
    const out = new Uint8Array(CELLS)
    for (let cell = 0; cell < CELLS; cell++) {
      let best = NEVER
      for (let x = 0; x < BOARD.WIDTH; x++) best = Math.min(best, movesBetween(kind, seat, cell, row * BOARD.WIDTH + x))
      out[cell] = best
    }
    return out
  })
}

export function movesToGoal(kind: number, seat: Seat, cell: number): number {
  return TO_GOAL[seat][kind][cell]
}
