// The beginner: it knows the rules and remembers its refused attempts, but not much more. It heads
// forward and for the briefcase, carries it home, takes a spy now and then, all with a good pinch
// of chance, and never weighs whether a move is likely to be allowed.
import { enemyFirstRow, lineBetween, ownerDirection } from '../geometry'
import { nextFloat, type RngState } from '../../core/rng'
import type { MoveAction } from './context'
import type { PlayerView, Seat, Square } from '../types'

const NOISE = 1.5
/** How likely a beginner thinks a move of each length is to be allowed (most pieces go one or two squares). */
const LIKELY = [0, 0.6, 0.45, 0.15, 0.08]
const UNLIKELY = 0.02

const chebyshev = (a: Square, b: Square): number => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]))
const same = (a: Square, b: Square): boolean => a[0] === b[0] && a[1] === b[1]

function forward(seat: Seat, a: MoveAction): number {
  return seat === 'white' ? a.to[1] - a.from[1] : a.from[1] - a.to[1]
}

function score(view: PlayerView, seat: Seat, a: MoveAction): number {
  const i = view.spies.findIndex((s) => s.at !== null && same(s.at, a.from))
  const spy = view.spies[i]
  const bc = view.briefcase
  const holds = bc.holder !== null && bc.holder.owner === seat && bc.holder.label === spy.label
  const target = view.spies.find((s) => s.at !== null && same(s.at, a.to))
  let s = 0
  if (holds) {
    const mode = a.briefcase ?? 'carry'
    if (mode === 'carry') s += 2 * forward(seat, a) + (a.to[1] === enemyFirstRow(seat) ? 50 : 0)
    else if (mode === 'send') s += target?.owner === seat ? forward(seat, a) : -1
    else s -= 2
  } else {
    if (same(a.to, bc.at)) s += 8
    s += 1.5 * (chebyshev(a.from, bc.at) - chebyshev(a.to, bc.at)) + 0.5 * forward(seat, a)
    if (target !== undefined) s += 1.5
  }
  const line = lineBetween(a.from, a.to)
  if (line === null) return s
  // It reads its notebook: a refused move is not tried again, nor a longer one the same way.
  if (!spy.promoted) {
    const dir = ownerDirection(seat, line.dx, line.dy)
    if (view.notebook[i].tries.some((t) => !t.yes && t.dir === dir && t.dist <= line.dist)) return -1
  }
  return s * (LIKELY[line.dist] ?? UNLIKELY)
}

/** The beginner's attempt among the legal move actions. */
export function easyMove(view: PlayerView, moves: readonly MoveAction[], rng: RngState): MoveAction {
  const seat = view.seat as Seat
  let best = moves[0]
  let bestScore = -Infinity
  for (const a of moves) {
    const s = score(view, seat, a) + NOISE * nextFloat(rng)
    if (s > bestScore) {
      bestScore = s
      best = a
    }
  }
  return best
}
