// viewFor is the only way information leaves the engine: a view holds exactly what one seat (or a
// spectator) may know. Hidden ranks, the other hand, the undrawn deck and the seed never appear.
// revealedViewFor, the same view with every mission shown, is for a finished game's replay only.
import { RuleError } from './errors'
import { promptFor } from './prompt'
import { SEATS, intelRanks } from './tables'
import { flagOf, handOf } from './state'
import type { GameState, Mission, MissionView, PlayerView, Seat } from './types'

export function missionView(m: Mission, mine: boolean, tokensPublic: boolean): MissionView {
  return {
    rank: mine || m.revealed ? m.rank : null,
    revealed: m.revealed,
    retreated: m.retreated,
    activated: m.activated,
    // (ruling) Intel tokens are shown together once both sides have confirmed the Intel phase.
    intelToken: mine || tokensPublic ? m.intelToken : null,
    deception: m.deception,
  }
}

/** Which abilities a side has active this day (public: every activation is face up). */
export function publicAbilities(s: GameState, side: Seat): PlayerView['active'][Seat] {
  const a = s.active[side]
  return { spy: a.spy, scout: a.scout, miner: a.miner, bomb: a.bomb === 'armed' }
}

/** The shared board, public in every mode: the Double Agent, the tracks, tokens, Intel and exhausted soldiers. */
export function publicBoard(s: GameState): Pick<PlayerView, 'doubleAgent' | 'track' | 'infiltration' | 'deception' | 'intel' | 'exhausted'> {
  return {
    doubleAgent: s.doubleAgent,
    track: { wall: s.setup.wall, flag: flagOf(s) },
    infiltration: { red: s.infiltration.red, blue: s.infiltration.blue },
    deception: { red: s.deception.red, blue: s.deception.blue, supply: s.deception.supply },
    intel: {
      current: s.intelCurrent === null ? null : intelRanks(s.intelCurrent).slice(),
      old: s.intelOld.map((id) => intelRanks(id).slice()),
    },
    exhausted: { red: s.exhausted.red.slice(), blue: s.exhausted.blue.slice() },
  }
}

/** Where the day stands: who started it, the guess number, the abilities active (all public). */
export function dayProgress(s: GameState): Pick<PlayerView, 'startSeat' | 'turn' | 'active'> {
  return { startSeat: s.startSeat, turn: s.turn, active: { red: publicAbilities(s, 'red'), blue: publicAbilities(s, 'blue') } }
}

export function viewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, false)
}

/** viewFor's view with every mission's rank and Intel token shown, and no prompt: a finished game's replay only (GameModule.revealedViewFor). */
export function revealedViewFor(s: GameState, seat: Seat | null): PlayerView {
  return seatView(s, seat, true)
}

function seatView(s: GameState, seat: Seat | null, reveal: boolean): PlayerView {
  // A team game's seats and views are not a two-player game's (teamViewFor).
  if (s.teams) throw new RuleError('bad-action', 'a team game is viewed with teamViewFor')
  const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
  return {
    seat,
    day: s.day,
    phase: s.phase,
    toAct: SEATS.filter((side) => promptFor(s, side) !== null),
    prompt: seat === null || reveal ? null : promptFor(s, seat),
    ...publicBoard(s),
    hand: seat === null ? null : handOf(s, seat),
    missions: {
      red: s.missions.red.map((m) => missionView(m, reveal || seat === 'red', tokensPublic)),
      blue: s.missions.blue.map((m) => missionView(m, reveal || seat === 'blue', tokensPublic)),
    },
    winner: s.winner,
    log: s.log.slice(),
    ...dayProgress(s),
  }
}
