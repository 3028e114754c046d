// The enemy's Double Agent is ours to answer for: its moves happen only as our standing orders (or,
// by hand, our answers) allow. We deny what harms us (taking a spy of ours, carrying the briefcase
// home, coming closer to our first row), allow what helps (walking into our reach), and, among
// orders equally harmless, keep ones that answer like a real movement piece would have so far, so
// the opponent cannot single their Double Agent out.
import { allowOf } from './beliefs'
import { evaluate } from './evaluate'
import { afterYes, forEachAttempt, rowOf, type Attempt, type Pos } from './position'
import { allows } from '../movement'
import { DIRECTIONS } from '../geometry'
import { BOARD, DOUBLE_AGENT, TYPE_IDS, movementType } from '../tables'
import type { Context } from './context'
import { sameOrders } from '../legal'

export { sameOrders }
import type { Orders, Rules, Try } from '../types'

/** Harm below this is no harm (evaluation noise). */
const TOLERANCE = 0.002
/** A move that walks into one of our likely captures is a small gain... */
const INTO_CAPTURE = 0.01
/** ...and each row it comes closer to our first row a small harm: better refused while harmless. */
const TOWARDS_US = 0.004

export function enemyDoubleAgent(c: Context): number {
  return c.view.spies.findIndex((s) => s.owner !== c.me && s.movement === DOUBLE_AGENT && s.at !== null)
}

/** Is the cell one of our spies can take next turn, more likely than not? */
function covered(c: Context, p: Pos, cell: number): boolean {
  for (let i = 0; i < p.at.length; i++) {
    if (p.at[i] < 0 || !c.beliefs.spies[i].mine) continue
    let hit = false
    forEachAttempt(c.table, p, i, (a) => {
      if (a.to === cell && a.mode !== 'send' && allowOf(c.beliefs, i, a.dir, a.dist) >= 0.5) hit = true
    })
    if (hit) return true
  }
  return false
}

/** How much a yes to the enemy Double Agent's attempt costs us (negative: it helps us). */
function harmOf(c: Context, p: Pos, a: Attempt): number {
  const after = afterYes(c.table, p, a)
  let harm = evaluate(c.ev, p) - evaluate(c.ev, after)
  if (a.mode === 'send') return harm
  if (covered(c, after, a.to)) harm -= INTO_CAPTURE
  const home = BOARD.FIRST_ROW[c.me]
  return harm + TOWARDS_US * (Math.abs(rowOf(a.from) - home) - Math.abs(rowOf(a.to) - home))
}

const ALL_ORDERS: readonly Orders[] = ['no', 'yes', ...TYPE_IDS.map((as): Orders => ({ as }))]

/** How the orders answer `dist` squares along `dir`, in a game with these rules (its set of pieces). */
function answers(rules: Rules, orders: Orders, dir: number, dist: number): boolean {
  if (orders === 'yes' || orders === 'no') return orders === 'yes'
  return orders.as !== DOUBLE_AGENT && allows(movementType(rules, orders.as), DIRECTIONS[dir], dist)
}

/** Would the orders have answered every past attempt of the Double Agent as it was answered? */
function consistent(rules: Rules, orders: Orders, tries: readonly Try[]): boolean {
  if (typeof orders !== 'object') return false
  return tries.every((t) => answers(rules, orders, DIRECTIONS.indexOf(t.dir), t.dist) === t.yes)
}

/**
 * The standing orders to give for the positions the opponent may face on their next turn (after
 * our attempt's yes or no): the least harmful worst case; then the current orders, then orders
 * consistent with the Double Agent's past answers, then 'no'.
 */
export function chooseOrders(c: Context, positions: readonly Pos[]): Orders {
  const da = enemyDoubleAgent(c)
  const current = c.view.orders
  if (da < 0) return current ?? 'no'
  const harms: Array<{ dir: number; dist: number; harm: number }> = []
  for (const p of positions) {
    if (p.at[da] < 0 || p.winner !== null) continue
    forEachAttempt(c.table, p, da, (a) => harms.push({ dir: a.dir, dist: a.dist, harm: harmOf(c, p, a) }))
  }
  const rules = c.view.rules
  const worst = (o: Orders): number => harms.reduce((m, h) => (answers(rules, o, h.dir, h.dist) ? Math.max(m, h.harm) : m), 0)
  const tries = c.view.notebook[da].tries
  const rank = (o: Orders): number => (sameOrders(o, current) ? 0 : consistent(rules, o, tries) ? 1 : o === 'no' ? 2 : 3)
  let best: Orders = 'no'
  let bestHarm = worst('no')
  for (const o of ALL_ORDERS) {
    const h = worst(o)
    if (h < bestHarm - TOLERANCE || (h <= bestHarm + TOLERANCE && rank(o) < rank(best))) {
      best = o
      bestHarm = Math.min(h, bestHarm)
    }
  }
  return best
}

/** A by-hand answer to the enemy Double Agent's attempt: yes only when it does us no harm. */
export function answerDoubleAgent(c: Context, a: Attempt): boolean {
  const harm = harmOf(c, c.pos, a)
  if (harm > TOLERANCE) return false
  if (harm < -TOLERANCE) return true
  // Harmless either way: answer like some piece still consistent with its past answers would.
  const tries = c.view.notebook[a.spy].tries
  return TYPE_IDS.some((as) => consistent(c.view.rules, { as }, tries) && answers(c.view.rules, { as }, a.dir, a.dist))
}
