// Deception timing: a token scores +4 only if the guess about to be made is wrong and the card is
// activated, and each token plays once. Play it where the guesser is unlikely to name the card,
// unless there are no more chances left than tokens held.
import { BOMB, MARSHAL, MISSIONS_PER_DAY, opponent } from '../tables'
import type { GameState, Rank, Seat } from '../types'
import type { Belief } from './beliefs'
import { chanceNamed, stakesOf } from './guesser'
import { cardsLeft } from './value'

/** Does the card retreat whatever the guess (so a token on it would be spent for nothing)? */
export function retreatsAnyway(s: GameState, defender: Seat, card: Rank): boolean {
  const a = s.active[opponent(defender)]
  return a.bomb === 'armed' || (card === MARSHAL && a.spy) || (card === BOMB && a.miner)
}

/** How likely the guesser is to name the defender's card on `mission`, with a token on it. */
export function namedChance(s: GameState, defender: Seat, mission: number, belief: Belief): number {
  const card = s.missions[defender][mission].rank as Rank
  const shown = s.missions[defender].map((m) => m.rank)
  const dist = belief.at(mission, shown)
  return chanceNamed(dist, stakesOf(s, defender, mission, true), card)
}

/** Own cards still to be guessed, today (this one included) and on the days to come. */
export function chancesLeft(s: GameState, defender: Seat): number {
  return cardsLeft(s, defender) + MISSIONS_PER_DAY * (3 - s.day)
}

/** The rule: play when the guess is likely wrong enough, or when chances run out. */
export function shouldDeceive(s: GameState, defender: Seat, mission: number, named: number, threshold: number): boolean {
  const held = s.deception[defender]
  if (held <= 0) return false
  if (retreatsAnyway(s, defender, s.missions[defender][mission].rank as Rank)) return false
  if (held >= chancesLeft(s, defender)) return true
  return 1 - named >= threshold
}
