// How a seat's person gets it back (issue 22 point 1, issue 28 point 1). A seat goes only to someone
// with no interest in its secrets:
// - its own token (`resume`): its player, on the device that sat down, also taking it back from the
//   computer that kept it warm;
// - its recovery code (`rejoin` with `recovery`): its player on another device; the code is shown
//   only to the seat's own player;
// - a teammate's word (`rejoin` by name, then `answerRejoin` from a teammate at the table): the one
//   let in gets a key of its own, which stops working once the seat's player comes back.
// An opponent's word never hands over a seat. A seat that changes hands other than by its own token,
// or comes back from the computer, is announced to everyone (`seatReturned`).
import type { HostAccess, HostRoom as Room } from './host-access'
import type { Session } from './session'
import { Refusal } from './refusal'
import { isRecoveryCodeOf, newToken } from './codes'
import { seatKeys, withPersonBack, withSeat, withoutGuest } from './seat-records'
import { sideOf } from '../../shared/sides'
import type { SeatReturn } from '../../shared/protocol'

/** Names compare as people read them: case and surrounding space do not matter. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/** How a seat is being taken back, and by whose word. */
interface Return {
  how: SeatReturn['how']
  /** By the key a teammate gave, not as the seat's own player. */
  guest: boolean
  /** Still opens the seat (checked again in the room's queue: a key can be dropped meanwhile). */
  valid: () => boolean
}

export class Rejoins {
  /** Who asked for which seat of which room, waiting for a teammate's answer. */
  private readonly asking = new Map<Room, Map<string, Session>>()

  constructor(private readonly host: HostAccess) {}

  /** `resume`: the seat's token, or the key a teammate gave, opens the seat. */
  async resume(session: Session, token: string): Promise<void> {
    const held = await this.host.seatOfKey(token)
    if (!held || !this.host.reachable(session, held.room)) throw new Refusal('unknown-token', 'that resume token is not known here')
    const { room, seat } = held
    const guest = room.record.seats[seat].token !== token
    await this.comeBack(session, room, seat, { how: 'token', guest, valid: () => seatKeys(room.record.seats[seat]).includes(token) })
  }

  /** `rejoin` with a recovery code: the seat whose code it is, at once. */
  async recover(session: Session, code: string, recovery: string): Promise<void> {
    const room = await this.reachableRoom(session, code)
    const fits = (seat: string): boolean => room.personOf(seat) !== null && isRecoveryCodeOf(recovery, room.record.seats[seat].token)
    const seat = room.seatNames.find(fits)
    if (seat === undefined) throw new Refusal('wrong-recovery', `that seat recovery code fits no seat of room ${room.code}`)
    await this.comeBack(session, room, seat, { how: 'recovery-code', guest: false, valid: () => fits(seat) })
  }

  /** `rejoin` by name: asks the seat's teammates at the table to let `session` in. */
  async ask(session: Session, code: string, name: string, wanted: string | undefined): Promise<void> {
    const room = await this.reachableRoom(session, code)
    if (room.over) throw new Refusal('game-over', 'the game is over')
    const seat = room.seatNames.find((s) => (wanted === undefined || s === wanted) && room.isAwayFromItsPerson(s) && sameName(room.personOf(s) ?? '', name))
    if (seat === undefined) throw new Refusal('no-rejoin', `no seat of ${name} is away or left in room ${code}`)
    const mates = sideOf(seat, room.teams).filter((s) => s !== seat)
    if (mates.length === 0) throw new Refusal('no-rejoin', 'without a team, only your seat recovery code (in the room menu) or the device you played on gives your seat back')
    if (!this.answerable(room, seat)) throw new Refusal('no-rejoin', 'none of your teammates is at the table to let you in: use your seat recovery code')
    if (session.closed) return
    // A newer request for the same seat (the same person reloading, say) replaces the older one.
    this.refuse(room, seat, 'someone else asked for this seat since')
    const waiting = this.asking.get(room) ?? new Map<string, Session>()
    waiting.set(seat, session)
    this.asking.set(room, waiting)
    room.rejoinAsked.set(seat, room.personOf(seat) ?? name)
    // Waiting counts as being in the room: the connection is not closed as idle meanwhile.
    session.room = room
    session.seat = null
    session.send({ type: 'rejoinAsked', room: room.code, seat })
    room.tellSeats()
  }

