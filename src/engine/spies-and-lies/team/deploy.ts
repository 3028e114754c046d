// Deploy, two against two: the side's first seat puts two soldiers on missions 1–2, then the second
// seat, seeing those two, puts two on missions 3–4, the order rule holding across all four.
import { checkLineup, lineupsOf } from '../deploy'
import { RuleError } from '../errors'
import { startIntel } from '../intel'
import { SERGEANT, TEAMS } from '../tables'
import { blankMission, handOf, log } from '../state'
import type { GameState, Rank, TeamSeat } from '../types'
import { missionsOf, placeOf, sideOf, teamsOf } from './seats'

type Pair = [Rank, Rank]

const pairCache = new Map<string, readonly Pair[]>()

function samePair(a: readonly Rank[], b: readonly Rank[]): boolean {
  return a[0] === b[0] && a[1] === b[1]
}

/**
 * The pairs the first seat may deploy from the side's hand: the first two missions of the hand's
 * legal line-ups, in their stable order. (ruling) A pair that leaves the second seat no legal way
 * to fill missions 3–4 is refused, as a line-up out of order is.
 */
export function firstPairs(hand: readonly Rank[]): readonly Pair[] {
  const key = hand.join(',')
  let pairs = pairCache.get(key)
  if (!pairs) {
    const out: Pair[] = []
    for (const line of lineupsOf(hand)) {
      if (!out.some((p) => samePair(p, line))) out.push([line[0], line[1]])
    }
    pairs = out
    pairCache.set(key, pairs)
  }
  return pairs
}

/** The pairs the second seat may deploy on missions 3–4 after its partner's `first` pair. */
export function completions(hand: readonly Rank[], first: readonly Rank[]): Pair[] {
  return lineupsOf([...hand, ...first])
    .filter((line) => samePair(line, first))
    .map((line): Pair => [line[2], line[3]])
}

function checkPair(hand: readonly Rank[], pair: readonly Rank[]): void {
  if (pair[0] === pair[1]) throw new RuleError('bad-action', 'deploy two different soldiers')
  const missing = pair.find((r) => !hand.includes(r))
  if (missing !== undefined) throw new RuleError('not-in-hand', `rank ${missing} is not in your side's hand`)
}

function checkFirstPair(hand: readonly Rank[], pair: readonly Rank[]): void {
  if (firstPairs(hand).some((p) => samePair(p, pair))) return
  if (pair[0] !== SERGEANT && pair[1] !== SERGEANT && pair[1] < pair[0]) {
    throw new RuleError('bad-order', `ranks must increase from mission 1 to 4 (only the Sergeant may stand anywhere): ${pair[0]} before ${pair[1]}`)
  }
  throw new RuleError('bad-order', `after ${pair[0]}, ${pair[1]} your partner could not fill missions 3 and 4 in order from the rest of the hand`)
}

/** The seat deploys its two missions; once all four seats have, the Intel phase begins. */
export function deployHalf(s: GameState, seat: TeamSeat, pair: readonly Rank[]): void {
  const side = sideOf(seat)
  const teams = teamsOf(s)
  const hand = handOf(s, side)
  checkPair(hand, pair)
  if (placeOf(seat) === 0) {
    checkFirstPair(hand, pair)
  } else {
    const first = s.missions[side].slice(0, 2).map((m) => m.rank as Rank)
    checkLineup([...hand, ...first], [...first, ...pair])
  }
  const [a, b] = missionsOf(seat)
  s.missions[side][a] = { ...blankMission(), rank: pair[0] }
  s.missions[side][b] = { ...blankMission(), rank: pair[1] }
  teams.deployed[seat] = true
  if (TEAMS[side].every((t) => teams.deployed[t])) s.deployed[side] = true
  log(s, { type: 'deploy', seat: side, by: seat, move: teams.moves ?? 0 })
  if (s.deployed.red && s.deployed.blue) startIntel(s)
}
