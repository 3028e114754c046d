// How far each movement kind gets: the fewest moves between two squares (on an open board, in the
// owner's frame) and to the enemy's first row. Built from the game's movement set (table T4, its
// rules' `pieces`), once per set when first asked, so a new set needs no change here. The computer
// players plan with these numbers; the true answer to any attempt always comes from the engine.
import { BOARD, TYPE_IDS, movementTypes, type MovementTable } from '../tables'
import { DIRECTIONS, WHITE_VECTORS, boardStep, enemyFirstRow } from '../geometry'
import type { PieceSetId, Seat, TypeId } from '../types'

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

/** A kind's board steps and reach, for one seat. */
export interface Line {
  steps: Array<[number, number]>
  R: number
}

/** Everything the computer players know of one movement set, by kind (KINDS order). */
export interface Reach {
  pieces: PieceSetId
  /** allows[kind][dir * 11 + dist]: the kind allows `dist` squares along `dir` (owner frame). */
  allows: Uint8Array[]
  /** Fewest moves to each displacement (owner frame), SIDE × SIDE around the origin. */
  moves: Uint8Array[]
  /** toGoal[seat][kind][cell]: fewest moves from the cell to any square of the enemy's first row. */
  toGoal: Record<Seat, Uint8Array[]>
  /** Board steps and reach of each kind, per seat. */
  lines: Record<Seat, Line[]>
}

function allowsOf(types: MovementTable): Uint8Array[] {
  return KINDS.map((kind) => {
    const type = types[kind]
    const table = new Uint8Array(DIRECTIONS.length * 11)
    type.directions.forEach((d) => {
      for (let n = 1; n <= type.R; n++) table[DIRECTIONS.indexOf(d) * 11 + n] = 1
    })
    return table
  })
}

/** Breadth-first search from the origin over an open board: fewest moves to each displacement. */
function movesFromOrigin(types: MovementTable, kind: Kind): Uint8Array {
  const type = types[kind]
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

function movesIn(moves: readonly Uint8Array[], kind: number, seat: Seat, a: number, b: number): number {
  let dx = (b % BOARD.WIDTH) - (a % BOARD.WIDTH)
  let dy = Math.floor(b / BOARD.WIDTH) - Math.floor(a / BOARD.WIDTH)
  if (seat === 'red') {
    dx = -dx
    dy = -dy
  }
  return moves[kind][(dy + SPAN) * SIDE + dx + SPAN]
}

function goalTable(moves: readonly Uint8Array[], seat: Seat): Uint8Array[] {
  const row = enemyFirstRow(seat)
  return KINDS.map((_, kind) => {
    const out = new Uint8Array(CELLS)
    for (let cell = 0; cell < CELLS; cell++) {
      let best = NEVER
      for (let x = 0; x < BOARD.WIDTH; x++) best = Math.min(best, movesIn(moves, kind, seat, cell, row * BOARD.WIDTH + x))
      out[cell] = best
    }
    return out
  })
}

function linesOf(types: MovementTable, seat: Seat): Line[] {
  return KINDS.map((kind) => ({ steps: types[kind].directions.map((d) => boardStep(seat, d)), R: types[kind].R }))
}

function buildReach(pieces: PieceSetId): Reach {
  const types = movementTypes(pieces)
  const moves = KINDS.map((kind) => movesFromOrigin(types, kind))
  return {
    pieces,
    allows: allowsOf(types),
    moves,
    toGoal: { white: goalTable(moves, 'white'), red: goalTable(moves, 'red') },
    lines: { white: linesOf(types, 'white'), red: linesOf(types, 'red') },
  }
}

// Built once per set, when a game of that set first asks: constant data, so the players stay pure.
const BUILT = new Map<PieceSetId, Reach>()

/** The reach tables of a movement set (the game's `rules.pieces`). */
export function reachOf(pieces: PieceSetId): Reach {
  let reach = BUILT.get(pieces)
  if (!reach) {
    reach = buildReach(pieces)
    BUILT.set(pieces, reach)
  }
  return reach
}

export function kindAllows(r: Reach, kind: number, dir: number, dist: number): boolean {
  return dist <= 10 && r.allows[kind][dir * 11 + dist] === 1
}

/** Fewest moves for `kind` from cell `a` to cell `b`, the spy belonging to `seat`. */
export function movesBetween(r: Reach, kind: number, seat: Seat, a: number, b: number): number {
  return movesIn(r.moves, kind, seat, a, b)
}

export function movesToGoal(r: Reach, kind: number, seat: Seat, cell: number): number {
  return r.toGoal[seat][kind][cell]
}
