// The engine's entry points for play: legalActions and applyAction.
import { checkAttempt, immediateAnswer, moversOf, resolveAttempt } from './attempt'
import { eliminateDoubleAgent, eliminateOwn, ordersApply, setOrders } from './double-agent'
import { refuse } from './errors'
import { listActions } from './legal'
import { decisionOf, forcedForPending, promptFor } from './prompt'
import { answerPromotion, answerTransfer } from './promotion'
import { boardOf, cloneState, log } from './state'
import { actionShapes, squareShape } from './schemas'
import { TOKEN_KINDS } from './tables'
import { move2, reveal, spendToken, swap } from './tokens'
import { endTurn } from './turn'
import { place } from './variants'
import { checkWin } from './win'
import type { Action, ActionType, FreeAction, GameState, Seat, Square, TokenKind } from './types'

function isSeat(x: unknown): x is Seat {
  return x === 'white' || x === 'red'
}

function badAction(message: string): never {
  refuse('bad-action', message)
}

const squareMessage = (key: string): string => `${key} must be a square [x, y] of whole numbers`

/** The first of `keys` that is not a square, in words, or null. */
function badSquare(a: Record<string, unknown>, ...keys: string[]): string | null {
  const key = keys.find((k) => !squareShape.safeParse(a[k]).success)
  return key === undefined ? null : squareMessage(key)
}

/**
 * Why an action of each type was refused by its schema: the schema decides what is an action, these
 * only put the refusal into words.
 */
const SHAPE_REFUSALS: { readonly [T in ActionType]: (action: Record<string, unknown>) => string | null } = {
  move: (a) => badSquare(a, 'from', 'to') ?? "briefcase must be 'leave', 'carry' or 'send'",
  eliminateOwn: (a) => badSquare(a, 'at'),
  eliminateDoubleAgent: () => null,
  pass: () => null,
  orders: () => "orders are 'yes', 'no' or { as: <movement type> }",
  answer: () => 'an answer is yes: true or false',
  promote: () => 'promote needs accept: true or false',
  transfer: () => 'transfer needs accept: true or false',
  token: (a) => {
    if (!TOKEN_KINDS.includes(a.kind as TokenKind)) return `a token is one of ${TOKEN_KINDS.join(', ')}`
    if (a.kind === 'reveal') return a.at !== undefined ? badSquare(a, 'at') : 'Reveal 1 names a spy: at a square, or by label once it is off the board'
    return a.kind === 'swap' ? badSquare(a, 'a', 'b') : null
  },
  place: () => 'place needs squares: { label: [x, y] }',
}

/**
 * Checks the shape of anything claiming to be an Action against its type's schema (actions.ts in
 * src/shared), so malformed input is refused cleanly. Squares must be pairs of whole numbers;
 * whether they are on the board is a rule (bad-move). Returns the input itself: the schemas only
 * check, they change nothing.
 */
export function parseAction(input: unknown): Action {
  if (typeof input !== 'object' || input === null) badAction('an action must be an object')
  const a = input as Record<string, unknown>
  if (typeof a.type !== 'string' || !Object.hasOwn(actionShapes, a.type)) badAction(`unknown action type ${JSON.stringify(a.type)}`)
  const type = a.type as ActionType
  const parsed = actionShapes[type].safeParse(input)
  if (parsed.success) return input as Action
  const extra = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys')
  if (extra) badAction(`${type} has no ${extra.keys.join(', ')}`)
  badAction(SHAPE_REFUSALS[type](a) ?? `not a ${type} action`)
}

/** Refuses actions of a rule this game is not played with. */
function checkRulesInPlay(s: GameState, action: Action): void {
  const v = s.rules.variants
  switch (action.type) {
    case 'answer':
      if (s.rules.answers !== 'by-hand') badAction("answers are given by hand only with answers: 'by-hand'")
      break
    case 'promote':
    case 'transfer':
      if (!v.promotion) badAction(`${action.type} belongs to Variant 5, not in play`)
      break
    case 'place':
      if (!v.variableSetup) badAction('place belongs to Variant 4, not in play')
      break
    case 'eliminateOwn':
    case 'eliminateDoubleAgent':
      if (v.honor) badAction('there is no Double Agent in Variant 1')
      break
  }
}

/** A free action: at most one per turn, and only before the turn's first attempt. */
function beginFreeAction(s: GameState, kind: FreeAction): void {
  if (s.current.attempts > 0) badAction('free actions come before the attempt')
  if (s.current.free !== null) badAction(`one free action per turn: ${s.current.free} was this turn's`)
  s.current.free = kind
}

