// Priors over an opponent's line-ups. The learned one (prior-table.ts, fitted by learn.ts to the
// line-ups the computer players deploy in self-play) is mixed with the uniform prior by how well
// each explains the line-ups this opponent has already shown in this game (public: every card is
// turned up by the end of a day), so a player who deploys unlike the computer is read as such.
// Once Intel tokens are public, a line-up with a Sergeant is also weighed by how likely its owner
// was to show that Sergeant token: the learned rate of lies, or even odds for a random player.
import { RANKS, SERGEANT } from '../tables'
import { lineupsOfHand, handOfSide, publicFacts, type Lineup, type Prior } from '../deduce'
import type { PlayerView, Rank, Seat } from '../types'
import { PRIOR_TABLE } from './prior-table'

export type Theta = ReadonlyArray<ReadonlyArray<number>>

/** The unnormalised weight of a line-up under a log-linear model. */
export function logLinearWeight(theta: Theta, line: Lineup): number {
  let x = 0
  for (let i = 0; i < line.length; i++) x += theta[i][line[i]]
  return Math.exp(x)
}


/** What the table holds: line-up weights, and how often the Sergeant's token lies per Intel card. */
export interface LearnedModel {
  theta: Theta
  /** By Intel card (0: 1-4, 1: 4-7, 2: 7-10): the share of Sergeant tokens that were false intel. */
  lie: readonly number[]
}

export const LEARNED: LearnedModel = { theta: PRIOR_TABLE.theta, lie: PRIOR_TABLE.lie }

/** The Intel card's index in LearnedModel.lie. */
export function intelKind(ranks: readonly Rank[]): number {
  return ranks[0] === 1 ? 0 : ranks[0] === 4 ? 1 : 2
}

/** A day's shown line-up of `side` and the hand it was deployed from. */
export interface ShownLineup {
  hand: Rank[]
  lineup: Rank[]
}

/** The complete line-ups `side` has shown on the days before today, read from the public log. */
export function shownLineups(view: PlayerView, side: Seat): ShownLineup[] {
  const out: ShownLineup[] = []
  let exhausted: Rank[] = []
  let line: Array<Rank | null> = [null, null, null, null]
  let day = 0
  const finish = (): void => {
    if (day > 0 && day < view.day && line.every((r) => r !== null)) {
      out.push({ hand: RANKS.filter((r) => !exhausted.includes(r)), lineup: line as Rank[] })
    }
  }
  let nextExhausted: Rank[] = []
  for (const e of view.log) {
    if (e.type === 'setup') nextExhausted = ((e.exhausted as Record<Seat, Rank[]>)[side] ?? []).slice()
    else if (e.type === 'exhausted') nextExhausted = ((e.exhausted as Record<Seat, Rank[]>)[side] ?? []).slice()
    else if (e.type === 'day') {
      finish()
      day = e.day as number
      exhausted = nextExhausted
      line = [null, null, null, null]
    } else if (e.type === 'reveal' && e.seat === side) line[e.mission as number] = e.rank as Rank
  }
  return out
}

const normalisers = new WeakMap<Theta, Map<string, number>>()

function normaliser(theta: Theta, hand: readonly Rank[]): number {
  let cache = normalisers.get(theta)
  if (!cache) normalisers.set(theta, (cache = new Map()))
  const key = hand.join(',')
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  let z = 0
  for (const l of lineupsOfHand(hand)) z += logLinearWeight(theta, l)
  cache.set(key, z)
  return z
}

/**
 * The prior for `side`'s line-up today: the learned model and the uniform one, weighted by how
 * likely each made the line-ups `side` showed on earlier days (even odds before any).
 */
export function adaptivePrior(view: PlayerView, side: Seat, model: LearnedModel = LEARNED): Prior {
  const theta = model.theta
  let logOdds = 0
  for (const { hand, lineup } of shownLineups(view, side)) {
    const n = lineupsOfHand(hand).length
    logOdds += Math.log(logLinearWeight(theta, lineup) / normaliser(theta, hand)) - Math.log(1 / n)
  }
  const learned = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, logOdds))))
  const hand = handOfSide(view, side)
  const z = normaliser(theta, hand)
  const n = lineupsOfHand(hand).length
  const facts = publicFacts(view, side)
  const intel = facts.intel
  const lie = intel === null ? 0.5 : model.lie[intelKind(intel)]
  return (line) => {
    let tokenLearned = 1
    let tokenRandom = 1
    const at = line.indexOf(SERGEANT)
    const token = at < 0 || intel === null ? null : facts.tokens[at]
    if (token !== null && token !== undefined && intel !== null) {
      tokenLearned = token === intel.includes(SERGEANT) ? 1 - lie : lie
      tokenRandom = 0.5
    }
    return learned * (logLinearWeight(theta, line) / z) * tokenLearned + ((1 - learned) / n) * tokenRandom
  }
}
