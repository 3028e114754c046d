// Game record files (Game › Save Game Record / Open Game Record): a room's saved record, exactly as
// the host keeps it (src/main/host/room-record.ts). An opened file crosses a trust boundary, so it
// is size-limited, parsed with the room record schema, and its moves are replayed by the rules
// before the host ever sees it. The replay viewer opens either such a file or a replay record (what
// the host hands out for a finished room, src/shared/replay-record.ts) as a replay record, checked
// the same way.
import { randomBytes } from 'node:crypto'
import { open } from 'node:fs/promises'
import type { ZodError } from 'zod'
import { Room } from '../host/room'
import { mapInSlices } from '../host/loop-slices'
import { replayRecordInSlices, roomOfReplay, roomRecordOfReplay } from '../host/replay-record'
import { parseSavedRoom, roomRecordSchema, type RoomRecord } from '../host/room-record'
import { shapeProblem, type ShapeLimits } from './json-shape'
import type { GameFileErrorCode, ImportedGame } from '../../shared/preload-api'
import { GAME_FILE_EXTENSION, MAX_REPLAY_BYTES, MAX_REPLAY_MOVES, REPLAY_FORMAT, recordFileName, replayMoveSchema, replayRecordSchema, type ReplayRecord } from '../../shared/replay-record'

export { GAME_FILE_EXTENSION }
/** Game record files and replay records alike: either kind of file opens under the same bound (MAX_REPLAY_BYTES). */
export const MAX_GAME_FILE_BYTES = MAX_REPLAY_BYTES

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
export const suggestedFileName = recordFileName

const TOO_LARGE = `that file is too large to be a game record (over ${MAX_GAME_FILE_BYTES / 1024 / 1024} MiB)`

/**
 * No record nests deeper or has a larger object or array than this (a move's action is a few levels
 * down; the largest array is the moves), so a file that does is refused before it is parsed.
 */
const SHAPE: ShapeLimits = { depth: 24, keys: 64, items: MAX_REPLAY_MOVES }

/** An opened file's JSON, within the size bound and of a record's shape (json-shape.ts), checked before it is parsed. */
function jsonOf(content: Buffer | string): unknown {
  const size = typeof content === 'string' ? Buffer.byteLength(content, 'utf8') : content.byteLength
  if (size > MAX_GAME_FILE_BYTES) throw new GameFileError('too-large', TOO_LARGE)
  const text = typeof content === 'string' ? content : content.toString('utf8')
  const problem = shapeProblem(text, SHAPE)
  if (problem !== null) throw new GameFileError('not-record', `that file is not a Safehouse game record (${problem})`)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new GameFileError('not-record', 'that file is not a Safehouse game record (not JSON)')
  }
}

/** Why a schema refused a file, for the player (its first issue). */
function notRecord(error: ZodError): GameFileError {
  const issue = error.issues[0]
  return new GameFileError('not-record', `that file is not a Safehouse game record (${issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'})`)
}

/** Rebuilds a record as the host would; a record that does not fit its game or its rules is `bad-moves`. */
async function rebuilt(build: () => Promise<Room>): Promise<Room> {
  try {
    return await build()
  } catch (err) {
    throw new GameFileError('bad-moves', `the moves in that game record do not follow the rules: ${err instanceof Error ? err.message : String(err)}`)
  }
}

/** Parses and checks an opened file. Throws a GameFileError that can be shown to the player. */
export async function parseGameFile(content: Buffer | string): Promise<RoomRecord> {
  return (await checkedRoomRecord(jsonOf(content))).record
}

/**
 * A game record file's JSON, checked: its schema, its seats' keys, its moves replayed by the rules.
 * The moves, up to 20,000, are checked and replayed a slice of time at a time (host/loop-slices.ts):
 * the desktop app's host runs on the same loop.
 */
async function checkedRoomRecord(json: unknown): Promise<Room> {
  // Records of every earlier format still open.
  let record: RoomRecord
  try {
    record = await parseSavedRoom(json)
  } catch (err) {
    throw new GameFileError('not-record', `that file is not a Safehouse game record (${err instanceof Error ? err.message : String(err)})`)
  }
  const tokens = Object.values(record.seats).map((seat) => seat.token)
  if (new Set(tokens).size !== tokens.length) {
    throw new GameFileError('damaged', 'that game record is damaged (two seats have the same key)')
  }
  return rebuilt(() => Room.rebuilt(record))
}

