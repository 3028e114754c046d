// What each team seat must decide now, and the actions that answer it. The mission phase runs as
// in two-player; each decision falls to the seat that plays the mission concerned.
import { actionsForPrompt } from '../answers'
import { opponent } from '../tables'
import { guesserOf, handOf, missionIndexOf } from '../state'
import { completions, firstPairs } from './deploy'
import type { GameAction, GameState, Rank, TeamPrompt, TeamSeat, TeamView } from '../types'
import { teamSergeantIndex } from './intel'
import { partnerOf, placeOf, seatOfMission, sideOf, teamsOf } from './seats'

export function teamPromptFor(s: GameState, seat: TeamSeat): TeamPrompt | null {
  const teams = teamsOf(s)
  switch (s.phase) {
    case 'over':
      return null
    case 'deploy': {
      if (teams.deployed[seat]) return null
      const place = placeOf(seat)
      // The second seat deploys once it has seen its partner's two soldiers.
      if (place === 1 && !teams.deployed[partnerOf(seat)]) return null
      // A fresh array: a view's prompt must never share the engine's tables.
      return { type: 'deploy', missions: place === 0 ? [0, 1] : [2, 3] }
    }
    case 'intel':
      return teams.intelConfirmed[seat] ? null : { type: 'intel', sergeant: teamSergeantIndex(s, seat) }
    case 'mission': {
      const guesser = guesserOf(s)
      const defender = opponent(guesser)
      const mission = missionIndexOf(s)
      if (s.step === 'guess') return seat === seatOfMission(guesser, mission) ? { type: 'guess', mission } : null
      if (seat !== seatOfMission(defender, mission)) return null
      if (s.step === 'deceive') return { type: 'deceive', mission }
      if (s.step === 'marshal') return { type: 'marshal' }
      return { type: 'captain', copy: s.exhausted[defender].slice() }
    }
  }
}

/**
 * Every action that answers a team seat's `prompt`, for a side holding `hand`; `first` is the
 * partner's pair on missions 1–2 (needed only by the second seat's deploy). Works from a TeamView as
 * well as from a state, so computer players enumerate exactly what a human could play.
 */
export function teamActionsFor(prompt: TeamPrompt | null, hand: readonly Rank[] | null, first: ReadonlyArray<Rank | null> | null): GameAction[] {
  if (prompt === null) return []
  switch (prompt.type) {
    case 'deploy': {
      if (prompt.missions[0] === 0) return firstPairs(hand ?? []).map((missions): GameAction => ({ type: 'deploy', missions: [missions[0], missions[1]] }))
      const pair = (first ?? []).filter((r): r is Rank => r !== null)
      if (pair.length !== 2) return []
      return completions(hand ?? [], pair).map((missions): GameAction => ({ type: 'deploy', missions }))
    }
    default:
      // The other prompts are the two-player game's.
      return actionsForPrompt(prompt, null)
  }
}

export function legalTeamActions(s: GameState, seat: TeamSeat): GameAction[] {
  const prompt = teamPromptFor(s, seat)
  if (prompt === null) return []
  const side = sideOf(seat)
  const first = s.missions[side].slice(0, 2).map((m) => m.rank)
  return teamActionsFor(prompt, prompt.type === 'deploy' ? handOf(s, side) : null, first)
}


/** Every action a team seat may play now, from its view alone (what a client or computer player offers). */
export function actionsForTeamView(view: TeamView): GameAction[] {
  if (view.seat === null) return []
  const first = view.missions[sideOf(view.seat)].slice(0, 2).map((m) => m.rank)
  return teamActionsFor(view.prompt, view.hand, first)
}
