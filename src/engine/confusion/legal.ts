// Every action that answers a prompt, listed from the public board alone. The engine lists a seat's
// legal actions with it from the state, and a client or computer player with it from its view, so
// both always see the same list (a property test checks this).
import { forEachTarget, type Board } from './board'
import { onOwnHalf } from './geometry'
import { TYPE_IDS } from './tables'
import { samplePlacements } from './variants'
import type { Action, FreeActions, Label, Orders, Prompt, Rules, Seat, Square } from './types'

export interface ListInput {
  seat: Seat
  prompt: Prompt | null
  board: Board
  rules: Rules
  /** The seat's standing orders in force, when it may give orders now; null: it may not. */
  orders: Orders | null
}

/** The same standing orders (null: none). */
export function sameOrders(a: Orders | null, b: Orders | null): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b
  return a.as === b.as
}

/** Every standing order there is; a seat may give each but those in force (they would change nothing). */
export const ORDERS_ACTIONS: readonly Action[] = [
  { type: 'orders', doubleAgent: 'yes' },
  { type: 'orders', doubleAgent: 'no' },
  ...TYPE_IDS.map((as): Action => ({ type: 'orders', doubleAgent: { as } })),
]

function spyIndexOn(board: Board, sq: Square): number {
  return board.grid[sq[1] * 11 + sq[0]] - 1
}

function moveActions(board: Board, movers: readonly Square[], out: Action[]): void {
  for (const from of movers) {
    const spy = spyIndexOn(board, from)
    forEachTarget(board, spy, (to, mode) => {
      out.push(mode === null ? { type: 'move', from, to } : { type: 'move', from, to, briefcase: mode })
    })
  }
}

function freeActions(board: Board, seat: Seat, free: FreeActions, out: Action[]): void {
  const own: number[] = []
  const removed: Label[] = []
  board.spies.forEach((spy, i) => {
    if (spy.owner !== seat) return
    if (spy.at !== null) own.push(i)
    else removed.push(spy.label)
  })
  if (free.eliminateOwn) for (const i of own) out.push({ type: 'eliminateOwn', at: board.spies[i].at as Square })
  if (free.eliminateDoubleAgent) out.push({ type: 'eliminateDoubleAgent' })
  for (const kind of free.tokens) {
    if (kind === 'reveal') {
      for (const i of own) out.push({ type: 'token', kind: 'reveal', at: board.spies[i].at as Square })
      for (const label of removed) out.push({ type: 'token', kind: 'reveal', label })
    } else if (kind === 'move2') {
      out.push({ type: 'token', kind: 'move2' })
    } else {
      const swappable = own.filter((i) => board.holder !== i && onOwnHalf(seat, board.spies[i].at as Square))
      for (let j = 0; j < swappable.length; j++) {
        for (let k = j + 1; k < swappable.length; k++) {
          out.push({ type: 'token', kind: 'swap', a: board.spies[swappable[j]].at as Square, b: board.spies[swappable[k]].at as Square })
        }
      }
    }
  }
}

export function listActions(input: ListInput): Action[] {
  const { prompt, board, seat } = input
  const out: Action[] = []
  if (prompt !== null) {
    switch (prompt.type) {
      case 'place':
        for (const squares of samplePlacements(seat, input.rules.variants.honor)) out.push({ type: 'place', squares })
        break
      case 'move':
        moveActions(board, prompt.movers, out)
        if (prompt.mayPass) out.push({ type: 'pass' })
        if (prompt.free) freeActions(board, seat, prompt.free, out)
        break
      case 'pass':
        out.push({ type: 'pass' })
        if (prompt.free) freeActions(board, seat, prompt.free, out)
        break
      case 'answer':
        if (prompt.forced !== null) out.push({ type: 'answer', yes: prompt.forced })
        else out.push({ type: 'answer', yes: true }, { type: 'answer', yes: false })
        break
      case 'promote':
      case 'transfer':
        out.push({ type: prompt.type, accept: true }, { type: prompt.type, accept: false })
        break
    }
  }
  const current = input.orders
  if (current !== null) for (const a of ORDERS_ACTIONS) if (a.type === 'orders' && !sameOrders(a.doubleAgent, current)) out.push(a)
  return out
}
