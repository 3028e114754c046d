// The move attempt: the announcement and its physical validity (public), the
// answer (the movement piece decides, except for the Double Agent), and the resolution.
import { canAttempt, pathProblem, type Board } from './board'
import { briefcaseAfterMove, modeFor, sendBriefcase } from './briefcase'
import { doubleAgentAnswer } from './double-agent'
import { refuse } from './errors'
import { enemyFirstRow, inPlay, lineBetween, onOwnHalf, ownerDirection } from './geometry'
import { arriveOnEnemyEdge } from './promotion'
import { boardOf, log, removeSpy, spyIndexAt } from './state'
import { forcedAnswerIn } from './movement'
import { continueTurn } from './turn'
import { checkNoSpies, checkWin } from './win'
import type { Action, Attempt, Direction, GameState, Seat, Square, TurnState } from './types'

/** The attempt's direction (in the asked spy's owner's frame) and distance. */
export function attemptLine(a: Attempt): { dir: Direction; dist: number } {
  const line = lineBetween(a.from, a.to)
  if (line === null) throw new Error('an attempt is always a straight line')
  return { dir: ownerDirection(a.seat, line.dx, line.dy), dist: line.dist }
}

/**
 * Why `seat`'s spy `spy` may not be the subject of an attempt now, whatever its line (the turn's own limits:
 * Reveal 1, Swap 2, Move 2), or null.
 */
export function turnRestriction(board: Board, seat: Seat, spy: number, current: TurnState): string | null {
  const s = board.spies[spy]
  if (s.at === null || s.owner !== seat) return 'not a spy of yours on the board'
  if (current.revealed === s.label) return 'the spy revealed this turn may not move'
  if (current.swapped.includes(s.label)) {
    const others = board.spies.some((o) => o.owner === seat && o.at !== null && !current.swapped.includes(o.label))
    if (others) return 'a spy swapped this turn may not move while you have another spy'
  }
  if (current.free === 'move2') {
    if (current.tried.includes(s.label)) return 'Move 2 may not try the same spy twice'
    if (!onOwnHalf(seat, s.at)) return 'Move 2 only moves spies on your half of the board'
    if (board.holder === spy) return 'Move 2 may not move the spy holding the briefcase'
  }
  return null
}

/** Own spies that may be the subject of an attempt now and have a physically possible one. */
export function moversOf(board: Board, seat: Seat, current: TurnState): number[] {
  const out: number[] = []
  for (let i = 0; i < board.spies.length; i++) {
    if (board.spies[i].owner !== seat || board.spies[i].at === null) continue
    if (turnRestriction(board, seat, i, current) === null && canAttempt(board, i)) out.push(i)
  }
  return out
}

/** Checks a `move` announcement; a physically impossible one throws and uses nothing up (ruling). */
export function checkAttempt(s: GameState, seat: Seat, action: Extract<Action, { type: 'move' }>): Attempt {
  const tight = s.rules.variants.tight
  const { from, to } = action
  if (!inPlay(from[0], from[1], tight)) refuse('bad-move', `${JSON.stringify(from)} is not a square in play`)
  if (!inPlay(to[0], to[1], tight)) refuse('bad-move', `${JSON.stringify(to)} is not a square in play`)
  const spy = spyIndexAt(s, from)
  if (spy < 0) refuse('bad-move', `no spy stands on ${JSON.stringify(from)}`)
  if (s.spies[spy].owner !== seat) refuse('bad-move', 'you may only move your own spies')
  if (action.briefcase !== undefined && s.briefcase.holder !== spy) refuse('bad-action', 'only the spy holding the briefcase chooses what to do with it')
  const mode = modeFor(s, spy, action.briefcase)
  if (lineBetween(from, to) === null) refuse('bad-move', 'a move is a straight line of at least one square')
  const board = boardOf(s)
  const restriction = turnRestriction(board, seat, spy, s.current)
  if (restriction !== null) refuse('bad-move', restriction)
  const problem = pathProblem(board, spy, to, mode)
  if (problem !== null) refuse('bad-move', problem)
  return { seat, spy, from: [from[0], from[1]], to: [to[0], to[1]], mode }
}

/** The answer the engine gives at once (answers 'orders'): the truth, or the standing orders for a Double Agent. */
export function immediateAnswer(s: GameState, a: Attempt): boolean {
  const { dir, dist } = attemptLine(a)
  const spy = s.spies[a.spy]
  return forcedAnswerIn(s.rules, spy, dir, dist) ?? doubleAgentAnswer(s, spy.owner, dir, dist)
}

/**
 * Resolves an answered attempt: NO changes nothing; YES moves the spy (capturing an enemy
 * on the target without revealing it) or sends the briefcase. Then promotion, offers and the win.
 */
export function resolveAttempt(s: GameState, a: Attempt, yes: boolean): void {
  const spy = s.spies[a.spy]
  const { dir, dist } = attemptLine(a)
  // The Notebook: what was asked of this spy's movement piece (a promoted spy's is known to all).
  if (!spy.promoted) spy.tries = [...spy.tries, { dir, dist, yes }]
  s.current.attempts++
  s.current.tried = [...s.current.tried, spy.label]
  // Log entries get their own squares: nothing in the log shares an array with the board.
  const from: Square = [a.from[0], a.from[1]]
  const to: Square = [a.to[0], a.to[1]]
  log(s, a.mode === null ? { type: 'attempt', seat: a.seat, from, to, yes } : { type: 'attempt', seat: a.seat, from, to, briefcase: a.mode, yes })
  if (!yes) {
    continueTurn(s)
    return
  }
  if (a.mode === 'send') {
    sendBriefcase(s, a.to)
  } else {
    const target = spyIndexAt(s, a.to)
    if (target >= 0) {
      removeSpy(s, target, 'captured')
      log(s, { type: 'capture', seat: a.seat, label: s.spies[target].label, at: [a.to[0], a.to[1]] })
    }
    spy.at = a.to
    briefcaseAfterMove(s, a.spy, a.to, a.mode)
  }
  if (checkNoSpies(s)) return
  if (a.mode !== 'send' && !spy.promoted && a.to[1] === enemyFirstRow(spy.owner)) arriveOnEnemyEdge(s, a.spy)
  if (s.pending !== null) return
  if (checkWin(s)) return
  continueTurn(s)
}
