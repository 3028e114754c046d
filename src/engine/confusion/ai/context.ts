// Everything a decision starts from, read once from the seat's view: the board, the beliefs, the
// evaluator, and the seat's legal actions (the engine's own list, so every choice is legal).
import { actionsFromView } from './listing'
import { beliefsOf, type Beliefs } from './beliefs'
import { evaluator, type Evaluator, type Weights } from './evaluate'
import { DIRECTIONS, lineBetween, ownerDirection } from '../geometry'
import { cellOf, positionOf, type Attempt, type Pos, type Table } from './position'
import type { RngState } from '../../core/rng'
import type { Action, PlayerView, Seat } from '../types'

export type MoveAction = Extract<Action, { type: 'move' }>

export interface Context {
  view: PlayerView
  me: Seat
  table: Table
  pos: Pos
  beliefs: Beliefs
  ev: Evaluator
  actions: Action[]
  rng: RngState
}

/** `careful`: the hard player's evaluation (evaluate.ts), with `weights` (default hard's). */
export function contextOf(view: PlayerView, rng: RngState, careful: boolean, weights?: Weights): Context {
  const { table, pos } = positionOf(view)
  const beliefs = beliefsOf(view)
  return { view, me: view.seat as Seat, table, pos, beliefs, ev: evaluator(table, beliefs, pos, careful, weights), actions: actionsFromView(view), rng }
}

/** The look-ahead's reading of a legal move action. */
export function attemptOf(c: Context, a: MoveAction): Attempt {
  const from = cellOf(a.from)
  const spy = c.pos.grid[from] - 1
  const line = lineBetween(a.from, a.to)
  if (spy < 0 || line === null) throw new Error('a listed move starts on a spy and is a straight line')
  const holds = c.pos.holder === spy
  return {
    spy,
    from,
    to: cellOf(a.to),
    dir: DIRECTIONS.indexOf(ownerDirection(c.table.owners[spy], line.dx, line.dy)),
    dist: line.dist,
    mode: holds ? (a.briefcase ?? 'carry') : null,
  }
}

export function moveActions(c: Context): MoveAction[] {
  return c.actions.filter((a): a is MoveAction => a.type === 'move')
}
