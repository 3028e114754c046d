// Small helpers over GameState shared by the phases.
import { DIRECTION, MISSIONS_PER_DAY, RANKS, opponent } from './tables'
import type { ActiveAbilities, GameState, LogEntry, Mission, Rank, Seat } from './types'

export function blankMission(): Mission {
  return { rank: null, revealed: false, retreated: false, activated: false, intelToken: null, deception: false }
}

export function blankMissions(): Mission[] {
  return Array.from({ length: MISSIONS_PER_DAY }, blankMission)
}

export function noAbilities(): ActiveAbilities {
  return { spy: false, scout: false, miner: false, bomb: 'off', doubleDamage: false }
}

/**
 * A deep copy that applyAction works on, so the caller's state is never touched. Log entries are
 * never changed once written, so the copy shares them.
 */
export function cloneState(s: GameState): GameState {
  return {
    version: s.version,
    setup: { ...s.setup, exhausted: { ...s.setup.exhausted }, intelOrder: s.setup.intelOrder.slice() },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    day: s.day,
    phase: s.phase,
    startSeat: s.startSeat,
    doubleAgent: s.doubleAgent,
    infiltration: { ...s.infiltration },
    deception: { ...s.deception },
    intelDeck: s.intelDeck.slice(),
    intelCurrent: s.intelCurrent,
    intelOld: s.intelOld.slice(),
    exhausted: { red: s.exhausted.red.slice(), blue: s.exhausted.blue.slice() },
    missions: { red: s.missions.red.map((m) => ({ ...m })), blue: s.missions.blue.map((m) => ({ ...m })) },
    deployed: { ...s.deployed },
    intelConfirmed: { ...s.intelConfirmed },
    turn: s.turn,
    step: s.step,
    active: { red: { ...s.active.red }, blue: { ...s.active.blue } },
    winner: s.winner,
    log: s.log.slice(),
  }
}

/** The seat's soldiers not deployed today and not exhausted. */
export function handOf(s: GameState, seat: Seat): Rank[] {
  const deployedRanks = s.deployed[seat] ? s.missions[seat].map((m) => m.rank) : []
  return RANKS.filter((r) => !s.exhausted[seat].includes(r) && !deployedRanks.includes(r))
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
