// The four computer players, prompt by prompt.
//   easy   a beginner: forward and for the briefcase, loosely (easy.ts); no free actions or orders.
//   normal the deduction helper for its own spies, the briefcase race one move ahead, and the
//          opponent's reply that would take the briefcase; denies every move of the enemy's
//          Double Agent.
//   hard   the same search with every damaging reply of the opponent, standing orders adapted
//          turn by turn, the eliminate actions and tokens, and Variant 5's offers weighed.
//   expert hard's play, with a heavier price on a spy whose piece it does not know (EXPERT_WEIGHTS).
import { acceptPromotion, acceptTransfer } from './offers'
import { attemptOf, contextOf, moveActions, type Context, type MoveAction } from './context'
import { answerDoubleAgent, chooseOrders, sameOrders } from './orders'
import { chooseFree } from './free-actions'
import { easyMove } from './easy'
import { formation } from './placement'
import { afterYes } from './position'
import { HARD_WEIGHTS, type Weights } from './evaluate'
import { nearBest, passValue, scoreMoves, type Depth } from './search'
import { actionsFromView } from './listing'
import { randomPlacement } from '../variants'
import { nextFloat, type RngState } from '../../core/rng'
import type { Level } from '../../core/game-module'
import type { Action, Orders, PlayerView, Prompt, Seat } from '../types'

/** Normal accepts a promotion when its spy is this unlikely to be the Double Agent. */
const NORMAL_PROMOTION_RISK = 0.2
/** Easy passes on Move 2's second attempt this often. */
const EASY_PASS = 0.25

const DEPTH: Record<Exclude<Level, 'easy'>, Depth> = { normal: 'briefcase', hard: 'all', expert: 'all' }

/**
 * What expert does differently from hard: a heavier price on a spy whose piece is in doubt
 * (evaluate.ts `doubt`, hard's 2), so it carries on with spies it has learned rather than trying
 * unknown ones. Everything else, the search's width included, is hard's: a wider search (64) and
 * the other reworkings measured no better against hard (docs/computer-players.md).
 */
export const EXPERT_WEIGHTS: Weights = { ...HARD_WEIGHTS, doubt: 4 }

function easy(view: PlayerView, prompt: Prompt, rng: RngState): Action {
  const seat = view.seat as Seat
  switch (prompt.type) {
    case 'place':
      return { type: 'place', squares: randomPlacement(rng, seat, view.rules) }
    case 'answer':
      return { type: 'answer', yes: prompt.forced ?? nextFloat(rng) < 0.5 }
    case 'promote':
    case 'transfer':
      return { type: prompt.type, accept: true }
    case 'pass':
      return { type: 'pass' }
    case 'move': {
      const moves = actionsFromView(view).filter((a): a is MoveAction => a.type === 'move')
      if (prompt.mayPass && nextFloat(rng) < EASY_PASS) return { type: 'pass' }
      return easyMove(view, moves, rng)
    }
  }
}

/** Is the action in the engine's own list (so it is certainly legal)? */
function listed(c: Context, action: Action): boolean {
  const key = JSON.stringify(action)
  return c.actions.some((a) => JSON.stringify(a) === key)
}

function ordersAction(view: PlayerView, orders: Orders): Action | null {
  return view.orders === null || sameOrders(view.orders, orders) ? null : { type: 'orders', doubleAgent: orders }
}

function turn(c: Context, level: Exclude<Level, 'easy'>, prompt: Extract<Prompt, { type: 'move' | 'pass' }>): Action {
  const depth = DEPTH[level]
  const moves = prompt.type === 'move' ? moveActions(c) : []
  const scored = moves.length > 0 ? scoreMoves(c, moves, depth) : []
  // Orders, free actions and passing are weighed against the best plan, which stays the same from
  // one decision of the turn to the next (orders chosen for another plan each time would flip);
  // only the move itself is drawn among the near-best (nearBest).
  const best = scored[0] ?? null
  if (level === 'normal') {
    const orders = ordersAction(c.view, 'no')
    if (orders) return orders
  } else {
    // Orders for the positions the opponent may face next: after our attempt's yes, and after a no.
    const positions = best === null ? [c.pos] : [c.pos, afterYes(c.table, c.pos, best.attempt)]
    const orders = ordersAction(c.view, chooseOrders(c, positions))
    if (orders) return orders
    const free = prompt.free ? chooseFree(c, prompt.free, best) : null
    if (free && listed(c, free)) return free
  }
  if (best === null) return { type: 'pass' }
  if (prompt.type === 'move' && prompt.mayPass && best.value <= passValue(c, depth)) return { type: 'pass' }
  return (nearBest(c, scored) ?? best).action
}

function thinking(view: PlayerView, level: Exclude<Level, 'easy'>, prompt: Prompt, rng: RngState): Action {
  if (prompt.type === 'place') return { type: 'place', squares: formation(view.seat as Seat, prompt, view.rules, rng) }
  const c = contextOf(view, rng, level !== 'normal', level === 'expert' ? EXPERT_WEIGHTS : undefined)
  switch (prompt.type) {
    case 'answer': {
      if (prompt.forced !== null) return { type: 'answer', yes: prompt.forced }
      if (level === 'normal') return { type: 'answer', yes: false }
      const a = attemptOf(c, { type: 'move', from: prompt.from, to: prompt.to, ...(prompt.briefcase ? { briefcase: prompt.briefcase } : {}) })
      return { type: 'answer', yes: answerDoubleAgent(c, a) }
    }
    case 'promote': {
      if (level !== 'normal') return { type: 'promote', accept: acceptPromotion(c, prompt.at) }
      const spy = c.view.spies.findIndex((s) => s.owner === c.me && s.label === prompt.label)
      return { type: 'promote', accept: c.beliefs.spies[spy].da < NORMAL_PROMOTION_RISK && c.pos.holder !== spy }
    }
    case 'transfer':
      return { type: 'transfer', accept: acceptTransfer(c, prompt.at) }
    case 'pass':
    case 'move':
      return turn(c, level, prompt)
  }
}

/** The level's action for the view's prompt. */
export function decide(view: PlayerView, level: Level, rng: RngState): Action {
  const prompt = view.prompt as Prompt
  return level === 'easy' ? easy(view, prompt, rng) : thinking(view, level, prompt, rng)
}
