// What the seat on screen may do, read from its view alone: the same list the engine gives
// (buildBoard + listActions, as the computer players use), so a target is highlighted exactly when
// the attempt is physically possible. Never filtered by the spy's movement: the player does not
// know it, and a NO is part of the game.
import { buildBoard } from '@engine/confusion/client'
import { listActions } from '@engine/confusion/client'
import type { Action, BriefcaseMode, Label, PlayerView, Seat, SpyView, Square } from '@shared/confusion/types'
import { sameSquare, squareKey } from './frame'

export type MoveMode = BriefcaseMode | null
export type MoveAction = Extract<Action, { type: 'move' }>
export type SwapAction = Extract<Action, { type: 'token'; kind: 'swap' }>

/** Every action the viewer may send now (standing orders included), from its view. */
export function actionsOf(view: PlayerView): Action[] {
  if (view.seat === null || view.phase === 'over') return []
  const h = view.briefcase.holder
  const holder = h === null ? null : view.spies.findIndex((s) => s.owner === h.owner && s.label === h.label)
  return listActions({
    seat: view.seat,
    prompt: view.prompt,
    board: buildBoard(view.spies, view.briefcase.at, holder, view.rules.variants.tight),
    rules: view.rules,
    orders: view.orders,
  })
}

export function spyAt(view: PlayerView, sq: Square): SpyView | null {
  return view.spies.find((s) => s.at !== null && sameSquare(s.at, sq)) ?? null
}

/** Does the spy on `sq` hold the briefcase? */
export function holdsBriefcase(view: PlayerView, sq: Square): boolean {
  const h = view.briefcase.holder
  return h !== null && sameSquare(view.briefcase.at, sq) && spyAt(view, sq)?.label === h.label && spyAt(view, sq)?.owner === h.owner
}

/** The squares of the spies that may be tried now (the prompt's movers). */
export function moversOf(view: PlayerView): Square[] {
  return view.prompt?.type === 'move' ? view.prompt.movers : []
}

/** The targets of an attempt with the spy on `from` in `mode` (null: a spy without the briefcase), by square key. */
export function targetsOf(actions: readonly Action[], from: Square, mode: MoveMode): Map<string, Square> {
  const out = new Map<string, Square>()
  for (const a of actions) {
    if (a.type === 'move' && sameSquare(a.from, from) && (a.briefcase ?? null) === mode) out.set(squareKey(a.to), a.to)
  }
  return out
}

/** The modes offered for the spy on `from`: [null] for a spy without the briefcase, else carry / leave / send. */
export function modesOf(actions: readonly Action[], from: Square): MoveMode[] {
  const modes: MoveMode[] = []
  for (const a of actions) {
    if (a.type !== 'move' || !sameSquare(a.from, from)) continue
    const m = a.briefcase ?? null
    if (!modes.includes(m)) modes.push(m)
  }
  const order: MoveMode[] = [null, 'carry', 'leave', 'send']
  return modes.sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

export function moveAction(from: Square, to: Square, mode: MoveMode): MoveAction {
  return mode === null ? { type: 'move', from, to } : { type: 'move', from, to, briefcase: mode }
}

/** Squares of own spies an action of this kind may name: eliminate one, or look at it with Reveal 1. */
export function squaresFor(actions: readonly Action[], kind: 'eliminateOwn' | 'reveal'): Map<string, Square> {
  const out = new Map<string, Square>()
  for (const a of actions) {
    if (kind === 'eliminateOwn' && a.type === 'eliminateOwn') out.set(squareKey(a.at), a.at)
    if (kind === 'reveal' && a.type === 'token' && a.kind === 'reveal' && 'at' in a) out.set(squareKey(a.at), a.at)
  }
  return out
}

/** Own spies off the board that Reveal 1 may still look at. */
export function revealLabels(actions: readonly Action[]): Label[] {
  const out: Label[] = []
  for (const a of actions) if (a.type === 'token' && a.kind === 'reveal' && 'label' in a) out.push(a.label)
  return out
}

/** Spies Swap 2 may exchange with the one on `first` (or, with no first, every spy it may name). */
export function swapSquares(actions: readonly Action[], first: Square | null): Map<string, Square> {
  const out = new Map<string, Square>()
  for (const a of actions) {
    if (a.type !== 'token' || a.kind !== 'swap') continue
    if (first === null) {
      out.set(squareKey(a.a), a.a)
      out.set(squareKey(a.b), a.b)
    } else if (sameSquare(a.a, first)) out.set(squareKey(a.b), a.b)
    else if (sameSquare(a.b, first)) out.set(squareKey(a.a), a.a)
  }
  return out
}

export function hasAction(actions: readonly Action[], test: (a: Action) => boolean): boolean {
  return actions.some(test)
}

/** One answered attempt, with the spy it was about (found by playing the log back from the board now). */
export interface AttemptRecord {
  /** Its index in the log. */
  index: number
  seat: Seat
  label: Label | null
  from: Square
  to: Square
  briefcase?: BriefcaseMode
  yes: boolean
}

interface Occupant {
  owner: Seat
  label: Label
}

const enemyOf = (seat: Seat): Seat => (seat === 'white' ? 'red' : 'white')

/**
 * Every attempt in the log with the label of its spy. The log names squares, not spies, so the
 * board is walked back from now, entry by entry, to where each spy stood when it was tried.
 */
export function attemptHistory(view: PlayerView): AttemptRecord[] {
  const board = new Map<string, Occupant>()
  for (const s of view.spies) if (s.at !== null) board.set(squareKey(s.at), { owner: s.owner, label: s.label })
  const captured = new Map<string, Occupant>()
  const out: AttemptRecord[] = []
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]
    if (e.type === 'place') break
    switch (e.type) {
      case 'capture':
        captured.set(squareKey(e.at), { owner: enemyOf(e.seat), label: e.label })
        break
      case 'attempt': {
        const to = squareKey(e.to)
        const from = squareKey(e.from)
        let mover: Occupant | undefined
        if (e.yes && e.briefcase !== 'send') {
          mover = board.get(to)
          board.delete(to)
          if (mover) board.set(from, mover)
          const back = captured.get(to)
          if (back) {
            board.set(to, back)
            captured.delete(to)
          }
        } else mover = board.get(from)
        const record: AttemptRecord = { index: i, seat: e.seat, label: mover?.label ?? null, from: e.from, to: e.to, yes: e.yes }
        if (e.briefcase) record.briefcase = e.briefcase
        out.push(record)
        break
      }
      case 'eliminateOwn':
        board.set(squareKey(e.at), { owner: e.seat, label: e.label })
        break
      case 'eliminateDoubleAgent':
        board.set(squareKey(e.at), { owner: enemyOf(e.seat), label: e.label })
        break
      case 'promotion':
        if (e.result === 'unmasked') board.set(squareKey(e.at), { owner: e.seat, label: e.label })
        break
      case 'token':
        if (e.kind === 'swap') {
          const a = board.get(squareKey(e.a))
          const b = board.get(squareKey(e.b))
          if (a) board.set(squareKey(e.b), a)
          else board.delete(squareKey(e.b))
          if (b) board.set(squareKey(e.a), b)
          else board.delete(squareKey(e.a))
        }
        break
      default:
        break
    }
  }
  return out.reverse()
}
