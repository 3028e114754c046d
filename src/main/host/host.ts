// The authoritative host: rooms, seats, sessions. It checks every action (right seat, current seq,
// legal), saves it durably, and only then sends each connection its own view. Transport-free:
// net/ feeds it validated messages and gives it a Connection to answer on.
import { BotPool, type BotRunner } from './bots'
import { newRoomCode, newSeed, newToken } from './codes'
import { gameModule } from './games'
import { Room, RoomRecordError, gameOptionsOf } from './room'
import { ROOM_FORMAT_VERSION, type Reach, type RoomRecord, type SeatRecord } from './room-record'
import type { RoomStore, SkippedFile } from './store'
import type { GameAction } from '../../shared/game-module'
import { describeIssues, type ClientMessage, type ErrorCode, type HostMessage, type Level, type OpenRoom } from '../../shared/protocol'

export interface Connection {
  send(message: HostMessage): void
  close(code: number, reason: string): void
}

export interface HostOptions {
  store: RoomStore
  /** How long a dropped seat still shows as connected, so a blip on the Wi-Fi goes unnoticed. */
  graceMs?: number
  /** Games in play at most; refuses createRoom beyond it. Finished games do not count. */
  maxRooms?: number
  /** A finished room nobody is watching leaves memory after this long (its file stays). */
  finishedIdleMs?: number
  maxSpectators?: number
  warn?: (message: string) => void
  /** Where computer players decide (default: a worker-thread pool, see bots.ts); closed with the host. */
  bots?: BotRunner
}

const DEFAULTS = { graceMs: 10_000, maxRooms: 500, maxSpectators: 32, finishedIdleMs: 60_000 }

class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message)
  }
}

function withSeat(record: RoomRecord, seat: string, change: Partial<SeatRecord>): RoomRecord {
  return { ...record, seats: { ...record.seats, [seat]: { ...record.seats[seat], ...change } } }
}

/** A room starts once every seat is held, and stays started. */
function withStart(record: RoomRecord): RoomRecord {
  if (record.started || Object.values(record.seats).some((s) => s.name === null && s.bot === null)) return record
  return { ...record, started: true }
}

/** The name a computer seat shows. */
const COMPUTER_NAME = 'Computer'

export class Session {
  room: Room | null = null
  seat: string | null = null
  closed = false
  /** Rooms this connection created and has not sat down in yet: its first seat there is the creator's. */
  readonly created = new Set<string>()

