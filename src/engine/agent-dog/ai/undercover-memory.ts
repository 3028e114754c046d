// Whose is each undercover agent? Nobody is told, but every hiding, Swap and meeting happens in plain
// sight (agent-dog.md §8, "A note on memory"), so a player who follows closely can keep track. The
// computer player has no memory of its own between decisions: it follows each undercover agent back
// through the view's public log to the card that hid it (a blue or start card moves only the
// player's own colour when it moves a visible agent) or to an event that named its colour. The log
// holds this round and the last one (ruling 15): an agent that went under earlier is not traced, and
// the exact number of undercover agents of each colour (four each, less those in sight) weighs the rest.
import { GOAL_LENGTH, START_AREA, colourIndex, goalColourOf, isGoal, isHole, locOf } from '../places'
import { teammateOf } from '../tables'
import type { LogEntry, Loc, Place, PlayerView, Seat } from '../types'

/** Colour sets as bits by colour index (red 1, blue 2, green 4, yellow 8). */
export const ALL_COLOURS = 0b1111
const bit = (c: Seat): number => 1 << colourIndex(c)

/** What the seat believes about the undercover agents: per field, a probability per colour index. */
export interface UndercoverBeliefs {
  locs: Loc[]
  p: number[][]
  /** Undercover agents of each colour index (exact: four, less those in sight). */
  counts: number[]
}

const locAt = (place: Place | 'start-area'): Loc => (place === 'start-area' ? START_AREA : (locOf(place) ?? START_AREA))

/** The view's log, read for the card behind each event and for when a colour's four agents were all home. */
export class LogReader {
  /** cardAt[i]: the index of the 'play' entry whose card caused entry i, or -1. */
  readonly cardAt: number[] = []
  /** Per colour index: the log index from which its four agents stand home (log.length: not in the window; -1: all window long). */
  private readonly homeFrom = [0, 0, 0, 0]

  constructor(
    readonly log: readonly LogEntry[],
    private readonly view: PlayerView,
  ) {
    let card = -1
    for (let i = 0; i < log.length; i++) {
      const e = log[i]
      if (e.type === 'play') card = i
      else if (e.type === 'deal' || e.type === 'round-end' || e.type === 'exchange') card = -1
      this.cardAt.push(card)
    }
    for (const seat of view.seats) this.homeFrom[colourIndex(seat)] = this.completedAt(seat)
  }

  /** The index after which `colour`'s lane was full, or log.length when it is not full now. */
  private completedAt(colour: Seat): number {
    const c = colourIndex(colour)
    const home = this.view.pieces.filter((p) => p.at !== 'start-area' && 'goal' in p.at && p.at.goal === colour).length
    if (home < GOAL_LENGTH) return this.log.length
    for (let i = this.log.length - 1; i >= 0; i--) {
      const e = this.log[i]
      const to = e.type === 'move' || e.type === 'goal-entry' ? locAt(e.to) : START_AREA
      const from = e.type === 'move' ? locOf(e.from) : e.type === 'goal-entry' ? locOf(e.at) : null
      if (isGoal(to) && goalColourOf(to) === c && (from === null || !isGoal(from) || goalColourOf(from) !== c)) return i
    }
    return -1
  }

  private homeAt(colour: Seat, i: number): boolean {
    return i > this.homeFrom[colourIndex(colour)]
  }

  /** The colour a seat's blue and start cards moved at log entry i (ruling 14: the teammate's once its own are home). */
  playingAt(seat: Seat, i: number): Seat {
    const mate = teammateOf(seat, this.view.players)
    return mate !== null && this.homeAt(seat, i) ? mate : seat
  }

  /** The colours a seat's Partner could move at log entry i, as bits. */
  partnerColoursAt(seat: Seat, i: number): number {
    const mate = teammateOf(seat, this.view.players)
    if (mate === null || this.homeAt(seat, i) || this.homeAt(mate, i)) return ALL_COLOURS
    return bit(seat) | bit(mate)
  }
}

/**
 * The colours the undercover agent now on `loc` may have, as bits: one bit when the log tells, else
 * what a Partner card that moved it allows, else every colour.
 */
