// Saving rooms to the data folder, one file per room, as a journal (room-journal.ts): a save that
// only adds a move to what this store last wrote of the room appends that move's line and syncs it;
// any other save writes a snapshot of the whole record atomically (temp file, fsync, rename). A host
// killed at any moment leaves the old or the new snapshot, never a torn one, and at most a torn last
// move line, which no view showed and the next load drops.
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises'
import { constants } from 'node:fs'
import { basename, join } from 'node:path'
import { parseSavedRoom, savedRoomSchema, type RoomRecord } from './room-record'
import { lockHolderRunning, ownLock, parseLock, type LockOwner } from './host-lock'
import { FileHeadroom } from './file-headroom'
import { headOf, moveLine, readJournal, snapshotLine } from './room-journal'

/** The largest room file read back; the store never writes a larger one (RecordFullError). */
export const MAX_SAVE_BYTES = 4 * 1024 * 1024
const SUFFIX = '.room.json'

/** A save that would make the room's file larger than the store reads back: nothing was written. */
export class RecordFullError extends Error {
  constructor(readonly code: string) {
    super(`room ${code}'s record is full (${MAX_SAVE_BYTES} bytes)`)
  }
}

/** What this store last wrote of a room, so that the next save can append to it. */
interface Written {
  head: string
  moves: number
  /** The last move written (the very object), so a record that replaced it is not taken for a follower. */
  last: unknown
  bytes: number
}

export interface SkippedFile {
  file: string
  reason: string
  /** Seat keys the file names, as far as it could be read: their players are told it is unreadable. */
  tokens?: string[]
}

/** A room file that is there but cannot be used; `tokens`: the seat keys it names, as far as it could be read. */
export class UnreadableRoomError extends Error {
  constructor(
    message: string,
    readonly tokens: string[] = [],
  ) {
    super(message)
  }
}

/** The seat keys a file that failed its schema names, read leniently (a few seats at most), so its players can be told. */
export function tokensIn(json: unknown): string[] {
  const seats = typeof json === 'object' && json !== null ? (json as { seats?: unknown }).seats : undefined
  if (typeof seats !== 'object' || seats === null) return []
  const tokens: string[] = []
  for (const key in seats) {
    const token = (seats as Record<string, { token?: unknown } | null>)[key]?.token
    if (typeof token === 'string' && token.length <= 64) tokens.push(token)
    if (tokens.length >= 8) break
  }
  return tokens
}

export interface RoomStore {
  /** Claims the store for this host; throws when another running host has it. */
  lock?(): Promise<void>
  /**
   * Makes `record` the room's saved version, durably, before it resolves. Cheap when `record` only
   * adds one move to the version saved before (a move is appended); any other change is saved
   * whole. Throws RecordFullError, having written nothing, when the record would not load back.
   */
  save(record: RoomRecord): Promise<void>
  /** Every saved room but those `skip` names (finished rooms the host knows from its list). */
  loadAll(skip?: (code: string) => boolean): Promise<{ records: RoomRecord[]; skipped: SkippedFile[] }>
  /** One room, or null when it is not there; throws, saying why, when its file cannot be used. */
  load(code: string): Promise<RoomRecord | null>
  remove(code: string): Promise<void>
  close?(): Promise<void>
}

/** Another running host (the desktop app or `npm run serve`) is using the same data folder. */
export class StoreLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`another Safehouse host (process ${pid}) is already using ${dir}; stop it or choose another data folder`)
  }
}

export class FileRoomStore implements RoomStore {
  private counter = 0
  /** This host's lock, while it holds one. */
  private owner: LockOwner | null = null
  private dirReady = false
  /** Spare file descriptors, so a save still gets one when connections have taken all the others. */
  private readonly headroom: FileHeadroom
  /** Rooms whose file this store wrote last, and how: the next save may append to it. */
  private readonly written = new Map<string, Written>()
  /** Each room's saves, one at a time. */
  private readonly pending = new Map<string, Promise<void>>()

  /** `openFile`: how files are opened (tests and the benchmark count the bytes written through it). */
  constructor(
    readonly dir: string,
    openFile: typeof open = open,
  ) {
    this.headroom = new FileHeadroom(undefined, openFile)
  }

  private get lockFile(): string {
    return join(this.dir, 'host.lock')
  }

