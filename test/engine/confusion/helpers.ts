// Helpers for the rule-by-rule Confusion tests. They drive the engine through its public API; where
// a test needs a position that is impractical to reach by play, `arrange` makes a deep copy of a
// real state and moves plain fields (spies' squares, the briefcase), never the engine's logic.
import { isDeepStrictEqual } from 'node:util'
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
import { expectRuleErrorOf, thrownRuleError } from '../../support/rule-errors'
import { ASSIGNMENT } from '../../support/confusion-positions'

export { ASSIGNMENT, arrange, type Layout } from '../../support/confusion-positions'

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
  return thrownRuleError(fn, RuleError).code
}

export function expectRuleError(fn: () => unknown, code: string): void {
  expectRuleErrorOf(RuleError, fn, code)
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

/** Does the seat's legal list hold an action deep-equal to `action`? */
export function isLegal(state: GameState, seat: Seat, action: Action): boolean {
  return legalActions(state, seat).some((a) => isDeepStrictEqual(a, action))
}
