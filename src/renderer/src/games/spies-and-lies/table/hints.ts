// A newcomer's hint at the guess (issue 27): the rank chosen cannot be the one on this mission, by
// facts the guesser can see on the table — the enemy exhausted it, it is already turned up on
// another mission today, or it contradicts the mission's Intel token — or another rank is much
// likelier there (issue 35, point 4: the hint a player like the normal computer needs). Read from the guesser's own
// view only (the arguments are parts of it), so a hint never knows more than the player could.
import type { MissionView, Rank } from '@shared/spies-and-lies/types'
import { SERGEANT_RANK } from './sides'

/** Why a rank cannot be on the mission, named as the guess prompt names it. */
export type GuessHint = 'exhausted' | 'seen' | 'intelYes' | 'intelNo'

/** What the guesser sees of the mission and of the enemy's soldiers today. */
export interface GuessFacts {
  mission: number
  enemyMissions: readonly MissionView[]
  enemyExhausted: readonly Rank[]
  /** The Intel card of today (null before the Intel phase). */
  intel: readonly Rank[] | null
}

export function guessHint(facts: GuessFacts, rank: Rank): GuessHint | null {
  if (facts.enemyExhausted.includes(rank)) return 'exhausted'
  if (facts.enemyMissions.some((m, i) => i !== facts.mission && m.revealed && m.rank === rank)) return 'seen'
  const token = facts.enemyMissions[facts.mission]?.intelToken ?? null
  // Only a Sergeant may carry a token that lies, so a Sergeant is never ruled out by one.
  if (token === null || facts.intel === null || rank === SERGEANT_RANK) return null
  const onCard = facts.intel.includes(rank)
  if (token && !onCard) return 'intelYes'
  if (!token && onCard) return 'intelNo'
  return null
}

/** How much likelier another rank must be before the guess hint names it. */
export const LIKELIER_BY = 0.15

/** A rank likelier than the one chosen on the mission guessed, by at least LIKELIER_BY. */
export interface LikelierRank {
  rank: Rank
  /** Its chance, and the chosen rank's, 0 to 1. */
  chance: number
  chosen: number
}

/**
 * The rank most likely on the mission when it is likelier than `rank` by LIKELIER_BY or more, else
 * null. `chances`: the mission's rank distribution as the table deduces it from the guesser's view,
 * weighed by how players usually deploy. The normal computer picks by points a rank gains rather
 * than by how likely it is, and names a less likely rank in most guesses; a player who takes the
 * likelier one won 77.7% of 1,000 games between two normal computers (npm run bench:ai -- --hints
 * --players normal).
 */
export function likelierRank(chances: Readonly<Record<Rank, number>>, rank: Rank, offered: readonly Rank[]): LikelierRank | null {
  let best: Rank = rank
  for (const r of offered) if ((chances[r] ?? 0) > (chances[best] ?? 0)) best = r
  const chance = chances[best] ?? 0
  const chosen = chances[rank] ?? 0
  return best !== rank && chance - chosen >= LIKELIER_BY ? { rank: best, chance, chosen } : null
}
