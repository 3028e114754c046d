// What a player who heeds Confusion's hints does differently (bench/ai-hints.ts, issue 35 point 4),
// read from the seat's view alone as the table reads it. Of a threatened run the hint names the
// capture or block likeliest to be allowed, and says "moving it out of the column opens the way" of
// the one spy blocking it; before an elimination of one's own spy it warns when the Notebook says
// the spy is more likely not the Double Agent. A follower keeps its own decision unless a hint
// speaks to it.
import { lineBetween } from '../src/engine/confusion/geometry'
import type { Action, PlayerView, Seat, Square } from '../src/engine/confusion/types'
import { threatAnswers } from '../src/renderer/src/games/confusion/table/advice'
import { eliminateHint } from '../src/renderer/src/games/confusion/table/eliminate-hint'
import { confusionHint, type ConfusionHint } from '../src/renderer/src/games/confusion/table/hints'

export type MoveAction = Extract<Action, { type: 'move' }>

const COLUMNS = 'abcdefghijk'

/** "e4" back to its square (the hints name squares as the table shows them). */
export function squareOf(name: string): Square {
  return [COLUMNS.indexOf(name[0] ?? ''), Number(name.slice(1)) - 1]
}

/** The squares after `from` up to and including `to` along their straight line (none if not one). */
export function lineSquares(from: Square, to: Square): Square[] {
  const line = lineBetween(from, to)
  if (line === null) return []
  return Array.from({ length: line.dist }, (_, i) => [from[0] + line.dx * (i + 1), from[1] + line.dy * (i + 1)] as Square)
}

/** Does `move` do what a threat hint asks: capture the carrier, or stand on the line to the goal it names? */
export function answersThreat(threat: ConfusionHint, move: MoveAction): boolean {
  const carrier = squareOf(threat.carrier)
  const lands = (sq: Square) => sq[0] === move.to[0] && sq[1] === move.to[1]
  if (lands(carrier)) return true
  // A spy already on the line (moving along it) does not block it any more than before.
  const onLine = lineSquares(carrier, squareOf(threat.goal))
  return onLine.some(lands) && !onLine.some((sq) => sq[0] === move.from[0] && sq[1] === move.from[1])
}

/** The same move. */
function sameMove(a: MoveAction, b: Action): boolean {
  return b.type === 'move' && a.from[0] === b.from[0] && a.from[1] === b.from[1] && a.to[0] === b.to[0] && a.to[1] === b.to[1]
}

/**
 * The moves a follower takes instead of `own` when a hint warns of `own`, or null when it heeds
 * none. While a run is threatened: the advised move (the answer likeliest to be allowed), unless
 * `own` answers it as likely; with no advice, the moves that answer it (when `own` does not and
 * some does). Otherwise, when `own` moves the one spy blocking the column, every move that does not.
 */
export function cfHeeded(view: PlayerView, seat: Seat, all: readonly Action[], own: Action): MoveAction[] | null {
  const moves = all.filter((a): a is MoveAction => a.type === 'move')
  const threat = confusionHint(view, seat, null)
  if (threat !== null) {
    const answers = threatAnswers(view, seat)
    const best = answers[0]
    if (best !== undefined) {
      const mine = answers.find((a) => sameMove(a.move, own))
      return mine !== undefined && mine.chance >= best.chance - 1e-9 ? null : [best.move]
    }
    const hits = moves.filter((a) => answersThreat(threat, a))
    if (hits.length === 0 || (own.type === 'move' && answersThreat(threat, own))) return null
    return hits
  }
  // The hint comes when the spy is picked, and says moving it out of the column opens the way:
  // along the column (up to capturing the carrier) it still blocks.
  const opens = (a: MoveAction) => a.to[0] !== view.briefcase.at[0] && confusionHint(view, seat, a.from)?.kind === 'opensRun'
  if (own.type !== 'move' || !opens(own)) return null
  const safe = moves.filter((a) => !opens(a))
  return safe.length > 0 ? safe : null
}

/**
 * The actions a follower chooses among instead of `own` when `own` eliminates one of its own spies
 * that the hint says is more likely not its Double Agent: every action but such eliminations.
 */
export function cfSpared(view: PlayerView, seat: Seat, all: readonly Action[], own: Action): Action[] | null {
  if (own.type !== 'eliminateOwn' || eliminateHint(view, seat, own.at) === null) return null
  return all.filter((a) => a.type !== 'eliminateOwn' || eliminateHint(view, seat, a.at) === null)
}
