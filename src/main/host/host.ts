// The authoritative host: rooms, seats, sessions. It checks every action (right seat, current seq,
// legal), saves it durably, and only then sends each connection its own view. Transport-free:
// net/ feeds it validated messages and gives it a Connection to answer on.
import { Absences } from './absence'
import { BotPool, type BotRunner } from './bots'
import { newRoomCode, newSeed, newToken, recoveryCodeOf } from './codes'
import type { FinishedEntry, FinishedIndex } from './finished-index'
import { gameModule } from './games'
import { Room, RoomRecordError, gameOptionsOf } from './room'
import { ROOM_FORMAT_VERSION, seatHeld, type Reach, type RoomRecord, type SeatRecord } from './room-record'
import { expiryOf, quotaRefusal, roomLimits, type Claim, type ExpiryReason, type Opener, type RoomLimitOverrides, type RoomLimits } from './room-limits'
import type { RoomStore, SkippedFile } from './store'
import type { HostAccess } from './host-access'
import { paceMs, Pauses, type Pacing } from './pacing'
import { Refusal } from './refusal'
import { Rejoins } from './rejoin'
import { Rematches } from './rematch'
import { Seating } from './seating'
import { COMPUTER_NAME, seatKeys, withSeat, withStart } from './seat-records'
import type { GameAction } from '../../engine/core/game-module'
import { describeIssues, type ClientMessage, type ErrorCode, type HostMessage, type Level, type OpenRoom } from '../../shared/protocol'

export interface Connection {
  send(message: HostMessage): void
  close(code: number, reason: string): void
}

export interface HostOptions {
  store: RoomStore
  /** How long a dropped seat still shows as connected, so a blip on the Wi-Fi goes unnoticed. */
  graceMs?: number
  /** Network games in play at most (short for limits.network.rooms); finished games do not count. */
  maxRooms?: number
  /** Room quotas, expiry and the finished-room bound, per reach (defaults: ROOM_LIMITS in room-limits.ts). */
  limits?: RoomLimitOverrides
  /** A finished room nobody is watching leaves memory after this long (its file stays). */
  finishedIdleMs?: number
  maxSpectators?: number
  warn?: (message: string) => void
  /** Where computer players decide (default: a worker-thread pool, see bots.ts); closed with the host. */
  bots?: BotRunner
  /** The list of finished rooms (finished-index.ts): with it, startup reads no finished room's file. */
  finishedIndex?: FinishedIndex
  /** The clock expiry runs on (ms). */
  now?: () => number
  /** How often rooms nobody is in are checked for expiry; 0: never by itself (call expireRooms()). */
  sweepMs?: number
  /** The finished list is written at most this often. */
  indexWriteMs?: number
  /**
   * How fast the computer plays (pacing.ts): each decision is shown no earlier than a seeded delay
   * after the move before it, and computer seats deciding are announced (`thinking`). Absent:
   * as fast as it decides, unannounced (tests and benchmarks); serve and the desktop app pace.
   */
  pacing?: Pacing | null
  /**
   * Spectators coming and going are told to the room at most this often (ms), so that somebody
   * joining and leaving in a loop cannot make the host flood the players with messages.
   */
  spectatorNoticeMs?: number
}

const DEFAULTS = { graceMs: 10_000, maxSpectators: 32, finishedIdleMs: 60_000, sweepMs: 30_000, indexWriteMs: 1_000, spectatorNoticeMs: 1_000 }
type Settings = typeof DEFAULTS & Pick<HostOptions, 'store' | 'warn' | 'bots' | 'finishedIndex' | 'pacing'>


function reachOf(room: Room): Reach {
  return room.record.reach ?? 'network'
}

/** Every seat is the computer's. */
function botOnly(room: Room): boolean {
  return room.seatNames.every((seat) => room.record.seats[seat].bot !== null)
}

/** A person sat down in it at some time. */
function joined(room: Room): boolean {
  return room.seatNames.some((seat) => room.record.seats[seat].bot === null && room.record.seats[seat].name !== null)
}

let sessions = 0

export class Session {
  room: Room | null = null
  seat: string | null = null
  closed = false
  /** Rooms this connection created and has not sat down in yet: its first seat there is the creator's. */
  readonly created = new Set<string>()
  /** Holds its seat by the key a teammate gave it (`rejoin`), not as the seat's own player. */
  guest = false
  readonly id = ++sessions

  constructor(
    private readonly host: Host,
    readonly connection: Connection,
    /** Which server it came through: a 'network' session never reaches a 'local' room. */
    readonly via: Reach,
    /** Whom the per-address quotas count it under; null: this machine itself, or not known. */
    readonly address: string | null,
  ) {}

