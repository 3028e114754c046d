// Choosing seats before the game starts (issue 22, point 4): a seated person moves to a free seat
// (and so to its team), and the room's creator swaps any two seats (people, the computer or
// nobody) or puts the computer in a free seat and takes it out again. A seat's record moves whole
// with whoever holds it, token included, so a moved person's token (and recovery code) follows them.
// Every change deals the cards anew: a seat's view may show its hand from seq 0, and nobody may
// read two hands by sitting in one seat and moving to another (nor read a hand left behind).
import type { HostAccess, HostRoom as Room } from './host-access'
import type { Session } from './session'
import type { RoomRecord, SeatRecord } from './room-record'
import { Refusal } from './refusal'
import { newSeed, newToken } from './codes'
import { COMPUTER_NAME, withStart } from './seat-records'
import type { Level } from '../../shared/protocol'

/** What a free seat holds. */
function emptySeat(): SeatRecord {
  return { name: null, token: newToken(), bot: null }
}

export class Seating {
  constructor(private readonly host: HostAccess) {}

  /** `moveSeat`: the person in `session`'s seat sits down in the free `to` instead. */
  async move(session: Session, to: string): Promise<void> {
    const { room, seat } = this.seated(session)
    if (!room.hasSeat(to)) throw new Refusal('bad-message', `this game has no seat ${to}`)
    if (to === seat) throw new Refusal('bad-message', 'you already sit there')
    await room.enqueue(async () => {
      this.stillWaiting(session, room)
      const from = session.seat as string
      if (!room.isFree(to)) throw new Refusal('seat-taken', `the ${to} seat is taken`)
      await this.rearrange(room, new Map([[from, to]]), new Map([[from, emptySeat()]]))
    })
  }

  /** `swapSeats`, the creator: whoever holds `a` (a person, the computer or nobody) and whoever holds `b` change places. */
  async swap(session: Session, a: string, b: string): Promise<void> {
    const { room } = this.creator(session)
    for (const s of [a, b]) if (!room.hasSeat(s)) throw new Refusal('bad-message', `this game has no seat ${s}`)
    if (a === b) throw new Refusal('bad-message', 'a seat cannot swap with itself')
    await room.enqueue(async () => {
      this.stillCreator(session, room)
      for (const s of [a, b]) this.movable(room, s)
      await this.rearrange(room, new Map([[a, b], [b, a]]))
    })
  }

  /** `setComputer`, the creator: the computer plays the free `seat` at `level`, or (null) leaves its seat free. */
  async setComputer(session: Session, seat: string, level: Level | null): Promise<void> {
    const { room } = this.creator(session)
    if (!room.hasSeat(seat)) throw new Refusal('bad-message', `this game has no seat ${seat}`)
    await room.enqueue(async () => {
      this.stillCreator(session, room)
      const held = room.record.seats[seat] as SeatRecord
      if (level === null) {
        if (held.bot === null) throw new Refusal('no-guest', `the computer does not play ${seat}`)
        await this.rearrange(room, new Map(), new Map([[seat, emptySeat()]]))
        return
      }
      if (!room.isFree(seat)) throw new Refusal('seat-taken', `the ${seat} seat is taken`)
      await this.rearrange(room, new Map(), new Map([[seat, { name: COMPUTER_NAME, token: newToken(), bot: level }]]))
    })
  }

  /**
   * Inside the room's queue: each seat of `moved` (from → to) takes its record (and its connection)
   * to its new seat, each seat of `fresh` gets the record given; the rest stay. Saved with a new deal,
   * then the moved people are welcomed in their new seats and everyone hears seats and the new views.
   */
  private async rearrange(room: Room, moved: ReadonlyMap<string, string>, fresh: ReadonlyMap<string, SeatRecord> = new Map()): Promise<void> {
    const before = room.record
    const seats: Record<string, SeatRecord> = { ...before.seats }
    for (const [from, to] of moved) seats[to] = before.seats[from] as SeatRecord
    for (const [seat, record] of fresh) seats[seat] = record
    const creator = before.creator === undefined ? undefined : (moved.get(before.creator) ?? before.creator)
    const record: RoomRecord = withStart({
      ...before,
      // Object keys keep the game's turn order.
      seats: Object.fromEntries(room.seatNames.map((seat) => [seat, seats[seat] as SeatRecord])),
      ...(creator !== undefined ? { creator } : {}),
      seed: newSeed(),
      moves: [],
      updatedAt: new Date().toISOString(),
    })
    await this.host.redeal(room, record)
    const holders = room.holders
    const movers = [...moved].flatMap(([from, to]) => {
      const session = holders.get(from)
      return session ? [{ session, from, to }] : []
    })
    for (const { from } of movers) room.holders.delete(from)
    // Present as they are: a moved person is (they are welcomed below), the computer always, nobody never.
    for (const seat of [...moved.values(), ...fresh.keys()]) room.present.set(seat, record.seats[seat]?.bot !== null || movers.some((m) => m.to === seat))
    for (const { session, to } of movers) this.host.take(session, room, to)
    room.tellSeats()
    room.sendViews()
    this.host.openRoomsChanged()
    this.host.scheduleBots(room)
  }

  /** The room `session` holds a seat in, and the seat; refused otherwise. */
  private seated(session: Session): { room: Room; seat: string } {
    if (!session.room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    return { room: session.room, seat: session.seat }
  }

  private creator(session: Session): { room: Room; seat: string } {
    const held = this.seated(session)
    if (held.room.record.creator !== held.seat) throw new Refusal('not-creator', 'only whoever created the room may arrange its seats')
    return held
  }

  /** Inside the queue: `session` still sits in `room`, which has not started. */
  private stillWaiting(session: Session, room: Room): void {
    if (!this.host.live(room) || session.room !== room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.over) throw new Refusal('game-over', 'the game is over')
    if (room.record.started) throw new Refusal('already-started', 'the game has started: seats no longer change')
  }

  private stillCreator(session: Session, room: Room): void {
    this.stillWaiting(session, room)
    if (room.record.creator !== session.seat) throw new Refusal('not-creator', 'only whoever created the room may arrange its seats')
  }

  /**
   * A seat the creator may move: free, the computer's, or a person's who is here. Someone dropped
   * or gone keeps their seat until they come back (or the creator removes them), and a seat kept
   * for a rematch stays where it is.
   */
  private movable(room: Room, seat: string): void {
    const held = room.record.seats[seat] as SeatRecord
    if (room.reserved.has(seat)) throw new Refusal('seat-taken', `the ${seat} seat is kept for someone coming from the last game`)
    if (held.bot === null && held.name !== null && !room.holders.has(seat)) {
      throw new Refusal('not-here', `whoever sits at ${seat} is not here: they keep their seat until they come back`)
    }
  }
}
