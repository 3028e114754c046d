// The Notebook, as data: for each spy of one side, what is on record about it (every answered
// attempt), and which movement pieces it may still hold, crossed out as answers come in. The
// possibilities come from the engine's deduction helper (exact, from the seat's view alone) when
// the room allows it; otherwise only the facts and the player's own marks are shown.
import { piecesInPlay } from '@engine/confusion/client'
import type { Deduction } from '@engine/confusion/client'
import type { Label, MovementId, PlayerView, Removal, Seat, Square, Try } from '@shared/confusion/types'

export type CellState = 'possible' | 'ruledOut' | 'open'

export interface NotebookCell {
  piece: MovementId
  state: CellState
  /** The probability, when deduced. */
  p: number | null
}

export interface NotebookRow {
  owner: Seat
  label: Label
  at: Square | null
  removed: Removal | null
  promoted: boolean
  tries: Try[]
  crownless: boolean
  /** Its owner looked at it with Reveal 1. */
  revealed: boolean
  /** What the side's owner knows for sure: a piece seen with Reveal 1, or unmasked. */
  known: MovementId | null
  /** The piece the viewer sees in it (only for the opponent's spies; never the viewer's own). */
  truth: MovementId | null
  cells: NotebookCell[]
  /** The piece the deduction favours, once one stands out from the pieces still possible. */
  likeliest: { piece: MovementId; p: number } | null
  /**
   * Why the deduction names no likeliest piece: no piece ruled out yet ('nothing'), or the pieces
   * still possible are about as likely as each other ('even'). null with a likeliest, or without
   * the helper.
   */
  noLead: 'nothing' | 'even' | null
}

/**
 * How far above an even share of the pieces still possible the best one must be to be named: with
 * thirteen pieces at 7–8% each (no answer yet) or seven at 14% each, naming one suggested a lead
 * that was not there (issue 25, point 5).
 */
const LEAD = 1.25

/** The side's pieces in this game, in table order. */
export function piecesOf(view: PlayerView): readonly MovementId[] {
  return piecesInPlay(view.rules.variants.honor)
}

/**
 * The Notebook of `side`'s spies as `view`'s seat may keep it: its own spies, or what the opponent
 * can know of theirs. `deduction` is deduce(view, side), or null when the helper is off.
 */
export function notebookRows(view: PlayerView, side: Seat, deduction: Deduction | null): NotebookRow[] {
  const pieces = piecesOf(view)
  const rows: NotebookRow[] = []
  view.spies.forEach((spy, i) => {
    if (spy.owner !== side) return
    const notes = view.notebook[i]
    const belief = deduction?.spies.find((b) => b.label === spy.label) ?? null
    const mine = view.seat === side
    let known: MovementId | null = null
    if (spy.removed === 'unmasked') known = 'DA'
    else if (mine) known = view.learned[spy.label] ?? null
    const shown = spy.was ?? spy.movement
    const truth = !mine && shown !== null && shown !== 'PROMOTED' ? shown : null
    const cells = pieces.map((piece): NotebookCell => {
      if (!belief) return { piece, state: 'open', p: null }
      const p = belief.probabilities[piece] ?? 0
      return { piece, state: p > 0 ? 'possible' : 'ruledOut', p }
    })
    const possible = cells.filter((c) => c.state === 'possible')
    let best: NotebookRow['likeliest'] = null
    for (const c of possible) if (c.p !== null && (best === null || c.p > best.p)) best = { piece: c.piece, p: c.p }
    const stands = best !== null && (possible.length === 1 || best.p > LEAD / possible.length)
    const likeliest = stands ? best : null
    let noLead: NotebookRow['noLead'] = null
    if (best !== null && !stands) noLead = possible.length === pieces.length ? 'nothing' : 'even'
    rows.push({
      owner: spy.owner,
      label: spy.label,
      at: spy.at,
      removed: spy.removed,
      promoted: spy.promoted,
      tries: notes.tries,
      crownless: notes.crownless,
      revealed: notes.revealed,
      known,
      truth,
      cells,
      likeliest,
      noLead,
    })
  })
  return rows
}

/** "37%"; never 0% or 100% for what is still open either way. */
export function percent(p: number): string {
  const n = Math.round(p * 100)
  if (p > 0 && n === 0) return '<1%'
  if (p < 1 && n === 100) return '>99%'
  return `${n}%`
}

/** The player's own marks, as on the dry-erase notebook: a cross (ruled out) or a circle (suspected). */
export type Mark = 'out' | 'maybe'
export type Marks = Record<string, Mark>

export function markKey(label: Label, piece: MovementId): string {
  return `${label}:${piece}`
}

/** none → cross → circle → none. */
export function nextMark(mark: Mark | undefined): Mark | undefined {
  return mark === undefined ? 'out' : mark === 'out' ? 'maybe' : undefined
}

const MARKS_KEY = 'safehouse.confusion.marks'

function storageKey(room: string, seat: Seat): string {
  return `${MARKS_KEY}:${room}:${seat}`
}

/** The marks kept for this room and seat (in this browser). */
export function loadMarks(room: string | null, seat: Seat): Marks {
  if (!room) return {}
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(room, seat)) ?? '{}') as Record<string, unknown>
    const out: Marks = {}
    for (const [k, v] of Object.entries(raw)) if (v === 'out' || v === 'maybe') out[k] = v
    return out
  } catch {
    return {}
  }
}

export function saveMarks(room: string | null, seat: Seat, marks: Marks): void {
  if (!room) return
  try {
    localStorage.setItem(storageKey(room, seat), JSON.stringify(marks))
  } catch {
    // Storage full or off: the marks last as long as the page.
  }
}
