// Helpers for the rule-by-rule Confusion tests. They drive the engine through its public API; where
// a test needs a position that is impractical to reach by play, `arrange` makes a deep copy of a
// real state and moves plain fields (spies' squares, the briefcase), never the engine's logic.
import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import {
  RuleError,
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type Label,
  type MovementId,
  type PlayerView,
  type Seat,
  type SetupOptions,
  type Square,
} from '../../../src/engine/confusion'

/** The fixed assignment of the rule tests: labels in order get M01..M12, X is the Double Agent. */
export const ASSIGNMENT: Record<Label, MovementId> = {
  A: 'M01',
  C: 'M02',
  D: 'M03',
  E: 'M04',
  F: 'M05',
  G: 'M06',
  H: 'M07',
  J: 'M08',
  K: 'M09',
  L: 'M10',
  M: 'M11',
  N: 'M12',
  X: 'DA',
}

/** The assignment under Variant 1 (no X, no Double Agent). */
export const HONOR_ASSIGNMENT: Partial<Record<Label, MovementId>> = Object.fromEntries(
  Object.entries(ASSIGNMENT).filter(([label]) => label !== 'X'),
)

/** A game with every random setup choice fixed: White starts, the assignment above on both sides. */
export function newGame(over: Partial<SetupOptions> = {}): GameState {
  const honor = over.variants?.honor === true
  const movement = honor ? HONOR_ASSIGNMENT : ASSIGNMENT
  return createGame({ seed: 'rules', firstSeat: 'white', movement: { white: { ...movement }, red: { ...movement } }, ...over })
}

/** applyAction, also checking the contract that the input state is never mutated. */
export function play(state: GameState, seat: Seat, action: Action): GameState {
  const before = JSON.stringify(state)
  const next = applyAction(state, seat, action)
  if (JSON.stringify(state) !== before) throw new Error('applyAction mutated its input state')
  return next
}

export function move(state: GameState, seat: Seat, from: Square, to: Square, briefcase?: 'leave' | 'carry' | 'send'): GameState {
  return play(state, seat, briefcase === undefined ? { type: 'move', from, to } : { type: 'move', from, to, briefcase })
}

export function view(state: GameState, seat: Seat | null = null): PlayerView {
  return viewFor(state, seat)
}

/** The thrown RuleError's code (fails the test when nothing or something else is thrown). */
export function errorCode(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    return (error as RuleError).code
  }
  throw new Error('expected a RuleError, nothing was thrown')
}

export function expectRuleError(fn: () => unknown, code: string): void {
  expect(errorCode(fn)).toBe(code)
}

/** The spy of `owner` with `label`, as the state holds it. */
export function spy(state: GameState, owner: Seat, label: Label): GameState['spies'][number] {
  const found = state.spies.find((s) => s.owner === owner && s.label === label)
  if (!found) throw new Error(`no spy ${owner} ${label}`)
  return found
}

export function spyView(v: PlayerView, owner: Seat, label: Label): PlayerView['spies'][number] {
  const found = v.spies.find((s) => s.owner === owner && s.label === label)
  if (!found) throw new Error(`no spy ${owner} ${label} in the view`)
  return found
}

export function lastLog(state: GameState): GameState['log'][number] {
  return state.log[state.log.length - 1]
}

export function entries<T extends GameState['log'][number]['type']>(state: GameState, type: T): Array<Extract<GameState['log'][number], { type: T }>> {
  return state.log.filter((e): e is Extract<GameState['log'][number], { type: T }> => e.type === type)
}

export interface Layout {
  /** Squares of the spies to keep on the board; with `only`, every other spy of that side is taken off. */
  white?: Partial<Record<Label, Square>>
  red?: Partial<Record<Label, Square>>
  only?: boolean
  briefcase?: { at: Square; holder?: [Seat, Label] | null }
  turn?: Seat
}

/**
 * A deep copy of `state` with spies and the briefcase where the test needs them. With `only`, spies
 * not listed are taken off the board as captured. Spies listed are moved; others stay put (a square
 * clash is the test's mistake and fails at once).
 */
export function arrange(state: GameState, layout: Layout): GameState {
  const s = JSON.parse(JSON.stringify(state)) as GameState
  for (const seat of ['white', 'red'] as const) {
    const squares = layout[seat] ?? {}
    for (const spyState of s.spies) {
      if (spyState.owner !== seat) continue
      const sq = squares[spyState.label]
      if (sq) {
        spyState.at = [sq[0], sq[1]]
        spyState.removed = null
      } else if (layout.only) {
        spyState.at = null
        spyState.removed = 'captured'
      }
    }
  }
  if (layout.briefcase) {
    s.briefcase.at = layout.briefcase.at
    const h = layout.briefcase.holder
    s.briefcase.holder = h ? s.spies.findIndex((x) => x.owner === h[0] && x.label === h[1]) : null
  }
  if (layout.turn) s.turn = layout.turn
  const seen = new Set<string>()
  for (const x of s.spies) {
    if (x.at === null) continue
    const key = x.at.join(',')
    if (seen.has(key)) throw new Error(`arrange: two spies on ${key}`)
    seen.add(key)
  }
  if (s.briefcase.holder !== null) {
    const at = s.spies[s.briefcase.holder].at
    if (!at || at[0] !== s.briefcase.at[0] || at[1] !== s.briefcase.at[1]) throw new Error('arrange: the holder is not on the briefcase')
  }
  return s
}

/** Does the seat's legal list hold an action deep-equal to `action`? */
export function isLegal(state: GameState, seat: Seat, action: Action): boolean {
  return legalActions(state, seat).some((a) => isDeepStrictEqual(a, action))
}