  /**
   * Two hosts saving the same rooms would overwrite each other's moves, so a data folder belongs to
   * one running host at a time. A lock left by a host that died (SIGKILL, power cut) is taken over,
   * also when its PID now belongs to another process (host-lock.ts tells them apart).
   */
  async lock(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const owner = ownLock()
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const file = await open(this.lockFile, 'wx', 0o600)
        try {
          await file.writeFile(JSON.stringify(owner))
        } finally {
          await file.close()
        }
        this.owner = owner
        await this.headroom.fill()
        return
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      }
      const holder = parseLock(await readFile(this.lockFile, 'utf8').catch(() => ''))
      if (holder !== null && lockHolderRunning(holder)) throw new StoreLockedError(this.dir, holder.pid)
      await rm(this.lockFile, { force: true })
    }
    throw new Error(`could not lock ${this.dir}`)
  }

  /** Releases the lock, unless another host has taken it over meanwhile (then it is theirs). */
  async close(): Promise<void> {
    const owner = this.owner
    this.owner = null
    await this.headroom.release()
    if (!owner) return
    const holder = parseLock(await readFile(this.lockFile, 'utf8').catch(() => ''))
    if (holder === null || holder.id === owner.id) await rm(this.lockFile, { force: true })
  }

  private fileOf(code: string): string {
    return join(this.dir, `${code}${SUFFIX}`)
  }

  save(record: RoomRecord): Promise<void> {
    return this.serially(record.code, () => this.write(record))
  }

  /** Runs `work` after every earlier save or removal of the same room: an append never lands on a file being replaced. */
  private serially<T>(code: string, work: () => Promise<T>): Promise<T> {
    const run = (this.pending.get(code) ?? Promise.resolve()).then(work)
    const settled = run.then(
      () => undefined,
      () => undefined,
    )
    this.pending.set(code, settled)
    void settled.then(() => {
      if (this.pending.get(code) === settled) this.pending.delete(code)
    })
    return run
  }

  private async write(record: RoomRecord): Promise<void> {
    if (!this.dirReady) {
      await mkdir(this.dir, { recursive: true })
      this.dirReady = true
    }
    const head = headOf(record)
    const before = this.written.get(record.code)
    // Whatever happens below, what is on disk is known again only once a write has finished.
    this.written.delete(record.code)
    const moves = record.moves.length
    const follows = before !== undefined && before.head === head && moves === before.moves + 1 && (before.moves === 0 || record.moves[before.moves - 1] === before.last)
    const written = follows ? await this.append(record, before).catch((err: unknown) => this.unlessGone(err, () => this.snapshot(record, head))) : await this.snapshot(record, head)
    this.written.set(record.code, written)
    // The spare given up for this save (if one was) is taken back: its descriptor is free again.
    if (this.owner) await this.headroom.fill()
  }

  /** `instead` when `err` says the file is gone (removed by hand since): a snapshot makes it whole again. */
  private unlessGone(err: unknown, instead: () => Promise<Written>): Promise<Written> {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return instead()
    throw err
  }

  private async append(record: RoomRecord, before: Written): Promise<Written> {
    const move = record.moves[before.moves]
    const line = moveLine({ seq: before.moves + 1, at: record.updatedAt, move })
    const bytes = before.bytes + Buffer.byteLength(line)
    if (bytes > MAX_SAVE_BYTES) throw new RecordFullError(record.code)
    // Appending only to the file there is (no O_CREAT): a line alone, without its snapshot, is no room.
    const file = await this.headroom.open(this.fileOf(record.code), constants.O_WRONLY | constants.O_APPEND)
    try {
      await file.write(line)
      await file.datasync()
    } finally {
      await file.close()
    }
    return { ...before, moves: before.moves + 1, last: move, bytes }
  }

  private async snapshot(record: RoomRecord, head: string): Promise<Written> {
    const text = snapshotLine(record)
    const bytes = Buffer.byteLength(text)
    if (bytes > MAX_SAVE_BYTES) throw new RecordFullError(record.code)
    const target = this.fileOf(record.code)
    const temp = `${target}.${process.pid}.${this.counter++}.tmp`
    const file = await this.headroom.open(temp, 'w', 0o600)
    try {
      await file.writeFile(text)
      await file.datasync()
    } finally {
      await file.close()
    }
    await rename(temp, target)
    return { head, moves: record.moves.length, last: record.moves.at(-1), bytes }
  }

  async loadAll(skip?: (code: string) => boolean): Promise<{ records: RoomRecord[]; skipped: SkippedFile[] }> {
    const loaded: Array<{ file: string; record: RoomRecord }> = []
    const skipped: SkippedFile[] = []
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], skipped }
      throw err
    }
    for (const name of names.sort()) {
      const file = join(this.dir, name)
      // A temp file is a save that was cut off before its rename: the previous file still stands.
      // (Once the folder is locked, no other host can be writing one.)
      if (name.endsWith('.tmp')) {
        await rm(file, { force: true })
        continue
      }
      if (!name.endsWith(SUFFIX) || skip?.(name.slice(0, -SUFFIX.length))) continue
      try {
        loaded.push({ file, record: await this.readRecord(file, name) })
      } catch (err) {
        skipped.push({ file, reason: err instanceof Error ? err.message : String(err), ...(err instanceof UnreadableRoomError ? { tokens: err.tokens } : {}) })
      }
    }
    const unique = withoutSharedTokens(loaded)
    return { records: unique.records, skipped: [...skipped, ...unique.skipped] }
  }

  private async readRecord(file: string, name: string): Promise<RoomRecord> {
    const info = await stat(file)
    if (!info.isFile()) throw new Error('not a file')
    if (info.size > MAX_SAVE_BYTES) throw new Error(`larger than ${MAX_SAVE_BYTES} bytes`)
    const { json } = readJournal(await readFile(file, 'utf8'))
    let record: RoomRecord
    try {
      record = await parseSavedRoom(json)
    } catch (err) {
      throw new UnreadableRoomError(`not a Safehouse room: ${err instanceof Error ? err.message : String(err)}`, tokensIn(json))
    }
    if (`${record.code}${SUFFIX}` !== name) throw new UnreadableRoomError('file name does not match its room code')
    return record
  }

  async load(code: string): Promise<RoomRecord | null> {
    try {
      return await this.readRecord(this.fileOf(code), `${code}${SUFFIX}`)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }

  remove(code: string): Promise<void> {
    return this.serially(code, async () => {
      this.written.delete(code)
      await rm(this.fileOf(code), { force: true })
    })
  }
}