  /** A teammate of `seat` at the table answers the request for it. */
  async answer(session: Session, seat: string, accept: boolean): Promise<void> {
    const room = session.room
    const by = session.seat
    if (!room || by === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (!this.asking.get(room)?.has(seat)) throw new Refusal('no-offer', `nobody asks for the ${seat} seat`)
    if (by === seat || !sideOf(seat, room.teams).includes(by)) throw new Refusal('not-teammate', `only a teammate of the ${seat} seat can let someone into it`)
    await room.enqueue(async () => {
      const asker = this.asking.get(room)?.get(seat)
      if (!asker) throw new Refusal('no-offer', `nobody asks for the ${seat} seat`)
      if (!accept || !room.isAwayFromItsPerson(seat) || room.over) {
        this.refuse(room, seat, accept ? 'the seat is no longer free to take back' : 'your teammate said no')
        room.tellSeats()
        return
      }
      this.forget(room, seat)
      const fromComputer = room.record.seats[seat].keptFor !== undefined
      const record = withPersonBack(withSeat(room.record, seat, { guestToken: newToken() }), seat)
      await this.host.commit(room, { ...record, updatedAt: new Date().toISOString() })
      if (asker.closed) {
        this.nobodyCame(room, seat)
        return
      }
      asker.room = null
      this.host.takeOver(asker, room, seat, true)
      this.announce(room, asker, seat, 'teammate', fromComputer, by)
    })
  }

  /** The seat's person came back by their token: whoever asked for it is refused. */
  superseded(room: Room, seat: string): void {
    if (this.refuse(room, seat, 'its player came back')) room.tellSeats()
  }

  /** Someone left the table: a request no teammate at the table could answer any more is refused. */
  answerersGone(room: Room): void {
    for (const seat of [...(this.asking.get(room)?.keys() ?? [])]) {
      if (!this.answerable(room, seat)) this.refuse(room, seat, 'none of your teammates is at the table any more')
    }
  }

  /** `session` left or went away while asking: its request goes. */
  withdraw(session: Session, room: Room): void {
    const waiting = this.asking.get(room)
    for (const [seat, asker] of waiting ?? []) {
      if (asker !== session) continue
      this.forget(room, seat)
      if (this.host.live(room)) room.tellSeats()
    }
  }

  /** A teammate of `seat` is at the table to answer for it. */
  private answerable(room: Room, seat: string): boolean {
    const holders = room.holders
    return sideOf(seat, room.teams).some((s) => s !== seat && holders.has(s))
  }

  /** A room `session` may ask about, or the same refusals as a wrong room code. */
  private async reachableRoom(session: Session, code: string): Promise<Room> {
    const room = await this.host.findRoom(code)
    if (!room || !this.host.live(room) || !this.host.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
    if (this.host.barred(session, room)) throw new Refusal('removed', 'the room’s creator removed you from this room')
    return room
  }

  /**
   * Seats `session` at `seat`. The seat's own player (not a guest) coming back ends a guest's key,
   * also once the game is over; while it plays, anyone coming back takes the seat from the computer.
   */
  private async comeBack(session: Session, room: Room, seat: string, way: Return): Promise<void> {
    if (session.closed) return
    const changes = (): boolean => (!room.over && room.record.seats[seat].keptFor !== undefined) || (!way.guest && room.record.seats[seat].guestToken !== undefined)
    if (!changes() && way.how === 'token') {
      this.host.takeOver(session, room, seat, way.guest)
      return
    }
    await room.enqueue(async () => {
      if (!this.host.live(room) || !way.valid()) throw new Refusal('unknown-token', 'that key no longer opens a seat here')
      const fromComputer = !room.over && room.record.seats[seat].keptFor !== undefined
      if (changes()) {
        const kept = way.guest ? room.record : withoutGuest(room.record, seat)
        const record = room.over ? kept : withPersonBack(kept, seat)
        await this.host.commit(room, { ...record, updatedAt: new Date().toISOString() })
      }
      if (session.closed) {
        this.nobodyCame(room, seat)
        return
      }
      this.host.takeOver(session, room, seat, way.guest)
      if (fromComputer || way.how !== 'token') this.announce(room, session, seat, way.how, fromComputer)
    })
  }

  /**
   * The one taking `seat` back went away while it was being saved: the seat is its person's again
   * but nobody holds it, so it shows as away (it was present while the computer played it), and the
   * others may wait, hand it to the computer again or end the game.
   */
  private nobodyCame(room: Room, seat: string): void {
    if (!room.holders.has(seat)) room.present.set(seat, false)
    this.answerersGone(room)
    room.tellSeats()
  }

  /** Tells everyone in the room how `seat` changed hands. */
  private announce(room: Room, holder: Session, seat: string, how: SeatReturn['how'], fromComputer: boolean, by?: string): void {
    // take() tells the others only when the seat's presence changed; a seat the computer held was present.
    if (fromComputer) room.tellSeats(holder)
    room.tell({
      type: 'seatReturned',
      room: room.code,
      seat,
      name: room.personOf(seat) ?? '',
      how,
      ...(by !== undefined ? { by } : {}),
      ...(fromComputer ? { fromComputer: true as const } : {}),
    })
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
