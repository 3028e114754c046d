// Playing a world forward to the end of the day, both sides following quick, sensible rules: the
// guesser's model guess from its belief, Deception by the timing rule, Marshal and Captain by the
// best immediate result. The computer players use it to see what a decision leads to.
import { applyAction } from '../actions'
import { SEATS, SERGEANT, opponent } from '../tables'
import type { Action, GameState, Rank, Seat } from '../types'
import type { BeliefBook } from './knowledge'
import { bestChoice, choiceOptions } from './choices'
import { namedChance, shouldDeceive } from './deceive'
import { modelGuess, stakesOf } from './guesser'
import { guesserAt, linearValue } from './value'
import { nextFloat, nextInt, type RngState } from '../../core/rng'

/** One side's guesses made at random now and then (an opponent read as a random guesser). */
export interface GuessNoise {
  seat: Seat
  chance: number
  rng: RngState
}

export const DECEIVE_THRESHOLD = 0.7

/** The action the rules pick for whoever must act in world `s` (null when nobody must). */
export function ruleAction(s: GameState, beliefs: BeliefBook, noise?: GuessNoise): { seat: Seat; action: Action } | null {
  if (s.phase === 'intel') {
    for (const seat of SEATS) {
      if (s.intelConfirmed[seat]) continue
      const sergeant = s.missions[seat].find((m) => m.rank === SERGEANT)
      return { seat, action: sergeant ? { type: 'intel', sergeantToken: sergeant.intelToken ?? true } : { type: 'intel' } }
    }
    return null
  }
  if (s.phase !== 'mission') return null
  const guesser = guesserAt(s, s.turn)
  const defender = opponent(guesser)
  const mission = Math.floor(s.turn / 2)
  switch (s.step) {
    case 'deceive': {
      const named = namedChance(s, defender, mission, beliefs.of(defender, s))
      return { seat: defender, action: { type: 'deceive', play: shouldDeceive(s, defender, mission, named, DECEIVE_THRESHOLD) } }
    }
    case 'guess': {
      if (noise && noise.seat === guesser && noise.chance > 0 && nextFloat(noise.rng) < noise.chance) {
        return { seat: guesser, action: { type: 'guess', rank: (nextInt(noise.rng, 10) + 1) as Rank } }
      }
      const shown = s.missions[defender].map((m) => m.rank as Rank | null)
      const dist = beliefs.of(defender, s).at(mission, shown)
      return { seat: guesser, action: { type: 'guess', rank: modelGuess(dist, stakesOf(s, defender, mission)) } }
    }
    case 'marshal':
    case 'captain':
      return { seat: defender, action: bestChoice(s, defender, choiceOptions(s, defender), linearValue).action }
  }
}

/** Plays `s` forward until the day is over (or the game); returns the world at that point. */
export function finishDay(s: GameState, beliefs: BeliefBook, noise?: GuessNoise): GameState {
  const day = s.day
  let world = s
  for (let steps = 0; steps < 64 && world.day === day && world.phase !== 'over' && world.phase !== 'deploy'; steps++) {
    const next = ruleAction(world, beliefs, noise)
    if (next === null) break
    world = applyAction(world, next.seat, next.action)
  }
  return world
}
