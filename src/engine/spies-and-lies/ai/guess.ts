// Guessing: the expected value of naming each rank, one reveal ahead. For every rank the card
// could be, the two ways the reveal can go (named, or not) are played in a world with that card,
// the opponent choosing its best Marshal or Captain option, and the result valued.
import { applyAction } from '../actions'
import { opponent } from '../tables'
import type { GameState, PlayerView, Rank, Seat } from '../types'
import type { Dist } from './beliefs'
import { bestChoice, choiceOptions } from './choices'

/** The world after `guesser` guesses `rank`, any pending choice of the card's owner made by it. */
function afterGuess(world: GameState, guesser: Seat, rank: Rank, value: (s: GameState, me: Seat) => number): GameState {
  const next = applyAction(world, guesser, { type: 'guess', rank })
  if (next.phase === 'mission' && (next.step === 'marshal' || next.step === 'captain')) {
    const owner = opponent(guesser)
    return bestChoice(next, owner, choiceOptions(next, owner), value).next
  }
  return next
}

/**
 * The expected value for the guesser of naming each rank on the enemy's `mission` (indexed by rank;
 * -Infinity for ranks the card cannot be), one reveal ahead, valued by `value`.
 */
export function guessValues(
  view: PlayerView,
  world: GameState,
  mission: number,
  dist: Dist,
  value: (s: GameState, me: Seat) => number,
): number[] {
  const me = view.seat as Seat
  const enemy = opponent(me)
  const named = new Array<number>(11).fill(0)
  const missed = new Array<number>(11).fill(0)
  let missedTotal = 0
  for (let r = 1 as Rank; r <= 10; r = (r + 1) as Rank) {
    if (dist[r] <= 0) continue
    const missions = world.missions[enemy].map((m, i) => (i === mission ? { ...m, rank: r } : m))
    const w: GameState = { ...world, missions: { ...world.missions, [enemy]: missions } }
    named[r] = value(afterGuess(w, me, r, value), me)
    missed[r] = value(afterGuess(w, me, r === 1 ? 2 : 1, value), me)
    missedTotal += dist[r] * missed[r]
  }
  const out = new Array<number>(11).fill(-Infinity)
  for (let r = 1; r <= 10; r++) if (dist[r] > 0) out[r] = missedTotal + dist[r] * (named[r] - missed[r])
  return out
}
