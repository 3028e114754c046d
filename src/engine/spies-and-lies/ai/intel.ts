// The Sergeant's Intel token: true or false. Each choice shows the guesser a token pattern; the
// line-ups consistent with it are what the guesser must pick from, and the choice that leaves the
// guesser worse off on this line-up's four reveals is the better lie (or truth).
import { SERGEANT } from '../tables'
import { consistent, lineupsOfHand, handOfSide, type Lineup, type Prior, type SideFacts } from '../deduce'
import type { PlayerView, Rank, Seat } from '../types'
import { defenseScores } from './defense'
import { missionValues } from './deploy'
import { correctValue } from './value'

/** The worth of each token choice for `side`'s line-up against a deducing guesser: [true, false]. */
export function sergeantTokenScores(
  view: PlayerView,
  side: Seat,
  guesserPrior: Prior,
  sharp: number,
  randomness = 0,
): { true: number; false: number } {
  const line = view.missions[side].map((m) => m.rank as Rank) as Lineup
  const intel = view.intel.current ?? []
  const at = line.indexOf(SERGEANT)
  const hand = handOfSide(view, side)
  const model = { values: missionValues(view, side), correct: correctValue(view.day, false), sharp, randomness }
  const scoreWith = (token: boolean): number => {
    const tokens = line.map((r, i) => (i === at ? token : intel.includes(r)))
    const facts: SideFacts = { side, hand, deployed: true, known: [null, null, null, null], tokens, intel }
    const group = lineupsOfHand(hand).filter((l) => consistent(l, facts))
    const k = group.findIndex((l) => l.every((r, i) => r === line[i]))
    if (k < 0) return 0
    return defenseScores(
      group,
      group.map((l) => guesserPrior(l)),
      model,
    )[k]
  }
  return { true: scoreWith(true), false: scoreWith(false) }
}
