// The look-ahead over briefcase races: each of our attempts is answered yes with the probability
// our beliefs give it (no changes nothing), and then the opponent replies. Their answers are known
// to us exactly (we see their pieces; their Double Agent moves only as we allow), so their reply is
// the most damaging move they are allowed to make, weighted by how readily they would try it.
import { allowOf, readiness } from './beliefs'
import { attemptOf, type Context, type MoveAction } from './context'
import { evaluate } from './evaluate'
import { afterYes, cellOf, forEachAttempt, type Attempt, type Pos } from './position'
import { exchange } from './exchange'
import { nextFloat } from '../../core/rng'

/** Attempts looked at two plies deep, the best by the one-ply value. */
export const WIDTH = 16
/** Moving a spy back to a square it left lately costs this (else equal positions make us go round in circles). */
const UNDO = 0.02
/** How many of our last log entries are searched for a spy's earlier squares. */
const UNDO_MEMORY = 24

export interface Scored {
  action: MoveAction
  attempt: Attempt
  /** Chance of a yes. */
  p: number
  value: number
}

/**
 * Which replies of the opponent the look-ahead weighs: 'briefcase', only those that take or move
 * the briefcase; 'all', captures of our spies as well.
 */
export type Depth = 'briefcase' | 'all'

/** The value of `p` with us to move: the fight for the briefcase, if we do not hold it (careful only). */
function ourTurn(c: Context, p: Pos): number {
  return c.ev.careful ? exchange(c, p, true) : evaluate(c.ev, p)
}

/** The value of `p` with the opponent to move: after their most damaging likely reply. */
export function reply(c: Context, p: Pos, depth: Depth = 'all'): number {
  if (p.winner !== null) return evaluate(c.ev, p)
  const quiet = ourTurn(c, p)
  let worst = quiet
  for (let i = 0; i < p.at.length; i++) {
    if (p.at[i] < 0 || c.beliefs.spies[i].mine) continue
    forEachAttempt(c.table, p, i, (a) => {
      if (allowOf(c.beliefs, i, a.dir, a.dist) < 0.5) return
      // Only what touches the briefcase or takes a spy changes the race at once.
      if (a.mode === null && a.to !== p.bc && (depth === 'briefcase' || p.grid[a.to] === 0)) return
      const v = ourTurn(c, afterYes(c.table, p, a))
      const w = readiness(c.beliefs, a, a.to === p.bc)
      worst = Math.min(worst, w * v + (1 - w) * quiet)
    })
  }
  return worst
}

/**
 * Scores the move actions: one ply for all (the chance of a yes times the position it makes), then
 * the best `width` again with the opponent's reply. Sorted best first; ties are broken by the
 * seeded generator.
 */
export function scoreMoves(c: Context, moves: readonly MoveAction[], depth: Depth, width = WIDTH): Scored[] {
  const base = evaluate(c.ev, c.pos)
  const first = moves.map((action) => {
    const attempt = attemptOf(c, action)
    const p = allowOf(c.beliefs, attempt.spy, attempt.dir, attempt.dist)
    const yes = afterYes(c.table, c.pos, attempt)
    const undo = attempt.mode !== 'send' && wasOn(c, attempt.from, attempt.to) ? p * UNDO : 0
    const value = p * evaluate(c.ev, yes) + (1 - p) * base - undo + 1e-6 * nextFloat(c.rng)
    return { action, attempt, p, value, yes, undo }
  })
  first.sort((a, b) => b.value - a.value)
  const refused = reply(c, c.pos, depth)
  const second = first.slice(0, width).map(({ action, attempt, p, yes, undo }) => ({
    action,
    attempt,
    p,
    value: p * reply(c, yes, depth) + (1 - p) * refused - undo + 1e-6 * nextFloat(c.rng),
  }))
  return second.sort((a, b) => b.value - a.value)
}

/**
 * How far below the best a plan may score and still be played: within this, plans are as good as
 * the search can tell, so the seeded generator picks among them and no two games open alike
 * (issue 25, point 6). On the evaluation's scale, a chance of winning.
 */
export const NEAR_BEST = 0.01
/**
 * A side's first move is drawn more widely (issue 38, point 2): from the set-up, moving another spy
 * to the same square or a neighbour's two squares forward scores within about 0.03 of the best, and
 * with NEAR_BEST alone hard opened alike in 3,499 of 3,500 games.
 */
export const OPENING_NEAR_BEST = 0.035
/** Turns (both sides') that count as the opening: each side's first. */
const OPENING_TURNS = 2

/** One of the plans scoring within NEAR_BEST of the best (`scored` is sorted best first), or null. */
export function nearBest(c: Context, scored: readonly Scored[]): Scored | null {
  const best = scored[0]
  if (best === undefined) return null
  const slack = c.view.turns < OPENING_TURNS ? OPENING_NEAR_BEST : NEAR_BEST
  const near = scored.filter((s) => s.value >= best.value - slack)
  return near[Math.floor(nextFloat(c.rng) * near.length)] ?? best
}

/** Did our spy now on `now` stand on `cell` lately? Its way is followed back through our moves and swaps. */
function wasOn(c: Context, now: number, cell: number): boolean {
  let at = now
  const log = c.view.log
  for (let i = log.length - 1; i >= Math.max(0, log.length - UNDO_MEMORY); i--) {
    const e = log[i]
    if (!('seat' in e) || e.seat !== c.me) continue
    if (e.type === 'attempt' && e.yes && e.briefcase !== 'send' && cellOf(e.to) === at) at = cellOf(e.from)
    else if (e.type === 'token' && e.kind === 'swap') {
      if (cellOf(e.a) === at) at = cellOf(e.b)
      else if (cellOf(e.b) === at) at = cellOf(e.a)
    } else continue
    if (at === cell) return true
  }
  return false
}

/** The value of making no attempt (passing), on the same scale as scoreMoves. */
export function passValue(c: Context, depth: Depth): number {
  return reply(c, c.pos, depth)
}
