// Where a replay comes from: a finished room of a host (the `replay` request, protocol.md) or a
// record file the player opened. Either way the record crossed a boundary, so it is size-bounded,
// parsed with the schema and replayed under the game's own rules (open-replay.ts) before anything
// is shown; what is wrong is named by a code the replay screen words.
import { MAX_REPLAY_BYTES, REPLAY_FORMAT, replayOfRoomRecord, replayRecordSchema, type ReplayRecord } from '@shared/replay-record'

export { recordFileName } from '@shared/replay-record'
import { HostClient, RequestError } from '../net/host-client'

export type ReplayProblem =
  /** Nothing answered at the host's address, or it turned the connection away. */
  | 'unreachable'
  /** The host keeps no room of that code (any more). */
  | 'unknown-room'
  /** The game is still being played: its replay opens once it ends. */
  | 'not-finished'
  | 'too-large'
  /** Not a game record at all (not JSON, or not its shape). */
  | 'not-record'
  /** A record whose moves do not follow the rules (damaged, or edited). */
  | 'bad-moves'
  /** The host answered something else, or too late. */
  | 'failed'

export class ReplayLoadError extends Error {
  constructor(
    readonly code: ReplayProblem,
    message: string,
  ) {
    super(message)
    this.name = 'ReplayLoadError'
  }
}

/** How long the host may take to hand over a record. */
const REPLAY_WAIT_MS = 10_000

/** Asks the host at `url` for the replay of its finished room `code`. */
export async function fetchReplay(url: string, code: string): Promise<ReplayRecord> {
  const client = new HostClient({ message: () => {}, status: () => {} })
  try {
    await client.openLobby(url)
    const answer = await client.request('lobby', { type: 'replay', room: code }, 'replay', REPLAY_WAIT_MS)
    return checkedRecord(answer.record)
  } catch (err) {
    if (err instanceof ReplayLoadError) throw err
    if (err instanceof RequestError) {
      if (err.code === 'unreachable' || err.code === 'refused' || err.code === 'offline') throw new ReplayLoadError('unreachable', err.message)
      // The page's own sentence says all there is: the host's English one is not shown under it.
      if (err.code === 'unknown-room' || err.code === 'not-finished') throw new ReplayLoadError(err.code, '')
    }
    throw new ReplayLoadError('failed', err instanceof Error ? err.message : String(err))
  } finally {
    client.reset(new RequestError('cancelled', 'the replay was loaded'))
  }
}

/** Reads a record file the player chose or dropped; the size is checked before it is read. */
export async function readReplayFile(file: Blob): Promise<ReplayRecord> {
  if (file.size > MAX_REPLAY_BYTES) throw new ReplayLoadError('too-large', `over ${MAX_REPLAY_BYTES / 1024 / 1024} MiB`)
  return parseReplayText(await file.text())
}

/** A record file's text: a replay record, or a saved room (the desktop app's game records). */
export function parseReplayText(text: string): ReplayRecord {
  if (text.length > MAX_REPLAY_BYTES) throw new ReplayLoadError('too-large', `over ${MAX_REPLAY_BYTES / 1024 / 1024} MiB`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ReplayLoadError('not-record', 'not JSON')
  }
  const room = typeof json === 'object' && json !== null && (json as { format?: unknown }).format === 'safehouse-room'
  return checkedRecord(room ? replayOfRoomRecord(json as Record<string, unknown>) : json)
}

function checkedRecord(json: unknown): ReplayRecord {
  const parsed = replayRecordSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'
  const format = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined
  throw new ReplayLoadError('not-record', format === REPLAY_FORMAT ? where : `not a Safehouse game record (${where})`)
}
