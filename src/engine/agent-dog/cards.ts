// KARTENERKLÄRUNGEN [D:218-261]: what each card kind allows, read from its row of the DECK table
// (steps, enter, special function), both as the list of every way to play it and as the check of
// one way a player chose.
import type { Board } from './board'
import { mayEnter } from './start-cards'
import { maySwap, swapMoves } from './swap'
import { playSplit, type SplitResult } from './partner'
import { partnerMoves } from './partner-listing'
import { plainDestination, plainMoves } from './moving-and-jumping'
import { goalColourFor, mayMovePlain, type Mover } from './which-agents-may-move'
import { locOf } from './places'
import { CARD_EFFECTS } from './tables'
import type { CardKind, Loc, PlayMove } from './types'

/** What a checked play does, in board indices; resolve.ts applies it to the engine's pieces. */
export type Outcome =
  | { kind: 'enter' }
  | { kind: 'move'; piece: number; to: Loc }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'split'; result: SplitResult }

const ENTER: PlayMove = Object.freeze({ kind: 'enter' })

/** Every complete way to play a card of this kind (a Copy is played as the kind it copies). */
export function movesForKind(board: Board, m: Mover, kind: CardKind, limit = Infinity): PlayMove[] {
  const effect = CARD_EFFECTS[kind]
  const out: PlayMove[] = []
  if (effect.special === 'partner') return partnerMoves(board, m, limit)
  if (effect.special === 'swap') swapMoves(board, out, limit)
  if (effect.enter && mayEnter(board, m)) out.push(ENTER)
  for (const n of effect.steps) if (out.length < limit) plainMoves(board, m, n, out, limit)
  return out
}

/** The outcome of playing a card of this kind this way, or null when the card and the move do not fit. */
export function checkMove(board: Board, m: Mover, kind: CardKind, move: PlayMove): Outcome | null {
  const effect = CARD_EFFECTS[kind]
  switch (move.kind) {
    case 'enter':
      return effect.enter && mayEnter(board, m) ? { kind: 'enter' } : null
    case 'steps': {
      const from = locOf(move.from)
      if (!effect.steps.includes(move.steps) || from === null) return null
      const i = board.at[from]
      if (i < 0 || !mayMovePlain(board, m, i)) return null
      const to = plainDestination(board, from, move.steps, goalColourFor(board, m, i), move.goal === true)
      return to < 0 ? null : { kind: 'move', piece: i, to }
    }
    case 'swap': {
      const a = locOf(move.a)
      const b = locOf(move.b)
      if (effect.special !== 'swap' || a === null || b === null || !maySwap(board, a, b)) return null
      return { kind: 'swap', a: board.at[a], b: board.at[b] }
    }
    case 'split': {
      if (effect.special !== 'partner') return null
      const steps: Array<{ loc: Loc; goal: boolean }> = []
      for (const step of move.steps) {
        const loc = locOf(step.from)
        if (loc === null) return null
        steps.push({ loc, goal: step.goal === true })
      }
      const result = playSplit(board, m, steps)
      return result === null ? null : { kind: 'split', result }
    }
  }
}
