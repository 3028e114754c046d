// Game record files (Game › Save Game Record / Open Game Record): a room's saved record, exactly as
// the host keeps it (src/main/host/room-record.ts). An opened file crosses a trust boundary, so it
// is size-limited, parsed with the room record schema, and its moves are replayed by the rules
// before the host ever sees it.
import { open } from 'node:fs/promises'
import { Room } from '../host/room'
import { roomRecordSchema, savedRoomSchema, type RoomRecord } from '../host/room-record'
import type { GameFileErrorCode, ImportedGame } from '../../shared/preload-api'

export const GAME_FILE_EXTENSION = 'safehouse'
export const MAX_GAME_FILE_BYTES = 4 * 1024 * 1024

/** A game record that cannot be saved or opened; the message is written for players. */
export class GameFileError extends Error {
  constructor(
    readonly code: GameFileErrorCode,
    message: string,
    /** What the page may show with its own words for `code` (an errno code, not an English sentence). */
    readonly detail: string = message,
  ) {
    super(message)
    this.name = 'GameFileError'
  }
}

/** The text written to a game record file. */
export function serializeGameFile(record: RoomRecord): string {
  return `${JSON.stringify(roomRecordSchema.parse(record), null, 2)}\n`
}

/** A file name for the save dialog: the room name, made safe for every OS. */
export function suggestedFileName(record: Pick<RoomRecord, 'name' | 'code'>): string {
  const base = record.name
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 60)
    .trim()
  return `${base || `Room ${record.code}`}.${GAME_FILE_EXTENSION}`
}

/** Parses and checks an opened file. Throws a GameFileError that can be shown to the player. */
export function parseGameFile(content: Buffer | string): RoomRecord {
  const size = typeof content === 'string' ? Buffer.byteLength(content, 'utf8') : content.byteLength
  if (size > MAX_GAME_FILE_BYTES) throw new GameFileError('too-large', `that file is too large to be a game record (over ${MAX_GAME_FILE_BYTES / 1024 / 1024} MiB)`)
  let json: unknown
  try {
    json = JSON.parse(typeof content === 'string' ? content : content.toString('utf8'))
  } catch {
    throw new GameFileError('not-record', 'that file is not a Safehouse game record (not JSON)')
  }
  // Records of the previous format (two-player Spies & Lies) still open.
  const parsed = savedRoomSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new GameFileError('not-record', `that file is not a Safehouse game record (${issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'})`)
  }
  const tokens = Object.values(parsed.data.seats).map((seat) => seat.token)
  if (new Set(tokens).size !== tokens.length) {
    throw new GameFileError('damaged', 'that game record is damaged (two seats have the same key)')
  }
  try {
    new Room(parsed.data)
  } catch (err) {
    throw new GameFileError('bad-moves', `the moves in that game record do not follow the rules: ${err instanceof Error ? err.message : String(err)}`)
  }
  return parsed.data
}

/** What the page learns about an imported room: enough to take a seat back with `resume`. */
export function importedGameOf(record: RoomRecord): ImportedGame {
  const seats = Object.entries(record.seats).map(([seat, s]) => [seat, { name: s.name, token: s.token, bot: s.bot !== null }])
  return { room: record.code, game: record.game, name: record.name, seats: Object.fromEntries(seats) }
}

/** Reads and checks a game record file, refusing anything too large before reading it. */
export async function readGameFile(file: string): Promise<RoomRecord> {
  let content: Buffer
  try {
    const handle = await open(file, 'r')
    try {
      const info = await handle.stat()
      if (!info.isFile()) throw new GameFileError('unreadable', 'that is not a file', 'EISDIR')
      if (info.size > MAX_GAME_FILE_BYTES) throw new GameFileError('too-large', `that file is too large to be a game record (over ${MAX_GAME_FILE_BYTES / 1024 / 1024} MiB)`)
      content = await handle.readFile()
    } finally {
      await handle.close()
    }
  } catch (err) {
    if (err instanceof GameFileError) throw err
    const code = (err as NodeJS.ErrnoException).code ?? 'EIO'
    throw new GameFileError('unreadable', `that file could not be read: ${code}`, code)
  }
  return parseGameFile(content)
}
