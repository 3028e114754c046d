// Reading the opponent from the public log: how likely is it to guess at random? A guess that names
// a rank the card cannot be (exhausted, already shown today, or out of the order the cards shown
// before it allow) is near-certain for a random guesser and near-impossible for a deducing one.
// Bayes over the opponent's guesses so far gives the chance it guesses at random.
import { RANKS, SERGEANT, opponent } from '../tables'
import type { PlayerView, Rank, Seat } from '../types'

/** Before any evidence. */
const PRIOR_RANDOM = 0.2
/** How often a deducing guesser still names an impossible rank (a slip, or a deliberate oddity). */
const SLIP = 0.03

/** Ranks the defender's card on `mission` cannot be, given its hand and the cards shown before it. */
function impossibleRanks(exhausted: readonly Rank[], shown: ReadonlyArray<Rank | null>, mission: number): Set<Rank> {
  const out = new Set<Rank>(exhausted)
  let floor = 0
  for (let i = 0; i < mission; i++) {
    const r = shown[i]
    if (r === null || r === undefined) continue
    out.add(r)
    if (r !== SERGEANT) floor = Math.max(floor, r)
  }
  for (const r of RANKS) if (r !== SERGEANT && r <= floor) out.add(r)
  return out
}

/** The chance that `guesser` names ranks at random, from its guesses in the log so far. */
export function randomGuesserChance(view: PlayerView, guesser: Seat): number {
  const defender = opponent(guesser)
  let logRandom = Math.log(PRIOR_RANDOM)
  let logDeducer = Math.log(1 - PRIOR_RANDOM)
  let exhausted: Rank[] = []
  let nextExhausted: Rank[] = []
  let shown: Array<Rank | null> = [null, null, null, null]
  for (const e of view.log) {
    if (e.type === 'setup' || e.type === 'exhausted') {
      nextExhausted = ((e.exhausted as Record<Seat, Rank[]> | undefined)?.[defender] ?? []).slice()
    } else if (e.type === 'day') {
      exhausted = nextExhausted
      shown = [null, null, null, null]
    } else if (e.type === 'reveal' && e.seat === defender) {
      const mission = e.mission as number
      const impossible = impossibleRanks(exhausted, shown, mission)
      const p = impossible.size / RANKS.length
      if (impossible.has(e.guess as Rank)) {
        logRandom += Math.log(Math.max(p, 1e-6))
        logDeducer += Math.log(SLIP)
      } else {
        logRandom += Math.log(Math.max(1 - p, 1e-6))
        logDeducer += Math.log(1 - SLIP)
      }
      shown[mission] = e.rank as Rank
    }
  }
  const d = Math.max(-50, Math.min(50, logDeducer - logRandom))
  return 1 / (1 + Math.exp(d))
}
