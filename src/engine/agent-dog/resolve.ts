// One card, resolved in the order of agent-dog.md §7.6: the movement and its captures, then the
// undercover state of every piece that moved, then undercover pieces in a goal lane sorted out,
// then the meetings in the order they were triggered. (The win check follows in actions.ts; the
// out-of-round penalty at the end of the turn, must-play.ts.)
import type { Board } from './board'
import type { Outcome } from './cards'
import { capture, isOwnTeam } from './capture-and-penalty'
import { sortOutGoalEntry } from './goal'
import { holdMeeting } from './meeting-points'
import { goalColourOf, isGoal, isMeetingPoint, placeOf, START, START_AREA } from './places'
import { settleUndercover } from './undercover'
import type { Mover } from './which-agents-may-move'
import { SEATS } from './tables'
import type { GameState, Loc, LogEntry, Seat } from './types'

/** Applies a checked play to the (already copied) state; true when it captured a piece of the player's own team. */
export function resolvePlay(s: GameState, seat: Seat, board: Board, ids: readonly number[], m: Mover, outcome: Outcome): boolean {
  let ownTeamCaptured = false
  const take = (id: number, at: Loc) => {
    if (isOwnTeam(s, seat, s.pieces[id].colour)) ownTeamCaptured = true
    capture(s, id, at)
  }
  /** Pieces whose movement ended somewhere new: [state id, where, undercover before the card]. */
  const moved: Array<[number, Loc, boolean]> = []
  const meetings: Array<[Loc, number]> = []
  const moveTo = (id: number, to: Loc) => {
    const p = s.pieces[id]
    moved.push([id, to, p.undercover])
    const move: Extract<LogEntry, { type: 'move' }> = { type: 'move', from: placeOf(p.loc), to: placeOf(to) }
    // Everyone saw a face-up agent set off; an undercover agent's colour is nobody's to know.
    s.log.push(p.undercover ? move : { ...move, colour: p.colour })
    s.pieces[id] = { colour: p.colour, loc: to, undercover: p.undercover }
  }

  switch (outcome.kind) {
    case 'enter': {
      const colour = SEATS[m.playing]
      const id = s.pieces.findIndex((p) => p.colour === colour && p.loc === START_AREA)
      const start = START[m.playing]
      const occupant = board.at[start]
      if (occupant >= 0) take(ids[occupant], start)
      s.pieces[id] = { colour, loc: start, undercover: false }
      s.log.push({ type: 'enter', colour, at: placeOf(start) })
      break
    }
    case 'move': {
      const occupant = board.at[outcome.to]
      if (occupant >= 0) take(ids[occupant], outcome.to)
      moveTo(ids[outcome.piece], outcome.to)
      if (isMeetingPoint(outcome.to)) meetings.push([outcome.to, ids[outcome.piece]])
      break
    }
    case 'swap': {
      const a = s.pieces[ids[outcome.a]]
      const b = s.pieces[ids[outcome.b]]
      s.pieces[ids[outcome.a]] = { colour: a.colour, loc: b.loc, undercover: true }
      s.pieces[ids[outcome.b]] = { colour: b.colour, loc: a.loc, undercover: true }
      s.log.push({ type: 'swap', a: placeOf(a.loc), b: placeOf(b.loc) })
      break
    }
    case 'split': {
      const { final, captured, meetings: queued } = outcome.result
      for (const [i, at] of captured) take(ids[i], at)
      for (let i = 0; i < board.n; i++) {
        if (final[i] !== START_AREA && final[i] !== board.loc[i]) moveTo(ids[i], final[i])
      }
      for (const [at, i] of queued) meetings.push([at, ids[i]])
      break
    }
  }

  for (const [id, loc] of moved) if (!isGoal(loc)) settleUndercover(s, id, loc)
  for (const [id, loc, wasUndercover] of moved) {
    if (!isGoal(loc)) continue
    if (wasUndercover) sortOutGoalEntry(s, seat, id, loc)
    else if (s.pieces[id].colour !== SEATS[goalColourOf(loc)]) throw new Error('a visible piece entered another colour\'s goal lane')
  }
  for (const [at, trigger] of meetings) holdMeeting(s, at, trigger)
  return ownTeamCaptured
}
