// One live room: its saved record, the game state rebuilt from it, and its people (who holds which
// seat, who watches) with their timers. The room knows its game only through the registry's module:
// seats, teams and rules come from there. Forgetting a room ends its timers in one place (dispose).
import { gameModule } from '../../engine/registry'
import { replayGame, replayGameInSlices } from '../../engine/core/replay'
import { mapInSlices, slicer } from './loop-slices'
import { seatHeld, type RoomRecord } from './room-record'
import type { Opener } from './room-limits'
import type { HostMessage, Level, RejoinRequest, RematchOffer, RematchSeat, RoomStatus, SeatStatus, Seats } from '../../shared/protocol'
import type { AnyGameModule, GameAction } from '../../engine/core/game-module'
import { splitRoomOptions } from '../../engine/core/room-options'

/** A saved room that does not fit its game (unknown game, seats, options or moves). */
export class RoomRecordError extends Error {}

/** The room's options split into the game's (checked by its schema) and the room's own. */
export function gameOptionsOf(module: AnyGameModule, options: RoomRecord['options']): unknown {
  return splitRoomOptions(module, options, (problem) => new RoomRecordError(problem)).game
}

/** Someone in a room, as the room sees them: it only talks to them (the host's Session is one). */
export interface Member {
  /**
   * `own`: a view of the move this person just made themselves, or of a move that asks nothing of
   * anyone (a game's `standing` action): it earns no rate-limit credit.
   */
  send(message: HostMessage, own?: boolean): void
}

/** A room of the game in `record`; `Person`: who may be in it (the host's rooms hold its Sessions). */
export class Room<Person extends Member = Member> {
  readonly rules: AnyGameModule
  /** The game's seats in turn order, from its options. */
  readonly seatNames: readonly string[]
  readonly teams: string[][]
  state: unknown
  /** Seats whose holder is connected, or dropped less than the grace period ago. */
  readonly present = new Map<string, boolean>()
  /** Seats whose person sent `leave` and has not come back (not saved: after a restart they are away). */
  readonly left = new Set<string>()
  /** Computer seats deciding now, as announced (only while the host paces the computer). */
  readonly thinking = new Set<string>()
  /** Seats kept for someone coming from a rematch offer (seat → their name): nobody else may take them. */
  readonly reserved = new Map<string, string>()
  /** Seats whose person declined the rematch that opened this room (seat → their name). */
  readonly declined = new Map<string, string>()
  /** Every request to take back a seat by name (`rejoin`), oldest first; none replaces another. */
  rejoinAsked: RejoinRequest[] = []
  /** The rematch on offer, once the game is over. */
  rematch: RematchOffer | null = null
  /** Work on this room runs one item at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve()

  /** Who holds which seat on a connection now. */
  readonly holders = new Map<string, Person>()
  /** Who watches (no seat). */
  readonly spectators = new Set<Person>()
  /** Addresses the creator removed from the room: they may not join it again. */
  readonly barred = new Set<string>()
  /** Who opened it in this run of the host; null for a room resumed from its file or added whole. */
  opener: Opener | null = null
  /** Unfinished and nobody in it since then (the host's clock); null while somebody is, or once it is over. */
  emptySince: number | null = null
  /** The thinking seats last announced, so a change is announced once. */
  thinkingShown = ''
  /** Dropped seats' grace periods, by seat. */
  private readonly dropTimers = new Map<string, NodeJS.Timeout>()
  /** Finished and unwatched: it leaves memory when this fires. */
  private unloadTimer: NodeJS.Timeout | null = null
  /** A change of spectators about to be told. */
  private spectatorNotice: NodeJS.Timeout | null = null

  /** What is saved. Replaced only by commit(), after the new version is on disk. */
  record: RoomRecord
  /**
   * The seq at which the room started (every seat held); null while it waits for players. Not
   * saved: a room resumed from its file counts as started at seq 0.
   */
  startSeq: number | null

  /** Rebuilds the room; throws RoomRecordError (or the game's RuleError) when the record does not fit. */
  constructor(record: RoomRecord) {
    const rules = gameModule(record.game)
    if (!rules) throw new RoomRecordError(`this host does not play ${record.game}`)
    this.rules = rules
    const options = gameOptionsOf(rules, record.options)
    this.seatNames = rules.seatsFor(options)
    this.teams = rules.teamsFor?.(options) ?? []
    const saved = Object.keys(record.seats)
    if (saved.length !== this.seatNames.length || this.seatNames.some((seat, i) => saved[i] !== seat)) {
      throw new RoomRecordError(`seats ${saved.join(',')} are not those of the game (${this.seatNames.join(',')})`)
    }
    if (record.creator !== undefined && !this.seatNames.includes(record.creator)) throw new RoomRecordError('the creator holds no seat of this game')
    const result = record.result
    if (result && ![result.seat, ...result.winners].every((seat) => this.seatNames.includes(seat))) throw new RoomRecordError('the result names a seat this game does not have')
    // Whoever conceded or forfeited lost: a record that says otherwise is not one this host wrote.
    if (result?.winners.includes(result.seat)) throw new RoomRecordError('the result lists the seat that conceded among the winners')
    this.state = this.replay(record)
    this.record = record
    this.startSeq = record.started ? 0 : null
    for (const seat of this.seatNames) this.present.set(seat, record.seats[seat].bot !== null)
  }

