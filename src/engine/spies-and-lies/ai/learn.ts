// Fitting the log-linear prior (prior.ts) to observed deployments: maximum likelihood of each
// line-up among the line-ups of its hand, by gradient ascent with a little L2 shrinkage. Pure, so the
// learning script (bench/ai.ts --learn) only feeds it the deployments it records from self-play.
import { lineupsOfHand } from '../deduce'
import type { Rank } from '../types'
import { logLinearWeight, type ShownLineup } from './prior'

export interface FitOptions {
  iterations?: number
  rate?: number
  l2?: number
}

/** theta[mission][rank] maximising the mean log-likelihood of the deployments. */
export function fitPrior(deployments: readonly ShownLineup[], options: FitOptions = {}): number[][] {
  const { iterations = 400, rate = 2, l2 = 0.002 } = options
  const theta = Array.from({ length: 4 }, () => new Array<number>(11).fill(0))
  // Deployments grouped by hand: the expectation of the features is computed once per hand.
  const byHand = new Map<string, { hand: Rank[]; count: number; observed: number[][] }>()
  for (const { hand, lineup } of deployments) {
    const key = hand.join(',')
    let entry = byHand.get(key)
    if (!entry) byHand.set(key, (entry = { hand, count: 0, observed: Array.from({ length: 4 }, () => new Array<number>(11).fill(0)) }))
    entry.count += 1
    lineup.forEach((r, i) => (entry.observed[i][r] += 1))
  }
  const n = deployments.length
  if (n === 0) return theta
  for (let it = 0; it < iterations; it++) {
    const grad = Array.from({ length: 4 }, () => new Array<number>(11).fill(0))
    for (const { hand, count, observed } of byHand.values()) {
      const lineups = lineupsOfHand(hand)
      const weights = lineups.map((l) => logLinearWeight(theta, l))
      const z = weights.reduce((a, b) => a + b, 0)
      for (let i = 0; i < 4; i++) for (let r = 1; r <= 10; r++) grad[i][r] += observed[i][r]
      lineups.forEach((l, k) => {
        const p = (count * weights[k]) / z
        for (let i = 0; i < 4; i++) grad[i][l[i]] -= p
      })
    }
    for (let i = 0; i < 4; i++) {
      for (let r = 1; r <= 10; r++) theta[i][r] += rate * (grad[i][r] / n - l2 * theta[i][r])
    }
  }
  return theta.map((row) => row.map((x) => Math.round(x * 1000) / 1000))
}