  constructor(
    private readonly host: Host,
    readonly connection: Connection,
    /** Which server it came through: a 'network' session never reaches a 'local' room. */
    readonly via: Reach,
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
  private readonly options: Required<Omit<HostOptions, 'warn' | 'bots'>> & Pick<HostOptions, 'warn' | 'bots'>
  private closing = false
  private creating = 0
  /** Finished rooms unloaded from memory: their seat tokens, so a resume can load them back. */
  private readonly archived = new Map<string, string[]>()
  private readonly archivedTokens = new Map<string, string>()
  private readonly unloadTimers = new Map<Room, NodeJS.Timeout>()
  /** Told whenever the list of open rooms may have changed (mDNS open= follows it). */
  private readonly openListeners = new Set<() => void>()

  private constructor(options: HostOptions) {
    this.options = { ...DEFAULTS, ...options }
  }

  /** Opens a host and resumes every saved room; damaged save files are skipped with a warning. */
  static async open(options: HostOptions): Promise<{ host: Host; skipped: SkippedFile[] }> {
    const host = new Host(options)
    await options.store.lock?.()
    const { records, skipped } = await options.store.loadAll()
    for (const record of records) {
      try {
        host.addRoomToMemory(new Room(record))
      } catch (err) {
        skipped.push({ file: record.code, reason: `moves do not replay: ${err instanceof Error ? err.message : String(err)}` })
      }
    }
    for (const entry of skipped) host.warn(`skipped saved room ${entry.file}: ${entry.reason}`)
    for (const room of host.rooms.values()) {
      host.scheduleBots(room)
      host.considerUnload(room)
    }
    return { host, skipped }
  }

  warn(message: string): void {
    ;(this.options.warn ?? console.warn)(`[host] ${message}`)
  }

  /** A new connection; `via` 'local' only for the desktop app's own 127.0.0.1 server. */
  connect(connection: Connection, via: Reach = 'network'): Session {
    return new Session(this, connection, via)
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

  /** Network rooms waiting for players, for `/api/info` (local rooms are never listed). */
  openRooms(): OpenRoom[] {
    const open: OpenRoom[] = []
    for (const room of this.rooms.values()) {
      if (room.record.reach === 'local' || room.record.started || room.over) continue
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

  private inPlay(): number {
    let n = 0
    for (const room of this.rooms.values()) if (!room.over) n += 1
    return n
  }

  private watched(room: Room): boolean {
    const holders = this.holders.get(room)
    return (this.spectators.get(room)?.size ?? 0) > 0 || (holders !== undefined && holders.size > 0)
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
      this.tokens.delete(room.record.seats[seat].token)
    }
    const timer = this.unloadTimers.get(room)
    if (timer) clearTimeout(timer)
    this.unloadTimers.delete(room)
    this.rooms.delete(room.code)
    this.holders.delete(room)
    this.spectators.delete(room)
  }

  /** A room in memory, loading an unloaded finished one back from its file. */
  private async findRoom(code: string): Promise<Room | undefined> {
    const live = this.rooms.get(code)
    if (live || !this.archived.has(code)) return live
    const record = await this.options.store.load(code)
    if (this.rooms.has(code)) return this.rooms.get(code)
    if (!record) return undefined
    for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
    this.archived.delete(code)
    const room = new Room(record)
    this.addRoomToMemory(room)
    this.considerUnload(room)
    return room
  }

  private addRoomToMemory(room: Room): void {
    this.rooms.set(room.code, room)
    this.holders.set(room, new Map())
    this.spectators.set(room, new Set())
    for (const seat of room.seatNames) this.tokens.set(room.record.seats[seat].token, { room, seat })
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
        return this.resume(session, message.token)
      case 'act':
        return this.act(session, message.seq, message.action)
      case 'leave':
        this.detach(session)
        return
      case 'fillWithComputer':
        return this.fillWithComputer(session, message.level)
    }
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
    if (this.inPlay() + this.creating >= this.options.maxRooms) {
      throw new Refusal('host-full', 'this host has too many rooms open; delete a finished one')
    }
    const now = new Date().toISOString()
    const code = newRoomCode((c) => this.rooms.has(c) || this.archived.has(c))
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
      moves: [],
      createdAt: now,
      updatedAt: now,
    })
    const room = new Room(record)
    // Rooms being saved count against the limit, so simultaneous requests cannot overshoot it.
    this.creating += 1
    try {
      await this.options.store.save(record)
    } finally {
      this.creating -= 1
    }
    this.addRoomToMemory(room)
    session.created.add(code)
    session.send({ type: 'room', room: code, game: record.game })
    this.openRoomsChanged()
    this.scheduleBots(room)
  }

  private async join(session: Session, code: string, name: string, wanted: string | null | undefined): Promise<void> {
    const room = await this.findRoom(code)
    if (!room || !this.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
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
      this.considerUnload(room)
      this.welcome(session)
      return
    }
    await room.enqueue(async () => {
      if (!room.isFree(seat)) throw new Refusal('seat-taken', `the ${seat} seat is taken`)
      // A connection that went away never receives the token: it must not claim the seat.
      if (session.closed) return
      const creating = room.record.creator === undefined && session.created.has(room.code)
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
    })
  }

