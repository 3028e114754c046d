// Small facts about the two sides and the soldiers that every table component needs.
// Red is always marked with a diamond and blue with a circle: colour is never the only signal.
import type { MissionView, PlayerView, Rank, Seat } from '@shared/spies-and-lies/types'

export const SIDES: readonly Seat[] = ['red', 'blue']
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

/** What a mission slot holds for the viewer. */
export type SlotState = 'blank' | 'hidden' | 'known'

export function slotState(m: MissionView, deployed: boolean): SlotState {
  if (m.rank !== null) return 'known'
  return deployed ? 'hidden' : 'blank'
}

/** What the table is waiting for when the viewer has nothing to decide. */
export type Awaited =
  | { kind: 'deploy'; seat: Seat }
  | { kind: 'intel'; seat: Seat }
  | { kind: 'deceive'; seat: Seat; mission: number }
  | { kind: 'guess'; seat: Seat; mission: number }
  | { kind: 'marshal'; seat: Seat }
  | { kind: 'captain'; seat: Seat }

/** Who must act now and on what, from public information only (never a hidden rank). */
export function awaitedOf(view: PlayerView): Awaited[] {
  if (view.phase === 'over') return []
  const out: Awaited[] = []
  for (const seat of SIDES) {
    if (!view.toAct.includes(seat)) continue
    if (view.phase === 'deploy') out.push({ kind: 'deploy', seat })
    else if (view.phase === 'intel') out.push({ kind: 'intel', seat })
    else {
      const mission = targetMission(view)
      if (seat === guesserOf(view)) {
        out.push({ kind: 'guess', seat, mission })
        continue
      }
      // The defender decides: a Deception token before the guess, or the Marshal's or the
      // Captain's choice once its card has been turned up and activated.
      const m = view.missions[seat][mission]
      if (m?.revealed && m.activated && m.rank === 10) out.push({ kind: 'marshal', seat })
      else if (m?.revealed && m.activated && m.rank === 6) out.push({ kind: 'captain', seat })
      else out.push({ kind: 'deceive', seat, mission })
    }
  }
  return out
}
