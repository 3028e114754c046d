// Taking back a seat you left when your token is gone (a cleared browser, another device): you ask
// by the room code and the name you played under, and a person still at the table lets you in or
// not (issue 10, point 3). Only a person's seat that is away or left can be asked for, and only
// while someone else is there to answer: a seat's hand is never handed out unconfirmed.
import type { Session } from './host'
import type { HostAccess } from './host-access'
import type { Room } from './room'
import { Refusal } from './refusal'
import { newToken } from './codes'
import { withSeat } from './seat-records'

/** Names compare as people read them: case and surrounding space do not matter. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

export class Rejoins {
  /** Who asked for which seat of which room, waiting for an answer. */
  private readonly asking = new Map<Room, Map<string, Session>>()

  constructor(private readonly host: HostAccess) {}

  /** `rejoin`: asks the people at the table to give `session` the seat it left. */
  async ask(session: Session, code: string, name: string, wanted: string | undefined): Promise<void> {
    const room = await this.host.findRoom(code)
    if (!room || !this.host.live(room) || !this.host.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
    if (this.host.barred(session, room)) throw new Refusal('removed', 'the room’s creator removed you from this room')
    if (room.over) throw new Refusal('game-over', 'the game is over')
    const seat = room.seatNames.find((s) => (wanted === undefined || s === wanted) && room.isAbsent(s) && sameName(room.record.seats[s].name ?? '', name))
    if (seat === undefined) throw new Refusal('no-rejoin', `no seat of ${name} is away or left in room ${code}`)
    if (![...this.host.holders(room).keys()].some((s) => s !== seat)) throw new Refusal('no-rejoin', 'nobody else is at the table to let you in')
    if (session.closed) return
    // A newer request for the same seat (the same person reloading, say) replaces the older one.
    this.refuse(room, seat, 'someone else asked for this seat since')
    const waiting = this.asking.get(room) ?? new Map<string, Session>()
    waiting.set(seat, session)
    this.asking.set(room, waiting)
    room.rejoinAsked.set(seat, room.record.seats[seat].name ?? name)
    // Waiting counts as being in the room: the connection is not closed as idle meanwhile.
    session.room = room
    session.seat = null
    session.send({ type: 'rejoinAsked', room: room.code, seat })
    this.host.broadcastSeats(room)
  }

  /** A person at the table answers the request for `seat`. */
  async answer(session: Session, seat: string, accept: boolean): Promise<void> {
    const room = session.room
    if (!room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (!this.asking.get(room)?.has(seat)) throw new Refusal('no-offer', `nobody asks for the ${seat} seat`)
    await room.enqueue(async () => {
      const asker = this.asking.get(room)?.get(seat)
      if (!asker) throw new Refusal('no-offer', `nobody asks for the ${seat} seat`)
      if (!accept || !room.isAbsent(seat) || room.over) {
        this.refuse(room, seat, accept ? 'the seat is no longer free to take back' : 'the players at the table said no')
        this.host.broadcastSeats(room)
        return
      }
      this.forget(room, seat)
      const token = room.record.seats[seat].token
      await this.host.commit(room, { ...withSeat(room.record, seat, { token: newToken() }), updatedAt: new Date().toISOString() }, { seat, token })
      if (asker.closed) {
        this.host.broadcastSeats(room)
        return
      }
      asker.room = null
      this.host.take(asker, room, seat)
    })
  }

  /** The seat's person came back by their token: whoever asked for it is refused. */
  superseded(room: Room, seat: string): void {
    if (this.refuse(room, seat, 'its player came back')) this.host.broadcastSeats(room)
  }

  /** `session` left or went away while asking: its request goes. */
  withdraw(session: Session, room: Room): void {
    const waiting = this.asking.get(room)
    for (const [seat, asker] of waiting ?? []) {
      if (asker !== session) continue
      this.forget(room, seat)
      if (this.host.live(room)) this.host.broadcastSeats(room)
    }
  }

  /** Tells the asker for `seat` (if any) no; returns whether there was one. */
  private refuse(room: Room, seat: string, why: string): boolean {
    const asker = this.asking.get(room)?.get(seat)
    if (!asker) return false
    this.forget(room, seat)
    if (asker.room === room) asker.room = null
    asker.send({ type: 'error', code: 'rejoin-refused', message: `you cannot take back that seat: ${why}` })
    return true
  }

  private forget(room: Room, seat: string): void {
    const waiting = this.asking.get(room)
    waiting?.delete(seat)
    if (waiting?.size === 0) this.asking.delete(room)
    room.rejoinAsked.delete(seat)
  }
}