  /** Answers one validated message; never throws. */
  async handle(message: ClientMessage): Promise<void> {
    try {
      await this.host.dispatch(this, message)
    } catch (err) {
      if (err instanceof Refusal) {
        this.send({
          type: 'error',
          code: err.code,
          message: err.message,
          ...(this.room ? { seq: this.room.seq } : {}),
          ...(err.rule ? { rule: err.rule } : {}),
        })
        return
      }
      this.host.warn(`internal error on ${message.type}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
      this.send({ type: 'error', code: 'server-error', message: 'the host could not do that; nothing changed' })
    }
  }

  send(message: HostMessage): void {
    if (!this.closed) this.connection.send(message)
  }

  /** The connection went away. */
  disconnected(): void {
    if (this.closed) return
    this.closed = true
    this.host.detach(this)
  }
}

export class Host {
  private readonly rooms = new Map<string, Room>()
  private readonly tokens = new Map<string, { room: Room; seat: string }>()
  private readonly holders = new Map<Room, Map<string, Session>>()
  private readonly spectators = new Map<Room, Set<Session>>()
  private readonly dropTimers = new Map<string, NodeJS.Timeout>()
  private readonly botsPending = new Set<Room>()
  /** Rooms whose bots were asked again while deciding: they look again once done. */
  private readonly botsAgain = new Set<Room>()
  private bots: BotRunner | null = null
  private readonly options: Settings
  private readonly limits: Record<Reach, RoomLimits>
  private readonly now: () => number
  private closing = false
  /** Rooms being saved by createRoom: they count toward the quotas, so simultaneous requests cannot overshoot them. */
  private readonly opening = new Set<Claim>()
  /** Who opened each room in this run of the host (rooms resumed from their files have nobody). */
  private readonly openers = new Map<Room, Opener>()
  /** Unfinished rooms nobody is in, and since when (the host's clock). */
  private readonly emptySince = new Map<Room, number>()
  /** Addresses the creator removed from a room: they may not join it again. */
  private readonly barred = new Map<Room, Set<string>>()
  private readonly expiryListeners = new Set<(code: string, reason: ExpiryReason) => void>()
  private sweepTimer: NodeJS.Timeout | null = null
  private sweeping: Promise<unknown> | null = null
  /** Finished rooms unloaded from memory: their seat tokens, so a resume can load them back. */
  private readonly archived = new Map<string, string[]>()
  private readonly archivedTokens = new Map<string, string>()
  private readonly unloadTimers = new Map<Room, NodeJS.Timeout>()
  /** Every finished room kept (in memory or not), oldest first: what the finished list holds. */
  private readonly finished = new Map<string, FinishedEntry>()
  /** Finished rooms beyond the bound, being deleted (close waits for them). */
  private readonly deleting = new Set<Promise<void>>()
  private indexDirty = false
  private indexTimer: NodeJS.Timeout | null = null
  private indexWrite: Promise<void> = Promise.resolve()
  /** Told whenever the list of open rooms may have changed (mDNS open= follows it). */
  private readonly openListeners = new Set<() => void>()
  /** Pacing waits, ended all at once on close. */
  private readonly pauses = new Pauses()
  /** Rooms whose change of spectators is about to be told (one notice per spectatorNoticeMs). */
  private readonly spectatorNotices = new Map<Room, NodeJS.Timeout>()
  /** The thinking seats last announced per room, so a change is announced once. */
  private readonly thinkingShown = new WeakMap<Room, string>()
  private readonly access: HostAccess = {
    findRoom: (code) => this.findRoom(code),
    live: (room) => this.live(room),
    reachable: (session, room) => this.reachable(session, room),
    barred: (session, room) => this.isBarred(session, room),
    holders: (room) => this.holders.get(room) ?? new Map<string, Session>(),
    commit: (room, record) => this.commitRecord(room, record),
    claim: (session, room, seat, name, creating) => this.claimSeat(session, room, seat, name, creating),
    take: (session, room, seat) => this.take(session, room, seat, false),
    takeOver: (session, room, seat, guest) => this.takeOver(session, room, seat, guest),
    seatOfKey: (key) => this.seatOfKey(key),
    tell: (room, message) => this.tell(room, message),
    newCode: () => this.newCode(),
    open: (session, record) => this.openRoom(session, record),
    detach: (session) => this.detach(session),
    broadcastSeats: (room, except) => this.broadcastSeats(room, except),
    scheduleBots: (room) => this.scheduleBots(room),
    ended: (room) => this.ended(room),
    openRoomsChanged: () => this.openRoomsChanged(),
    redeal: async (room, record) => {
      await this.options.store.save(record)
      const before = room.record
      room.redeal(record)
      // Every old key goes before any is set: a key may now open another seat of the room.
      for (const seat of room.seatNames) for (const key of seatKeys(before.seats[seat])) this.tokens.delete(key)
      for (const seat of room.seatNames) for (const key of seatKeys(record.seats[seat])) this.tokens.set(key, { room, seat })
    },
    release: (room, seat) => void this.holders.get(room)?.delete(seat),
    broadcastViews: (room) => this.broadcastViews(room),
  }
  private readonly absences = new Absences(this.access)
  private readonly rejoins = new Rejoins(this.access)
  private readonly rematches = new Rematches(this.access)
  private readonly seating = new Seating(this.access)

  private constructor(options: HostOptions) {
    this.options = {
      ...DEFAULTS,
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    } as Settings
    const network = { ...(options.maxRooms !== undefined ? { rooms: options.maxRooms } : {}), ...options.limits?.network }
    this.limits = roomLimits({ ...options.limits, network })
    this.now = options.now ?? Date.now
  }

  /**
   * Opens a host and resumes every saved room; damaged save files are skipped with a warning.
   * Finished rooms named in the finished list are not read at all until somebody comes back to one.
   */
  static async open(options: HostOptions): Promise<{ host: Host; skipped: SkippedFile[] }> {
    const host = new Host(options)
    await options.store.lock?.()
    const listed = await host.readFinishedIndex()
    const { records, skipped } = await options.store.loadAll((code) => listed.has(code))
    for (const record of records) {
      try {
        host.addRoomToMemory(new Room(record))
      } catch (err) {
        skipped.push({ file: record.code, reason: `moves do not replay: ${err instanceof Error ? err.message : String(err)}` })
      }
    }
    for (const entry of skipped) host.warn(`skipped saved room ${entry.file}: ${entry.reason}`)
    host.archiveListed(listed)
    const finishedNow = [...host.rooms.values()].filter((room) => room.over && !host.finished.has(room.code))
    finishedNow.sort((a, b) => a.record.updatedAt.localeCompare(b.record.updatedAt))
    for (const room of finishedNow) host.roomFinished(room)
    for (const room of host.rooms.values()) {
      // A room nobody ever sat down in has been empty since it was opened: a restart does not
      // give it more time. One people played in gets its full time again (they may be coming back).
      if (!room.over && !joined(room)) {
        const created = Date.parse(room.record.createdAt)
        host.emptySince.set(room, Number.isFinite(created) ? Math.min(host.now(), created) : host.now())
      }
      host.scheduleBots(room)
      host.attendanceChanged(room)
    }
    if (host.options.sweepMs > 0) {
      host.sweepTimer = setInterval(() => host.sweep(), host.options.sweepMs)
      host.sweepTimer.unref()
    }
    // A list written now spares the next start reading every file again, whatever happens meanwhile.
    if (host.indexDirty) void host.writeIndex()
    return { host, skipped }
  }

  /** The finished list, by code; empty (and to be written anew) when there is none or it is damaged. */
  private async readFinishedIndex(): Promise<Map<string, FinishedEntry>> {
    const listed = new Map<string, FinishedEntry>()
    const index = this.options.finishedIndex
    if (!index) return listed
    let entries: FinishedEntry[] | null = null
    try {
      entries = await index.read()
    } catch (err) {
      this.warn(`${err instanceof Error ? err.message : String(err)}; reading every saved room instead`)
    }
    if (entries === null) this.indexDirty = true
    for (const entry of entries ?? []) {
      if (listed.has(entry.code)) this.indexDirty = true
      else listed.set(entry.code, entry)
    }
    return listed
  }

  /** Listed finished rooms stay on disk: only their codes and tokens are kept, so a resume finds them. */
  private archiveListed(listed: Map<string, FinishedEntry>): void {
    for (const entry of listed.values()) {
      // The store read it after all (it does not skip): the room itself says whether it is finished.
      if (this.rooms.has(entry.code)) {
        this.indexDirty = true
        continue
      }
      let tokens = entry.tokens
      if (tokens.some((token) => this.tokens.has(token) || this.archivedTokens.has(token))) {
        // A copied file under another code: neither may take over the other's seats. Its code stays taken.
        this.warn(`finished room ${entry.code} shares a seat token with another room: its seats cannot be resumed`)
        tokens = []
      }
      this.archived.set(entry.code, tokens)
      for (const token of tokens) this.archivedTokens.set(token, entry.code)
      this.finished.set(entry.code, { ...entry, tokens })
    }
  }

  warn(message: string): void {
    ;(this.options.warn ?? console.warn)(`[host] ${message}`)
  }

  /**
   * A new connection; `via` 'local' only for the desktop app's own 127.0.0.1 server. `address`:
   * whom the per-address quotas count it under (the gateway's key for the peer); null for this
   * machine's own connections, which only the per-connection quotas hold back.
   */
  connect(connection: Connection, via: Reach = 'network', address: string | null = null): Session {
    return new Session(this, connection, via, address)
  }

  /** A local room does not exist as far as a session from the network can tell. */
  private reachable(session: Session, room: Room): boolean {
    return session.via === 'local' || room.record.reach !== 'local'
  }

  /** Every room this host keeps, in memory or unloaded. */
  roomCodes(): string[] {
    return [...this.rooms.keys(), ...this.archived.keys()]
  }

  /** A room in memory. */
  room(code: string): Room | undefined {
    return this.rooms.get(code)
  }

  /** Calls `listener` whenever openRooms() may have changed; returns the unsubscribe function. */
  onOpenRoomsChanged(listener: () => void): () => void {
    this.openListeners.add(listener)
    return () => this.openListeners.delete(listener)
  }

  private openRoomsChanged(): void {
    for (const listener of [...this.openListeners]) {
      try {
        listener()
      } catch (err) {
        this.warn(`open rooms listener failed: ${err instanceof Error ? err.message : String(err)}`)
      }
    }
  }

  /** Network rooms waiting for players, for `/api/info` and mDNS open= (local and private rooms are never listed). */
  openRooms(): OpenRoom[] {
    const open: OpenRoom[] = []
    for (const room of this.rooms.values()) {
      if (room.record.reach === 'local' || room.record.listed === false || room.record.started || room.over) continue
      const free = room.freeSeats()
      if (free.length === 0) continue
      open.push({
        code: room.code,
        game: room.record.game,
        name: room.record.name,
        options: room.record.options,
        free,
        seats: [...room.seatNames],
        ...(room.teams.length > 0 ? { teams: room.teams } : {}),
      })
    }
    return open
  }

  /** Calls `listener` with the code of every room that expired (see room-limits.ts); returns the unsubscribe function. */
  onRoomExpired(listener: (code: string, reason: ExpiryReason) => void): () => void {
    this.expiryListeners.add(listener)
    return () => this.expiryListeners.delete(listener)
  }

  /** Every room in play and every room being opened, as the quotas count them. */
  private *claims(): Iterable<Claim> {
    for (const room of this.rooms.values()) {
      if (room.over) continue
      yield { reach: reachOf(room), opener: this.openers.get(room) ?? null, waiting: !room.record.started, botOnly: botOnly(room) }
    }
    yield* this.opening
  }

  private live(room: Room): boolean {
    return this.rooms.get(room.code) === room
  }

  private watched(room: Room): boolean {
    const holders = this.holders.get(room)
    return (this.spectators.get(room)?.size ?? 0) > 0 || (holders !== undefined && holders.size > 0)
  }

  /** Somebody came into or left `room` (or it finished): its unload and expiry clocks follow. */
  private attendanceChanged(room: Room): void {
    this.considerUnload(room)
    if (room.over || this.watched(room) || !this.live(room)) this.emptySince.delete(room)
    else if (!this.emptySince.has(room)) this.emptySince.set(room, this.now())
  }

  /** When `room` expires and why; null while it is finished or somebody is in it. */
  private expiry(room: Room): { at: number; reason: ExpiryReason } | null {
    const since = this.emptySince.get(room)
    if (room.over || since === undefined) return null
    return expiryOf(this.limits, { reach: reachOf(room), attended: this.watched(room), joined: joined(room), emptySince: since })
  }

  private sweep(): void {
    if (this.sweeping || this.closing) return
    this.sweeping = this.expireRooms()
      .catch((err: unknown) => this.warn(`expiring rooms failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        this.sweeping = null
      })
  }

