// People coming and going: a session opens a room, joins it (a seat, or watching), takes a seat it
// has the right to, leaves or drops (its seat shows as away after the grace period), and the
// room's creator fills the empty seats with the computer or removes someone. Each seat taken is
// welcomed with the room's state and the seat's own view.
import type { HostAccess, HostRoom } from './host-access'
import { newSeed, newToken, recoveryCodeOf } from './codes'
import { gameModule } from '../../engine/registry'
import { gameOptionsOf, RoomRecordError } from './room'
import { ROOM_FORMAT_VERSION, seatHeld, type RoomRecord, type SeatRecord } from './room-record'
import { Refusal } from './refusal'
import type { Rejoins } from './rejoin'
import type { Rematches } from './rematch'
import { COMPUTER_NAME, withSeat, withStart } from './seat-records'
import type { Session } from './session'
import type { RoomStore } from './store'
import type { ClientMessage, Level } from '../../shared/protocol'

export interface SessionsOptions {
  store: RoomStore
  graceMs: number
  maxSpectators: number
  spectatorNoticeMs: number
}

export class Sessions {
  constructor(
    private readonly host: HostAccess,
    private readonly options: SessionsOptions,
    private readonly rejoins: Rejoins,
    private readonly rematches: Rematches,
  ) {}

  /** `createRoom`: a room of the game asked for, opened within the quotas; its creator sits down with `join`. */
  async create(session: Session, message: Extract<ClientMessage, { type: 'createRoom' }>): Promise<void> {
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
    const code = this.host.newCode()
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
    await this.host.open(session, record)
    session.created.add(code)
    session.send({ type: 'room', room: code, game: record.game })
  }

