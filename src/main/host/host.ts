// The authoritative host: rooms of any registered game, the people in them, their moves and the
// computer players. It checks every action (right seat, current seq, legal), saves it durably, and
// only then sends each connection its own view. Transport-free: net/ feeds it validated messages
// and gives it a Connection to answer on. This class is the face others use; the work is done by
// its parts (rooms.ts, sessions.ts, play.ts, computer.ts and the room actions), which reach one
// another only through the HostAccess it hands them (host-access.ts).
import { Absences } from './absence'
import type { BotRunner } from './bots'
import { ComputerPlayers } from './computer'
import type { FinishedIndex } from './finished-index'
import type { HostAccess, HostRoom } from './host-access'
import type { Pacing } from './pacing'
import { Rejoins } from './rejoin'
import { Rematches } from './rematch'
import { Replays } from './replays'
import type { Reach, RoomRecord } from './room-record'
import { roomLimits, type ExpiryReason, type RoomLimitOverrides } from './room-limits'
import { Rooms } from './rooms'
import { Seating } from './seating'
import { Session, type Connection, type Dispatcher } from './session'
import { Sessions } from './sessions'
import { Play } from './play'
import type { RoomStore, SkippedFile } from './store'
import type { ClientMessage, OpenRoom } from '../../shared/protocol'

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

export class Host implements Dispatcher {
  private readonly rooms: Rooms
  private readonly sessions: Sessions
  private readonly play: Play
  private readonly computer: ComputerPlayers
  private readonly absences: Absences
  private readonly rejoins: Rejoins
  private readonly rematches: Rematches
  private readonly replays: Replays
  private readonly seating: Seating
  private readonly store: RoomStore
  private readonly warnTo: (message: string) => void
  private closing = false

  private constructor(options: HostOptions) {
    const settings = {
      ...DEFAULTS,
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    } as typeof DEFAULTS & HostOptions
    const network = { ...(options.maxRooms !== undefined ? { rooms: options.maxRooms } : {}), ...options.limits?.network }
    this.store = options.store
    this.warnTo = options.warn ?? console.warn
    const access: HostAccess = {
      findRoom: (code) => this.rooms.find(code),
      live: (room) => this.rooms.live(room),
      reachable: (session, room) => this.rooms.reachable(session, room),
      barred: (session, room) => this.rooms.barred(session, room),
      commit: (room, record) => this.rooms.commit(room, record),
      redeal: (room, record) => this.rooms.redeal(room, record),
      seatOfKey: (key) => this.rooms.seatOfKey(key),
      newCode: () => this.rooms.newCode(),
      open: (session, record) => this.rooms.open(session, record),
      ended: (room) => this.rooms.ended(room),
      finishedAt: (room) => this.rooms.finishedAt(room),
      attendanceChanged: (room) => this.rooms.attendanceChanged(room),
      openRoomsChanged: () => this.rooms.openRoomsChanged(),
      claim: (session, room, seat, name, creating) => this.sessions.claim(session, room, seat, name, creating),
      take: (session, room, seat) => this.sessions.take(session, room, seat, false),
      takeOver: (session, room, seat, guest) => this.sessions.takeOver(session, room, seat, guest),
      detach: (session) => this.sessions.detach(session),
      applyMove: (room, seat, seq, action) => this.play.applyMove(room, seat, seq, action),
      scheduleBots: (room) => this.computer.schedule(room),
      closing: () => this.closing,
      warn: (message) => this.warn(message),
    }
    this.rooms = new Rooms(access, {
      store: settings.store,
      finishedIndex: settings.finishedIndex,
      limits: roomLimits({ ...options.limits, network }),
      now: options.now ?? Date.now,
      finishedIdleMs: settings.finishedIdleMs,
      sweepMs: settings.sweepMs,
      indexWriteMs: settings.indexWriteMs,
    })
    this.absences = new Absences(access)
    this.rejoins = new Rejoins(access)
    this.rematches = new Rematches(access)
    this.replays = new Replays(access)
    this.seating = new Seating(access)
    this.sessions = new Sessions(access, settings, this.rejoins, this.rematches)
    this.play = new Play(access, settings.store)
    this.computer = new ComputerPlayers(access, { bots: settings.bots, pacing: settings.pacing })
  }