  /**
   * Deletes every unfinished room whose time is up (room-limits.ts: nobody joined it, or everybody
   * left it): its file is removed, its tokens stop working. Returns their codes. Runs by itself every
   * `sweepMs`; tests call it with their own clock.
   */
  async expireRooms(): Promise<string[]> {
    const expired: string[] = []
    const due = (room: Room) => {
      const expiry = this.expiry(room)
      return expiry !== null && expiry.at <= this.now() ? expiry : null
    }
    for (const room of [...this.rooms.values()]) {
      const expiry = due(room)
      if (expiry === null || this.closing) continue
      // Checked again inside the room's queue: a join that got there first keeps the room.
      if (!(await this.removeRoom(room.code, (r) => due(r) !== null))) continue
      expired.push(room.code)
      for (const listener of [...this.expiryListeners]) {
        try {
          listener(room.code, expiry.reason)
        } catch (err) {
          this.warn(`room expiry listener failed: ${err instanceof Error ? err.message : String(err)}`)
        }
      }
    }
    return expired
  }

  /** Finished rooms nobody watches leave memory after a while; their files stay for replay. */
  private considerUnload(room: Room): void {
    const pending = this.unloadTimers.get(room)
    if (!room.over || this.closing || this.watched(room)) {
      if (pending) clearTimeout(pending)
      this.unloadTimers.delete(room)
      return
    }
    if (pending) return
    const timer = setTimeout(() => {
      this.unloadTimers.delete(room)
      if (room.over && !this.watched(room) && this.rooms.get(room.code) === room) this.unload(room)
    }, this.options.finishedIdleMs)
    timer.unref()
    this.unloadTimers.set(room, timer)
  }

