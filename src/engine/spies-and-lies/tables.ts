// The game's data, in one place: soldiers, Intel cards, the track and the Deception tokens.
// A photo of the real cards corrects the game here, in one edit.
import type { Rank, Seat, TeamSeat } from './types'

export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
// The seats (two players; two against two) are shared with the renderer.
import { TEAMS } from '../../shared/spies-and-lies/seats'
export { SEATS, TEAMS, TEAM_SEATS } from '../../shared/spies-and-lies/seats'
/** The seat that plays each mission of a side (index 0..3). */
export const MISSION_SEATS: Readonly<Record<Seat, readonly [TeamSeat, TeamSeat, TeamSeat, TeamSeat]>> = {
  red: missionSeats(TEAMS.red),
  blue: missionSeats(TEAMS.blue),
}
/** A side's first seat plays missions 1–2, its second seat missions 3–4. */
function missionSeats([first, second]: readonly [TeamSeat, TeamSeat]): readonly [TeamSeat, TeamSeat, TeamSeat, TeamSeat] {
  return [first, first, second, second]
}
/** The missions a team seat plays, by its place in the team (0: first seat, 1: second). */
export const TEAM_MISSIONS: readonly [[0, 1], [2, 3]] = [
  [0, 1],
  [2, 3],
]
export const MISSIONS_PER_DAY = 4
export const DAYS = 3

/** What an activated soldier does; `ability` names the function in abilities.ts. */
export interface SoldierInfo {
  rank: Rank
  name: string
  ability: 'spy' | 'scout' | 'miner' | 'sergeant' | 'lieutenant' | 'captain' | 'bomb' | 'colonel' | 'general' | 'marshal'
  /** Infiltration points scored on activation (the Marshal's and Captain's depend on a choice). */
  ip: number
  /** Double Agent spaces toward the enemy flag on activation. */
  agent: number
}

export const SOLDIERS: Readonly<Record<Rank, SoldierInfo>> = {
  1: { rank: 1, name: 'Spy', ability: 'spy', ip: 1, agent: 0 },
  2: { rank: 2, name: 'Scout', ability: 'scout', ip: 2, agent: 0 },
  3: { rank: 3, name: 'Miner', ability: 'miner', ip: 3, agent: 0 },
  4: { rank: 4, name: 'Sergeant', ability: 'sergeant', ip: 4, agent: 0 },
  5: { rank: 5, name: 'Lieutenant', ability: 'lieutenant', ip: 0, agent: 1 },
  6: { rank: 6, name: 'Captain', ability: 'captain', ip: 6, agent: 0 },
  7: { rank: 7, name: 'Bomb', ability: 'bomb', ip: 0, agent: 0 },
  8: { rank: 8, name: 'Colonel', ability: 'colonel', ip: 8, agent: 0 },
  9: { rank: 9, name: 'General', ability: 'general', ip: 0, agent: 2 },
  10: { rank: 10, name: 'Marshal', ability: 'marshal', ip: 10, agent: 0 },
}

/** The soldier who may stand anywhere in the line-up and may give false intel. */
export const SERGEANT: Rank = 4
export const MARSHAL: Rank = 10
export const BOMB: Rank = 7

/**
 * (ruling) The print shows Intel cards 1|2|3|4, 4|5|6|7 and 7|8|9|10; the deck is two copies of
 * each. Ids are part of the contract (SetupOptions.intelOrder).
 */
export const INTEL_CARDS: ReadonlyArray<{ id: string; ranks: Rank[] }> = [
  { id: 'low-a', ranks: [1, 2, 3, 4] },
  { id: 'low-b', ranks: [1, 2, 3, 4] },
  { id: 'mid-a', ranks: [4, 5, 6, 7] },
  { id: 'mid-b', ranks: [4, 5, 6, 7] },
  { id: 'high-a', ranks: [7, 8, 9, 10] },
  { id: 'high-b', ranks: [7, 8, 9, 10] },
]

export function intelRanks(id: string): Rank[] {
  const card = INTEL_CARDS.find((c) => c.id === id)
  if (!card) throw new Error(`unknown Intel card ${id}`)
  return card.ranks
}

/**
 * (ruling) The print does not give the number of spaces: three open spaces each side of the
 * middle, then the wall on top of the fort, then the flag.
 */
export const TRACK: { readonly wall: number; readonly flag: number } = { wall: 4, flag: 5 }
/** A game may be set up with another wall distance, within these bounds. */
export const WALL_LIMITS = { min: 1, max: 20 } as const

/** Infiltration track: reaching this moves the Double Agent and resets the track. */
export const INFILTRATION_GOAL = 10

export const SCORES = {
  correctGuess: 2,
  correctGuessWithScout: 4,
  deceptionBonus: 4,
  captainSix: 6,
  marshalTen: 10,
  marshalSabotage: 5,
} as const

export const DECEPTION = {
  /** Four tokens in the box: one for each side, the rest in the supply. */
  startEach: 1,
  supply: 2,
  /** A side may hold at most this many at any point in the game. */
  maxHeld: 2,
} as const

/** Red advances the Double Agent toward +flag, blue toward -flag. */
export const DIRECTION: Readonly<Record<Seat, 1 | -1>> = { red: 1, blue: -1 }

export function opponent(seat: Seat): Seat {
  return seat === 'red' ? 'blue' : 'red'
}
