// What each seat must decide now (the actions that answer it: answers.ts).
import { sergeantIndex } from './intel'
import { opponent } from './tables'
import { guesserOf, missionIndexOf } from './state'
import { teamPromptFor } from './team/prompt'
import { isTeamSeat } from './team/seats'
import type { GameSeat, GameState, Prompt, Seat, TeamPrompt, TeamSeat } from './types'

export function promptFor(s: GameState, seat: Seat): Prompt | null
export function promptFor(s: GameState, seat: TeamSeat): TeamPrompt | null
export function promptFor(s: GameState, seat: GameSeat): Prompt | TeamPrompt | null
export function promptFor(s: GameState, seat: GameSeat): Prompt | TeamPrompt | null {
  // Each mode has its own seats; another mode's seat has nothing to decide.
  if (s.teams) return isTeamSeat(seat) ? teamPromptFor(s, seat) : null
  if (seat !== 'red' && seat !== 'blue') return null
  switch (s.phase) {
    case 'over':
      return null
    case 'deploy':
      return s.deployed[seat] ? null : { type: 'deploy' }
    case 'intel':
      return s.intelConfirmed[seat] ? null : { type: 'intel', sergeant: sergeantIndex(s, seat) }
    case 'mission': {
      const guesser = guesserOf(s)
      const defender = opponent(guesser)
      const mission = missionIndexOf(s)
      if (s.step === 'guess') return seat === guesser ? { type: 'guess', mission } : null
      if (seat !== defender) return null
      if (s.step === 'deceive') return { type: 'deceive', mission }
      if (s.step === 'marshal') return { type: 'marshal' }
      return { type: 'captain', copy: s.exhausted[seat].slice() }
    }
  }
}