  private unload(room: Room): void {
    const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
    this.forget(room)
    this.archived.set(room.code, tokens)
    for (const token of tokens) this.archivedTokens.set(token, room.code)
  }

  private forget(room: Room): void {
    for (const seat of room.seatNames) {
      this.clearDropTimer(room, seat)
      for (const key of seatKeys(room.record.seats[seat])) this.tokens.delete(key)
    }
    const timer = this.unloadTimers.get(room)
    if (timer) clearTimeout(timer)
    this.unloadTimers.delete(room)
    this.rooms.delete(room.code)
    this.holders.delete(room)
    this.spectators.delete(room)
    this.openers.delete(room)
    this.emptySince.delete(room)
    this.barred.delete(room)
  }

  /** A room in memory, loading an unloaded finished one back from its file (and replaying it). */
  private async findRoom(code: string): Promise<Room | undefined> {
    const live = this.rooms.get(code)
    if (live || !this.archived.has(code)) return live
    const record = await this.options.store.load(code)
    if (this.rooms.has(code)) return this.rooms.get(code)
    if (!this.archived.has(code)) return undefined
    let room: Room | null = null
    try {
      if (record) room = new Room(record)
    } catch (err) {
      this.warn(`saved room ${code} does not replay: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (room && room.seatNames.some((seat) => this.tokens.has(room.record.seats[seat].token))) {
      // Edited since it was listed, and now holding another room's seat: it stays out (its code stays taken).
      this.warn(`saved room ${code} shares a seat token with another room: its seats cannot be resumed`)
      for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
      this.archived.set(code, [])
      return undefined
    }
    for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
    this.archived.delete(code)
    if (!room) {
      // Gone or damaged: forget it.
      if (this.finished.delete(code)) this.indexChanged()
      return undefined
    }
    this.addRoomToMemory(room)
    if (!room.over) {
      if (this.finished.delete(code)) this.indexChanged()
      this.scheduleBots(room)
    } else {
      const listed = this.finished.get(code)
      const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
      if (!listed || listed.tokens.join() !== tokens.join()) this.roomFinished(room)
    }
    this.attendanceChanged(room)
    return room
  }

  private addRoomToMemory(room: Room): void {
    this.rooms.set(room.code, room)
    this.holders.set(room, new Map())
    this.spectators.set(room, new Set())
    for (const seat of room.seatNames) {
      // A guest's key is a second way in, never one that could open another room's seat.
      for (const key of seatKeys(room.record.seats[seat])) if (!this.tokens.has(key)) this.tokens.set(key, { room, seat })
    }
  }

  async dispatch(session: Session, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        session.send({ type: 'pong' })
        return
      case 'createRoom':
        return this.createRoom(session, message)
      case 'join':
        return this.join(session, message.room, message.name, message.seat)
      case 'resume':
        return this.rejoins.resume(session, message.token)
      case 'act':
        return this.act(session, message.seq, message.action)
      case 'leave':
        return this.leave(session)
      case 'fillWithComputer':
        return this.fillWithComputer(session, message.level)
      case 'kick':
        return this.kick(session, message.seat)
      case 'concede':
        return this.absences.concede(session)
      case 'handToComputer':
        return this.absences.handToComputer(session, message.seat, message.level)
      case 'endGame':
        return this.absences.endGame(session, message.seat)
      case 'rejoin':
        if (message.recovery !== undefined) return this.rejoins.recover(session, message.room, message.recovery)
        this.detach(session)
        return this.rejoins.ask(session, message.room, message.name, message.seat)
      case 'answerRejoin':
        return this.rejoins.answer(session, message.seat, message.accept)
      case 'offerRematch':
        return this.rematches.offer(session, message.swap)
      case 'answerRematch':
        return this.rematches.answer(session, message.accept)
      case 'moveSeat':
        return this.seating.move(session, message.seat)
      case 'swapSeats':
        return this.seating.swap(session, message.seats[0], message.seats[1])
      case 'setComputer':
        return this.seating.setComputer(session, message.seat, message.level)
    }
  }

  /**
   * `leave`: the person goes, and says so. Their seat shows as left at once (no grace period), a
   * rematch they had not answered counts as declined, and their token still resumes the seat.
   */
  private async leave(session: Session): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (room && seat !== null && this.holders.get(room)?.get(seat) === session) {
      this.detach(session, { left: true })
      await this.rematches.declineOnLeave(room, seat)
      return
    }
    this.detach(session)
  }

  /** Saves `record` (durably) and makes it the room's; the seats' keys follow (a key it drops stops working). */
  private async commitRecord(room: Room, record: RoomRecord): Promise<void> {
    await this.options.store.save(record)
    const before = room.record
    room.commit(record)
    for (const seat of room.seatNames) {
      const now = seatKeys(record.seats[seat])
      for (const key of seatKeys(before.seats[seat])) if (!now.includes(key)) this.tokens.delete(key)
      for (const key of now) this.tokens.set(key, { room, seat })
    }
  }

  /** The room is over (by a result outside the rules): the finished list, open rooms and expiry follow. */
  private ended(room: Room): void {
    this.openRoomsChanged()
    this.roomFinished(room)
    this.attendanceChanged(room)
  }

  private async createRoom(session: Session, message: Extract<ClientMessage, { type: 'createRoom' }>): Promise<void> {
    const module = gameModule(message.game)
    if (!module) throw new Refusal('unknown-game', `this host does not play ${message.game}`)
    let seats: string[]
    try {
      seats = module.seatsFor(gameOptionsOf(module, message.options))
    } catch (err) {
      if (err instanceof RoomRecordError) throw new Refusal('bad-message', err.message)
      throw err
    }
    const unknownBot = message.bots.find((seat) => !seats.includes(seat))
    if (unknownBot !== undefined) throw new Refusal('bad-message', `${message.game} has no seat ${unknownBot}`)
    const now = new Date().toISOString()
    const code = this.newCode()
    const seatRecord = (seat: string): SeatRecord => {
      const bot: Level | null = message.bots.includes(seat) ? message.botLevel : null
      return { name: bot ? COMPUTER_NAME : null, token: newToken(), bot }
    }
    const record: RoomRecord = withStart({
      format: 'safehouse-room',
      version: ROOM_FORMAT_VERSION,
      code,
      game: message.game,
      name: message.name ?? `Room ${code}`,
      options: message.options,
      seed: newSeed(),
      botSeed: newSeed(),
      seats: Object.fromEntries(seats.map((seat) => [seat, seatRecord(seat)])),
      started: false,
      ...(session.via === 'local' ? { reach: 'local' as const } : {}),
      ...(message.listed === false ? { listed: false as const } : {}),
      moves: [],
      createdAt: now,
      updatedAt: now,
    })
    await this.openRoom(session, record)
    session.created.add(code)
    session.send({ type: 'room', room: code, game: record.game })
  }

  /** A new code for a room, not used by any room kept here. */
  newCode(): string {
    return newRoomCode((c) => this.rooms.has(c) || this.archived.has(c))
  }

  /** Opens a room from `record` for `session`, within its quotas: saved, in memory, its bots started. */
  private async openRoom(session: Session, record: RoomRecord): Promise<Room> {
    const room = new Room(record)
    const opener: Opener = { connection: session.id, address: session.address }
    const claim = { reach: session.via, opener, waiting: !record.started, botOnly: botOnly(room) }
    const refusal = quotaRefusal(this.limits, claim, this.claims())
    if (refusal) throw new Refusal(refusal.code, refusal.message)
    this.opening.add(claim)
    try {
      await this.options.store.save(record)
    } finally {
      this.opening.delete(claim)
    }
    this.addRoomToMemory(room)
    this.openers.set(room, opener)
    this.attendanceChanged(room)
    this.openRoomsChanged()
    this.scheduleBots(room)
    return room
  }

  /** Whether the room's creator removed `session`'s address from `room`. */
  private isBarred(session: Session, room: Room): boolean {
    return session.address !== null && (this.barred.get(room)?.has(session.address) ?? false)
  }

  private async join(session: Session, code: string, name: string, wanted: string | null | undefined): Promise<void> {
    const room = await this.findRoom(code)
    if (!room || !this.live(room) || !this.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
    if (this.isBarred(session, room)) throw new Refusal('removed', 'the room’s creator removed you from this room')
    if (typeof wanted === 'string' && !room.hasSeat(wanted)) throw new Refusal('bad-message', `this game has no seat ${wanted}`)
    let seat: string | null
    if (wanted === null) seat = null
    else if (wanted !== undefined) {
      if (!room.isFree(wanted)) throw new Refusal('seat-taken', `the ${wanted} seat is taken`)
      seat = wanted
    } else seat = room.freeSeats()[0] ?? null

    if (seat === null) {
      if (session.closed) return
      const watching = this.spectators.get(room) as Set<Session>
      if (watching.size >= this.options.maxSpectators) throw new Refusal('seat-taken', 'this room has no room for more spectators')
      this.detach(session)
      watching.add(session)
      session.room = room
      session.seat = null
      this.attendanceChanged(room)
      this.welcome(session)
      this.spectatorsChanged(room)
      return
    }
    await room.enqueue(async () => {
      if (!this.live(room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
      const creating = room.record.creator === undefined && session.created.has(room.code)
      await this.claimSeat(session, room, seat, name, creating)
    })
  }

  /** Inside the room's queue: `session` sits down in the free `seat` under `name` (saved first). */
  private async claimSeat(session: Session, room: Room, seat: string, name: string, creating: boolean): Promise<void> {
    if (!room.isFree(seat)) throw new Refusal('seat-taken', `the ${seat} seat is taken`)
    // A connection that went away never receives the token: it must not claim the seat.
    if (session.closed) return
    let claimed = withStart(withSeat(room.record, seat, { name }))
    if (creating) claimed = { ...claimed, creator: seat }
    await this.options.store.save(claimed)
    room.commit(claimed)
    if (session.closed) {
      // It went away while the claim was being saved: give the seat back (a start stays).
      const released = withSeat(room.record, seat, { name: null })
      if (creating) delete released.creator
      await this.options.store.save(released)
      room.commit(released)
      return
    }
    session.created.delete(room.code)
    this.detach(session)
    this.take(session, room, seat, true)
    this.openRoomsChanged()
  }

  /** The creator hands every empty seat to the computer, so the game can start. */
  private async fillWithComputer(session: Session, level: Level): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may fill its seats')
    await room.enqueue(async () => {
      if (!this.live(room)) throw new Refusal('unknown-room', 'that room is gone')
      // Seats kept for people who have not answered a rematch yet count as empty: the creator need not wait for them.
      const free = room.seatNames.filter((seat) => !seatHeld(room.record.seats[seat]))
      if (free.length === 0) return
      for (const seat of free) room.reserved.delete(seat)
      let record = room.record
      for (const seat of free) record = withSeat(record, seat, { name: COMPUTER_NAME, bot: level })
      record = withStart(record)
      await this.options.store.save(record)
      room.commit(record)
      for (const seat of free) room.present.set(seat, true)
      this.broadcastSeats(room)
      this.openRoomsChanged()
      this.scheduleBots(room)
    })
  }

  /**
   * The creator removes the person in `seat` or (null) every spectator, until the game is under
   * way: while the room waits for players, and after it started until the first move since.
   * Whoever is removed is told (`removed`) and their connection closed (4001); their address may
   * not join this room again (unless it is the creator's own). A removed seat reopens with a new
   * token, so theirs stops working; the room waits for players again (started: false), and the
   * cards are dealt anew (a new seed, and the moves played while it waited are undone): what the
   * removed guest saw of their hand is worth nothing, and nobody can look at a seat's hand by
   * sitting in it and having it reopened. Answered, to everyone in the room, with `seats` and the
   * new deal's `view` (seq 0).
   */
  private async kick(session: Session, seat: string | null): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may remove people from it')
    if (seat !== null && !room.hasSeat(seat)) throw new Refusal('bad-message', `this game has no seat ${seat}`)
    if (seat === session.seat) throw new Refusal('bad-message', 'that is your own seat; send leave to go')
    await room.enqueue(async () => {
      if (!this.live(room) || session.room !== room || room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may remove people from it')
      if (room.playedSinceStart > 0) throw new Refusal('already-started', 'the game is under way: nobody can be removed once a move has been played')
      if (seat === null) {
        const watching = this.spectators.get(room) as Set<Session>
        for (const spectator of [...watching]) {
          watching.delete(spectator)
          this.expel(spectator, room, session)
        }
        this.attendanceChanged(room)
        this.broadcastSeats(room)
        return
      }
      const held = room.record.seats[seat]
      if (held.bot !== null || held.name === null) throw new Refusal('no-guest', `nobody sits at ${seat}`)
      const record: RoomRecord = {
        ...withSeat(room.record, seat, { name: null, token: newToken() }),
        started: false,
        seed: newSeed(),
        moves: [],
        updatedAt: new Date().toISOString(),
      }
      await this.options.store.save(record)
      room.redeal(record)
      this.tokens.delete(held.token)
      this.tokens.set(record.seats[seat].token, { room, seat })
      this.clearDropTimer(room, seat)
      room.present.set(seat, false)
      const holders = this.holders.get(room) as Map<string, Session>
      const holder = holders.get(seat)
      holders.delete(seat)
      if (holder) this.expel(holder, room, session)
      this.attendanceChanged(room)
      this.broadcastSeats(room)
      this.broadcastViews(room)
      this.openRoomsChanged()
      this.scheduleBots(room)
    })
  }

  /** `session` was removed from `room` by its creator `by`: it is told, cut off, and its address barred. */
  private expel(session: Session, room: Room, by: Session): void {
    session.room = null
    session.seat = null
    if (session.address !== null && session.address !== by.address) {
      const barred = this.barred.get(room) ?? new Set<string>()
      barred.add(session.address)
      this.barred.set(room, barred)
    }
    session.send({ type: 'error', code: 'removed', message: 'the room’s creator removed you from this room' })
    session.closed = true
    session.connection.close(4001, 'removed by the room’s creator')
  }

  /** The seat a key (a seat's token or a guest's) opens, loading a finished room back if need be. */
  private async seatOfKey(key: string): Promise<{ room: Room; seat: string } | undefined> {
    const archivedCode = this.archivedTokens.get(key)
    if (archivedCode !== undefined) await this.findRoom(archivedCode)
    return this.tokens.get(key)
  }

  /** `session` takes the seat it has the right to; whoever held it until now (another connection) is cut off. */
  private takeOver(session: Session, room: Room, seat: string, guest: boolean): void {
    const previous = this.holders.get(room)?.get(seat)
    if (previous && previous !== session) {
      this.detach(previous)
      previous.closed = true
      previous.connection.close(4000, 'this seat was resumed on another connection')
    }
    this.detach(session)
    session.guest = guest
    this.take(session, room, seat, false)
  }

  /** Gives `session` the seat, sends welcome + view, and tells the others if anything changed. */
  private take(session: Session, room: Room, seat: string, renamed: boolean): void {
    const holders = this.holders.get(room) as Map<string, Session>
    holders.set(seat, session)
    session.room = room
    session.seat = seat
    this.clearDropTimer(room, seat)
    this.attendanceChanged(room)
    const wasLeft = room.left.delete(seat)
    const reappeared = room.present.get(seat) !== true || wasLeft
    room.present.set(seat, true)
    // Whoever asked to take this seat back is too late: its person is here.
    this.rejoins.superseded(room, seat)
    this.welcome(session)
    if (reappeared || renamed) this.broadcastSeats(room, session)
  }

  private welcome(session: Session): void {
    const room = session.room as Room
    const held = session.seat ? room.record.seats[session.seat] : undefined
    // A teammate's guest gets a key of its own, and never the seat's recovery code: that is its player's.
    const token = held ? ((session.guest ? held.guestToken : held.token) ?? null) : null
    session.send({
      type: 'welcome',
      room: room.code,
      game: room.record.game,
      seat: session.seat,
      token,
      ...(held && !session.guest ? { recovery: recoveryCodeOf(held.token) } : {}),
      options: room.record.options,
      ...this.statusOf(room),
    })
    session.send({ type: 'view', room: room.code, seq: room.seq, view: room.rules.viewFor(room.state, session.seat) })
  }

  /**
   * Takes `session` out of its room. A held seat shows as disconnected after the grace period, or at
   * once, as left, when its person said goodbye (`left`).
   */
  detach(session: Session, { left = false }: { left?: boolean } = {}): void {
    const room = session.room
    if (!room) return
    const seat = session.seat
    session.room = null
    session.seat = null
    session.guest = false
    this.rejoins.withdraw(session, room)
    const watched = this.spectators.get(room)?.delete(session) === true
    const holders = this.holders.get(room)
    const held = seat !== null && holders !== undefined && holders.get(seat) === session
    if (held) holders.delete(seat)
    this.attendanceChanged(room)
    if (watched) this.spectatorsChanged(room)
    if (!held) return
    const key = `${room.code}:${seat}`
    this.clearDropTimer(room, seat)
    if (left) {
      room.left.add(seat)
      room.present.set(seat, false)
      this.rejoins.answerersGone(room)
      this.broadcastSeats(room)
      return
    }
    const timer = setTimeout(() => {
      this.dropTimers.delete(key)
      if (holders.has(seat)) return
      room.present.set(seat, false)
      this.rejoins.answerersGone(room)
      this.broadcastSeats(room)
    }, this.options.graceMs)
    timer.unref()
    this.dropTimers.set(key, timer)
  }

  private clearDropTimer(room: Room, seat: string): void {
    const key = `${room.code}:${seat}`
    const timer = this.dropTimers.get(key)
    if (timer) clearTimeout(timer)
    this.dropTimers.delete(key)
  }

  private async act(session: Session, seq: number, input: unknown): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (!room || !seat) throw new Refusal('no-seat', 'join a room and take a seat first')
    const action = room.rules.actionSchema.safeParse(input)
    if (!action.success) throw new Refusal('bad-message', `not a ${room.record.game} action: ${describeIssues(action.error)}`)
    await room.enqueue(() => this.applyMove(room, seat, seq, action.data))
  }

  /** The one path every move takes, human or computer. Runs inside the room's queue. */
  private async applyMove(room: Room, seat: string, seq: number, action: GameAction): Promise<void> {
    // A room deleted while this waited in its queue: nothing may save it again.
    if (!this.live(room)) throw new Refusal('unknown-room', 'that room is gone')
    if (room.record.result) throw new Refusal('game-over', 'the game is over')
    if (seq !== room.seq) throw new Refusal('stale-seq', `the game is at seq ${room.seq}, not ${seq}`)
    let next
    try {
      next = room.rules.applyAction(room.state, seat, action)
    } catch (err) {
      const rule = room.rules.ruleErrorCode(err)
      if (rule === null) throw err
      const code: ErrorCode = rule === 'not-your-turn' ? 'not-your-turn' : 'illegal-action'
      throw new Refusal(code, err instanceof Error ? err.message : rule, rule)
    }
    const record: RoomRecord = {
      ...room.record,
      moves: [...room.record.moves, { seat, action }],
      updatedAt: new Date().toISOString(),
    }
    try {
      await this.options.store.save(record)
    } catch (err) {
      // Nothing is shown that was not saved: the room stays as it was and the move is refused.
      this.warn(`could not save room ${room.code}: ${err instanceof Error ? err.message : String(err)}`)
      throw new Refusal('server-error', 'the host could not save that move; nothing changed')
    }
    room.commit(record, next)
    this.broadcastViews(room)
    if (room.over) {
      this.openRoomsChanged()
      this.roomFinished(room)
    }
    this.scheduleBots(room)
    this.attendanceChanged(room)
  }

  /** `room` is finished: it joins the finished list, and the oldest of its reach beyond the bound go. */
  private roomFinished(room: Room): void {
    const reach = reachOf(room)
    const tokens = room.seatNames.map((seat) => room.record.seats[seat].token)
    const listed = this.finished.get(room.code)
    if (listed) listed.tokens = tokens
    else this.finished.set(room.code, { code: room.code, reach, tokens, finishedAt: room.record.updatedAt })
    this.indexChanged()
    let kept = 0
    for (const entry of this.finished.values()) if (entry.reach === reach) kept += 1
    for (const entry of this.finished.values()) {
      if (kept <= this.limits[reach].finished) break
      if (entry.reach !== reach || entry.code === room.code) continue
      kept -= 1
      this.finished.delete(entry.code)
      const deleting = this.deleteRoom(entry.code)
        .catch((err: unknown) => this.warn(`could not delete finished room ${entry.code}: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => this.deleting.delete(deleting))
      this.deleting.add(deleting)
    }
  }

