// The Double Agent: its moves are answered as the opponent pleases, by
// standing orders set in secret (the default) or by hand; and the two eliminate actions.
import { refuse } from './errors'
import { sameOrders } from './legal'
import { allows } from './movement'
import { log, removeSpy, spyIndexAt } from './state'
import { DOUBLE_AGENT, movementType, opponent } from './tables'
import type { Direction, GameState, Orders, Seat, Square } from './types'

/** Standing orders exist only when the Double Agent is in play and its answers come from them. */
export function ordersApply(s: GameState): boolean {
  return !s.rules.variants.honor && s.rules.answers === 'orders'
}

/**
 * `seat` sets its standing answers for the enemy Double Agent, at any time, in secret: nothing
 * anyone else can see changes, not even the log. Orders the same as those in force are refused
 * (`same-orders`): they would change nothing, yet still be a move in the game's record.
 */
export function setOrders(s: GameState, seat: Seat, orders: Orders): void {
  if (!ordersApply(s)) refuse('bad-action', "standing orders are only given with answers 'orders' and a Double Agent in play")
  if (typeof orders === 'object' && orders.as === DOUBLE_AGENT) refuse('bad-action', 'orders may answer as one of the 12 movement types, not as a Double Agent')
  if (sameOrders(s.orders[seat], orders)) refuse('same-orders', 'those are the standing orders in force already')
  s.orders[seat] = typeof orders === 'object' ? { as: orders.as } : orders
}

/** The answer the Double Agent of `owner` gets for `dist` squares along `dir` (its owner's frame), from the enemy's orders. */
export function doubleAgentAnswer(s: GameState, owner: Seat, dir: Direction, dist: number): boolean {
  const orders = s.orders[opponent(owner)]
  if (orders === 'yes') return true
  if (orders === 'no' || orders === null) return false
  return orders.as === DOUBLE_AGENT ? false : allows(movementType(s.rules, orders.as), dir, dist)
}

/** Index of `owner`'s Double Agent if it is on the board, else -1. */
export function doubleAgentOnBoard(s: GameState, owner: Seat): number {
  for (let i = 0; i < s.spies.length; i++) {
    const spy = s.spies[i]
    if (spy.owner === owner && spy.movement === DOUBLE_AGENT && spy.at !== null) return i
  }
  return -1
}

/** "Eliminate the Double Agent": remove one of your own spies, unrevealed, even if it was not the Double Agent. */
export function eliminateOwn(s: GameState, seat: Seat, at: Square): void {
  const i = spyIndexAt(s, at)
  if (i < 0 || s.spies[i].owner !== seat) refuse('bad-action', `no spy of yours stands on ${JSON.stringify(at)}`)
  removeSpy(s, i, 'eliminated')
  log(s, { type: 'eliminateOwn', seat, label: s.spies[i].label, at })
}

/** "Eliminate the Opponent's Double Agent": it must be the real one, so the action names no target. */
export function eliminateDoubleAgent(s: GameState, seat: Seat): void {
  const i = doubleAgentOnBoard(s, opponent(seat))
  if (i < 0) refuse('bad-action', "your opponent's Double Agent is not on the board")
  const at = s.spies[i].at as Square
  removeSpy(s, i, 'unmasked')
  log(s, { type: 'eliminateDoubleAgent', seat, label: s.spies[i].label, at })
}
