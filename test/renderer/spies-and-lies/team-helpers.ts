// Set-up for the team table's tests (two against two): real engine games and team views, the game
// store filled in as the host would (four seats with names, the teams), and finished games.
import {
  applyAction,
  createGame,
  legalActions,
  teamViewFor,
  type GameAction,
  type GameState,
  type SetupOptions,
  type TeamSeat,
  type TeamView,
} from '../../../src/engine/spies-and-lies'
import { holdViews, type GameStore, type HoldHow } from '../table-setup'
import { INTEL_ORDER, plainAnswer, type Lineup } from './helpers'
import { TEAM_SEATS, deployTeams, tview } from '../../engine/spies-and-lies/team-helpers'

// The rule tests' seats, views and deploys (their play also checks that the input is never mutated).
export { TEAM_SEATS, deploy, deployTeams, tview } from '../../engine/spies-and-lies/team-helpers'


/** A team game with every random setup choice fixed: red starts, both Marshals exhausted, fixed deck (day 1: 4 5 6 7). */
export function newTeamGame(over: Partial<SetupOptions> = {}): GameState {
  return createGame({ seed: 'team-table', firstSeat: 'red', exhausted: { red: 10, blue: 10 }, intelOrder: [...INTEL_ORDER], teams: true, ...over })
}

export function play(state: GameState, seat: TeamSeat, action: GameAction): GameState {
  return applyAction(state, seat, action)
}


/** Every seat confirms the Intel phase, in seat order; Sergeants honestly. */
export function confirmAll(state: GameState): GameState {
  let s = state
  for (const seat of TEAM_SEATS) {
    const v = tview(s, seat)
    if (v.prompt?.type !== 'intel') continue
    s = play(s, seat, v.prompt.sergeant === null ? { type: 'intel' } : { type: 'intel', sergeantToken: (v.intel.current ?? []).includes(4) })
  }
  return s
}

export function startTeamDay(state: GameState, red: Lineup, blue: Lineup): GameState {
  return confirmAll(deployTeams(state, red, blue))
}

export const NAMES: Readonly<Record<TeamSeat, string>> = { red1: 'Ann', red2: 'Bob', blue1: 'Cy', blue2: 'Dee' }

/**
 * Puts team views into the game store as if the host had sent them: the held seats' views (or a
 * spectator's), the room's four seats with their names, and the two teams.
 */
export function holdTeam(
  views: Partial<Record<TeamSeat, TeamView>>,
  how: HoldHow & { bots?: readonly TeamSeat[]; spectator?: TeamView } = {},
): GameStore {
  const game = holdViews(views, { gameId: 'spies-and-lies', mode: 'network', room: 'TEAMS', seats: TEAM_SEATS }, how)
  game.seats = Object.fromEntries(TEAM_SEATS.map((s) => [s, { name: NAMES[s], connected: true, bot: how.bots?.includes(s) ?? false }]))
  game.teams = [
    ['red1', 'red2'],
    ['blue1', 'blue2'],
  ]
  game.started = true
  if (how.spectator) {
    game.spectatorView = how.spectator
    game.watching = true
  }
  return game
}

/** Updates every held seat's view from `state`, with a new seq, as the host does after a move. */
export function sendViews(game: GameStore, state: GameState): void {
  for (const seat of TEAM_SEATS) {
    const mine = game.held[seat]
    if (!mine) continue
    mine.view = teamViewFor(state, seat)
    mine.seq += 1
  }
}

/** The seat the game waits for first, in seat order, or null. */
export function firstToAct(state: GameState): TeamSeat | null {
  return TEAM_SEATS.find((seat) => legalActions(state, seat).length > 0) ?? null
}

/**
 * Plays on with plain answers (the first legal pair, honest Sergeants, no Deception tokens, every
 * guess "1", Captains take 6, Marshals 10) until `stop` holds or the game ends.
 */
export function playTeamUntil(state: GameState, stop: (s: GameState) => boolean = () => false, limit = 600): GameState {
  let s = state
  for (let i = 0; i < limit && !stop(s) && s.phase !== 'over'; i++) {
    const seat = firstToAct(s)
    if (!seat) break
    const view = tview(s, seat)
    const prompt = view.prompt
    let action: GameAction | null | undefined =
      prompt?.type === 'intel'
        ? prompt.sergeant === null
          ? { type: 'intel' }
          : { type: 'intel', sergeantToken: (view.intel.current ?? []).includes(4) }
        : plainAnswer(prompt?.type)
    action ??= legalActions(s, seat)[0]
    if (!action) throw new Error(`helper: ${seat} has nothing to play`)
    s = play(s, seat, action)
  }
  return s
}
