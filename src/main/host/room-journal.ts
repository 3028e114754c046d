// A room's file as an append-only journal (issue 34, point 4). Its first line is a snapshot: the
// whole record, as a room file always was (a file written before the journal is a snapshot and
// nothing else, so it loads as it did). Each move after it is one line of its own, appended and
// synced, so saving a move writes that move and no more, however long the game. Any other change
// of the record (seats, a result, a new deal, fields added later) is a new snapshot written in
// place of the file (store.ts). Pure: the text in, the record's JSON out; the schema comes after.

/** One appended move: the seq it made, when, and the move as the record keeps it. */
export interface JournalLine {
  seq: number
  at: string
  move: unknown
}

/** A snapshot line: the record as it is, ending with a newline so that moves can follow it. */
export function snapshotLine(record: object): string {
  return `${JSON.stringify(record)}\n`
}

export function moveLine(line: JournalLine): string {
  return `${JSON.stringify(line)}\n`
}

/** What a record's moves and last save time leave out: equal heads mean only moves were added. */
export function headOf(record: { moves: unknown; updatedAt: unknown }): string {
  return JSON.stringify({ ...record, moves: undefined, updatedAt: undefined })
}

export interface ReadJournal {
  /** The record's JSON, its appended moves put back in, not yet checked by any schema. */
  json: unknown
  /** Moves appended after the snapshot. */
  appended: number
  /**
   * The last line was cut off (a host killed while appending it): dropped. Its move was never
   * shown to anyone, since views go out only once a line is synced whole.
   */
  torn: boolean
}

/** Thrown for a file that is no journal (the store reports it with this message). */
export class JournalError extends Error {}

/**
 * The record a file's text holds. Only the last line may be torn, and only an appended one (a
 * snapshot is written whole and renamed into place). A file that is not one line of JSON is read
 * whole as JSON, as a hand-edited, pretty-printed room file of old would be.
 */
export function readJournal(text: string): ReadJournal {
  const firstEnd = text.indexOf('\n')
  const first = firstEnd < 0 ? text : text.slice(0, firstEnd)
  let snapshot: unknown
  try {
    snapshot = JSON.parse(first)
  } catch {
    try {
      return { json: JSON.parse(text), appended: 0, torn: false }
    } catch {
      throw new JournalError('not JSON')
    }
  }
  if (firstEnd < 0 || firstEnd === text.length - 1) return { json: snapshot, appended: 0, torn: false }
  if (typeof snapshot !== 'object' || snapshot === null || !Array.isArray((snapshot as { moves?: unknown }).moves)) throw new JournalError('moves follow a snapshot that has none')
  const base = snapshot as { moves: unknown[]; updatedAt?: unknown }
  const lines = text.slice(firstEnd + 1).split('\n')
  // Text after the last newline is a line whose write did not finish.
  const tail = lines.pop()
  const torn = tail !== undefined && tail !== ''
  const moves = base.moves.slice()
  let updatedAt = base.updatedAt
  for (const [i, raw] of lines.entries()) {
    const line = parsedLine(raw)
    if (line === null) throw new JournalError(`appended line ${i + 1} is damaged`)
    if (line.seq !== moves.length + 1) throw new JournalError(`appended line ${i + 1} is seq ${line.seq}, not ${moves.length + 1}`)
    moves.push(line.move)
    updatedAt = line.at
  }
  return { json: { ...base, moves, updatedAt }, appended: lines.length, torn }
}

function parsedLine(raw: string): JournalLine | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { seq, at, move } = value as Partial<JournalLine>
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || typeof at !== 'string' || typeof move !== 'object' || move === null) return null
  return { seq, at, move }
}