  /**
   * Opens a host and resumes every saved room; damaged save files are skipped with a warning.
   * Finished rooms named in the finished list are not read at all until somebody comes back to one.
   */
  static async open(options: HostOptions): Promise<{ host: Host; skipped: SkippedFile[] }> {
    const host = new Host(options)
    await options.store.lock?.()
    const skipped = await host.rooms.resume()
    return { host, skipped }
  }

  warn(message: string): void {
    this.warnTo(`[host] ${message}`)
  }

  /**
   * A new connection; `via` 'local' only for the desktop app's own 127.0.0.1 server. `address`:
   * whom the per-address quotas count it under (the gateway's key for the peer); null for this
   * machine's own connections, which only the per-connection quotas hold back.
   */
  connect(connection: Connection, via: Reach = 'network', address: string | null = null): Session {
    return new Session(this, connection, via, address)
  }

  /** Every room this host keeps, in memory or unloaded. */
  roomCodes(): string[] {
    return this.rooms.codes()
  }

  /** A room in memory. */
  room(code: string): HostRoom | undefined {
    return this.rooms.get(code)
  }

  /** Network rooms waiting for players, for `/api/info` and mDNS open= (local and private rooms are never listed). */
  openRooms(): OpenRoom[] {
    return this.rooms.openRooms()
  }

  /** Calls `listener` whenever openRooms() may have changed; returns the unsubscribe function. */
  onOpenRoomsChanged(listener: () => void): () => void {
    return this.rooms.onOpenRoomsChanged(listener)
  }

  /** Calls `listener` with the code of every room that expired (see room-limits.ts); returns the unsubscribe function. */
  onRoomExpired(listener: (code: string, reason: ExpiryReason) => void): () => void {
    return this.rooms.onRoomExpired(listener)
  }

  /**
   * Deletes every unfinished room whose time is up (room-limits.ts: nobody joined it, or everybody
   * left it): its file is removed, its tokens stop working. Returns their codes. Runs by itself every
   * `sweepMs`; tests call it with their own clock.
   */
  expireRooms(): Promise<string[]> {
    return this.rooms.expire()
  }

  /** A new code for a room, not used by any room kept here. */
  newCode(): string {
    return this.rooms.newCode()
  }

  /**
   * Adds a room from a record checked elsewhere (a game record file): saved first, then played on
   * like any other. Refuses a code already in use, or a token another room holds.
   */
  addRoom(record: RoomRecord): Promise<void> {
    return this.rooms.add(record)
  }

  /** Deletes a room and its save file (finished rooms are otherwise kept for replay, up to the bound). */
  deleteRoom(code: string): Promise<void> {
    return this.rooms.delete(code)
  }

  async dispatch(session: Session, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        session.send({ type: 'pong' })
        return
      case 'createRoom':
        return this.sessions.create(session, message)
      case 'join':
        return this.sessions.join(session, message.room, message.name, message.seat)
      case 'resume':
        return this.rejoins.resume(session, message.token)
      case 'act':
        return this.play.act(session, message.seq, message.action, message.id)
      case 'leave':
        return this.sessions.leave(session)
      case 'fillWithComputer':
        return this.sessions.fillWithComputer(session, message.level)
      case 'kick':
        return this.sessions.kick(session, message.seat)
      case 'concede':
        return this.absences.concede(session)
      case 'handToComputer':
        return this.absences.handToComputer(session, message.seat, message.level)
      case 'endGame':
        return this.absences.endGame(session, message.seat)
      case 'rejoin':
        if (message.recovery !== undefined) return this.rejoins.recover(session, message.room, message.recovery)
        this.sessions.detach(session)
        return this.rejoins.ask(session, message.room, message.name, message.seat)
      case 'answerRejoin':
        return this.rejoins.answer(session, message.seat, message.accept, message.id)
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
      case 'replay':
        return this.replays.replay(session, message.room)
    }
  }

  /** `session`'s connection went away: it leaves its room, its seat shown as dropped after the grace period. */
  detach(session: Session): void {
    this.sessions.detach(session)
  }

  /** Stops the bots and the expiry, lets every queued save finish, writes the finished list, forgets all timers. */
  async close(): Promise<void> {
    this.closing = true
    this.computer.stopWaiting()
    await this.rooms.close()
    await this.computer.close()
    await this.store.close?.()
  }
}
