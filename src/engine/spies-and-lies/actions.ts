// The engine's entry points for play: legalActions and applyAction, for both modes.
import { activateCaptain, activateMarshal, awaitingChoice } from './abilities'
import { deploy } from './deploy'
import { RuleError } from './errors'
import { confirmIntel } from './intel'
import { completeReveal, deceive, guess } from './mission'
import { actionsForPrompt } from './answers'
import { promptFor } from './prompt'
import { cloneState, handOf } from './state'
import { deployHalf } from './team/deploy'
import { confirmTeamIntel } from './team/intel'
import { legalTeamActions, teamPromptFor } from './team/prompt'
import { isTeamSeat, sideOf } from './team/seats'
import type { Action, ActionType, GameAction, GameSeat, GameState, Phase, Prompt, Rank, Seat, TeamPrompt, TeamSeat } from './types'

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
 * Checks the shape of anything claiming to be an action, so malformed input is refused cleanly: a
 * deploy names four ranks in a two-player game, two (the seat's own missions) in a team game.
 * Returns the input itself (the engine never stores it), which keeps the hot path allocation-free.
 */
function parseGameAction(input: unknown, teams: boolean): GameAction {
  if (typeof input !== 'object' || input === null) badAction('an action must be an object')
  const a = input as Record<string, unknown>
  switch (a.type) {
    case 'deploy': {
      const m = a.missions
      if (teams) {
        if (!Array.isArray(m) || m.length !== 2 || !m.every(isRank)) badAction('a team seat deploys two ranks 1..10, for its own two missions')
      } else if (!Array.isArray(m) || m.length !== 4 || !m.every(isRank)) badAction('deploy needs four ranks 1..10')
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
  return input as GameAction
}

/** A two-player game's action, shape-checked (see parseGameAction). */
export function parseAction(input: unknown): Action {
  return parseGameAction(input, false) as Action
}

/** Why a seat without a matching prompt may not play an action of `type` now. */
function refusal(s: GameState, type: ActionType, deployed: boolean): RuleError {
  if (!PHASE_ACTIONS[s.phase].includes(type)) return new RuleError('wrong-phase', `no ${type} during the ${s.phase} phase`)
  if (s.phase === 'deploy' && deployed) return new RuleError('already-deployed', 'you have already deployed today')
  if (s.phase === 'deploy') return new RuleError('not-your-turn', 'your partner deploys missions 1 and 2 first')
  return new RuleError('not-your-turn', `it is not your turn to ${type}`)
}

export function legalActions(state: GameState, seat: Seat): Action[]
export function legalActions(state: GameState, seat: GameSeat): GameAction[]
export function legalActions(state: GameState, seat: GameSeat): GameAction[] {
  if (state.teams) return isTeamSeat(seat) ? legalTeamActions(state, seat) : []
  if (!isSeat(seat)) return []
  const prompt = promptFor(state, seat)
  return actionsForPrompt(prompt, prompt?.type === 'deploy' ? handOf(state, seat) : null)
}

/** The Sergeant's token comes with the Intel confirmation exactly when the seat has a Sergeant. */
function checkSergeantToken(prompt: Prompt | TeamPrompt, sergeantToken: boolean | undefined): void {
  if (prompt.type === 'intel' && (prompt.sergeant !== null) !== (sergeantToken !== undefined)) {
    if (prompt.sergeant === null) throw new RuleError('no-token', 'only a side with a deployed Sergeant places a Sergeant token')
    badAction("your Sergeant's Intel token needs sergeantToken: true or false")
  }
}

/** The mission phase's actions, the same in both modes: `side` decides (through one of its seats). */
function playMission(s: GameState, side: Seat, action: Exclude<GameAction, { type: 'deploy' | 'intel' }>): void {
  switch (action.type) {
    case 'deceive':
      if (action.play && s.deception[side] <= 0) throw new RuleError('no-token', 'you hold no Deception token')
      deceive(s, side, action.play)
      break
    case 'guess':
      guess(s, side, action.rank)
      break
    case 'marshal':
      activateMarshal(s, side, action.choice)
      if (!awaitingChoice(s)) completeReveal(s)
      break
    case 'captain':
      activateCaptain(s, side, action.choice, action.choice === 'copy' ? action.rank : undefined)
      if (!awaitingChoice(s)) completeReveal(s)
      break
  }
}

function applyTeamAction(state: GameState, seat: TeamSeat, action: GameAction): GameState {
  const prompt = teamPromptFor(state, seat)
  if (prompt === null || prompt.type !== action.type) throw refusal(state, action.type, state.teams?.deployed[seat] === true)
  const s = cloneState(state)
  switch (action.type) {
    case 'deploy':
      deployHalf(s, seat, action.missions)
      break
    case 'intel':
      checkSergeantToken(prompt, action.sergeantToken)
      confirmTeamIntel(s, seat, action.sergeantToken)
      break
    default:
      playMission(s, sideOf(seat), action)
  }
  return s
}

/**
 * Returns a new state; never mutates its input; an illegal action throws RuleError. A two-player
 * game takes the seats red and blue, a team game red1, red2, blue1 and blue2.
 */
export function applyAction(state: GameState, seat: GameSeat, input: GameAction): GameState {
  if (state.teams) {
    if (!isTeamSeat(seat)) badAction('seat must be red1, red2, blue1 or blue2')
    if (state.phase === 'over') throw new RuleError('game-over', 'the game is over')
    return applyTeamAction(state, seat, parseGameAction(input, true))
  }
  if (!isSeat(seat)) badAction('seat must be red or blue')
  if (state.phase === 'over') throw new RuleError('game-over', 'the game is over')
  const action = parseAction(input)
  const prompt = promptFor(state, seat)
  if (prompt === null || prompt.type !== action.type) throw refusal(state, action.type, true)

  const s = cloneState(state)
  switch (action.type) {
    case 'deploy':
      deploy(s, seat, action.missions)
      break
    case 'intel':
      checkSergeantToken(prompt, action.sergeantToken)
      confirmIntel(s, seat, action.sergeantToken)
      break
    default:
      playMission(s, seat, action)
  }
  return s
}