  /** `join`: the seat wanted, the first free one (undefined), or (null, or none free) watching. */
  async join(session: Session, code: string, name: string, wanted: string | null | undefined): Promise<void> {
    const room = await this.host.findRoom(code)
    if (!room || !this.host.live(room) || !this.host.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
    if (this.host.barred(session, room)) throw new Refusal('removed', 'the room’s creator removed you from this room')
    if (typeof wanted === 'string' && !room.hasSeat(wanted)) throw new Refusal('bad-message', `this game has no seat ${wanted}`)
    let seat: string | null
    if (wanted === null) seat = null
    else if (wanted !== undefined) {
      if (!room.isFree(wanted)) throw new Refusal('seat-taken', `the ${wanted} seat is taken`)
      seat = wanted
    } else seat = room.freeSeats()[0] ?? null

    if (seat === null) {
      if (session.closed) return
      if (room.spectators.size >= this.options.maxSpectators) throw new Refusal('seat-taken', 'this room has no room for more spectators')
      this.detach(session)
      room.spectators.add(session)
      session.room = room
      session.seat = null
      this.host.attendanceChanged(room)
      this.welcome(session)
      this.spectatorsChanged(room)
      return
    }
    await room.enqueue(async () => {
      if (!this.host.live(room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
      const creating = room.record.creator === undefined && session.created.has(room.code)
      await this.claim(session, room, seat, name, creating)
    })
  }

  /** Inside the room's queue: `session` sits down in the free `seat` under `name` (saved first). */
  async claim(session: Session, room: HostRoom, seat: string, name: string, creating: boolean): Promise<void> {
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
    this.host.openRoomsChanged()
  }

  /** `session` takes the seat it has the right to; whoever held it until now (another connection) is cut off. */
  takeOver(session: Session, room: HostRoom, seat: string, guest: boolean): void {
    const previous = room.holders.get(seat)
    if (previous && previous !== session) {
      // A teammate's guest is told why the seat is gone, not left to wonder at a dropped connection.
      if (previous.guest && !guest) previous.send({ type: 'error', code: 'owner-back', message: `${room.personOf(seat) ?? 'its player'} is back: the seat is theirs again` })
      this.detach(previous)
      previous.closed = true
      previous.connection.close(4000, 'this seat was resumed on another connection')
    }
    this.detach(session)
    session.guest = guest
    this.take(session, room, seat, false)
  }

  /** Gives `session` the seat, sends welcome + view, and tells the others if anything changed. */
  take(session: Session, room: HostRoom, seat: string, renamed: boolean): void {
    room.holders.set(seat, session)
    session.room = room
    session.seat = seat
    const wasDropped = room.clearDropTimer(seat)
    this.host.attendanceChanged(room)
    const wasLeft = room.left.delete(seat)
    const reappeared = room.present.get(seat) !== true || wasLeft || wasDropped
    room.present.set(seat, true)
    // Whoever asked to take this seat back is too late: its person is here.
    this.rejoins.superseded(room, seat)
    this.welcome(session)
    if (reappeared || renamed) room.tellSeats(session)
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
    const watched = room.spectators.delete(session)
    const held = seat !== null && room.holders.get(seat) === session
    if (held) room.holders.delete(seat)
    this.host.attendanceChanged(room)
    if (watched) this.spectatorsChanged(room)
    if (!held) return
    room.clearDropTimer(seat)
    if (left) {
      room.left.add(seat)
      room.present.set(seat, false)
      this.rejoins.answerersGone(room)
      room.tellSeats()
      return
    }
    room.startDropTimer(seat, this.options.graceMs, () => {
      if (room.holders.has(seat)) return
      room.present.set(seat, false)
      this.rejoins.answerersGone(room)
      room.tellSeats()
    })
    // The others see at once that the connection dropped (not "here" for the whole grace period).
    room.tellSeats()
  }

  /**
   * `leave`: the person goes, and says so. Their seat shows as left at once (no grace period), a
   * rematch they had not answered counts as declined, and their token still resumes the seat.
   */
  async leave(session: Session): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (room && seat !== null && room.holders.get(seat) === session) {
      this.detach(session, { left: true })
      await this.rematches.declineOnLeave(room, seat)
      return
    }
    this.detach(session)
  }

  /** The creator hands every empty seat to the computer, so the game can start. */
  async fillWithComputer(session: Session, level: Level): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may fill its seats')
    await room.enqueue(async () => {
      if (!this.host.live(room)) throw new Refusal('unknown-room', 'that room is gone')
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
      room.tellSeats()
      this.host.openRoomsChanged()
      this.host.scheduleBots(room)
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
  async kick(session: Session, seat: string | null): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may remove people from it')
    if (seat !== null && !room.hasSeat(seat)) throw new Refusal('bad-message', `this game has no seat ${seat}`)
    if (seat === session.seat) throw new Refusal('bad-message', 'that is your own seat; send leave to go')
    await room.enqueue(async () => {
      if (!this.host.live(room) || session.room !== room || room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may remove people from it')
      if (room.playedSinceStart > 0) throw new Refusal('already-started', 'the game is under way: nobody can be removed once a move has been played')
      if (seat === null) {
        for (const spectator of [...room.spectators]) {
          room.spectators.delete(spectator)
          this.expel(spectator, room, session)
        }
        this.host.attendanceChanged(room)
        room.tellSeats()
        return
      }
      const held = room.record.seats[seat]
      if (held.bot !== null || held.name === null) throw new Refusal('no-guest', `nobody sits at ${seat}`)
      const record: RoomRecord = {
        ...room.record,
        // The seat reopens whole: a new token, and no guest's key or kept name of the one removed.
        seats: { ...room.record.seats, [seat]: { name: null, token: newToken(), bot: null } },
        started: false,
        seed: newSeed(),
        moves: [],
        updatedAt: new Date().toISOString(),
      }
      await this.host.redeal(room, record)
      room.clearDropTimer(seat)
      room.present.set(seat, false)
      const holder = room.holders.get(seat)
      room.holders.delete(seat)
      if (holder) this.expel(holder, room, session)
      this.host.attendanceChanged(room)
      room.tellSeats()
      room.sendViews()
      this.host.openRoomsChanged()
      this.host.scheduleBots(room)
    })
  }

  /** `session` was removed from `room` by its creator `by`: it is told, cut off, and its address barred. */
  private expel(session: Session, room: HostRoom, by: Session): void {
    session.room = null
    session.seat = null
    if (session.address !== null && session.address !== by.address) room.barred.add(session.address)
    session.send({ type: 'error', code: 'removed', message: 'the room’s creator removed you from this room' })
    session.closed = true
    session.connection.close(4001, 'removed by the room’s creator')
  }

  /** Someone began or stopped watching `room`: the room hears of it within spectatorNoticeMs. */
  private spectatorsChanged(room: HostRoom): void {
    if (this.host.closing()) return
    room.noticeSpectatorsAfter(this.options.spectatorNoticeMs, () => {
      if (this.host.live(room)) room.tellSeats()
    })
  }

  private welcome(session: Session): void {
    const room = session.room as HostRoom
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
      actIds: true,
      options: room.record.options,
      ...room.status(),
    })
    session.send({ type: 'view', room: room.code, seq: room.seq, view: room.rules.viewFor(room.state, session.seat) })
  }
}