const copy = (sq: Square): Square => [sq[0], sq[1]]

function applyFreeAction(s: GameState, seat: Seat, action: Extract<Action, { type: 'eliminateOwn' | 'eliminateDoubleAgent' | 'token' }>): void {
  if (action.type === 'token') {
    spendToken(s, seat, action.kind)
    beginFreeAction(s, action.kind)
    if (action.kind === 'reveal') reveal(s, seat, 'at' in action ? { at: copy(action.at) } : { label: action.label })
    else if (action.kind === 'move2') move2(s, seat)
    else swap(s, seat, copy(action.a), copy(action.b))
  } else {
    beginFreeAction(s, action.type)
    if (action.type === 'eliminateOwn') eliminateOwn(s, seat, copy(action.at))
    else eliminateDoubleAgent(s, seat)
  }
  checkWin(s)
}

/** The mover may pass on Move 2's second attempt, or when no attempt is physically possible (ruling). */
function mayPass(s: GameState, seat: Seat): boolean {
  if (s.current.free === 'move2' && s.current.attempts === 1) return true
  return moversOf(boardOf(s), seat, s.current).length === 0
}

export function legalActions(state: GameState, seat: Seat): Action[] {
  if (!isSeat(seat) || state.phase === 'over') return []
  return listActions({
    seat,
    prompt: promptFor(state, seat),
    board: boardOf(state),
    rules: state.rules,
    orders: ordersApply(state) ? state.orders[seat] : null,
  })
}

/** Returns a new state; never mutates its input; an illegal action throws RuleError. */
export function applyAction(state: GameState, seat: Seat, input: Action): GameState {
  if (!isSeat(seat)) badAction('seat must be white or red')
  if (state.phase === 'over') refuse('game-over', 'the game is over')
  const action = parseAction(input)
  if (action.type === 'orders') {
    const s = cloneState(state)
    setOrders(s, seat, action.doubleAgent)
    return s
  }
  checkRulesInPlay(state, action)
  if (state.phase === 'place') {
    if (action.type !== 'place') refuse('wrong-phase', 'the spies are being placed')
    if (state.placed[seat]) refuse('not-your-turn', 'you have placed your spies')
    const s = cloneState(state)
    place(s, seat, action.squares)
    return s
  }
  if (action.type === 'place') refuse('wrong-phase', 'the spies are placed')
  // The kind of decision only: building the whole prompt (every mover) is not needed to check most actions.
  const decision = decisionOf(state, seat)
  if (decision === null) refuse('not-your-turn', `it is not your turn to ${action.type}`)
  const s = cloneState(state)
  switch (action.type) {
    case 'move': {
      if (decision !== 'turn') refuse('wrong-phase', `answer the ${decision} prompt first`)
      const attempt = checkAttempt(s, seat, action)
      if (s.rules.answers === 'by-hand') s.pending = { kind: 'answer', attempt }
      else resolveAttempt(s, attempt, immediateAnswer(s, attempt))
      break
    }
    case 'pass':
      if (decision !== 'turn') refuse('wrong-phase', `answer the ${decision} prompt first`)
      if (!mayPass(s, seat)) badAction('you must attempt a move: one is possible')
      log(s, { type: 'pass', seat })
      endTurn(s)
      break
    case 'eliminateOwn':
    case 'eliminateDoubleAgent':
    case 'token':
      if (decision !== 'turn') refuse('wrong-phase', `answer the ${decision} prompt first`)
      applyFreeAction(s, seat, action)
      break
    case 'answer': {
      if (decision !== 'answer' || s.pending?.kind !== 'answer') refuse('wrong-phase', 'there is no attempt to answer')
      const forced = forcedForPending(s)
      if (forced !== null && action.yes !== forced) badAction('only the true answer may be given for a spy that is not the Double Agent')
      const attempt = s.pending.attempt
      s.pending = null
      resolveAttempt(s, attempt, action.yes)
      break
    }
    case 'promote':
      if (decision !== 'promote') refuse('wrong-phase', 'no promotion is offered')
      answerPromotion(s, action.accept)
      break
    case 'transfer':
      if (decision !== 'transfer') refuse('wrong-phase', 'no briefcase transfer is offered')
      answerTransfer(s, action.accept)
      break
  }
  return s
}
