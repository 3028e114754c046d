// WELCHE FIGUREN DARF ICH BEWEGEN? [D:151-161] Who moves what, worked out once per card from the
// board alone (never from a hidden colour).
import { homeCount, UNKNOWN, type Board } from './board'
import { holdsOwnStartField } from './occupied-start-field'
import { GOAL_LENGTH, colourIndex } from './places'
import { teammateOf } from './tables'
import type { Players, RuleOptions, Seat } from './types'

export interface Mover {
  /** The player's own colour index. */
  seat: number
  /** The colour the player moves and enters: its own, or (4 players) its teammate's once its own are all home [D:157]. */
  playing: number
  /** Teammate's colour index, or -1 without teams. */
  teammate: number
  /** A piece of the player's colour is on the player's start field: no plain moves of undercover pieces. */
  restricted: boolean
  /** Partner may move any piece: always with 2–3 players [D:269]; with 4 once either teammate is home [D:261]. */
  partnerAny: boolean
  /** Undercover pieces may turn into the mover's own goal lane (RELOCATE, §7.7). */
  undercoverGoal: boolean
  /** Partner steps are blocked by pieces and meeting points (BLOCKING, §8.6). */
  blocking: boolean
}

export function moverOf(board: Board, seat: Seat, players: Players, rules: RuleOptions): Mover {
  const own = colourIndex(seat)
  const mate = teammateOf(seat, players)
  const teammate = mate === null ? -1 : colourIndex(mate)
  const ownHome = homeCount(board, own) === GOAL_LENGTH
  const mateHome = teammate >= 0 && homeCount(board, teammate) === GOAL_LENGTH
  return {
    seat: own,
    playing: ownHome && teammate >= 0 ? teammate : own,
    teammate,
    // (ruling) once the player's pieces are home none is on its start field, so the restriction ends.
    restricted: holdsOwnStartField(board, own),
    partnerAny: players !== 4 || ownHome || mateHome,
    undercoverGoal: rules.undercoverGoalEntry === 'relocate',
    blocking: rules.partnerSteps === 'blocking',
  }
}

/** Blue cards, the numbers of start cards, and a Copy of them: the player's colour, or undercover pieces [D:59, D:145]. */
export function mayMovePlain(board: Board, m: Mover, i: number): boolean {
  const c = board.colour[i]
  return c === m.playing || (c === UNKNOWN && !m.restricted)
}

/**
 * Partner [D:257-261, D:269]: own, teammate's and undercover pieces, whatever stands on the start
 * field (a red special function); anyone's once the Partner rule allows it. Fixed when the card is
 * played (ruling): a goal completed by one of its steps does not open other pieces to later steps.
 */
export function mayMovePartner(board: Board, m: Mover, i: number): boolean {
  const c = board.colour[i]
  return c === UNKNOWN || m.partnerAny || c === m.seat || c === m.teammate
}

/**
 * The goal lane a piece may turn into: its own colour's when visible [D:111]; an undercover piece's
 * colour is unknown to everyone, so (RELOCATE) it may turn only into the lane of the colour the mover
 * plays, and is sorted out there (goal.ts); FORBIDDEN: never. -1: no goal lane.
 */
export function goalColourFor(board: Board, m: Mover, i: number): number {
  const c = board.colour[i]
  if (c !== UNKNOWN) return c
  return m.undercoverGoal ? m.playing : -1
}
