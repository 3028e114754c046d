// The list of finished rooms, in one small file next to the room files, so that a host with
// thousands of finished games starts without reading and replaying each one (issue 11: 5,000 took
// 4.8 s and 183 MB). At startup the host reads this list (codes and seat tokens) and skips those
// room files; a finished room is read and replayed from its own file only when somebody comes back
// to it. The list is only a cache of what the room files say: a room missing from it is read in full
// at the next start (and listed again), an entry whose file is gone is dropped when asked for, and a
// damaged list is ignored. It is rewritten at most once a second.
import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file'
import { REACHES } from './room-record'
import { MAX_SEATS, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'

/** The file's name in the data folder (the store reads only `*.room.json` files, so it leaves it alone). */
export const FINISHED_INDEX_FILE = 'finished-rooms.json'
/** Large enough for two full archives (ROOM_LIMITS.finished per reach) of four-seat games. */
const MAX_INDEX_BYTES = 16 * 1024 * 1024

export const finishedEntrySchema = z.strictObject({
  code: z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`)),
  reach: z.enum(REACHES),
  tokens: z.array(z.string().regex(/^[A-Za-z0-9_-]{20,64}$/)).max(MAX_SEATS),
  /** When its last move was saved (the room record's updatedAt): the oldest go first. */
  finishedAt: z.string().max(40),
})
export type FinishedEntry = z.infer<typeof finishedEntrySchema>

const indexSchema = z.strictObject({
  format: z.literal('safehouse-finished-rooms'),
  version: z.literal(1),
  rooms: z.array(finishedEntrySchema).max(100_000),
})

export interface FinishedIndex {
  /** The entries, oldest first; null when there is no list (or it cannot be read: then every room is read). */
  read(): Promise<FinishedEntry[] | null>
  write(entries: readonly FinishedEntry[]): Promise<void>
}

/** The list as a file in the data folder `dir`. */
export class FileFinishedIndex implements FinishedIndex {
  readonly file: string

  constructor(dir: string) {
    this.file = join(dir, FINISHED_INDEX_FILE)
  }

  async read(): Promise<FinishedEntry[] | null> {
    const json = await readJsonFile(this.file, MAX_INDEX_BYTES)
    if (json === undefined) return null
    const parsed = indexSchema.safeParse(json)
    if (!parsed.success) throw new Error(`${FINISHED_INDEX_FILE} is not a list of finished rooms`)
    return parsed.data.rooms
  }

  async write(entries: readonly FinishedEntry[]): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify({ format: 'safehouse-finished-rooms', version: 1, rooms: entries }))
  }
}

/** For tests and hosts that keep nothing. */
export class MemoryFinishedIndex implements FinishedIndex {
  entries: FinishedEntry[] | null = null
  writes = 0

  async read(): Promise<FinishedEntry[] | null> {
    return this.entries === null ? null : this.entries.map((e) => ({ ...e, tokens: [...e.tokens] }))
  }

  async write(entries: readonly FinishedEntry[]): Promise<void> {
    this.writes += 1
    this.entries = entries.map((e) => ({ ...e, tokens: [...e.tokens] }))
  }
}