  /** The creator hands every empty seat to the computer, so the game can start. */
  private async fillWithComputer(session: Session, level: Level): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may fill its seats')
    await room.enqueue(async () => {
      const free = room.freeSeats()
      if (free.length === 0) return
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

  private async resume(session: Session, token: string): Promise<void> {
    const archivedCode = this.archivedTokens.get(token)
    if (archivedCode !== undefined) await this.findRoom(archivedCode)
    const held = this.tokens.get(token)
    if (!held || !this.reachable(session, held.room)) throw new Refusal('unknown-token', 'that resume token is not known here')
    if (session.closed) return
    const previous = this.holders.get(held.room)?.get(held.seat)
    if (previous && previous !== session) {
      this.detach(previous)
      previous.closed = true
      previous.connection.close(4000, 'this seat was resumed on another connection')
    }
    this.detach(session)
    this.take(session, held.room, held.seat, false)
  }

  /** Gives `session` the seat, sends welcome + view, and tells the others if anything changed. */
  private take(session: Session, room: Room, seat: string, renamed: boolean): void {
    const holders = this.holders.get(room) as Map<string, Session>
    holders.set(seat, session)
    session.room = room
    session.seat = seat
    this.clearDropTimer(room, seat)
    this.considerUnload(room)
    const reappeared = room.present.get(seat) !== true
    room.present.set(seat, true)
    this.welcome(session)
    if (reappeared || renamed) this.broadcastSeats(room, session)
  }

  private welcome(session: Session): void {
    const room = session.room as Room
    const token = session.seat ? room.record.seats[session.seat].token : null
    session.send({
      type: 'welcome',
      room: room.code,
      game: room.record.game,
      seat: session.seat,
      token,
      options: room.record.options,
      ...room.status(),
    })
    session.send({ type: 'view', room: room.code, seq: room.seq, view: room.rules.viewFor(room.state, session.seat) })
  }

  /** Takes `session` out of its room; a held seat shows as disconnected after the grace period. */
  detach(session: Session): void {
    const room = session.room
    if (!room) return
    const seat = session.seat
    session.room = null
    session.seat = null
    this.spectators.get(room)?.delete(session)
    const holders = this.holders.get(room)
    const held = seat !== null && holders !== undefined && holders.get(seat) === session
    if (held) holders.delete(seat)
    this.considerUnload(room)
    if (!held) return
    const key = `${room.code}:${seat}`
    this.clearDropTimer(room, seat)
    const timer = setTimeout(() => {
      this.dropTimers.delete(key)
      if (holders.has(seat)) return
      room.present.set(seat, false)
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
    if (room.over) this.openRoomsChanged()
    this.scheduleBots(room)
    this.considerUnload(room)
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

  private broadcastSeats(room: Room, except?: Session): void {
    const message: HostMessage = { type: 'seats', room: room.code, ...room.status() }
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
    })
  }

  private async runBots(room: Room, due: readonly string[]): Promise<void> {
    const seq = room.seq
    const moves = due.map(async (seat) => {
      const level = room.record.seats[seat].bot as Level
      const view = room.rules.viewFor(room.state, seat)
      if (view.prompt === null) return
      let action: GameAction
      try {
        action = await this.botRunner().decide({ game: room.record.game, view, level, seed: `${room.record.botSeed}:${seq}:${seat}` })
      } catch (err) {
        if (!this.closing) this.warn(`computer player in ${room.code} could not decide: ${err instanceof Error ? err.message : String(err)}`)
        return
      }
      if (this.closing || this.rooms.get(room.code) !== room) return
      await room.enqueue(() => this.applyMove(room, seat, seq, action)).catch((err: unknown) => {
        // A stale seq only means a human moved first; the next view reschedules the bot.
        if (err instanceof Refusal && err.code === 'stale-seq') return this.scheduleBots(room)
        this.warn(`computer player in ${room.code} failed: ${err instanceof Error ? err.message : String(err)}`)
      })
    })
    await Promise.all(moves)
  }

  /** Deletes a room and its save file (finished rooms are otherwise kept for replay). */
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
    this.scheduleBots(room)
    this.considerUnload(room)
  }

  async deleteRoom(code: string): Promise<void> {
    const room = this.rooms.get(code)
    if (room) {
      await room.idle()
      for (const session of [...(this.spectators.get(room) ?? [])]) this.detach(session)
      for (const holder of [...(this.holders.get(room)?.values() ?? [])]) this.detach(holder)
      this.forget(room)
    }
    for (const token of this.archived.get(code) ?? []) this.archivedTokens.delete(token)
    this.archived.delete(code)
    await this.options.store.remove(code)
    this.openRoomsChanged()
  }

  /** Stops the bots, lets every queued save finish, and forgets all timers. */
  async close(): Promise<void> {
    this.closing = true
    await Promise.all([...this.rooms.values()].map((room) => room.idle()))
    for (const timer of this.dropTimers.values()) clearTimeout(timer)
    this.dropTimers.clear()
    for (const timer of this.unloadTimers.values()) clearTimeout(timer)
    this.unloadTimers.clear()
    await this.bots?.close()
    await this.options.store.close?.()
  }
}
