// Small facts about the two sides and the soldiers that every table component needs.
// Red is always marked with a diamond and blue with a circle: colour is never the only signal.
import { SEATS, TEAMS, TEAM_SEATS } from '@shared/spies-and-lies/seats'
import type { GameSeat, MissionView, PlayerView, Rank, Seat } from '@shared/spies-and-lies/types'
import { isTeamView, sideOfSeat, type TableView } from './team'

export const SIDES: readonly Seat[] = SEATS
export const SIDE_MARK: Readonly<Record<Seat, string>> = { red: '◆', blue: '●' }
export const ALL_RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
export const SERGEANT_RANK: Rank = 4

export function other(seat: Seat): Seat {
  return seat === 'red' ? 'blue' : 'red'
}

export function isRank(x: unknown): x is Rank {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 10
}

export function isSeat(x: unknown): x is Seat {
  return x === 'red' || x === 'blue'
}

/** The side guessing now in the mission phase: the starting side guesses on even turns. */
export function guesserOf(view: Pick<PlayerView, 'turn' | 'startSeat'>): Seat {
  return view.turn % 2 === 0 ? view.startSeat : other(view.startSeat)
}

/** The mission index targeted by the current guess. */
export function targetMission(view: Pick<PlayerView, 'turn'>): number {
  return Math.floor(view.turn / 2)
}

/** Has `seat` deployed since the current day began? Read from the public log. */
export function deployedToday(view: Pick<PlayerView, 'log'>, seat: Seat): boolean {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]
    if (e.type === 'day' || e.type === 'setup') return false
    if (e.type === 'deploy' && e.seat === seat) return true
  }
  return false
}

/** For each of `side`'s four missions: has the seat that plays it deployed today? */
export function missionsDeployed(view: TableView, side: Seat): boolean[] {
  if (!isTeamView(view)) {
    const deployed = deployedToday(view, side)
    return [deployed, deployed, deployed, deployed]
  }
  return view.team.missionSeats[side].map((seat) => view.team.deployed.includes(seat))
}

/** Has the whole side deployed today (in a team game: both its seats)? */
export function sideDeployed(view: TableView, side: Seat): boolean {
  if (!isTeamView(view)) return deployedToday(view, side)
  return TEAMS[side].every((seat) => view.team.deployed.includes(seat))
}

/** The winning side, from the winner of either mode (a team game names both its seats). */
export function winningSide(view: TableView): Seat | 'draw' | null {
  const w = view.winner
  if (w === null || w === 'draw' || typeof w === 'string') return w
  const first = w[0]
  return first === undefined ? null : sideOfSeat(first)
}

/** What a mission slot holds for the viewer. */
export type SlotState = 'blank' | 'hidden' | 'known'

export function slotState(m: MissionView, deployed: boolean): SlotState {
  if (m.rank !== null) return 'known'
  return deployed ? 'hidden' : 'blank'
}

/**
 * What the table is waiting for when the viewer has nothing to decide: the seat that must act (in
 * a team game the team seat, whose side is sideOfSeat(seat)).
 */
export type Awaited =
  | { kind: 'deploy'; seat: GameSeat }
  | { kind: 'intel'; seat: GameSeat }
  | { kind: 'deceive'; seat: GameSeat; mission: number }
  | { kind: 'guess'; seat: GameSeat; mission: number }
  | { kind: 'marshal'; seat: GameSeat }
  | { kind: 'captain'; seat: GameSeat }

/** Who must act now and on what, from public information only (never a hidden rank). */
export function awaitedOf(view: TableView): Awaited[] {
  if (view.phase === 'over') return []
  const out: Awaited[] = []
  const seats: readonly GameSeat[] = isTeamView(view) ? TEAM_SEATS : SIDES
  const acting: readonly GameSeat[] = view.toAct
  for (const seat of seats) {
    if (!acting.includes(seat)) continue
    const side = sideOfSeat(seat)
    if (view.phase === 'deploy') out.push({ kind: 'deploy', seat })
    else if (view.phase === 'intel') out.push({ kind: 'intel', seat })
    else {
      const mission = targetMission(view)
      if (side === guesserOf(view)) {
        out.push({ kind: 'guess', seat, mission })
        continue
      }
      // The defender decides: a Deception token before the guess, or the Marshal's or the
      // Captain's choice once its card has been turned up and activated.
      const m = view.missions[side][mission]
      if (m?.revealed && m.activated && m.rank === 10) out.push({ kind: 'marshal', seat })
      else if (m?.revealed && m.activated && m.rank === 6) out.push({ kind: 'captain', seat })
      else out.push({ kind: 'deceive', seat, mission })
    }
  }
  return out
}
