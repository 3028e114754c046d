// A guesser's belief about one side's line-up of today: the posterior over the line-ups consistent
// with the public facts, and from it the rank probabilities on a mission once the missions before
// it have been turned up. Memoised, since play goes mission by mission and rollouts share prefixes.
import { RANKS } from '../tables'
import type { Rank } from '../types'
import type { Posterior } from '../deduce'

/** Rank probabilities indexed by rank (index 0 unused). */
export type Dist = number[]

export class Belief {
  private readonly memo = new Map<string, Dist>()

  constructor(readonly post: Posterior) {}

  /** The probabilities on `mission`, given the ranks turned up on the missions before it. */
  at(mission: number, shown: ReadonlyArray<Rank | null>): Dist {
    let key = String(mission)
    for (let i = 0; i < mission; i++) key += `,${shown[i] ?? 0}`
    let dist = this.memo.get(key)
    if (dist) return dist
    dist = new Array<number>(11).fill(0)
    let total = 0
    const { lineups, weights } = this.post
    for (let k = 0; k < lineups.length; k++) {
      const line = lineups[k]
      let ok = true
      for (let i = 0; i < mission; i++) {
        const r = shown[i]
        if (r !== null && r !== undefined && line[i] !== r) {
          ok = false
          break
        }
      }
      if (!ok) continue
      dist[line[mission]] += weights[k]
      total += weights[k]
    }
    if (total > 0) {
      for (let r = 1; r <= 10; r++) dist[r] /= total
    } else {
      // Nothing fits (a view the posterior did not foresee): every rank not yet shown.
      const left = RANKS.filter((r) => !shown.slice(0, mission).includes(r))
      for (const r of left) dist[r] = 1 / left.length
    }
    this.memo.set(key, dist)
    return dist
  }
}
