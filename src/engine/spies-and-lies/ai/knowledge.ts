// What one decision knows: the beliefs each side holds about the other's line-up, built from public
// facts only (a view, or a world rebuilt from one), with the prior each side is assumed to use.
import { RANKS, intelRanks } from '../tables'
import { posteriorOf, publicFacts, type Prior, type SideFacts } from '../deduce'
import type { GameState, PlayerView, Seat } from '../types'
import { Belief } from './beliefs'

/** The public facts about `side`'s line-up in a world (a GameState the player plays forward). */
export function worldFacts(s: GameState, side: Seat): SideFacts {
  const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue && s.phase !== 'deploy'
  return {
    side,
    hand: RANKS.filter((r) => !s.exhausted[side].includes(r)),
    deployed: s.phase !== 'deploy',
    known: s.missions[side].map((m) => (m.revealed ? m.rank : null)),
    tokens: s.missions[side].map((m) => (tokensPublic ? m.intelToken : null)),
    intel: s.intelCurrent === null ? null : intelRanks(s.intelCurrent),
  }
}

/**
 * The guesser's beliefs about each side's line-up, one per set of public tokens. Turned-up cards
 * are left out of the key: a Belief is asked per mission with the cards shown before it.
 */
export class BeliefBook {
  private readonly cache = new Map<number, Belief>()

  /** `priors[side]`: the prior the side's opponent deduces `side`'s line-up with. */
  constructor(private readonly priors: Record<Seat, Prior>) {}

  of(side: Seat, s: GameState): Belief {
    // A cheap numeric key (this runs at every step of every rollout): the side, its exhausted
    // ranks, its public tokens and the Intel card's ranks.
    const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue && s.phase !== 'deploy'
    let key = side === 'red' ? 1 : 2
    for (const r of s.exhausted[side]) key |= 1 << (r + 1)
    let tokens = 0
    for (const m of s.missions[side]) tokens = tokens * 3 + (!tokensPublic || m.intelToken === null ? 0 : m.intelToken ? 1 : 2)
    key += tokens * 4096
    key += intelKey(s.intelCurrent) * 4096 * 81
    let belief = this.cache.get(key)
    if (!belief) {
      const facts = worldFacts(s, side)
      belief = new Belief(posteriorOf({ ...facts, known: [null, null, null, null] }, this.priors[side]))
      this.cache.set(key, belief)
    }
    return belief
  }

  /** From a view: the same, with the view's own public facts. */
  fromView(view: PlayerView, side: Seat): Belief {
    const facts = publicFacts(view, side)
    return new Belief(posteriorOf(facts, this.priors[side]))
  }
}

/** The Intel cards by their ranks (the two copies of a card read alike): 0 for none. */
function intelKey(id: string | null): number {
  if (id === null) return 0
  const ranks = intelRanks(id)
  return ranks[0] + 1
}
