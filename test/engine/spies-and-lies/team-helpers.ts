// Helpers for the rule-by-rule team play tests (two against two). Like helpers.ts, they drive the
// engine only through its public API: createGame / applyAction / legalActions / teamViewFor.
import {
  applyAction,
  checkLineup,
  createGame,
  teamViewFor,
  type GameAction,
  type GameSeat,
  type GameState,
  type Rank,
  type Seat,
  type SetupOptions,
  type TeamSeat,
  type TeamView,
} from '../../../src/engine/spies-and-lies'
import { INTEL_ORDER, type Lineup } from './helpers'

export const TEAM_SEATS: readonly TeamSeat[] = ['red1', 'red2', 'blue1', 'blue2']

/** The line-ups most team tests deploy. */
export const RED: Lineup = [1, 2, 3, 5]
export const BLUE: Lineup = [1, 2, 6, 9]

/** A team game with every random setup choice fixed: red starts, both Marshals exhausted, fixed deck. */
export function newTeamGame(over: Partial<SetupOptions> = {}): GameState {
  return createGame({
    seed: 'team-rules',
    firstSeat: 'red',
    exhausted: { red: 10, blue: 10 },
    intelOrder: [...INTEL_ORDER],
    teams: true,
    ...over,
  })
}

/** applyAction, also checking the contract that the input state is never mutated. */
export function play(state: GameState, seat: GameSeat, action: GameAction): GameState {
  const before = JSON.stringify(state)
  const next = applyAction(state, seat, action)
  if (JSON.stringify(state) !== before) throw new Error('applyAction mutated its input state')
  return next
}

export function tview(state: GameState, seat: TeamSeat | null = null): TeamView {
  return teamViewFor(state, seat)
}

/** The ranks `viewer` sees on `side`'s four missions (null where hidden from it). */
export function ranksSeen(s: GameState, viewer: TeamSeat | null, side: Seat): Array<Rank | null> {
  return tview(s, viewer).missions[side].map((m) => m.rank)
}

/** Whether `line` is a legal line-up from `hand`, by the engine's own order rule. */
export function passes(hand: readonly Rank[], line: readonly Rank[]): boolean {
  try {
    checkLineup(hand, line)
    return true
  } catch {
    return false
  }
}

export function deploy(state: GameState, seat: TeamSeat, a: Rank, b: Rank): GameState {
  return play(state, seat, { type: 'deploy', missions: [a, b] })
}

/** Both sides deploy their line-ups, each split between its two seats: red1, blue1, red2, blue2. */
export function deployTeams(state: GameState, red: Lineup, blue: Lineup): GameState {
  let s = deploy(state, 'red1', red[0], red[1])
  s = deploy(s, 'blue1', blue[0], blue[1])
  s = deploy(s, 'red2', red[2], red[3])
  return deploy(s, 'blue2', blue[2], blue[3])
}

/** Every seat confirms the Intel phase in seat order; a Sergeant's owner adds `tokens[seat]` or the honest token. */
export function confirmAll(state: GameState, tokens: Partial<Record<TeamSeat, boolean>> = {}): GameState {
  let s = state
  for (const seat of TEAM_SEATS) {
    const v = tview(s, seat)
    const prompt = v.prompt
    if (prompt === null || prompt.type !== 'intel') throw new Error(`helper: ${seat} has no intel prompt`)
    if (prompt.sergeant === null) s = play(s, seat, { type: 'intel' })
    else s = play(s, seat, { type: 'intel', sergeantToken: tokens[seat] ?? (v.intel.current ?? []).includes(4) })
  }
  return s
}

export function startTeamDay(state: GameState, red: Lineup, blue: Lineup, tokens: Partial<Record<TeamSeat, boolean>> = {}): GameState {
  return confirmAll(deployTeams(state, red, blue), tokens)
}

export interface TeamTarget {
  guesser: TeamSeat
  defender: TeamSeat
  defenderSide: Seat
  mission: number
  /** The defender's card, read from the defender's own view. */
  card: Rank
}

/** The guess about to be made (whether or not the defender still has to decide on Deception). */
export function teamTarget(state: GameState): TeamTarget {
  for (const seat of TEAM_SEATS) {
    const p = tview(state, seat).prompt
    if (p === null || (p.type !== 'guess' && p.type !== 'deceive')) continue
    const mission = p.mission
    const defenderSide: Seat = p.type === 'deceive' ? (seat.startsWith('red') ? 'red' : 'blue') : seat.startsWith('red') ? 'blue' : 'red'
    const half = mission < 2 ? '1' : '2'
    const defender = `${defenderSide}${half}` as TeamSeat
    const guesser = `${defenderSide === 'red' ? 'blue' : 'red'}${half}` as TeamSeat
    const card = tview(state, defender).missions[defenderSide][mission].rank
    if (card === null) throw new Error('helper: the defender cannot see its own card')
    return { guesser, defender, defenderSide, mission, card }
  }
  throw new Error('helper: nobody is about to guess')
}

/** One guess: the defender declines Deception if offered (or plays it with `deceive`), then the guess. */
export function teamGuess(state: GameState, rank: Rank, deceive = false): GameState {
  let s = state
  const t = teamTarget(s)
  if (tview(s, t.defender).prompt?.type === 'deceive') s = play(s, t.defender, { type: 'deceive', play: deceive })
  else if (deceive) throw new Error(`helper: ${t.defender} was not offered a Deception token`)
  return play(s, t.guesser, { type: 'guess', rank })
}

export function teamHit(state: GameState): GameState {
  return teamGuess(state, teamTarget(state).card)
}

export function teamMiss(state: GameState, deceive = false): GameState {
  const card = teamTarget(state).card
  return teamGuess(state, card === 1 ? 2 : 1, deceive)
}
