// Deduction: from a view alone, which line-ups could a side have deployed today, and so how likely
// is each rank on each of its hidden missions. Everything here reads public facts only (the side's
// hand is public: all ranks minus its exhausted soldiers), so the result never depends on what the
// viewer may not know. The computer players build on it; the UI may show it as a hint.
import { lineupsOf } from './deploy'
import { BOMB, MARSHAL, RANKS, SERGEANT, opponent } from './tables'
import type { PlayerView, Rank, Seat } from './types'

export type Lineup = readonly Rank[]
/** A prior over line-ups: a weight (≥ 0, not necessarily normalised) for each line-up. */
export type Prior = (lineup: Lineup) => number
/** Rank → probability, every rank present (0 for the impossible ones). */
export type RankDistribution = Record<Rank, number>

export const UNIFORM_PRIOR: Prior = () => 1

/** What everyone knows about one side's line-up of today. */
export interface SideFacts {
  side: Seat
  /** The side's soldiers available today: all ranks minus its exhausted ones. */
  hand: readonly Rank[]
  /** Whether the side has deployed today (its missions show today's line-up). */
  deployed: boolean
  /** Per mission: the rank if turned up, else null. */
  known: ReadonlyArray<Rank | null>
  /** Per mission: the Intel token once tokens are public, else null. */
  tokens: ReadonlyArray<boolean | null>
  /** The current Intel card's ranks (null before the Intel phase). */
  intel: readonly Rank[] | null
}

export interface MissionBelief {
  mission: number
  /** False when the rank is known to everyone (turned up). */
  hidden: boolean
  ranks: RankDistribution
}

export interface Deduction {
  /** The side whose line-up is deduced. */
  side: Seat
  /** Line-ups consistent with everything public (whatever the prior). */
  lineups: number
  missions: MissionBelief[]
}

export interface DeduceOptions {
  /** Weight of each line-up before the evidence (default: uniform). */
  prior?: Prior
  /** The side to deduce (default: the viewer's opponent; required for a spectator). */
  side?: Seat
}

/** The weighted line-ups consistent with the facts. `weights` sum to `total` (> 0 unless none). */
export interface Posterior {
  lineups: ReadonlyArray<Lineup>
  weights: number[]
  total: number
}

// ---------------------------------------------------------------------------------------------
// Public facts

/** Entries of today: everything in the log after the last 'day' entry. */
function todaysLog(view: PlayerView): PlayerView['log'] {
  for (let i = view.log.length - 1; i >= 0; i--) if (view.log[i].type === 'day') return view.log.slice(i + 1)
  return view.log
}

/** The hand a side deploys from today: every rank but its exhausted soldiers. */
export function handOfSide(view: PlayerView, side: Seat): Rank[] {
  return RANKS.filter((r) => !view.exhausted[side].includes(r))
}

/**
 * The public facts about `side`'s line-up in `view`. For the viewer's own side this is what the
 * opponent knows (the viewer's hidden ranks and not-yet-public tokens are left out).
 */
export function publicFacts(view: PlayerView, side: Seat): SideFacts {
  const today = todaysLog(view)
  // In the deploy phase a side's missions still show yesterday's line-up until it deploys again.
  const deployed = view.phase !== 'deploy' || today.some((e) => e.type === 'deploy' && e.seat === side)
  const tokensPublic = today.some((e) => e.type === 'intel-tokens')
  const missions = view.missions[side]
  return {
    side,
    hand: handOfSide(view, side),
    deployed,
    known: missions.map((m) => (deployed && m.revealed ? m.rank : null)),
    tokens: missions.map((m) => (deployed && tokensPublic ? m.intelToken : null)),
    intel: view.intel.current,
  }
}

// ---------------------------------------------------------------------------------------------
// Line-ups

const lineupCache = new Map<string, ReadonlyArray<Lineup>>()

/** Every legal line-up of a hand (lineupsOf), built once per hand and shared (frozen). */
export function lineupsOfHand(hand: readonly Rank[]): ReadonlyArray<Lineup> {
  const key = hand.slice().sort((a, b) => a - b).join(',')
  let lineups = lineupCache.get(key)
  if (!lineups) {
    lineups = Object.freeze(lineupsOf(hand).map((line) => Object.freeze(line)))
    lineupCache.set(key, lineups)
  }
  return lineups
}

