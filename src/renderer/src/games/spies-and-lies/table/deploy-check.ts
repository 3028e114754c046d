// The deploy panel's live check of a line-up in progress. The engine's own checkLineup decides
// whether a full line-up is legal; for a partial one the same order rule is applied to the cards
// placed so far, and the legal line-ups of the hand tell whether the gaps can still be filled.
// In a team game a seat fills only its own two missions (`open`): the first seat's pair must begin
// a legal line-up of the side's hand; the second seat's line-up includes its partner's pair.
import { RuleError, actionsForPrompt, checkLineup } from '@engine/spies-and-lies/client'
import type { Rank } from '@shared/spies-and-lies/types'
import { SERGEANT_RANK } from './sides'

export type Slots = ReadonlyArray<Rank | null>

export type LineupCheck =
  | { kind: 'valid' }
  | { kind: 'incomplete'; missing: number }
  | { kind: 'order'; first: { rank: Rank; mission: number }; second: { rank: Rank; mission: number } }
  | { kind: 'stuck' }
  | { kind: 'error'; code: string; message: string }

/** Every legal line-up of a hand (the engine's own list). */
export function legalLineups(hand: readonly Rank[]): Rank[][] {
  const out: Rank[][] = []
  for (const a of actionsForPrompt({ type: 'deploy' }, hand)) if (a.type === 'deploy') out.push([...a.missions])
  return out
}

/** The first pair of placed soldiers (other than the Sergeant) standing out of rank order. */
export function orderBreak(slots: Slots): { first: { rank: Rank; mission: number }; second: { rank: Rank; mission: number } } | null {
  let last: { rank: Rank; mission: number } | null = null
  for (let i = 0; i < slots.length; i++) {
    const r = slots[i]
    if (r === null || r === SERGEANT_RANK) continue
    if (last && r <= last.rank) return { first: last, second: { rank: r, mission: i } }
    last = { rank: r, mission: i }
  }
  return null
}

function matches(line: readonly Rank[], slots: Slots): boolean {
  return slots.every((r, i) => r === null || line[i] === r)
}

const ALL_MISSIONS: readonly number[] = [0, 1, 2, 3]

/**
 * Checks the soldiers placed so far. `hand` is every soldier the line-up may use (in a team game's
 * second deploy: the hand and the partner's pair, which stands in `slots` already); `open` lists
 * the missions this seat fills.
 */
export function checkPlacement(
  hand: readonly Rank[],
  slots: Slots,
  lineups: Rank[][] = legalLineups(hand),
  open: readonly number[] = ALL_MISSIONS,
): LineupCheck {
  const broken = orderBreak(slots)
  if (broken) return { kind: 'order', ...broken }
  const placed = slots.filter((r): r is Rank => r !== null)
  if (placed.length === slots.length) {
    try {
      checkLineup(hand, placed)
      return { kind: 'valid' }
    } catch (err) {
      if (err instanceof RuleError) return { kind: 'error', code: err.code, message: err.message }
      throw err
    }
  }
  if (!lineups.some((line) => matches(line, slots))) return { kind: 'stuck' }
  const missing = open.filter((i) => slots[i] === null).length
  // A team game's first pair: complete once it begins a line-up the partner can finish.
  if (missing === 0) return { kind: 'valid' }
  return { kind: 'incomplete', missing }
}

/** Moves `rank` onto mission `index`; a soldier already there swaps to where `rank` came from. */
export function place(slots: Slots, index: number, rank: Rank): Array<Rank | null> {
  const next = slots.slice()
  const from = next.indexOf(rank)
  const occupant = next[index]
  next[index] = rank
  if (from >= 0 && from !== index) next[from] = occupant
  return next
}

/** Could `rank` go on mission `index` with the rest as placed, and still lead to a legal line-up? */
export function fits(slots: Slots, index: number, rank: Rank, lineups: Rank[][]): boolean {
  const next = place(slots, index, rank)
  return lineups.some((line) => matches(line, next))
}