  /** The finished list changed: it is written within indexWriteMs (and on close). */
  private indexChanged(): void {
    this.indexDirty = true
    if (!this.options.finishedIndex || this.closing || this.indexTimer) return
    this.indexTimer = setTimeout(() => {
      this.indexTimer = null
      void this.writeIndex()
    }, this.options.indexWriteMs)
    this.indexTimer.unref()
  }

  private writeIndex(): Promise<void> {
    this.indexWrite = this.indexWrite.then(async () => {
      const index = this.options.finishedIndex
      if (!index || !this.indexDirty) return
      this.indexDirty = false
      try {
        await index.write([...this.finished.values()])
      } catch (err) {
        this.indexDirty = true
        this.warn(`could not write the list of finished rooms: ${err instanceof Error ? err.message : String(err)}`)
      }
    })
    return this.indexWrite
  }

  private broadcastViews(room: Room): void {
    const holders = this.holders.get(room) as Map<string, Session>
    for (const [seat, holder] of holders) {
      holder.send({ type: 'view', room: room.code, seq: room.seq, view: room.rules.viewFor(room.state, seat) })
    }
    const watching = this.spectators.get(room) as Set<Session>
    if (watching.size > 0) {
      const view = room.rules.viewFor(room.state, null)
      for (const session of watching) session.send({ type: 'view', room: room.code, seq: room.seq, view })
    }
  }

