// The engine's entry points for play: legalActions and applyAction.
import { activateCaptain, activateMarshal, awaitingChoice } from './abilities'
import { deploy } from './deploy'
import { RuleError } from './errors'
import { confirmIntel } from './intel'
import { completeReveal, deceive, guess } from './mission'
import { actionsForPrompt, promptFor } from './prompt'
import { cloneState, handOf } from './state'
import type { Action, ActionType, GameState, Phase, Rank, Seat } from './types'

const PHASE_ACTIONS: Readonly<Record<Phase, readonly ActionType[]>> = {
  deploy: ['deploy'],
  intel: ['intel'],
  mission: ['deceive', 'guess', 'marshal', 'captain'],
  over: [],
}

function isSeat(x: unknown): x is Seat {
  return x === 'red' || x === 'blue'
}

function isRank(x: unknown): x is Rank {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 10
}

function badAction(message: string): never {
  throw new RuleError('bad-action', message)
}

/**
 * Checks the shape of anything claiming to be an Action, so malformed input is refused cleanly.
 * Returns the input itself (the engine never stores it), which keeps the hot path allocation-free.
 */
export function parseAction(input: unknown): Action {
  if (typeof input !== 'object' || input === null) badAction('an action must be an object')
  const a = input as Record<string, unknown>
  switch (a.type) {
    case 'deploy': {
      const m = a.missions
      if (!Array.isArray(m) || m.length !== 4 || !m.every(isRank)) badAction('deploy needs four ranks 1..10')
      break
    }
    case 'intel':
      if (a.sergeantToken !== undefined && typeof a.sergeantToken !== 'boolean') badAction('sergeantToken must be true or false')
      break
    case 'deceive':
      if (typeof a.play !== 'boolean') badAction('deceive needs play: true or false')
      break
    case 'guess':
      if (!isRank(a.rank)) badAction('a guess names a rank 1..10')
      break
    case 'marshal':
      if (a.choice !== 'ten' && a.choice !== 'sabotage') throw new RuleError('bad-choice', "the Marshal's choice is 'ten' or 'sabotage'")
      break
    case 'captain':
      if (a.choice !== 'six' && a.choice !== 'copy') throw new RuleError('bad-choice', "the Captain's choice is 'six' or 'copy'")
      if (a.choice === 'copy' && !isRank(a.rank)) throw new RuleError('bad-choice', 'a copy names an exhausted rank')
      break
    default:
      badAction(`unknown action type ${JSON.stringify(a.type)}`)
  }
  return input as Action
}

/** Why a seat without a matching prompt may not play an action of `type` now. */
function refusal(s: GameState, type: ActionType): RuleError {
  if (!PHASE_ACTIONS[s.phase].includes(type)) return new RuleError('wrong-phase', `no ${type} during the ${s.phase} phase`)
  if (s.phase === 'deploy') return new RuleError('already-deployed', 'you have already deployed today')
  return new RuleError('not-your-turn', `it is not your turn to ${type}`)
}

export function legalActions(state: GameState, seat: Seat): Action[] {
  if (!isSeat(seat)) return []
  const prompt = promptFor(state, seat)
  return actionsForPrompt(prompt, prompt?.type === 'deploy' ? handOf(state, seat) : null)
}

/** Returns a new state; never mutates its input; an illegal action throws RuleError. */
export function applyAction(state: GameState, seat: Seat, input: Action): GameState {
  if (!isSeat(seat)) badAction('seat must be red or blue')
  if (state.phase === 'over') throw new RuleError('game-over', 'the game is over')
  const action = parseAction(input)
  const prompt = promptFor(state, seat)
  if (prompt === null || prompt.type !== action.type) throw refusal(state, action.type)

  const s = cloneState(state)
  switch (action.type) {
    case 'deploy':
      deploy(s, seat, action.missions)
      break
    case 'intel':
      if (prompt.type === 'intel' && (prompt.sergeant !== null) !== (action.sergeantToken !== undefined)) {
        if (prompt.sergeant === null) throw new RuleError('no-token', 'only a side with a deployed Sergeant places a Sergeant token')
        badAction("your Sergeant's Intel token needs sergeantToken: true or false")
      }
      confirmIntel(s, seat, action.sergeantToken)
      break
    case 'deceive':
      if (action.play && s.deception[seat] <= 0) throw new RuleError('no-token', 'you hold no Deception token')
      deceive(s, seat, action.play)
      break
    case 'guess':
      guess(s, seat, action.rank)
      break
    case 'marshal':
      activateMarshal(s, seat, action.choice)
      if (!awaitingChoice(s)) completeReveal(s)
      break
    case 'captain':
      activateCaptain(s, seat, action.choice, action.choice === 'copy' ? action.rank : undefined)
      if (!awaitingChoice(s)) completeReveal(s)
      break
  }
  return s
}
