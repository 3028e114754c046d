// What each seat must decide now (its prompt), and so who the game is waiting for (toAct).
// Nothing here may depend on a secret the prompted seat does not know: the mover's prompt is built
// from the public board and the public turn, the answering seat's from the truth it knows anyway.
import { attemptLine, moversOf } from './attempt'
import { doubleAgentOnBoard } from './double-agent'
import { columnsInPlay } from './geometry'
import { forcedAnswerIn } from './movement'
import { labelsInPlay } from './setup'
import { boardOf } from './state'
import { SEATS, opponent } from './tables'
import { placementRows } from './variants'
import type { FreeActions, GameState, Prompt, Seat, Square } from './types'

/** The free actions `seat` (the mover) may still take, or null when none is open. */
export function freeActionsOf(s: GameState, seat: Seat): FreeActions | null {
  if (s.current.free !== null || s.current.attempts > 0) return null
  const honor = s.rules.variants.honor
  const free: FreeActions = {
    eliminateOwn: !honor,
    eliminateDoubleAgent: !honor && doubleAgentOnBoard(s, opponent(seat)) >= 0,
    tokens: s.rules.tokens ? s.tokens[seat].slice() : [],
  }
  // Move 2 needs a spy that could make its first attempt (tokens.ts).
  if (free.tokens.includes('move2') && moversOf(boardOf(s), seat, { ...s.current, free: 'move2' }).length === 0) {
    free.tokens = free.tokens.filter((k) => k !== 'move2')
  }
  return free.eliminateOwn || free.eliminateDoubleAgent || free.tokens.length > 0 ? free : null
}

export type Decision = 'place' | 'turn' | 'answer' | 'promote' | 'transfer'

/** What kind of decision `seat` faces now ('turn': the mover's move or pass), without building the prompt. */
export function decisionOf(s: GameState, seat: Seat): Decision | null {
  if (s.phase === 'over') return null
  if (s.phase === 'place') return s.placed[seat] ? null : 'place'
  const p = s.pending
  if (p === null) return seat === s.turn ? 'turn' : null
  if (p.kind === 'answer') return seat !== s.turn ? 'answer' : null
  if (p.kind === 'promote') return seat === s.turn ? 'promote' : null
  return seat === s.spies[p.spy].owner ? 'transfer' : null
}

/** The answer a by-hand answer must give to the pending attempt, or null when free (the Double Agent). */
export function forcedForPending(s: GameState): boolean | null {
  if (s.pending?.kind !== 'answer') return null
  const { dir, dist } = attemptLine(s.pending.attempt)
  return forcedAnswerIn(s.rules, s.spies[s.pending.attempt.spy], dir, dist)
}

export function promptFor(s: GameState, seat: Seat): Prompt | null {
  if (s.phase === 'over') return null
  if (s.phase === 'place') {
    if (s.placed[seat]) return null
    return {
      type: 'place',
      rows: placementRows(seat),
      columns: columnsInPlay(s.rules.variants.tight),
      labels: labelsInPlay(s.rules.variants.honor).slice(),
    }
  }
  const mover = s.turn
  const p = s.pending
  if (p !== null) {
    switch (p.kind) {
      case 'answer': {
        if (seat === mover) return null
        const a = p.attempt
        const forced = forcedForPending(s)
        return a.mode === null
          ? { type: 'answer', from: a.from, to: a.to, forced }
          : { type: 'answer', from: a.from, to: a.to, briefcase: a.mode, forced }
      }
      case 'promote': {
        const spy = s.spies[p.spy]
        return seat === mover ? { type: 'promote', at: spy.at as Square, label: spy.label } : null
      }
      case 'transfer': {
        const spy = s.spies[p.spy]
        return seat === spy.owner ? { type: 'transfer', at: spy.at as Square, label: spy.label } : null
      }
    }
  }
  if (seat !== mover) return null
  const board = boardOf(s)
  const movers = moversOf(board, seat, s.current)
  const free = freeActionsOf(s, seat)
  if (movers.length === 0) return { type: 'pass', free }
  return {
    type: 'move',
    attempt: s.current.attempts === 0 ? 1 : 2,
    movers: movers.map((i) => board.spies[i].at as Square),
    mayPass: s.current.attempts > 0,
    free,
  }
}

/**
 * The seats the game is waiting for (standing orders, allowed at any time, put nobody here). The
 * same as the seats whose promptFor is not null, without building the prompts.
 */
export function toActOf(s: GameState): Seat[] {
  return SEATS.filter((seat) => decisionOf(s, seat) !== null)
}