/**
 * A seat's token is its key: a file copied under another code (or edited) that holds another
 * room's token would let whoever holds that token into the wrong room, and leave the original's seat
 * pointing elsewhere. Which of two such files is the real one cannot be told, so every file that
 * shares a token is skipped (and left on disk for the user to sort out).
 */
export function withoutSharedTokens(loaded: ReadonlyArray<{ file: string; record: RoomRecord }>): { records: RoomRecord[]; skipped: SkippedFile[] } {
  const holders = new Map<string, string[]>()
  for (const { file, record } of loaded) {
    for (const seat of Object.values(record.seats)) holders.set(seat.token, [...(holders.get(seat.token) ?? []), file])
  }
  const records: RoomRecord[] = []
  const skipped: SkippedFile[] = []
  for (const { file, record } of loaded) {
    const others = new Set<string>()
    let shared = false
    for (const seat of Object.values(record.seats)) {
      const files = holders.get(seat.token) ?? []
      if (files.length > 1) shared = true
      for (const other of files) if (other !== file) others.add(basename(other))
    }
    const tokens = Object.values(record.seats).map((seat) => seat.token)
    if (!shared) records.push(record)
    else if (others.size === 0) skipped.push({ file, reason: 'two of its seats share a token', tokens })
    else skipped.push({ file, reason: `a seat token is also in ${[...others].sort().join(', ')}; every file holding it is skipped`, tokens })
  }
  return { records, skipped }
}

/** For hosts that keep nothing (tests, throwaway games). */
export class MemoryRoomStore implements RoomStore {
  private readonly saved = new Map<string, string>()

  async save(record: RoomRecord): Promise<void> {
    this.saved.set(record.code, JSON.stringify(record))
  }

  async loadAll(skip?: (code: string) => boolean): Promise<{ records: RoomRecord[]; skipped: SkippedFile[] }> {
    const kept = [...this.saved].filter(([code]) => !skip?.(code))
    return { records: kept.map(([, text]) => savedRoomSchema.parse(JSON.parse(text))), skipped: [] }
  }

  async load(code: string): Promise<RoomRecord | null> {
    const text = this.saved.get(code)
    return text === undefined ? null : savedRoomSchema.parse(JSON.parse(text))
  }

  async remove(code: string): Promise<void> {
    this.saved.delete(code)
  }
}
