// Resolving a reveal: the guessed card is turned up and the rulebook's order decides what happens.
import { activate, awaitingChoice } from './abilities'
import { BOMB, MARSHAL, SCORES, opponent } from './tables'
import { addInfiltration } from './scoring'
import { log, missionIndexOf } from './state'
import type { GameState, Rank, Seat } from './types'

type ForcedRetreat = 'bomb' | 'spy' | 'miner'

/**
 * 1. Forced retreat, whatever the guess: (a) the guesser's Bomb is active and this is the first
 * enemy card the guesser reveals since, (b) a Marshal while the guesser's Spy is active, (c) a Bomb
 * while the guesser's Miner is active.
 */
function forcedRetreat(s: GameState, guesser: Seat, card: Rank): ForcedRetreat | null {
  const mine = s.active[guesser]
  if (mine.bomb === 'armed') return 'bomb'
  if (card === MARSHAL && mine.spy) return 'spy'
  if (card === BOMB && mine.miner) return 'miner'
  return null
}

/**
 * Turns up the defender's card on the current mission and resolves it. Returns with the step set
 * to 'marshal' or 'captain' when the defender must choose first; otherwise the reveal is complete.
 */
export function resolveReveal(s: GameState, guesser: Seat, guessed: Rank): void {
  const defender = opponent(guesser)
  const index = missionIndexOf(s)
  const mission = s.missions[defender][index]
  const card = mission.rank as Rank
  const bombWasArmed = s.active[guesser].bomb === 'armed'
  const forced = forcedRetreat(s, guesser, card)
  if (bombWasArmed) s.active[guesser].bomb = 'spent'
  const correct = guessed === card
  mission.revealed = true
  log(s, { type: 'reveal', seat: defender, mission: index, rank: card, guess: guessed, correct, forced })

  if (correct) {
    // 2. Correct guess: the card retreats (tilted, its ability never triggers this round).
    mission.retreated = true
    // Double damage: the Bomb went off and the next card was also identified.
    if (bombWasArmed) s.active[guesser].doubleDamage = true
    const points = s.active[guesser].scout ? SCORES.correctGuessWithScout : SCORES.correctGuess
    addInfiltration(s, guesser, points, 'identified')
    return
  }
  if (forced !== null) {
    // (ruling) A forced retreat after a wrong guess scores nothing for either side, and a
    // Deception token on the card is spent for nothing.
    mission.retreated = true
    return
  }
  // 3. Wrong guess, no forced retreat: the card is activated.
  mission.activated = true
  activate(s, defender, card)
}

/** 3, continued: after the ability, the Deception bonus if a token was played on the card. */
export function deceptionBonus(s: GameState, defender: Seat): void {
  const mission = s.missions[defender][missionIndexOf(s)]
  if (mission.activated && mission.deception && !awaitingChoice(s)) {
    addInfiltration(s, defender, SCORES.deceptionBonus, 'deception')
  }
}
