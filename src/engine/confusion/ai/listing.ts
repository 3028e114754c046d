// Every legal action of a seat, listed from its view alone: the same list as legalActions, because
// both go through legal.ts on the same public board.
import { buildBoard, type BoardSpy } from '../board'
import { listActions } from '../legal'
import type { Action, PlayerView } from '../types'

export function actionsFromView(view: PlayerView): Action[] {
  if (view.seat === null || view.phase === 'over') return []
  const spies: BoardSpy[] = view.spies
  const h = view.briefcase.holder
  const holder = h === null ? null : spies.findIndex((s) => s.owner === h.owner && s.label === h.label)
  return listActions({
    seat: view.seat,
    prompt: view.prompt,
    board: buildBoard(spies, view.briefcase.at, holder, view.rules.variants.tight),
    rules: view.rules,
    orders: view.orders,
  })
}
