// The fight for the briefcase's square: the side to move may take the briefcase (or the spy
// holding it), the other may take it back, and so on; either side may stop instead. Each side
// sends its likeliest spy first: ours by our beliefs, theirs among the moves they are allowed,
// weighted by how readily they would try it.
import { allowOf, readiness } from './beliefs'
import { evaluate } from './evaluate'
import { afterYes, forEachMoveOnto, type Attempt, type Pos } from './position'
import type { Context } from './context'

/** Takes and takes back looked at. */
const EXCHANGE_DEPTH = 4

/** The side's likeliest move onto the briefcase's square and its chance, or null. */
function bestTaker(c: Context, p: Pos, ours: boolean): { a: Attempt; chance: number } | null {
  let best: { a: Attempt; chance: number } | null = null
  forEachMoveOnto(c.table, p, p.bc, (a) => {
    if (c.beliefs.spies[a.spy].mine !== ours) return
    const yes = allowOf(c.beliefs, a.spy, a.dir, a.dist)
    const chance = ours ? yes : yes < 0.5 ? 0 : readiness(c.beliefs, a, true)
    if (chance > 0 && (best === null || chance > best.chance)) best = { a, chance }
  })
  return best
}

/** The value of `p` with us (`ours`) or the opponent to move, over the fight for the briefcase. */
export function exchange(c: Context, p: Pos, ours: boolean, depth = EXCHANGE_DEPTH): number {
  const quiet = evaluate(c.ev, p)
  if (p.winner !== null || depth === 0) return quiet
  // The side holding the briefcase has nothing to take.
  if (p.holder >= 0 && c.beliefs.spies[p.holder].mine === ours) return quiet
  const take = bestTaker(c, p, ours)
  if (take === null) return quiet
  const after = take.chance * exchange(c, afterYes(c.table, p, take.a), !ours, depth - 1) + (1 - take.chance) * quiet
  return ours ? Math.max(quiet, after) : Math.min(quiet, after)
}