  /**
   * The room `record` leads to, rebuilt a slice of time at a time (loop-slices.ts), so that a saved
   * room of 20,000 moves does not hold the host's loop (issue 34, point 9). Same checks and errors
   * as the constructor.
   */
  static async rebuilt<P extends Member = Member>(record: RoomRecord, pause = slicer()): Promise<Room<P>> {
    const room = new Room<P>({ ...record, moves: [] })
    const moves = await mapInSlices(record.moves, (move) => room.checkedMove(record, move), pause)
    room.state = await replayGameInSlices(room.rules, room.setupOf(record), moves, pause)
    room.record = record
    return room
  }

  /** The state `record` leads to: every move checked against the game's seats and schema, then replayed by its rules. */
  private replay(record: RoomRecord): unknown {
    return replayGame(
      this.rules,
      this.setupOf(record),
      record.moves.map((move) => this.checkedMove(record, move)),
    )
  }

  private setupOf(record: RoomRecord): object {
    return { ...(gameOptionsOf(this.rules, record.options) as object), seed: record.seed }
  }

  private checkedMove(record: RoomRecord, move: RoomRecord['moves'][number]): { seat: string; action: GameAction } {
    if (!this.seatNames.includes(move.seat)) throw new RoomRecordError(`a move by ${move.seat}, which is no seat of this game`)
    const action = this.rules.actionSchema.safeParse(move.action)
    if (!action.success) throw new RoomRecordError(`a move that is no ${record.game} action`)
    return { seat: move.seat, action: action.data }
  }

  /** Makes a saved record with a new seed and no moves current: the cards are dealt anew. */
  redeal(record: RoomRecord): void {
    if (record.moves.length > 0 || JSON.stringify(record.options) !== JSON.stringify(this.record.options)) throw new RoomRecordError('a new deal starts from no moves, with the same options')
    this.commit(record, this.replay(record))
  }

  /** Moves played since the room started (0 while it waits for players). */
  get playedSinceStart(): number {
    return this.startSeq === null ? 0 : this.seq - this.startSeq
  }

  /**
   * Makes a saved record (and the state it leads to) current. Record and state change together,
   * so a view sent at any moment shows exactly the seq it carries.
   */
  commit(record: RoomRecord, state: unknown = this.state): void {
    if (!record.started) this.startSeq = null
    else if (!this.record.started) this.startSeq = record.moves.length
    this.record = record
    this.state = state
    // Someone sat down where a person declined the rematch: that decline is no longer news, also
    // if the seat is freed again later.
    for (const seat of this.declined.keys()) if (seatHeld(record.seats[seat])) this.declined.delete(seat)
  }

  get code(): string {
    return this.record.code
  }

  get seq(): number {
    return this.record.moves.length
  }

  /** Finished: by the game's rules, or by a concession or forfeit (record.result). */
  get over(): boolean {
    return this.record.result !== undefined || this.rules.winner(this.state) !== null
  }

  hasSeat(seat: string): boolean {
    return this.seatNames.includes(seat)
  }

  /** Nobody holds it (no person sat down and the computer does not play it) and it is kept for nobody. */
  isFree(seat: string): boolean {
    return !seatHeld(this.record.seats[seat]) && !this.reserved.has(seat)
  }

  /** A person sat down in it, and they are not here now: dropped past the grace period, or left. */
  isAbsent(seat: string): boolean {
    const held = this.record.seats[seat]
    return held !== undefined && held.bot === null && held.name !== null && this.present.get(seat) !== true
  }

  /** Its person is not at it: absent, or the computer keeps it for them (`keptFor`). */
  isAwayFromItsPerson(seat: string): boolean {
    return this.isAbsent(seat) || this.record.seats[seat]?.keptFor !== undefined
  }

  /** The name the seat's person played under, also while the computer keeps it for them. */
  personOf(seat: string): string | null {
    const held = this.record.seats[seat]
    if (held === undefined) return null
    return held.keptFor ?? (held.bot === null ? held.name : null)
  }

  freeSeats(): string[] {
    return this.seatNames.filter((seat) => this.isFree(seat))
  }

  seats(): Seats {
    const seats: Seats = {}
    for (const seat of this.seatNames) {
      const record = this.record.seats[seat]
      const status: SeatStatus = { name: record.name, connected: this.present.get(seat) === true, bot: record.bot !== null }
      if (record.bot !== null) status.level = record.bot as Level
      if (record.keptFor !== undefined) status.keptFor = record.keptFor
      if (this.left.has(seat)) status.left = true
      if (this.thinking.has(seat)) status.thinking = true
      if (this.dropTimers.has(seat)) status.dropped = true
      seats[seat] = status
    }
    return seats
  }

