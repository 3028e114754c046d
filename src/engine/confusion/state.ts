// Small helpers over GameState shared by the rule areas.
import { buildBoard, type Board } from './board'
import { sameSquare } from './geometry'
import type { GameState, Label, LogEntry, Seat, SpyState, Square, TurnState } from './types'

export function freshTurn(): TurnState {
  return { free: null, attempts: 0, tried: [], revealed: null, swapped: [] }
}

function copySpy(s: SpyState): SpyState {
  return {
    owner: s.owner,
    label: s.label,
    movement: s.movement,
    at: s.at,
    promoted: s.promoted,
    removed: s.removed,
    learned: s.learned,
    tries: s.tries,
    crownless: s.crownless,
  }
}

/**
 * The copy applyAction works on, so the caller's state is never touched. What the engine only ever
 * replaces and never edits in place (setup, rules, squares, notebook arrays, token lists, log
 * entries) is shared; everything edited in place is copied. This is the engine's hot path.
 */
export function cloneState(s: GameState): GameState {
  return {
    version: s.version,
    setup: s.setup,
    rules: s.rules,
    phase: s.phase,
    spies: s.spies.map(copySpy),
    briefcase: { at: s.briefcase.at, holder: s.briefcase.holder },
    tokens: { white: s.tokens.white, red: s.tokens.red },
    orders: { white: s.orders.white, red: s.orders.red },
    placed: { white: s.placed.white, red: s.placed.red },
    turn: s.turn,
    turns: s.turns,
    current: {
      free: s.current.free,
      attempts: s.current.attempts,
      tried: s.current.tried,
      revealed: s.current.revealed,
      swapped: s.current.swapped,
    },
    pending: s.pending,
    extraction: { white: s.extraction.white, red: s.extraction.red },
    winner: s.winner,
    log: s.log.slice(),
  }
}

export function log(s: GameState, entry: LogEntry): void {
  s.log.push(entry)
}

export function boardOf(s: GameState): Board {
  return buildBoard(s.spies, s.briefcase.at, s.briefcase.holder, s.rules.variants.tight)
}

/** Index of the spy on `sq`, or -1. */
export function spyIndexAt(s: GameState, sq: Square): number {
  for (let i = 0; i < s.spies.length; i++) if (sameSquare(s.spies[i].at, sq)) return i
  return -1
}

export function spyIndexOf(s: GameState, owner: Seat, label: Label): number {
  for (let i = 0; i < s.spies.length; i++) if (s.spies[i].owner === owner && s.spies[i].label === label) return i
  return -1
}

export function onBoardCount(s: GameState, seat: Seat): number {
  let n = 0
  for (const spy of s.spies) if (spy.owner === seat && spy.at !== null) n++
  return n
}

/** Takes a spy off the board; a briefcase it held stays on its square with no holder (ruling). */
export function removeSpy(s: GameState, index: number, how: NonNullable<SpyState['removed']>): void {
  const spy = s.spies[index]
  spy.at = null
  spy.removed = how
  if (s.briefcase.holder === index) s.briefcase.holder = null
}