  /** Someone began or stopped watching `room`: the room hears of it within spectatorNoticeMs. */
  private spectatorsChanged(room: Room): void {
    if (this.spectatorNotices.has(room) || this.closing) return
    const timer = setTimeout(() => {
      this.spectatorNotices.delete(room)
      if (this.live(room)) this.broadcastSeats(room)
    }, this.options.spectatorNoticeMs)
    timer.unref()
    this.spectatorNotices.set(room, timer)
  }

  /** The room's status as `welcome` and `seats` carry it. */
  private statusOf(room: Room) {
    return room.status(this.spectators.get(room)?.size ?? 0)
  }

  /** Sends `message` to everyone in `room`: its players and its spectators. */
  private tell(room: Room, message: HostMessage): void {
    for (const holder of this.holders.get(room)?.values() ?? []) holder.send(message)
    for (const session of this.spectators.get(room) ?? []) session.send(message)
  }

  private broadcastSeats(room: Room, except?: Session): void {
    const message: HostMessage = { type: 'seats', room: room.code, ...this.statusOf(room) }
    for (const holder of this.holders.get(room)?.values() ?? []) if (holder !== except) holder.send(message)
    for (const session of this.spectators.get(room) ?? []) if (session !== except) session.send(message)
  }

  /** The computer players' runner, started on first use. */
  private botRunner(): BotRunner {
    if (!this.bots) this.bots = this.options.bots ?? new BotPool({ warn: (m) => this.warn(m) })
    return this.bots
  }

