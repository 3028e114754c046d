// Who sits at the table, as the table names them: a seat's player (the computer named in the
// viewer's language, never by the host's word), whoever acts for a seat in the texts, and in a team
// game who plays each mission and a side's two players on its strip. Names come from the room.
import type { Level } from '@shared/protocol'
import { TEAMS } from '@shared/spies-and-lies/seats'
import type { GameSeat, Seat, TeamSeat, TeamView } from '@shared/spies-and-lies/types'
import { useGameStore } from '../../../stores/game'
import { isTeamSeat, sideOfSeat, type MissionPlayer, type StripPlayer } from './team'
import { playerName, sideName, type Tr, type Who } from './text'
import { holderNameAt } from '../../../components/table/holder-name'

export interface TablePlayers {
  /** A seat's player's name, when the room knows it. */
  nameOf(s: GameSeat): string | null
  /** The computer's level on a seat it plays, when the host says it. */
  levelOf(s: GameSeat): Level | null
  /** The computer plays the seat. */
  botAt(s: GameSeat): boolean
  /** Whoever acts for a seat, in words: the side in a two-player game, "Ann (Red 1)" in a team game. */
  who: Who
  /** Team game: who plays each of a side's missions. */
  missionPlayers(of: Seat): MissionPlayer[] | undefined
  /** Team game: a side's two players for its strip. */
  stripPlayers(of: Seat): StripPlayer[] | null
}

/**
 * `team`: the team game's view, else null; `notOwn`: the seat on screen is not this window's
 * player's own (several players share the screen, or a replay shows it), so no strip says "you".
 */
export function useTablePlayers(tr: Tr, team: () => TeamView | null, notOwn: () => boolean): TablePlayers {
  const game = useGameStore()

  function nameOf(s: GameSeat): string | null {
    const status = game.seats?.[s]
    if (status?.bot) return tr.t('table.side.computerName')
    return status?.name ?? null
  }

  function levelOf(s: GameSeat): Level | null {
    const status = game.seats?.[s]
    return status?.bot ? (status.level ?? null) : null
  }

  function botAt(s: GameSeat): boolean {
    return game.seats?.[s]?.bot ?? false
  }

  /** The seat's player; at a past move, whoever held the seat then (issue 34, point 2). */
  const who: Who = (s, move) => {
    if (!isTeamSeat(s)) return sideName(tr, sideOfSeat(s))
    const then = move === undefined ? null : holderNameAt(tr, game.holders, s, move)
    return playerName(tr, s, then ?? nameOf(s))
  }

  function missionPlayers(of: Seat): MissionPlayer[] | undefined {
    const v = team()
    if (!v) return undefined
    return v.team.missionSeats[of].map((s) => ({ seat: s, name: nameOf(s), you: s === v.seat }))
  }

  function stripPlayers(of: Seat): StripPlayer[] | null {
    const v = team()
    if (!v) return null
    return TEAMS[of].map((s: TeamSeat) => ({
      seat: s,
      name: nameOf(s),
      you: s === v.seat && !notOwn(),
      bot: botAt(s),
      level: levelOf(s),
      acting: v.toAct.includes(s),
    }))
  }

  return { nameOf, levelOf, botAt, who, missionPlayers, stripPlayers }
}
