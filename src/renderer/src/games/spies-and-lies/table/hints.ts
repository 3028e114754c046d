// A newcomer's hint at the guess (issue 27): the rank chosen cannot be the one on this mission, by
// facts the guesser can see on the table — the enemy exhausted it, it is already turned up on
// another mission today, or it contradicts the mission's Intel token. Read from the guesser's own
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
