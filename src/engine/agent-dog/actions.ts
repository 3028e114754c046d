// The engine's entry points for play: legalActions and applyAction.
import { boardOfState } from './board'
import { checkMove } from './cards'
import { playedAs } from './copy'
import { passCard } from './deal-and-exchange'
import { RuleError } from './errors'
import { endTurn, startPlay } from './must-play'
import { playsFor } from './plays'
import { resolvePlay } from './resolve'
import { actionSchema } from './schemas'
import { cloneState } from './state'
import { CARDS, SEATS } from './tables'
import { setAside } from './two-three-players'
import { moverOf } from './which-agents-may-move'
import { winnerAfter } from './win'
import type { Action, GameState, Seat } from './types'

export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.phase === 'over' || !s.seats.includes(seat)) return []
  const hand = s.hands[seat]
  if (s.phase === 'exchange') return s.passed[seat] === undefined ? hand.map((card) => ({ type: 'pass', card })) : []
  if (s.turn !== seat) return []
  if (s.rescue !== null) return hand.map((card) => ({ type: 'discard', card }))
  const { board } = boardOfState(s)
  return playsFor(board, moverOf(board, seat, s.setup.players, s.setup.rules), hand, s.lastPlayed)
}

/** Checks the shape of anything claiming to be an Action (a copy the engine may keep). */
export function parseAction(input: unknown): Action {
  const parsed = actionSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new RuleError('bad-action', `not an action: ${issue.path.join('.') || 'action'}: ${issue.message}`)
  }
  return parsed.data
}

/** Returns a new state; never mutates its input; an illegal action throws RuleError. */
export function applyAction(state: GameState, seat: Seat, input: Action): GameState {
  if (state.phase === 'over') throw new RuleError('game-over', 'the game is over')
  const action = parseAction(input)
  if (!SEATS.includes(seat)) throw new RuleError('bad-action', `no seat ${JSON.stringify(seat)}`)
  if (!state.seats.includes(seat)) throw new RuleError('not-your-turn', `${seat} is not in this game`)
  const wanted = action.type === 'pass' ? 'exchange' : 'play'
  if (state.phase !== wanted) throw new RuleError('wrong-phase', `no ${action.type} during the ${state.phase} phase`)
  if (action.type === 'pass' ? state.passed[seat] !== undefined : state.turn !== seat) {
    throw new RuleError('not-your-turn', action.type === 'pass' ? 'you have already passed a card this round' : `it is ${String(state.turn)}'s turn`)
  }
  if (!state.hands[seat].includes(action.card)) throw new RuleError('not-in-hand', `${action.card} is not in your hand`)

  switch (action.type) {
    case 'pass': {
      const s = cloneState(state)
      if (passCard(s, seat, action.card)) startPlay(s)
      return s
    }
    case 'discard': {
      if (state.rescue === null) throw new RuleError('bad-action', 'you have a playable card, so you must play one; cards are set aside only when none is playable')
      const s = cloneState(state)
      if (setAside(s, seat, action.card)) endTurn(s, seat, false)
      return s
    }
    case 'play':
      return play(state, seat, action.card, action)
  }
}

function play(state: GameState, seat: Seat, card: string, action: Extract<Action, { type: 'play' }>): GameState {
  const kind = CARDS[card]
  const as = playedAs(kind, state.lastPlayed)
  if (as === null) throw new RuleError('bad-move', 'a Copy needs a card played before it this round')
  const { board, ids } = boardOfState(state)
  const m = moverOf(board, seat, state.setup.players, state.setup.rules)
  const outcome = checkMove(board, m, as, action.move)
  if (outcome === null) throw new RuleError('bad-move', `${kind === as ? as : `a Copy of ${as}`} cannot be played as ${JSON.stringify(action.move)}`)

  const s = cloneState(state)
  s.hands[seat] = s.hands[seat].filter((c) => c !== card)
  s.discard.push(card)
  s.lastPlayed = as
  s.rescue = null
  s.log.push({ type: 'play', seat, card: { id: card, kind }, as, move: action.move })
  const capturedOwnTeam = resolvePlay(s, seat, board, ids, m, outcome)
  const winner = winnerAfter(s, seat)
  if (winner) {
    s.winner = winner
    s.phase = 'over'
    s.turn = null
    s.log.push({ type: 'win', seats: winner })
    return s
  }
  endTurn(s, seat, capturedOwnTeam)
  return s
}