/** A replay record's JSON checked by its schema, the moves a slice of time at a time (they may be 20,000). */
async function checkedReplayRecord(json: object): Promise<ReplayRecord> {
  const moves = (json as { moves?: unknown }).moves
  const head = replayRecordSchema.safeParse(Array.isArray(moves) ? { ...json, moves: [] } : json)
  if (!head.success) throw notRecord(head.error)
  const all = moves as unknown[]
  if (all.length > MAX_REPLAY_MOVES) throw new GameFileError('not-record', `that file is not a Safehouse game record (moves: more than ${MAX_REPLAY_MOVES})`)
  const checked = await mapInSlices(all, (move) => {
    const parsed = replayMoveSchema.safeParse(move)
    if (!parsed.success) throw notRecord(parsed.error)
    return parsed.data
  })
  return { ...head.data, moves: checked }
}

/**
 * Parses and checks an opened file for the replay viewer: a game record file (a full room record,
 * as Save Game Record writes it) or a replay record. Either becomes a replay record (a room record
 * loses its keys and the computer's seed: replay-record.ts), once its moves replay by the rules and
 * the game is over, by them or by a concession or forfeit; a game still in play is `in-play`.
 * Throws a GameFileError that can be shown to the player.
 */
export async function parseReplayFile(content: Buffer | string): Promise<ReplayRecord> {
  const json = jsonOf(content)
  if (typeof json === 'object' && json !== null && (json as { format?: unknown }).format === REPLAY_FORMAT) {
    const record = await checkedReplayRecord(json)
    if (!(await rebuilt(() => roomOfReplay(record))).over) throw unfinished()
    return record
  }
  const room = await checkedRoomRecord(json)
  if (!room.over) throw unfinished()
  // When it ended: its last save, as far as the file can tell.
  return replayRecordInSlices(room.record, room.record.updatedAt)
}

function unfinished(): GameFileError {
  return new GameFileError('in-play', 'that game is not finished: only a finished game can be replayed')
}

/**
 * A file opened in the desktop app (Open Game Record, a double-click) as a room for its own host: a
 * game record as it is, or a replay record (a finished game, as a browser downloads it) with fresh
 * seat keys, whose replay the page then opens. Throws a GameFileError that can be shown to the player.
 */
export async function parseOpenedFile(content: Buffer | string): Promise<RoomRecord> {
  const json = jsonOf(content)
  if (typeof json === 'object' && json !== null && (json as { format?: unknown }).format === REPLAY_FORMAT) {
    return roomRecordOfReplay(await parseReplayFile(content), () => randomBytes(18).toString('base64url'))
  }
  return (await checkedRoomRecord(json)).record
}

/** Reads and checks a file opened in the desktop app (parseOpenedFile), refusing anything too large before reading it. */
export async function readOpenedFile(file: string): Promise<RoomRecord> {
  return await parseOpenedFile(await readBounded(file))
}

/** What the page learns about an imported room: enough to take a seat back with `resume`, or that it ended (its replay opens). */
export async function importedGameOf(record: RoomRecord): Promise<ImportedGame> {
  const seats = Object.entries(record.seats).map(([seat, s]) => [seat, { name: s.name, token: s.token, bot: s.bot !== null }])
  const finished = (await Room.rebuilt(record)).over
  return { room: record.code, game: record.game, name: record.name, seats: Object.fromEntries(seats), ...(finished ? { finished: true as const } : {}) }
}

/** A file's bytes, refused (`too-large`) before reading when it is larger than any record may be. */
async function readBounded(file: string): Promise<Buffer> {
  let content: Buffer
  try {
    const handle = await open(file, 'r')
    try {
      const info = await handle.stat()
      if (!info.isFile()) throw new GameFileError('unreadable', 'that is not a file', 'EISDIR')
      if (info.size > MAX_GAME_FILE_BYTES) throw new GameFileError('too-large', TOO_LARGE)
      content = await handle.readFile()
    } finally {
      await handle.close()
    }
  } catch (err) {
    if (err instanceof GameFileError) throw err
    const code = (err as NodeJS.ErrnoException).code ?? 'EIO'
    throw new GameFileError('unreadable', `that file could not be read: ${code}`, code)
  }
  return content
}