  /**
   * Computer seats answer their prompts from their own view only. The decision runs off the main
   * thread (bots.ts), so a slow one never holds up other rooms' messages; the move then takes the
   * same path as a human's. One round of decisions per room at a time: a room asked again while
   * its bots decide looks again once they are done.
   */
  private scheduleBots(room: Room): void {
    if (this.closing || room.over) return
    if (this.botsPending.has(room)) {
      this.botsAgain.add(room)
      return
    }
    const due = room.rules.toAct(room.state).filter((seat) => room.record.seats[seat].bot !== null)
    if (due.length === 0) return
    this.botsPending.add(room)
    void this.runBots(room, due).finally(() => {
      this.botsPending.delete(room)
      if (this.botsAgain.delete(room)) this.scheduleBots(room)
      this.showThinking(room)
    })
  }

  /** Announces the computer seats deciding now, when that changed since last said (paced rooms only). */
  private showThinking(room: Room): void {
    const now = [...room.thinking].sort().join()
    if ((this.thinkingShown.get(room) ?? '') === now || !this.live(room)) return
    this.thinkingShown.set(room, now)
    this.broadcastSeats(room)
  }

  private async runBots(room: Room, due: readonly string[]): Promise<void> {
    const seq = room.seq
    const asked = room.state
    const pacing = this.options.pacing
    const thinking = due.filter((seat) => room.rules.viewFor(room.state, seat).prompt !== null)
    if (pacing) {
      for (const seat of thinking) room.thinking.add(seat)
      this.showThinking(room)
    }
    const moves = thinking.map(async (seat) => {
      try {
        await this.botMove(room, seat, seq, asked, pacing ?? null)
      } finally {
        room.thinking.delete(seat)
      }
    })
    await Promise.all(moves)
  }

