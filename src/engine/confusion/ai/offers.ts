// Variant 5's two questions. A promotion is a fine thing for a spy (all eight directions, two
// squares) unless the spy is our Double Agent: then it is unmasked and the briefcase may go to the
// enemy's alphabetically first spy. A briefcase transfer to us is taken when it helps our race.
import { evaluate } from './evaluate'
import { copyPos, cellOf, type Pos } from './position'
import { SPY_IDS } from '../tables'
import type { Context } from './context'
import type { Square } from '../types'

/** What promoting a spy that is not the Double Agent is worth, on the evaluation's scale. */
const PROMOTION_GAIN = 0.08

/** The position with the briefcase held by the spy on `at`. */
function briefcaseTo(p: Pos, at: number): Pos {
  const q = copyPos(p)
  q.bc = at
  q.holder = q.grid[at] - 1
  return q
}

/** The enemy's alphabetically first spy on the board: who receives the briefcase if ours is unmasked. */
function enemyReceiver(c: Context): number {
  for (const label of SPY_IDS) {
    const i = c.view.spies.findIndex((s) => s.owner !== c.me && s.label === label && s.at !== null)
    if (i >= 0) return i
  }
  return -1
}

export function acceptPromotion(c: Context, at: Square): boolean {
  const spy = c.pos.grid[cellOf(at)] - 1
  if (spy < 0) return false
  const da = c.beliefs.spies[spy].da
  if (da === 0) return true
  // Holding the briefcase there, declining keeps a win (or, with Safe Extraction, the hold) that unmasking would lose.
  if (c.pos.holder === spy) return false
  const receiver = enemyReceiver(c)
  const now = evaluate(c.ev, c.pos)
  // Unmasked: the spy leaves the board and (if they take it) the briefcase goes to their receiver.
  const unmasked = copyPos(c.pos)
  unmasked.grid[unmasked.at[spy]] = 0
  unmasked.at[spy] = -1
  if (unmasked.holder === spy) unmasked.holder = -1
  const after = receiver >= 0 ? Math.min(evaluate(c.ev, unmasked), evaluate(c.ev, briefcaseTo(unmasked, c.pos.at[receiver]))) : evaluate(c.ev, unmasked)
  return (1 - da) * PROMOTION_GAIN > da * (now - after)
}

export function acceptTransfer(c: Context, at: Square): boolean {
  return evaluate(c.ev, briefcaseTo(c.pos, cellOf(at))) > evaluate(c.ev, c.pos)
}
