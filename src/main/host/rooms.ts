// The host's rooms and their lives: opened within the quotas, resumed after a restart, found by code
// or by a seat's key, unloaded when finished and unwatched (finished-rooms.ts keeps them on disk),
// expired when nobody is in them (room-expiry.ts), deleted. Every save of a room's record that
// changes its seats goes through commit or redeal, so the seats' keys (seat-keys.ts) always follow
// the record.
import { newRoomCode } from './codes'
import { FinishedRooms } from './finished-rooms'
import type { FinishedIndex } from './finished-index'
import type { HostAccess, HostRoom } from './host-access'
import { tellAll } from './listeners'
import { openRoomsOf } from './open-rooms'
import { Room } from './room'
import { RoomExpiry } from './room-expiry'
import { botOnly, joined, reachOf } from './room-facts'
import type { Reach, RoomRecord } from './room-record'
import { quotaRefusal, type Claim, type ExpiryReason, type Opener, type RoomLimits } from './room-limits'
import { Refusal } from './refusal'
import { SeatKeys } from './seat-keys'
import type { Session } from './session'
import type { RoomStore, SkippedFile } from './store'
import type { OpenRoom } from '../../shared/protocol'

export interface RoomsOptions {
  store: RoomStore
  finishedIndex: FinishedIndex | undefined
  limits: Record<Reach, RoomLimits>
  now: () => number
  finishedIdleMs: number
  sweepMs: number
  indexWriteMs: number
}

export class Rooms {
  private readonly rooms = new Map<string, HostRoom>()
  private readonly keys = new SeatKeys()
  /** Rooms being saved by open(): they count toward the quotas, so simultaneous requests cannot overshoot them. */
  private readonly opening = new Set<Claim>()
  private readonly finished: FinishedRooms
  private readonly expiry: RoomExpiry
  /**
   * Seat keys of rooms this host has on disk but could not load (issue 34, point 6), and why: their
   * players hear `room-unreadable`, not `unknown-token`, and the host's log says why.
   */
  private readonly unreadable = new Map<string, string>()
  /** Finished rooms being loaded back from disk. */
  private readonly loading = new Map<string, Promise<HostRoom | undefined>>()
  /** Told whenever the list of open rooms may have changed (mDNS open= follows it). */
  private readonly openListeners = new Set<() => void>()

  constructor(
    private readonly host: HostAccess,
    private readonly options: RoomsOptions,
  ) {
    this.finished = new FinishedRooms({
      index: options.finishedIndex,
      writeMs: options.indexWriteMs,
      limits: options.limits,
      remove: (code) => this.delete(code),
      closing: () => host.closing(),
      warn: (message) => host.warn(message),
    })
    this.expiry = new RoomExpiry({
      limits: options.limits,
      now: () => options.now(),
      sweepMs: options.sweepMs,
      rooms: () => this.rooms.values(),
      remove: (code, still) => this.remove(code, still),
      closing: () => host.closing(),
      warn: (message) => host.warn(message),
    })
  }

  /**
   * Resumes every saved room; damaged save files are skipped (and returned). Finished rooms named in
   * the finished list are not read at all until somebody comes back to one.
   */
  async resume(): Promise<SkippedFile[]> {
    const listed = await this.finished.read()
    const { records, skipped } = await this.options.store.loadAll((code) => listed.has(code))
    for (const record of records) {
      try {
        this.addToMemory(await Room.rebuilt<Session>(record))
      } catch (err) {
        const tokens = Object.values(record.seats).map((seat) => seat.token)
        skipped.push({ file: record.code, reason: `moves do not replay: ${err instanceof Error ? err.message : String(err)}`, tokens })
      }
    }
    for (const entry of skipped) {
      this.host.warn(`skipped saved room ${entry.file}: ${entry.reason}`)
      for (const token of entry.tokens ?? []) this.unreadable.set(token, entry.reason)
    }
    this.finished.archiveListed(listed, (code) => this.rooms.has(code), (token) => this.keys.has(token))
    const finishedNow = [...this.rooms.values()].filter((room) => room.over && !this.finished.isListed(room.code))
    finishedNow.sort((a, b) => a.record.updatedAt.localeCompare(b.record.updatedAt))
    for (const room of finishedNow) this.finished.add(room)
    for (const room of this.rooms.values()) {
      // A room nobody ever sat down in has been empty since it was opened: a restart does not
      // give it more time. One people played in gets its full time again (they may be coming back).
      if (!room.over && !joined(room)) {
        const created = Date.parse(room.record.createdAt)
        room.emptySince = Number.isFinite(created) ? Math.min(this.options.now(), created) : this.options.now()
      }
      this.host.scheduleBots(room)
      this.attendanceChanged(room)
    }
    this.expiry.start()
    // A list written now spares the next start reading every file again, whatever happens meanwhile.
    if (this.finished.stale) void this.finished.write()
    return skipped
  }

  /** A room in memory. */
  get(code: string): HostRoom | undefined {
    return this.rooms.get(code)
  }

