// Which Intel card may come next: the deck holds two copies of each card, and the cards already
// turned up (the old intel, and today's once it is up) are public.
import { INTEL_CARDS } from '../tables'
import type { PlayerView, Rank } from '../types'

export interface IntelChance {
  ranks: readonly Rank[]
  p: number
}

const key = (ranks: readonly Rank[]): string => ranks.join(',')

/** The distinct Intel cards that may be turned up next, with their chances. */
export function nextIntel(view: PlayerView): IntelChance[] {
  const left = new Map<string, { ranks: readonly Rank[]; n: number }>()
  for (const card of INTEL_CARDS) {
    const entry = left.get(key(card.ranks))
    if (entry) entry.n += 1
    else left.set(key(card.ranks), { ranks: card.ranks, n: 1 })
  }
  const seen = view.intel.current ? [...view.intel.old, view.intel.current] : view.intel.old
  for (const ranks of seen) {
    const entry = left.get(key(ranks))
    if (entry && entry.n > 0) entry.n -= 1
  }
  const total = [...left.values()].reduce((n, e) => n + e.n, 0)
  if (total === 0) return INTEL_CARDS.slice(0, 1).map((c) => ({ ranks: c.ranks, p: 1 }))
  return [...left.values()].filter((e) => e.n > 0).map((e) => ({ ranks: e.ranks, p: e.n / total }))
}
