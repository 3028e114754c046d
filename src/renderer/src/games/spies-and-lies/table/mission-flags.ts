// What a side's row of missions shows now, from the view alone: which missions were deployed
// today, which Intel tokens are down but not yet shown to this viewer, and the mission being
// identified.
import type { Seat } from '@shared/spies-and-lies/types'
import { deployedToday, guesserOf, missionsDeployed, other, targetMission } from './sides'
import { isTeamView, type TableView } from './team'

/** Today's deployment per mission: a side's in a two-player game, each player's in a team game. */
export function deployedFlags(view: TableView, of: Seat): boolean | boolean[] {
  return isTeamView(view) ? missionsDeployed(view, of) : deployedToday(view, of)
}

/**
 * Intel tokens placed but not shown to this viewer yet, per mission (own missions excepted).
 * `enemy`: `of` is the viewer's enemy.
 */
export function intelPendingFlags(view: TableView, of: Seat, enemy: boolean): boolean | boolean[] | undefined {
  if (view.phase !== 'intel') return enemy ? false : undefined
  if (!isTeamView(view)) return enemy ? deployedToday(view, of) : undefined
  return view.team.missionSeats[of].map((s) => s !== view.seat && view.team.deployed.includes(s))
}

/** The mission of side `of` being identified now, or null. */
export function targetOn(view: TableView, of: Seat): number | null {
  if (view.phase !== 'mission') return null
  return other(guesserOf(view)) === of ? targetMission(view) : null
}