/** Is `line` consistent with the public facts? */
export function consistent(line: Lineup, facts: SideFacts): boolean {
  if (!facts.deployed) return true
  for (let i = 0; i < line.length; i++) {
    const known = facts.known[i]
    if (known !== null && known !== undefined && line[i] !== known) return false
    const token = facts.tokens[i]
    // A non-Sergeant card carries a token exactly when its rank is on the Intel card; the
    // Sergeant's token is its owner's choice.
    if (token !== null && token !== undefined && facts.intel !== null && line[i] !== SERGEANT) {
      if (token !== facts.intel.includes(line[i])) return false
    }
  }
  return true
}

/**
 * The line-ups consistent with the facts, weighted by the prior. When the prior gives every
 * consistent line-up weight 0, they are weighted uniformly instead.
 */
export function posteriorOf(facts: SideFacts, prior: Prior = UNIFORM_PRIOR): Posterior {
  const lineups: Lineup[] = []
  const weights: number[] = []
  let total = 0
  for (const line of lineupsOfHand(facts.hand)) {
    if (!consistent(line, facts)) continue
    const w = prior(line)
    lineups.push(line)
    weights.push(w > 0 && Number.isFinite(w) ? w : 0)
    total += weights[weights.length - 1]
  }
  if (total <= 0) {
    for (let i = 0; i < weights.length; i++) weights[i] = 1
    total = weights.length
  }
  return { lineups, weights, total }
}

export function emptyDistribution(): RankDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0, 10: 0 }
}

/** Per mission, the probability of each rank under the posterior. */
export function missionDistributions(post: Posterior, missions = 4): RankDistribution[] {
  const out = Array.from({ length: missions }, emptyDistribution)
  if (post.total <= 0) return out
  for (let k = 0; k < post.lineups.length; k++) {
    const p = post.weights[k] / post.total
    if (p === 0) continue
    const line = post.lineups[k]
    for (let i = 0; i < missions; i++) out[i][line[i]] += p
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// The public face

function sideOf(view: PlayerView, options: DeduceOptions): Seat {
  if (options.side) return options.side
  if (view.seat === null) throw new Error('deduce: a spectator view needs options.side')
  return opponent(view.seat)
}

/**
 * The probability of each rank on each of `side`'s missions (the viewer's opponent by default),
 * from the public facts of the view alone and a prior over line-ups (uniform by default).
 * Missions already turned up are certain. Before the side deploys today, the distributions are
 * those of the line-up it is about to deploy.
 */
export function deduce(view: PlayerView, options: DeduceOptions = {}): Deduction {
  const side = sideOf(view, options)
  const facts = publicFacts(view, side)
  const post = posteriorOf(facts, options.prior)
  const dists = missionDistributions(post)
  return {
    side,
    lineups: post.lineups.length,
    missions: dists.map((ranks, mission) => {
      const known = facts.known[mission]
      if (known !== null) {
        const certain = emptyDistribution()
        certain[known] = 1
        return { mission, hidden: false, ranks: certain }
      }
      return { mission, hidden: true, ranks }
    }),
  }
}

export interface OutcomeProbabilities {
  /** The guess names the card: the guesser scores and the card retreats. */
  correct: number
  /** A wrong guess: the card's owner activates it. */
  activation: number
  /** A wrong guess but the card retreats anyway (the guesser's Bomb, Spy or Miner). */
  retreat: number
}

/**
 * What guessing `rank` on `side`'s `mission` (the viewer's opponent by default) leads to, given
 * the guesser's active abilities: an armed Bomb makes every reveal retreat, an active Spy makes a
 * Marshal retreat, an active Miner a Bomb.
 */
export function outcomeProbabilities(view: PlayerView, mission: number, rank: Rank, options: DeduceOptions = {}): OutcomeProbabilities {
  const side = sideOf(view, options)
  const belief = deduce(view, { ...options, side }).missions[mission]
  const guesser = view.active[opponent(side)]
  let correct = 0
  let activation = 0
  let retreat = 0
  for (const r of RANKS) {
    const p = belief.ranks[r]
    if (p === 0) continue
    if (r === rank) correct += p
    else if (guesser.bomb || (r === MARSHAL && guesser.spy) || (r === BOMB && guesser.miner)) retreat += p
    else activation += p
  }
  return { correct, activation, retreat }
}
