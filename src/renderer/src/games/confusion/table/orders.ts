// Standing orders for the enemy's Double Agent, as the player chooses them: allow every move, deny
// every move, or answer as if it were one of the twelve types. Sent at once; nobody else sees them.
import { TYPE_IDS } from '@engine/confusion/client'
import type { Action, Orders, PlayerView, SpyView, TypeId } from '@shared/confusion/types'

export type OrdersChoice = 'yes' | 'no' | TypeId

export const ORDERS_CHOICES: readonly OrdersChoice[] = ['yes', 'no', ...TYPE_IDS]

export function choiceOf(orders: Orders): OrdersChoice {
  if (orders === 'yes' || orders === 'no') return orders
  return orders.as === 'DA' ? 'no' : orders.as
}

export function ordersOf(choice: OrdersChoice): Orders {
  return choice === 'yes' || choice === 'no' ? choice : { as: choice }
}

export function ordersAction(choice: OrdersChoice): Action {
  return { type: 'orders', doubleAgent: ordersOf(choice) }
}

export function sameOrders(a: Orders | null, b: Orders | null): boolean {
  if (a === null || b === null) return a === b
  return choiceOf(a) === choiceOf(b)
}

/** The enemy's Double Agent as the viewer sees it (the piece marked '?'), on the board or not. */
export function enemyDoubleAgent(view: PlayerView): SpyView | null {
  if (view.seat === null) return null
  return view.spies.find((s) => s.owner !== view.seat && (s.movement === 'DA' || s.was === 'DA')) ?? null
}
