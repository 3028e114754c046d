// What a line-up's reveals are worth to its owner against a deducing guesser (the model in
// guesser.ts) who knows everything public: the owner's hand, the order rule and the Intel tokens,
// and sees each card turned up in turn. Line-ups that look alike to the guesser are walked
// together, mission by mission, like a trie, so a whole hand's line-ups cost a few thousand steps.
import type { Lineup } from '../deduce'

export interface DefenseModel {
  /** What each rank's activation on each mission is worth to the owner: values[mission][rank]. */
  values: ReadonlyArray<ReadonlyArray<number>>
  /** What a correct guess is worth to the guesser. */
  correct: number
  /** 0..1: how far the guesser follows the model's best guess rather than guessing by its belief. */
  sharp: number
  /** 0..1: the chance the guesser names a rank at random (see opponent.ts); default 0. */
  randomness?: number
}

/**
 * For each of `lineups` (all showing the guesser the same public facts; `weights` is the guesser's
 * prior), the owner's expected gain over its four reveals.
 */
export function defenseScores(lineups: ReadonlyArray<Lineup>, weights: ReadonlyArray<number>, model: DefenseModel): number[] {
  const scores = new Array<number>(lineups.length).fill(0)
  const dist = new Array<number>(11)
  const q = model.randomness ?? 0
  const walk = (members: number[], mission: number): void => {
    if (mission >= 4 || members.length === 0) return
    dist.fill(0)
    let total = 0
    for (const k of members) {
      dist[lineups[k][mission]] += weights[k]
      total += weights[k]
    }
    if (total <= 0) total = 1
    const values = model.values[mission]
    let guess = 1
    let bestGain = -Infinity
    for (let r = 1; r <= 10; r++) {
      dist[r] /= total
      const gain = dist[r] * (model.correct + values[r])
      if (gain > bestGain + 1e-12) {
        bestGain = gain
        guess = r
      }
    }
    const groups = new Map<number, number[]>()
    for (const k of members) {
      const card = lineups[k][mission]
      const named = (1 - q) * (model.sharp * (card === guess ? 1 : 0) + (1 - model.sharp) * dist[card]) + q / 10
      scores[k] += (1 - named) * values[card] - named * model.correct
      let group = groups.get(card)
      if (!group) groups.set(card, (group = []))
      group.push(k)
    }
    for (const group of groups.values()) walk(group, mission + 1)
  }
  walk(
    lineups.map((_, k) => k),
    0,
  )
  return scores
}
