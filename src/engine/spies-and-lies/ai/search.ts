// Expected value over the rest of the day: the hidden enemy line-up is drawn from the posterior
// (every consistent line-up when there are few), each candidate action is played in each drawn
// world and the day played out by the rules in rollout.ts; the candidate with the best weighted
// mean result wins. The same worlds serve every candidate, so they are compared on equal terms.
import { applyAction } from '../actions'
import type { Lineup, Posterior } from '../deduce'
import type { Action, GameState, PlayerView, Seat } from '../types'
import type { BeliefBook } from './knowledge'
import { pickWeighted, type RngState } from './random'
import { finishDay } from './rollout'
import { seedRng } from '../../core/rng'

/** The opponent's guesses made at random now and then, the same draws for every candidate. */
export interface SearchNoise {
  seat: Seat
  chance: number
  seed: string
}
import { worldOf } from './world'

export interface Sample {
  line: Lineup
  weight: number
}

/** Every line-up of the posterior when there are at most `max`, else `max` drawn by weight. */
export function samplesOf(post: Posterior, rng: RngState, max: number): Sample[] {
  if (post.lineups.length <= max) {
    return post.lineups.map((line, k) => ({ line, weight: post.weights[k] })).filter((s) => s.weight > 0)
  }
  const out: Sample[] = []
  for (let i = 0; i < max; i++) out.push({ line: post.lineups[pickWeighted(rng, post.weights)], weight: 1 })
  return out
}

/**
 * Samples stratified by the card on `mission`: each rank keeps its exact posterior probability and
 * only the rest of the line-up is drawn (about `max` worlds in all, at least two per rank). Guesses
 * differ only on the card they name, so this takes the sampling noise out of what matters most.
 */
export function samplesByCard(post: Posterior, mission: number, rng: RngState, max: number): Sample[] {
  if (post.lineups.length <= max) return samplesOf(post, rng, max)
  const groups = new Map<number, number[]>()
  post.lineups.forEach((line, k) => {
    if (post.weights[k] <= 0) return
    let g = groups.get(line[mission])
    if (!g) groups.set(line[mission], (g = []))
    g.push(k)
  })
  const out: Sample[] = []
  for (const members of groups.values()) {
    const mass = members.reduce((n, k) => n + post.weights[k], 0) / post.total
    const count = Math.max(2, Math.round(max * mass))
    if (members.length <= count) {
      for (const k of members) out.push({ line: post.lineups[k], weight: post.weights[k] / post.total })
      continue
    }
    const weights = members.map((k) => post.weights[k])
    for (let i = 0; i < count; i++) out.push({ line: post.lineups[members[pickWeighted(rng, weights)]], weight: mass / count })
  }
  return out
}

/** The weighted mean value of each candidate over the sampled worlds, after the rest of the day. */
export function searchValues(
  view: PlayerView,
  candidates: readonly Action[],
  samples: readonly Sample[],
  beliefs: BeliefBook,
  value: (s: GameState, me: Seat) => number,
  noise?: SearchNoise,
): number[] {
  const me = view.seat as Seat
  const totals = new Array<number>(candidates.length).fill(0)
  let weight = 0
  samples.forEach((sample, k) => {
    const world = worldOf(view, sample.line)
    weight += sample.weight
    candidates.forEach((action, i) => {
      const rolloutNoise = noise && noise.chance > 0 ? { seat: noise.seat, chance: noise.chance, rng: seedRng(`${noise.seed}:${k}`) } : undefined
      const end = finishDay(applyAction(world, me, action), beliefs, rolloutNoise)
      totals[i] += sample.weight * value(end, me)
    })
  })
  return totals.map((t) => (weight > 0 ? t / weight : 0))
}
