// Standing orders: every choice the engine accepts, both ways between the player's choice and the
// action sent, and the enemy Double Agent as the viewer sees it.
import { describe, expect, it } from 'vitest'
import { applyAction, legalActions } from '../../../src/engine/confusion'
import { ORDERS_CHOICES, choiceOf, enemyDoubleAgent, ordersAction, ordersOf, sameOrders } from '../../../src/renderer/src/games/confusion/table/orders'
import { newGame, viewFor } from './helpers'

describe('standing orders', () => {
  it('offers exactly the orders the engine accepts, and each one sent is what the view then shows', () => {
    const s = newGame()
    const engine = legalActions(s, 'white').filter((a) => a.type === 'orders')
    const current = viewFor(s, 'white').orders
    // The choice in force is shown, not sent again (the engine refuses orders that change nothing).
    const offered = ORDERS_CHOICES.filter((c) => !sameOrders(ordersOf(c), current))
    expect(offered.map(ordersAction)).toEqual(engine)
    expect(offered).toHaveLength(ORDERS_CHOICES.length - 1)
    for (const choice of offered) {
      const after = applyAction(s, 'white', ordersAction(choice))
      const shown = viewFor(after, 'white').orders
      expect(shown).not.toBeNull()
      expect(choiceOf(shown ?? 'yes')).toBe(choice)
      expect(sameOrders(shown, ordersOf(choice))).toBe(true)
      // Red sees nothing of White's orders.
      expect(viewFor(after, 'red').orders).toEqual(viewFor(s, 'red').orders)
    }
  })

  it("names the enemy's Double Agent (spy X with the fixed assignment), and none with Variant 1", () => {
    expect(enemyDoubleAgent(viewFor(newGame(), 'white'))?.label).toBe('X')
    expect(enemyDoubleAgent(viewFor(newGame(), null))).toBeNull()
    const honor = newGame({ variants: { honor: true }, movement: undefined })
    expect(enemyDoubleAgent(viewFor(honor, 'white'))).toBeNull()
    expect(viewFor(honor, 'white').orders).toBeNull()
  })
})
