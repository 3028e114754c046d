// Seeded choices for the computer players: every draw comes from the engine's generator, seeded
// from the decision's seed, so a (view, level, seed) always gives the same action.
import { nextFloat, nextInt, type RngState } from '../../core/rng'

export type { RngState }

export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, items.length)]
}

/** An index drawn with probability proportional to `weights` (uniform if they are all 0). */
export function pickWeighted(rng: RngState, weights: readonly number[]): number {
  let total = 0
  for (const w of weights) total += w > 0 ? w : 0
  if (total <= 0) return nextInt(rng, weights.length)
  let x = nextFloat(rng) * total
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] > 0 ? weights[i] : 0
    if (x < w) return i
    x -= w
  }
  return weights.length - 1
}

/** An index drawn with probability proportional to exp(score / temperature). */
export function pickSoftmax(rng: RngState, scores: readonly number[], temperature: number): number {
  const best = Math.max(...scores)
  if (temperature <= 0) return scores.indexOf(best)
  return pickWeighted(
    rng,
    scores.map((s) => Math.exp((s - best) / temperature)),
  )
}

/** The index of the highest score (the first of equals). */
export function argmax(scores: readonly number[]): number {
  let best = 0
  for (let i = 1; i < scores.length; i++) if (scores[i] > scores[best]) best = i
  return best
}

export function chance(rng: RngState, p: number): boolean {
  return nextFloat(rng) < p
}