  /** Every room kept, in memory or unloaded. */
  codes(): string[] {
    return [...this.rooms.keys(), ...this.finished.codes()]
  }

  /** Still the room of that code (not deleted or replaced). */
  live(room: HostRoom): boolean {
    return this.rooms.get(room.code) === room
  }

  /** A local room does not exist as far as a session from the network can tell. */
  reachable(session: Session, room: HostRoom): boolean {
    return session.via === 'local' || room.record.reach !== 'local'
  }

  /** Whether the room's creator removed `session`'s address from `room`. */
  barred(session: Session, room: HostRoom): boolean {
    return session.address !== null && room.barred.has(session.address)
  }

  /** A new code for a room, not used by any room kept here. */
  newCode(): string {
    return newRoomCode((c) => this.rooms.has(c) || this.finished.isArchived(c))
  }

  /** Network rooms waiting for players, for `/api/info` and mDNS open= (local and private rooms are never listed). */
  openRooms(): OpenRoom[] {
    return openRoomsOf(this.rooms.values())
  }

  onOpenRoomsChanged(listener: () => void): () => void {
    this.openListeners.add(listener)
    return () => this.openListeners.delete(listener)
  }

  openRoomsChanged(): void {
    tellAll(this.openListeners, [], (m) => this.host.warn(m), 'open rooms')
  }

  onRoomExpired(listener: (code: string, reason: ExpiryReason) => void): () => void {
    return this.expiry.onExpired(listener)
  }

  /** Opens a room from `record` for `session`, within its quotas: saved, in memory, its bots started. */
  async open(session: Session, record: RoomRecord): Promise<HostRoom> {
    const room = new Room<Session>(record)
    const opener: Opener = { connection: session.id, address: session.address }
    const claim = { reach: session.via, opener, waiting: !record.started, botOnly: botOnly(room) }
    const refusal = quotaRefusal(this.options.limits, claim, this.claims())
    if (refusal) throw new Refusal(refusal.code, refusal.message)
    this.opening.add(claim)
    try {
      await this.options.store.save(record)
    } finally {
      this.opening.delete(claim)
    }
    this.addToMemory(room)
    room.opener = opener
    this.attendanceChanged(room)
    this.openRoomsChanged()
    this.host.scheduleBots(room)
    return room
  }

  /**
   * Adds a room from a record checked elsewhere (a game record file): saved first, then played on
   * like any other. Refuses a code already in use, or a token another room holds.
   */
  async add(record: RoomRecord): Promise<void> {
    if (this.host.closing()) throw new Error('the host is closing')
    if (this.rooms.has(record.code) || this.finished.isArchived(record.code)) throw new Error(`there is already a room ${record.code}`)
    for (const seat of Object.keys(record.seats)) {
      const token = record.seats[seat].token
      if (this.keys.has(token) || this.finished.codeOfToken(token) !== undefined) throw new Error('a seat of that game is already known here')
    }
    const room = await Room.rebuilt<Session>(record)
    await this.options.store.save(record)
    if (this.rooms.has(record.code)) throw new Error(`there is already a room ${record.code}`)
    this.addToMemory(room)
    if (room.over) this.finished.add(room)
    this.host.scheduleBots(room)
    this.attendanceChanged(room)
  }

  /** A room in memory, loading an unloaded finished one back from its file (and replaying it). */
  async find(code: string): Promise<HostRoom | undefined> {
    const live = this.rooms.get(code)
    if (live || !this.finished.isArchived(code)) return live
    // Everyone asking for it meanwhile waits for the one load.
    let loading = this.loading.get(code)
    if (!loading) {
      loading = this.loadArchived(code).finally(() => this.loading.delete(code))
      this.loading.set(code, loading)
    }
    return loading
  }

