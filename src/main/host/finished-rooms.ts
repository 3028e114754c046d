// The finished rooms a host keeps, in memory or only on disk, and their list (finished-index.ts):
// startup reads no finished room's file, an unloaded room's seat tokens still find it, and the
// oldest of each reach beyond its bound are deleted. The list is written at most every writeMs.
import type { FinishedEntry, FinishedIndex } from './finished-index'
import type { Room } from './room'
import type { Reach } from './room-record'
import type { RoomLimits } from './room-limits'

export interface FinishedRoomsOptions {
  index: FinishedIndex | undefined
  writeMs: number
  limits: Record<Reach, RoomLimits>
  /** Deletes a room beyond the bound, and its file. */
  remove: (code: string) => Promise<void>
  closing: () => boolean
  warn: (message: string) => void
}

export class FinishedRooms {
  /** Finished rooms unloaded from memory: their seat tokens, so a resume can load them back. */
  private readonly archived = new Map<string, string[]>()
  private readonly archivedTokens = new Map<string, string>()
  /** Every finished room kept (in memory or not), oldest first: what the list holds. */
  private readonly finished = new Map<string, FinishedEntry>()
  /** Rooms beyond the bound, being deleted (close waits for them). */
  private readonly deleting = new Set<Promise<void>>()
  private dirty = false
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly options: FinishedRoomsOptions) {}

  /** The list, by code; empty (and to be written anew) when there is none or it is damaged. */
  async read(): Promise<Map<string, FinishedEntry>> {
    const listed = new Map<string, FinishedEntry>()
    const index = this.options.index
    if (!index) return listed
    let entries: FinishedEntry[] | null = null
    try {
      entries = await index.read()
    } catch (err) {
      this.options.warn(`${err instanceof Error ? err.message : String(err)}; reading every saved room instead`)
    }
    if (entries === null) this.dirty = true
    for (const entry of entries ?? []) {
      if (listed.has(entry.code)) this.dirty = true
      else listed.set(entry.code, entry)
    }
    return listed
  }

  /**
   * Listed rooms stay on disk: only their codes and tokens are kept, so a resume finds them.
   * `loaded`: the store read it after all; `known`: a token some room in memory holds.
   */
  archiveListed(listed: Map<string, FinishedEntry>, loaded: (code: string) => boolean, known: (token: string) => boolean): void {
    for (const entry of listed.values()) {
      // The store read it after all (it does not skip): the room itself says whether it is finished.
      if (loaded(entry.code)) {
        this.dirty = true
        continue
      }
      let tokens = entry.tokens
      if (tokens.some((token) => known(token) || this.archivedTokens.has(token))) {
        // A copied file under another code: neither may take over the other's seats. Its code stays taken.
        this.options.warn(`finished room ${entry.code} shares a seat token with another room: its seats cannot be resumed`)
        tokens = []
      }
      this.archive(entry.code, tokens)
      this.finished.set(entry.code, { ...entry, tokens })
    }
  }

  /** Unloaded rooms' codes. */
  codes(): IterableIterator<string> {
    return this.archived.keys()
  }

  /** A room kept on disk only. */
  isArchived(code: string): boolean {
    return this.archived.has(code)
  }

  /** The unloaded room a seat token opens. */
  codeOfToken(token: string): string | undefined {
    return this.archivedTokens.get(token)
  }

  /** The seat tokens of an unloaded room (none for another). */
  tokensOf(code: string): readonly string[] {
    return this.archived.get(code) ?? []
  }

  /** Whether it is on the list, and with exactly these tokens (null: any). */
  isListed(code: string, tokens: readonly string[] | null = null): boolean {
    const entry = this.finished.get(code)
    return entry !== undefined && (tokens === null || entry.tokens.join() === tokens.join())
  }

  /** When a finished room on the list ended (its last save then), or undefined when it is not on it. */
  finishedAt(code: string): string | undefined {
    return this.finished.get(code)?.finishedAt
  }

  /** The room leaves memory; its tokens still find it. */
  archive(code: string, tokens: string[]): void {
    this.archived.set(code, tokens)
    for (const token of tokens) this.archivedTokens.set(token, code)
  }

  /** The room is back in memory (or gone): its tokens no longer point to the disk. */
  unarchive(code: string): void {
    for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
    this.archived.delete(code)
  }

  /** Its file holds another room's seat: it stays out, its seats cannot be resumed, its code stays taken. */
  block(code: string): void {
    this.unarchive(code)
    this.archived.set(code, [])
  }

  /** Off the list: deleted, gone, or playing again. */
  unlist(code: string): void {
    if (this.finished.delete(code)) this.changed()
  }

  /** `room` is finished: it joins the list, and the oldest of its reach beyond the bound go. */
  add(room: Room): void {
    const reach = room.record.reach ?? 'network'
    const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
    const listed = this.finished.get(room.code)
    if (listed) listed.tokens = tokens
    else this.finished.set(room.code, { code: room.code, reach, tokens, finishedAt: room.record.updatedAt })
    this.changed()
    let kept = 0
    for (const entry of this.finished.values()) if (entry.reach === reach) kept += 1
    for (const entry of this.finished.values()) {
      if (kept <= this.options.limits[reach].finished) break
      if (entry.reach !== reach || entry.code === room.code) continue
      kept -= 1
      this.finished.delete(entry.code)
      const deleting = this.options
        .remove(entry.code)
        .catch((err: unknown) => this.options.warn(`could not delete finished room ${entry.code}: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => this.deleting.delete(deleting))
      this.deleting.add(deleting)
    }
  }

  /** The list changed: it is written within writeMs (and on close). */
  private changed(): void {
    this.dirty = true
    if (!this.options.index || this.options.closing() || this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.write()
    }, this.options.writeMs)
    this.timer.unref()
  }

  /** Writes the list now, if it changed. */
  write(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const index = this.options.index
      if (!index || !this.dirty) return
      this.dirty = false
      try {
        await index.write([...this.finished.values()])
      } catch (err) {
        this.dirty = true
        this.options.warn(`could not write the list of finished rooms: ${err instanceof Error ? err.message : String(err)}`)
      }
    })
    return this.writing
  }

  /** Whether the list read at startup needs writing anew. */
  get stale(): boolean {
    return this.dirty
  }

  /** The rooms beyond the bound are deleted. */
  async settled(): Promise<void> {
    await Promise.all(this.deleting)
  }

  /** No write is left pending: the last one is done. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.write()
  }
}