  /** Seats, teams, start and the rest of the room's state, as `welcome` and `seats` carry them. */
  status(spectators: number = this.spectators.size): RoomStatus {
    const { creator, started, result, reach, listed } = this.record
    const rejoin = this.rejoinAsked.map((request) => ({ ...request }))
    return {
      seats: this.seats(),
      ...(this.teams.length > 0 ? { teams: this.teams } : {}),
      started,
      ...(creator !== undefined ? { creator } : {}),
      ...(spectators > 0 ? { spectators } : {}),
      ...(result ? { result } : {}),
      ...(rejoin.length > 0 ? { rejoin } : {}),
      ...(this.rematch ? { rematch: this.rematch } : {}),
      ...this.rematchSeatsStatus(),
      ...(this.record.holders ? { holders: this.record.holders } : {}),
      ...(reach === 'local' ? {} : { listed: listed !== false }),
    }
  }

  /** Before the start: the seats kept for people of the last game, and the empty seats of those who declined. */
  private rematchSeatsStatus(): { rematchSeats?: RematchSeat[] } {
    if (this.record.started) return {}
    const kept: RematchSeat[] = [...this.reserved].map(([seat, name]) => ({ seat, name, answer: 'waiting' }))
    for (const [seat, name] of this.declined) kept.push({ seat, name, answer: 'declined' })
    return kept.length > 0 ? { rematchSeats: kept } : {}
  }

  /** Runs `work` after everything queued before it; a failure does not block what follows. */
  enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work)
    this.queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  idle(): Promise<void> {
    return this.queue
  }

  /** Somebody holds a seat on a connection, or watches. */
  get watched(): boolean {
    return this.holders.size > 0 || this.spectators.size > 0
  }

  /** Sends `message` to everyone in the room: its players and its spectators (but `except`). */
  tell(message: HostMessage, except?: Person): void {
    for (const holder of this.holders.values()) if (holder !== except) holder.send(message)
    for (const spectator of this.spectators) if (spectator !== except) spectator.send(message)
  }

  /** Tells everyone (but `except`) who is here and the room's state (`seats`). */
  tellSeats(except?: Person): void {
    this.tell({ type: 'seats', room: this.code, ...this.status() }, except)
  }

  /** Sends each seat's holder its own view, and the spectators theirs. */
  sendViews(): void {
    const last = this.record.moves.at(-1)
    // A standing move (Confusion's orders) asks nobody to answer: its views pay nobody back, so two
    // seats of one person cannot pay for each other's flood.
    const asksNothing = last !== undefined && (this.rules.standing ?? []).includes(last.action.type)
    for (const [seat, holder] of this.holders) holder.send({ type: 'view', room: this.code, seq: this.seq, view: this.rules.viewFor(this.state, seat) }, asksNothing || seat === last?.seat)
    if (this.spectators.size === 0) return
    const view = this.rules.viewFor(this.state, null)
    for (const spectator of this.spectators) spectator.send({ type: 'view', room: this.code, seq: this.seq, view }, asksNothing)
  }

  /** `seat`'s holder dropped: `then` runs after the grace period `ms`, unless someone takes the seat first. */
  startDropTimer(seat: string, ms: number, then: () => void): void {
    this.clearDropTimer(seat)
    const timer = setTimeout(() => {
      this.dropTimers.delete(seat)
      then()
    }, ms)
    timer.unref()
    this.dropTimers.set(seat, timer)
  }

  /** Ends `seat`'s grace period; true if one was running. */
  clearDropTimer(seat: string): boolean {
    const timer = this.dropTimers.get(seat)
    if (timer) clearTimeout(timer)
    return this.dropTimers.delete(seat)
  }

  /** `unload` runs after `ms`, unless cancelled first; one at a time. */
  unloadAfter(ms: number, unload: () => void): void {
    if (this.unloadTimer) return
    this.unloadTimer = setTimeout(() => {
      this.unloadTimer = null
      unload()
    }, ms)
    this.unloadTimer.unref()
  }

  cancelUnload(): void {
    if (this.unloadTimer) clearTimeout(this.unloadTimer)
    this.unloadTimer = null
  }

  /** `notice` runs after `ms`, unless one is already due: one notice of spectators per `ms`. */
  noticeSpectatorsAfter(ms: number, notice: () => void): void {
    if (this.spectatorNotice) return
    this.spectatorNotice = setTimeout(() => {
      this.spectatorNotice = null
      notice()
    }, ms)
    this.spectatorNotice.unref()
  }

  /** Ends every timer of the room: it leaves memory, or the host closes. */
  dispose(): void {
    for (const timer of this.dropTimers.values()) clearTimeout(timer)
    this.dropTimers.clear()
    this.cancelUnload()
    if (this.spectatorNotice) clearTimeout(this.spectatorNotice)
    this.spectatorNotice = null
  }
}