export function traceBack(reader: LogReader, loc: Loc): number {
  const log = reader.log
  let pos = loc
  let visible = false
  let colours = ALL_COLOURS
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]
    switch (e.type) {
      case 'swap': {
        const a = locAt(e.a)
        const b = locAt(e.b)
        if (!visible && pos === a) pos = b
        else if (!visible && pos === b) pos = a
        break
      }
      case 'meeting':
        // Meetings come last in a card: before the pull the agent stood as the card left it.
        if (locAt(e.to) === pos) {
          pos = locAt(e.from)
          visible = !isHole(pos)
        }
        break
      case 'undercover':
        if (locAt(e.at) === pos) visible = true
        break
      case 'reveal':
      case 'enter':
        if (locAt(e.at) === pos) return colours & bit(e.colour) ? bit(e.colour) : colours
        break
      case 'move': {
        if (locAt(e.to) !== pos) break
        pos = locAt(e.from)
        const card = reader.cardAt[i]
        const played = card >= 0 ? log[card] : null
        if (!visible || played === null || played.type !== 'play') break
        // A visible agent moved by a number is the mover's colour; by a Partner, one of those it may move.
        if (played.move.kind === 'steps') {
          const colour = bit(reader.playingAt(played.seat, i))
          return colours & colour ? colour : colours
        }
        const allowed = colours & reader.partnerColoursAt(played.seat, i)
        if (allowed !== 0) colours = allowed
        break
      }
      default:
        break
    }
  }
  return colours
}

/** Undercover agents of each colour index: four each, less those in sight. */
function undercoverCounts(view: PlayerView): number[] {
  const counts = [0, 0, 0, 0]
  for (const seat of view.seats) counts[colourIndex(seat)] = 4
  for (const p of view.pieces) if (p.colour !== null) counts[colourIndex(p.colour)]--
  return counts
}

/**
 * Spreads each agent's possible colours so that every colour gets its exact number of undercover
 * agents: first what is certain (an agent with one colour left uses one of that colour's count; a
 * colour whose count is used up is struck from the others), then iterative proportional fitting
 * (rows sum to one, columns to the counts) for the rest.
 */
function fit(given: readonly number[], counts: readonly number[]): number[][] {
  const masks = given.map((mask) => {
    const possible = mask & counts.reduce((bits, n, c) => (n > 0 ? bits | (1 << c) : bits), 0)
    return possible === 0 ? counts.reduce((bits, n, c) => (n > 0 ? bits | (1 << c) : bits), 0) : possible
  })
  const left = counts.slice()
  const settled = masks.map(() => false)
  for (let changed = true; changed; ) {
    changed = false
    masks.forEach((mask, r) => {
      if (settled[r] || (mask & (mask - 1)) !== 0 || mask === 0) return
      settled[r] = true
      changed = true
      const c = Math.log2(mask)
      if (--left[c] > 0) return
      masks.forEach((other, k) => {
        if (!settled[k] && other & mask && other !== mask) masks[k] = other & ~mask
      })
    })
  }
  const p = masks.map((mask): number[] => counts.map((_, c): number => (mask & (1 << c) ? 1 : 0)))
  for (let round = 0; round < 60; round++) {
    for (let c = 0; c < counts.length; c++) {
      let sum = 0
      for (const row of p) sum += row[c]
      if (sum > 0) for (const row of p) row[c] *= counts[c] / sum
    }
    for (const row of p) {
      const sum = row.reduce((a, b) => a + b, 0)
      if (sum > 0) for (let c = 0; c < row.length; c++) row[c] /= sum
    }
  }
  return p
}

/** What the log tells about every undercover agent in the view. `remember: false` forgets it all (the easy level). */
export function undercoverBeliefs(view: PlayerView, remember: boolean): UndercoverBeliefs {
  const counts = undercoverCounts(view)
  const locs: Loc[] = []
  for (const p of view.pieces) if (p.undercover && p.at !== 'start-area') locs.push(locAt(p.at))
  const reader = new LogReader(view.log, view)
  const masks = locs.map((loc) => (remember ? traceBack(reader, loc) : ALL_COLOURS))
  return { locs, p: fit(masks, counts), counts }
}

/**
 * The colours the undercover agent on `place` may be, as far as the view tells (its log traced back
 * and the counts of each colour's agents): every seat's colour when nothing narrows it.
 */
export function undercoverColours(view: PlayerView): (place: Place) => Seat[] {
  const beliefs = undercoverBeliefs(view, true)
  return (place) => {
    const row = beliefs.p[beliefs.locs.indexOf(locAt(place))]
    return row === undefined ? [...view.seats] : view.seats.filter((s) => (row[colourIndex(s)] ?? 0) > 0)
  }
}
