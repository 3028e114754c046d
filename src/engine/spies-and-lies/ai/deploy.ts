// Deployment: every line-up of the hand is scored by what its four reveals are worth against a
// deducing guesser (defense.ts), averaged over the Intel cards that may come up and taking the
// better of the Sergeant's two tokens; then one is drawn, the better ones far more often, so the
// choice stays hard to predict.
import { SERGEANT, opponent } from '../tables'
import { lineupsOfHand, type Lineup, type Prior } from '../deduce'
import type { PlayerView, Rank, Seat } from '../types'
import { defenseScores, type DefenseModel } from './defense'
import { nextIntel } from './intel-deck'
import { correctValue, soldierValues } from './value'

/** A line-up's Intel tokens as a 4-bit number (bit i: mission i has a token). */
function truthfulTokens(line: Lineup, intel: readonly Rank[]): number {
  let bits = 0
  for (let i = 0; i < line.length; i++) if (intel.includes(line[i])) bits |= 1 << i
  return bits
}

/** The token patterns a line-up can show: the truth, and with a Sergeant also its lie. */
export function tokenPatterns(line: Lineup, intel: readonly Rank[]): number[] {
  const truth = truthfulTokens(line, intel)
  const at = line.indexOf(SERGEANT)
  return at < 0 ? [truth] : [truth, truth ^ (1 << at)]
}

/** What `side`'s activations are worth on each mission today, from the view (the day's summary). */
export function missionValues(view: PlayerView, side: Seat): number[][] {
  const other = opponent(side)
  const starts = view.startSeat === side
  return [0, 1, 2, 3].map((i) =>
    soldierValues({
      day: view.day,
      ownerTrack: view.infiltration[side],
      otherTrack: view.infiltration[other],
      // The starting side guesses mission i before its own mission i is guessed.
      guessesAfter: starts ? 3 - i : 4 - i,
      exhausted: view.exhausted[side],
      tokenRoom: view.deception[side] < 2 && view.deception.supply > 0,
    }),
  )
}

export interface DeployOptions {
  /** How sharply the modelled guesser follows its best guess (0..1). */
  sharp: number
  /** The prior the guesser is assumed to deduce with (default uniform). */
  guesserPrior?: Prior
  /** The chance the guesser names ranks at random (default 0). */
  randomness?: number
}

/**
 * Scores every line-up of `hand` for `side`: its expected worth against the modelled guesser.
 * With `intel` given, for that Intel card only (the Sergeant's token still at its best).
 */
export function lineupScores(
  view: PlayerView,
  side: Seat,
  hand: readonly Rank[],
  options: DeployOptions,
): { lineups: ReadonlyArray<Lineup>; scores: number[] } {
  const lineups = lineupsOfHand(hand)
  const prior = options.guesserPrior
  const weights = lineups.map((l) => (prior ? prior(l) : 1))
  const model: DefenseModel = {
    values: missionValues(view, side),
    correct: correctValue(view.day, false),
    sharp: options.sharp,
    randomness: options.randomness ?? 0,
  }
  const scores = new Array<number>(lineups.length).fill(0)
  for (const { ranks: intel, p } of nextIntel(view)) {
    // Group the line-ups by the tokens they can show; each group looks the same to the guesser.
    const groups = new Map<number, number[]>()
    const patterns = lineups.map((l) => tokenPatterns(l, intel))
    patterns.forEach((ps, k) => {
      for (const t of ps) {
        let g = groups.get(t)
        if (!g) groups.set(t, (g = []))
        g.push(k)
      }
    })
    const best = new Array<number>(lineups.length).fill(-Infinity)
    for (const members of groups.values()) {
      const s = defenseScores(
        members.map((k) => lineups[k]),
        members.map((k) => weights[k]),
        model,
      )
      members.forEach((k, i) => {
        if (s[i] > best[k]) best[k] = s[i]
      })
    }
    for (let k = 0; k < lineups.length; k++) scores[k] += p * best[k]
  }
  return { lineups, scores }
}
