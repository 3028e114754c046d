// Infiltration points and the Double Agent.
import { DIRECTION, INFILTRATION_GOAL, opponent } from './tables'
import { log } from './state'
import type { GameState, Seat } from './types'

export function isOver(s: GameState): boolean {
  return s.phase === 'over'
}

/**
 * Taking the enemy flag wins at once. The rulebook has the winner turn up its remaining cards to
 * prove its line-up was in order; (ruling) the engine refuses mis-ordered line-ups, so the check
 * cannot fail, but the cards are still shown.
 */
function win(s: GameState, seat: Seat): void {
  s.phase = 'over'
  s.winner = seat
  const shown = s.missions[seat].filter((m) => !m.revealed && m.rank !== null)
  for (const m of shown) m.revealed = true
  if (shown.length > 0) log(s, { type: 'shown', seat, missions: s.missions[seat].map((m) => m.rank) })
  log(s, { type: 'end', winner: seat, reason: 'flag' })
}

/**
 * Moves the Double Agent `spaces` toward `seat`'s enemy flag. A move toward a fort stops on its
 * wall, spaces left over lost; a move that starts on that wall takes the flag and wins at once.
 */
export function moveDoubleAgent(s: GameState, seat: Seat, spaces: number): void {
  if (isOver(s) || spaces <= 0) return
  const dir = DIRECTION[seat]
  const from = s.doubleAgent
  const wall = s.setup.wall
  if (from * dir === wall) {
    s.doubleAgent = (wall + 1) * dir
    log(s, { type: 'agent', seat, from, to: s.doubleAgent })
    win(s, seat)
    return
  }
  // Written per direction: `dir * x` would store -0 for the middle, which JSON turns into 0.
  s.doubleAgent = dir === 1 ? Math.min(from + spaces, wall) : Math.max(from - spaces, -wall)
  log(s, { type: 'agent', seat, from, to: s.doubleAgent })
}

/**
 * Adds one scoring event's points. Reaching the goal infiltrates: the Double Agent moves by the
 * day number, the track returns to 0 and the excess is lost, unless `carry` (the Colonel's): then
 * the excess is added again after the return to 0, logged as a `carry-over` entry.
 */
export function addInfiltration(s: GameState, seat: Seat, points: number, reason: string, carry = false): void {
  if (isOver(s) || points <= 0) return
  const total = s.infiltration[seat] + points
  log(s, { type: 'score', seat, points, reason })
  if (total < INFILTRATION_GOAL) {
    s.infiltration[seat] = total
    return
  }
  s.infiltration[seat] = 0
  log(s, { type: 'infiltration', seat, day: s.day })
  moveDoubleAgent(s, seat, s.day)
  const excess = total - INFILTRATION_GOAL
  // The carry-over is public and moves the track, so it has its own entry: every change of a
  // track is explained by the log.
  if (carry && excess > 0 && !isOver(s)) {
    s.infiltration[seat] = excess
    log(s, { type: 'carry-over', seat, points: excess, reason })
  }
}

/** The Marshal's sabotage: the opponent's track drops, never below 0. */
export function sabotage(s: GameState, seat: Seat, points: number): void {
  if (isOver(s)) return
  const enemy = opponent(seat)
  const before = s.infiltration[enemy]
  s.infiltration[enemy] = Math.max(0, before - points)
  log(s, { type: 'sabotage', seat, target: enemy, from: before, to: s.infiltration[enemy] })
}