  /** One computer decision, shown no earlier than its paced delay after the move before it. */
  private async botMove(room: Room, seat: string, seq: number, asked: unknown, pacing: Pacing | null): Promise<void> {
    const askedAt = performance.now()
    const level = room.record.seats[seat].bot as Level
    const view = room.rules.viewFor(room.state, seat)
    if (view.prompt === null) return
    let action: GameAction
    try {
      // One lane per room: the runner takes rooms in turn, so none gets ahead of another.
      action = await this.botRunner().decide({ game: room.record.game, view, level, seed: `${room.record.botSeed}:${seq}:${seat}` }, room.code)
    } catch (err) {
      if (!this.closing) this.warn(`computer player in ${room.code} could not decide: ${err instanceof Error ? err.message : String(err)}`)
      return
    }
    // The delay is drawn from the bot seed, not the cards; the decision's own time disappears in it.
    if (pacing) {
      const left = askedAt + paceMs(pacing, `${room.record.botSeed}:${seq}:${seat}:pace`) - performance.now()
      await (pacing.wait ? pacing.wait(left) : this.pauses.until(left))
    }
    if (this.closing || !this.live(room)) return
    await room.enqueue(() => {
      // Its person took the seat back while the computer thought: the decision is dropped.
      if (room.record.seats[seat].bot === null) return Promise.resolve()
      // Decided on a state that is gone (a move, or the cards dealt anew): decide again.
      if (room.state !== asked) throw new Refusal('stale-seq', 'the game moved on while the computer thought')
      return this.applyMove(room, seat, seq, action)
    }).catch((err: unknown) => {
      // A stale seq only means a human moved first; the next view reschedules the bot.
      if (err instanceof Refusal && err.code === 'stale-seq') return this.scheduleBots(room)
      this.warn(`computer player in ${room.code} failed: ${err instanceof Error ? err.message : String(err)}`)
    })
  }

  /**
   * Adds a room from a record checked elsewhere (a game record file): saved first, then played on
   * like any other. Refuses a code already in use, or a token another room holds.
   */
  async addRoom(record: RoomRecord): Promise<void> {
    if (this.closing) throw new Error('the host is closing')
    if (this.rooms.has(record.code) || this.archived.has(record.code)) throw new Error(`there is already a room ${record.code}`)
    for (const seat of Object.keys(record.seats)) {
      const token = record.seats[seat].token
      if (this.tokens.has(token) || this.archivedTokens.has(token)) throw new Error('a seat of that game is already known here')
    }
    const room = new Room(record)
    await this.options.store.save(record)
    if (this.rooms.has(record.code)) throw new Error(`there is already a room ${record.code}`)
    this.addRoomToMemory(room)
    if (room.over) this.roomFinished(room)
    this.scheduleBots(room)
    this.attendanceChanged(room)
  }

  /** Deletes a room and its save file (finished rooms are otherwise kept for replay, up to the bound). */
  async deleteRoom(code: string): Promise<void> {
    await this.removeRoom(code, () => true)
  }

  /** Deletes a room if, once its queued work is done, `still(room)` holds. Returns whether it did. */
  private async removeRoom(code: string, still: (room: Room) => boolean): Promise<boolean> {
    const room = this.rooms.get(code)
    if (room) {
      const removed = await room.enqueue(async () => {
        if (!this.live(room) || !still(room)) return false
        for (const session of [...(this.spectators.get(room) ?? [])]) this.detach(session)
        for (const holder of [...(this.holders.get(room)?.values() ?? [])]) this.detach(holder)
        this.forget(room)
        return true
      })
      if (!removed) return false
    }
    for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
    this.archived.delete(code)
    if (this.finished.delete(code)) this.indexChanged()
    await this.options.store.remove(code)
    this.openRoomsChanged()
    return true
  }

  /** Stops the bots and the expiry, lets every queued save finish, writes the finished list, forgets all timers. */
  async close(): Promise<void> {
    this.closing = true
    this.pauses.cancelAll()
    if (this.sweepTimer) clearInterval(this.sweepTimer)
    this.sweepTimer = null
    await this.sweeping
    await Promise.all(this.deleting)
    await Promise.all([...this.rooms.values()].map((room) => room.idle()))
    for (const timer of this.dropTimers.values()) clearTimeout(timer)
    this.dropTimers.clear()
    for (const timer of this.unloadTimers.values()) clearTimeout(timer)
    this.unloadTimers.clear()
    for (const timer of this.spectatorNotices.values()) clearTimeout(timer)
    this.spectatorNotices.clear()
    if (this.indexTimer) clearTimeout(this.indexTimer)
    this.indexTimer = null
    await this.writeIndex()
    await this.bots?.close()
    await this.options.store.close?.()
  }
}
