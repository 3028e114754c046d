// Small helpers over GameState shared by the phases.
import { DIRECTION, MISSIONS_PER_DAY, MISSION_SEATS, RANKS, opponent } from './tables'
import type { ActiveAbilities, GameState, LogEntry, Mission, Rank, Seat, TeamState } from './types'

export function blankMission(): Mission {
  return { rank: null, revealed: false, retreated: false, activated: false, intelToken: null, deception: false }
}

export function blankMissions(): Mission[] {
  return Array.from({ length: MISSIONS_PER_DAY }, blankMission)
}

export function noAbilities(): ActiveAbilities {
  return { spy: false, scout: false, miner: false, bomb: 'off', doubleDamage: false }
}

function copyMission(m: Mission): Mission {
  return {
    rank: m.rank,
    revealed: m.revealed,
    retreated: m.retreated,
    activated: m.activated,
    intelToken: m.intelToken,
    deception: m.deception,
  }
}

/**
 * The copy applyAction works on, so the caller's state is never touched. What the engine only
 * ever replaces and never edits in place (the setup, the Intel deck and old intel, the exhausted
 * lists, log entries) is shared; everything edited in place is copied. This copy is the hot path
 * of the engine, hence spelled out field by field.
 */
export function cloneState(s: GameState): GameState {
  const copy: GameState = {
    version: s.version,
    setup: s.setup,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    day: s.day,
    phase: s.phase,
    startSeat: s.startSeat,
    doubleAgent: s.doubleAgent,
    infiltration: { red: s.infiltration.red, blue: s.infiltration.blue },
    deception: { red: s.deception.red, blue: s.deception.blue, supply: s.deception.supply },
    intelDeck: s.intelDeck,
    intelCurrent: s.intelCurrent,
    intelOld: s.intelOld,
    exhausted: s.exhausted,
    missions: { red: s.missions.red.map(copyMission), blue: s.missions.blue.map(copyMission) },
    deployed: { red: s.deployed.red, blue: s.deployed.blue },
    intelConfirmed: { red: s.intelConfirmed.red, blue: s.intelConfirmed.blue },
    turn: s.turn,
    step: s.step,
    active: { red: { ...s.active.red }, blue: { ...s.active.blue } },
    winner: s.winner,
    log: s.log.slice(),
  }
  // Added after the literal so that a two-player state keeps exactly its fields.
  if (s.teams) copy.teams = cloneTeams(s.teams)
  return copy
}

function cloneTeams(t: TeamState): TeamState {
  return { deployed: { ...t.deployed }, intelConfirmed: { ...t.intelConfirmed }, ...(t.moves !== undefined ? { moves: t.moves } : {}) }
}

/**
 * The side's soldiers not deployed today and not exhausted. In a team game, while only the first
 * seat has deployed, today's soldiers are those on its two missions.
 */
export function handOf(s: GameState, seat: Seat): Rank[] {
  const deployedRanks = s.deployed[seat] ? s.missions[seat].map((m) => m.rank) : s.teams ? halfDeployed(s, s.teams, seat) : []
  return RANKS.filter((r) => !s.exhausted[seat].includes(r) && !deployedRanks.includes(r))
}

function halfDeployed(s: GameState, teams: TeamState, side: Seat): Array<Rank | null> {
  return s.missions[side].filter((_, i) => teams.deployed[MISSION_SEATS[side][i]]).map((m) => m.rank)
}

/**
 * Logs a decision on the current mission. In a team game the entry names the team seat that made it
 * (`by`) and the move it was (`move`: whoever held the seat then made it); a two-player game's
 * entries stay as they always were.
 */
export function logDecision(s: GameState, side: Seat, entry: LogEntry): void {
  if (s.teams) {
    entry.by = MISSION_SEATS[side][missionIndexOf(s)]
    entry.move = s.teams.moves ?? 0
  }
  s.log.push(entry)
}

export function log(s: GameState, entry: LogEntry): void {
  s.log.push(entry)
}

/** The guesser of the current guess: the starting side guesses on even turns. */
export function guesserOf(s: GameState): Seat {
  return s.turn % 2 === 0 ? s.startSeat : opponent(s.startSeat)
}

/** The mission index targeted by the current guess. */
export function missionIndexOf(s: GameState): number {
  return Math.floor(s.turn / 2)
}

export function flagOf(s: GameState): number {
  return s.setup.wall + 1
}

/** Has the Double Agent reached `seat`'s goal, the enemy flag? */
export function onEnemyFlag(s: GameState, seat: Seat): boolean {
  return s.doubleAgent * DIRECTION[seat] >= flagOf(s)
}
