// The model of a deducing guesser, used wherever one side must foresee the other's guess: it names
// the rank with the best expected gain, the chance of being right times what being right is worth
// (the points, plus the activation it prevents).
import { MISSIONS_PER_DAY, opponent } from '../tables'
import type { GameState, Rank, Seat } from '../types'
import type { Dist } from './beliefs'
import { correctValue, guesserAt, ipValue, soldierValues } from './value'

export interface Stakes {
  /** What each rank's activation would be worth to the defender, indexed by rank. */
  values: number[]
  /** What a correct guess is worth to the guesser. */
  correct: number
}

/** Guesses `side` makes after guess turn `turn` today. */
export function guessesAfter(s: GameState, side: Seat, turn: number): number {
  let n = 0
  for (let t = turn + 1; t < MISSIONS_PER_DAY * 2; t++) if (guesserAt(s, t) === side) n++
  return n
}

/**
 * What is at stake in the guess of turn `s.turn` on `defender`'s `mission`: a card that would
 * retreat anyway (the guesser's armed Bomb, Spy against a Marshal, Miner against a Bomb) is worth
 * nothing; a Deception token on the mission adds its bonus to every activation.
 */
export function stakesOf(s: GameState, defender: Seat, mission: number, deception = s.missions[defender][mission]?.deception === true): Stakes {
  const guesser = opponent(defender)
  const values = soldierValues({
    day: s.day,
    ownerTrack: s.infiltration[defender],
    otherTrack: s.infiltration[guesser],
    guessesAfter: guessesAfter(s, defender, s.turn),
    exhausted: s.exhausted[defender],
    tokenRoom: s.deception[defender] < 2 && s.deception.supply > 0,
  })
  const a = s.active[guesser]
  if (a.bomb === 'armed') values.fill(0)
  else {
    if (a.spy) values[10] = 0
    if (a.miner) values[7] = 0
    if (deception) {
      const bonus = 4 * ipValue(s.day)
      for (let r = 1; r <= 10; r++) if (!(a.spy && r === 10) && !(a.miner && r === 7)) values[r] += bonus
    }
  }
  return { values, correct: correctValue(s.day, a.scout) }
}

/** The guess the model makes: the best expected gain (ties: the likelier rank, then the lower). */
export function modelGuess(dist: Dist, stakes: Stakes): Rank {
  let best = 1
  let bestGain = -Infinity
  for (let r = 1; r <= 10; r++) {
    const gain = dist[r] * (stakes.correct + stakes.values[r])
    if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && dist[r] > dist[best])) {
      best = r
      bestGain = gain
    }
  }
  return best as Rank
}

/**
 * How likely the guesser is to name `card`, as the defender estimates it: half the model's own
 * choice, half the guesser's belief in the card (a guesser does not always follow the model).
 */
export function chanceNamed(dist: Dist, stakes: Stakes, card: Rank): number {
  return 0.5 * (modelGuess(dist, stakes) === card ? 1 : 0) + 0.5 * dist[card]
}
