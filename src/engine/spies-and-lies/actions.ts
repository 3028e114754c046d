// The engine's entry points for play: legalActions and applyAction, for both modes.
import { activateCaptain, activateMarshal, awaitingChoice } from './abilities'
import { deploy } from './deploy'
import { RuleError } from './errors'
import { confirmIntel } from './intel'
import { completeReveal, deceive, guess } from './mission'
import { actionsForPrompt } from './answers'
import { promptFor } from './prompt'
import { cloneState, handOf } from './state'
import { teamActionSchema, twoPlayerActionSchema } from './schemas'
import { deployHalf } from './team/deploy'
import { confirmTeamIntel } from './team/intel'
import { legalTeamActions, teamPromptFor } from './team/prompt'
import { isTeamSeat, sideOf, teamsOf } from './team/seats'
import type { Action, ActionType, GameAction, GameSeat, GameState, Phase, Prompt, Seat, TeamPrompt, TeamSeat } from './types'

const PHASE_ACTIONS: Readonly<Record<Phase, readonly ActionType[]>> = {
  deploy: ['deploy'],
  intel: ['intel'],
  mission: ['deceive', 'guess', 'marshal', 'captain'],
  over: [],
}

function isSeat(x: unknown): x is Seat {
  return x === 'red' || x === 'blue'
}

function badAction(message: string): never {
  throw new RuleError('bad-action', message)
}

/**
 * Why an action of each type was refused by its schema: the schema decides what is an action, these
 * only put the refusal into words (and a Marshal's or Captain's choice is a bad-choice).
 */
const SHAPE_REFUSALS: { readonly [T in ActionType]: (action: Record<string, unknown>, teams: boolean) => RuleError } = {
  deploy: (_, teams) =>
    new RuleError('bad-action', teams ? 'a team seat deploys two ranks 1..10, for its own two missions' : 'deploy needs four ranks 1..10'),
  intel: () => new RuleError('bad-action', 'sergeantToken must be true or false'),
  deceive: () => new RuleError('bad-action', 'deceive needs play: true or false'),
  guess: () => new RuleError('bad-action', 'a guess names a rank 1..10'),
  marshal: () => new RuleError('bad-choice', "the Marshal's choice is 'ten' or 'sabotage'"),
  captain: (a) => new RuleError('bad-choice', a.choice === 'copy' ? 'a copy names an exhausted rank' : "the Captain's choice is 'six' or 'copy'"),
}

/**
 * Checks the shape of anything claiming to be an action against the schema of the seat's mode
 * (actions.ts in src/shared), so malformed input is refused cleanly: a deploy names four ranks in a
 * two-player game, two (the seat's own missions) in a team game. Returns the input itself (the
 * engine never stores it): the schemas only check, they change nothing.
 */
function parseGameAction(input: unknown, teams: boolean): GameAction {
  if (typeof input !== 'object' || input === null) badAction('an action must be an object')
  const parsed = (teams ? teamActionSchema : twoPlayerActionSchema).safeParse(input)
  if (parsed.success) return input as GameAction
  const a = input as Record<string, unknown>
  if (typeof a.type !== 'string' || !Object.hasOwn(SHAPE_REFUSALS, a.type)) badAction(`unknown action type ${JSON.stringify(a.type)}`)
  const extra = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys')
  if (extra) badAction(`${a.type} has no ${extra.keys.join(', ')}`)
  throw SHAPE_REFUSALS[a.type as ActionType](a, teams)
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
  // Counted from the state before: a day's end starts the seats' progress afresh (round-end.ts).
  teamsOf(s).moves = (state.teams?.moves ?? 0) + 1
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