  private async loadArchived(code: string): Promise<HostRoom | undefined> {
    const listedTokens = this.finished.tokensOf(code)
    let said = false
    const unreadable = (reason: string) => {
      said = true
      this.host.warn(`saved room ${code} cannot be loaded: ${reason}`)
      for (const token of listedTokens) this.unreadable.set(token, reason)
    }
    const record = await this.options.store.load(code).catch((err: unknown) => {
      unreadable(err instanceof Error ? err.message : String(err))
      return null
    })
    let room: HostRoom | null = null
    try {
      if (record) room = await Room.rebuilt<Session>(record)
    } catch (err) {
      unreadable(`moves do not replay: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (this.rooms.has(code)) return this.rooms.get(code)
    if (!this.finished.isArchived(code)) return undefined
    if (room && room.seatNames.some((seat) => this.keys.has(room.record.seats[seat].token))) {
      // Edited since it was listed, and now holding another room's seat: it stays out (its code stays taken).
      this.host.warn(`saved room ${code} shares a seat token with another room: its seats cannot be resumed`)
      this.finished.block(code)
      return undefined
    }
    this.finished.unarchive(code)
    if (!room) {
      // Gone or damaged (said above): forget it.
      if (!said) this.host.warn(`saved room ${code} is listed as finished, but its file is gone`)
      this.finished.unlist(code)
      return undefined
    }
    this.addToMemory(room)
    if (!room.over) {
      this.finished.unlist(code)
      this.host.scheduleBots(room)
    } else {
      const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
      if (!this.finished.isListed(code, tokens)) this.finished.add(room)
    }
    this.attendanceChanged(room)
    return room
  }

  /** The seat a key (a seat's token or a guest's) opens, loading a finished room back if need be. */
  async seatOfKey(key: string): Promise<{ room: HostRoom; seat: string } | undefined> {
    const archivedCode = this.finished.codeOfToken(key)
    if (archivedCode !== undefined) await this.find(archivedCode)
    const held = this.keys.get(key)
    const unreadable = held ? undefined : this.unreadable.get(key)
    if (unreadable !== undefined) throw new Refusal('room-unreadable', `the host has this game's file but cannot load it (${unreadable}); its log says more`)
    return held
  }

  /** Saves `record` (durably) and makes it the room's; the seats' keys follow (a key it drops stops working). */
  async commit(room: HostRoom, record: RoomRecord): Promise<void> {
    await this.options.store.save(record)
    const before = room.record
    room.commit(record)
    this.keys.committed(room, before, record)
  }

  /** Saves `record`, a new deal of the room, and makes it current; the keys follow their seats. */
  async redeal(room: HostRoom, dealt: RoomRecord): Promise<void> {
    // No move is made yet in the new deal: nobody held a seat for one (src/shared/seat-holders.ts).
    const { holders: _played, ...record } = dealt
    void _played
    await this.options.store.save(record)
    const before = room.record
    room.redeal(record)
    this.keys.redealt(room, before, record)
  }

  /** The room is over (by its rules, or a result outside them): the finished list, open rooms and expiry follow. */
  ended(room: HostRoom): void {
    this.keys.ended(room)
    this.openRoomsChanged()
    this.finished.add(room)
    this.attendanceChanged(room)
  }

  /**
   * When a finished room ended: as the finished list has it (the save that ended it; later saves,
   * such as a seat taken back, do not change it), else its last save.
   */
  finishedAt(room: HostRoom): string {
    return this.finished.finishedAt(room.code) ?? room.record.updatedAt
  }

  /** Somebody came into or left `room` (or it finished): its unload and expiry clocks follow. */
  attendanceChanged(room: HostRoom): void {
    this.considerUnload(room)
    if (room.over || room.watched || !this.live(room)) room.emptySince = null
    else if (room.emptySince === null) room.emptySince = this.options.now()
  }

  /** Deletes a room and its save file (finished rooms are otherwise kept for replay, up to the bound). */
  async delete(code: string): Promise<void> {
    await this.remove(code, () => true)
  }

  /**
   * Deletes every unfinished room whose time is up (room-limits.ts: nobody joined it, or everybody
   * left it): its file is removed, its tokens stop working. Returns their codes.
   */
  expire(): Promise<string[]> {
    return this.expiry.expire()
  }

  /** Stops the expiry, lets every deletion and queued save finish, ends every room's timers, writes the finished list. */
  async close(): Promise<void> {
    await this.expiry.stop()
    await this.finished.settled()
    await Promise.all([...this.rooms.values()].map((room) => room.idle()))
    for (const room of this.rooms.values()) room.dispose()
    await this.finished.close()
  }

  /** Every room in play and every room being opened, as the quotas count them. */
  private *claims(): Iterable<Claim> {
    for (const room of this.rooms.values()) {
      if (room.over) continue
      yield { reach: reachOf(room), opener: room.opener, waiting: !room.record.started, botOnly: botOnly(room) }
    }
    yield* this.opening
  }

  /** Deletes a room if, once its queued work is done, `still(room)` holds. Returns whether it did. */
  private async remove(code: string, still: (room: HostRoom) => boolean): Promise<boolean> {
    const room = this.rooms.get(code)
    if (room) {
      const removed = await room.enqueue(async () => {
        if (!this.live(room) || !still(room)) return false
        for (const session of [...room.spectators]) this.host.detach(session)
        for (const holder of [...room.holders.values()]) this.host.detach(holder)
        this.forget(room)
        return true
      })
      if (!removed) return false
    }
    this.finished.unarchive(code)
    this.finished.unlist(code)
    await this.options.store.remove(code)
    this.openRoomsChanged()
    return true
  }

  /** Finished rooms nobody watches leave memory after a while; their files stay for replay. */
  private considerUnload(room: HostRoom): void {
    if (!room.over || this.host.closing() || room.watched) {
      room.cancelUnload()
      return
    }
    room.unloadAfter(this.options.finishedIdleMs, () => {
      if (room.over && !room.watched && this.live(room)) this.unload(room)
    })
  }

  private unload(room: HostRoom): void {
    const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
    this.forget(room)
    this.finished.archive(room.code, tokens)
  }

  private forget(room: HostRoom): void {
    this.keys.drop(room)
    room.dispose()
    this.rooms.delete(room.code)
  }

  private addToMemory(room: HostRoom): void {
    this.rooms.set(room.code, room)
    this.keys.admit(room)
  }
}
