// Round end: exhaustion draws, the Intel card to the old intel, the next day; after day 3, the
// final count.
import { shuffled } from '../core/rng'
import { DAYS, SEATS, opponent } from './tables'
import { log, noAbilities } from './state'
import { freshTeamState } from './team/seats'
import type { Day, GameState, Rank, Seat } from './types'

/**
 * Each side's four deployed soldiers are shuffled face down and the opponent draws one: it is
 * exhausted for the next day. Double damage: a side whose Bomb went off and who then identified
 * the next enemy card draws two.
 */
function drawExhausted(s: GameState, seat: Seat): Rank[] {
  const count = s.active[opponent(seat)].doubleDamage ? 2 : 1
  const deployed = s.missions[seat].map((m) => m.rank as Rank)
  return shuffled(s.rng, deployed).slice(0, count).sort((a, b) => a - b)
}

/**
 * After day 3: the side whose enemy half holds the Double Agent wins; on the middle space the
 * higher infiltration track wins; otherwise a draw.
 */
function finalCount(s: GameState): void {
  s.phase = 'over'
  if (s.doubleAgent !== 0) {
    s.winner = s.doubleAgent > 0 ? 'red' : 'blue'
    log(s, { type: 'end', winner: s.winner, reason: 'agent' })
  } else if (s.infiltration.red !== s.infiltration.blue) {
    s.winner = s.infiltration.red > s.infiltration.blue ? 'red' : 'blue'
    log(s, { type: 'end', winner: s.winner, reason: 'infiltration' })
  } else {
    s.winner = 'draw'
    log(s, { type: 'end', winner: 'draw', reason: 'tie' })
  }
}

export function endDay(s: GameState): void {
  if (s.day >= DAYS) {
    finalCount(s)
    return
  }
  // Draws in a fixed order (red's cards first) so a game replays exactly.
  const next = { red: drawExhausted(s, 'red'), blue: drawExhausted(s, 'blue') }
  // The previous day's exhausted soldiers return to their hands by being replaced.
  s.exhausted = next
  log(s, { type: 'exhausted', exhausted: { red: next.red.slice(), blue: next.blue.slice() } })
  // Replaced, not edited: states share the old intel (see cloneState).
  if (s.intelCurrent !== null) s.intelOld = [...s.intelOld, s.intelCurrent]
  s.intelCurrent = null
  // (ruling) The finished day's revealed line-ups stay on show until each side deploys again;
  // only the Intel tokens are taken back.
  for (const seat of SEATS) for (const m of s.missions[seat]) m.intelToken = null
  s.day = (s.day + 1) as Day
  s.startSeat = opponent(s.startSeat)
  s.phase = 'deploy'
  s.deployed = { red: false, blue: false }
  s.intelConfirmed = { red: false, blue: false }
  if (s.teams) s.teams = freshTeamState()
  s.active = { red: noAbilities(), blue: noAbilities() }
  s.turn = 0
  s.step = 'guess'
  log(s, { type: 'day', day: s.day, startSeat: s.startSeat })
}
