// How a seat's person gets it back (issue 22 point 1, issue 28 point 1). A seat goes only to someone
// with no interest in its secrets:
// - its own token (`resume`): its player, on the device that sat down, also taking it back from the
//   computer that kept it warm;
// - its recovery code (`rejoin` with `recovery`): its player on another device; the code is shown
//   only to the seat's own player;
// - a teammate's word (`rejoin` by name, then `answerRejoin` from a teammate at the table): the one
//   let in gets a key of its own, which stops working once the seat's player comes back or the game
//   ends. Every request is kept and shown with where and when it was made (none replaces another), so
//   a teammate can tell the real player from someone asking under their name. A request may also be
//   made for a seat its own player holds now (from another device, say): that player sees it and may
//   refuse it at once ("it's not me"); a teammate's yes lets nobody into a seat its player holds.
// An opponent's word never hands over a seat. A seat that changes hands other than by its own token,
// or comes back from the computer, is announced to everyone (`seatReturned`).
import type { HostAccess, HostRoom as Room } from './host-access'
import type { Session } from './session'
import { Refusal } from './refusal'
import { isRecoveryCodeOf, newToken } from './codes'
import { seatKeys, withHolder, withPersonBack, withSeat, withoutGuest } from './seat-records'
import { sideOf } from '../../shared/sides'
import type { RejoinRequest, SeatReturn } from '../../shared/protocol'
import { randomBytes } from 'node:crypto'

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

/** At most this many people may ask for one seat at once: one more is refused, and none replaces another. */
export const MAX_ASKS_PER_SEAT = 4

/** One person asking for a seat: what the teammate is shown, and the connection waiting. */
interface Ask {
  request: RejoinRequest
  session: Session
}

export class Rejoins {
  /** Who asked for which seat of which room, waiting for a teammate's answer, oldest first. */
  private readonly asking = new Map<Room, Ask[]>()

  constructor(private readonly host: HostAccess) {}

  /** `resume`: the seat's token, or the key a teammate gave, opens the seat. */
  async resume(session: Session, token: string): Promise<void> {
    const held = await this.host.seatOfKey(token)
    if (!held || !this.host.reachable(session, held.room)) throw new Refusal('unknown-token', 'that resume token is not known here')
    const { room, seat } = held
    const guest = room.record.seats[seat].token !== token
    await this.comeBack(session, room, seat, { how: 'token', guest, valid: () => seatKeys(room.record.seats[seat]).includes(token) && !(guest && room.over) })
  }

  /** `rejoin` with a recovery code: the seat whose code it is, at once. */
  async recover(session: Session, code: string, recovery: string): Promise<void> {
    const room = await this.reachableRoom(session, code)
    const fits = (seat: string): boolean => room.personOf(seat) !== null && isRecoveryCodeOf(recovery, room.record.seats[seat].token)
    const seat = room.seatNames.find(fits)
    if (seat === undefined) throw new Refusal('wrong-recovery', `that seat recovery code fits no seat of room ${room.code}`)
    await this.comeBack(session, room, seat, { how: 'recovery-code', guest: false, valid: () => fits(seat) })
  }

  /**
   * `rejoin` by name: asks the seat's teammates at the table to let `session` in. A request never
   * replaces another's (issue 34, point 7): everyone asking for the seat is listed with where and
   * when they asked, and each asker hears how many others ask for it too.
   */
  async ask(session: Session, code: string, name: string, wanted: string | undefined): Promise<void> {
    const room = await this.reachableRoom(session, code)
    if (room.over) throw new Refusal('game-over', 'the game is over')
    const seat = room.seatNames.find((s) => (wanted === undefined || s === wanted) && (room.isAwayFromItsPerson(s) || this.ownPlayerAt(room, s)) && sameName(room.personOf(s) ?? '', name))
    if (seat === undefined) throw new Refusal('no-rejoin', `no seat of ${name} is away or left in room ${code}`)
    const mates = sideOf(seat, room.teams).filter((s) => s !== seat)
    if (mates.length === 0) throw new Refusal('no-rejoin', 'without a team, only your seat recovery code (in the room menu) or the device you played on gives your seat back')
    if (!this.answerable(room, seat)) throw new Refusal('no-rejoin', 'none of your teammates is at the table to let you in: use your seat recovery code')
    if (session.closed) return
    // The same connection asking again (a double click, say) replaces its own request, nobody else's.
    const own = this.asksOf(room).filter((a) => a.session === session)
    for (const a of own) this.remove(room, a)
    if (this.asksFor(room, seat).length >= MAX_ASKS_PER_SEAT) {
      this.changed(room, own)
      throw new Refusal('no-rejoin', `${MAX_ASKS_PER_SEAT} people already ask for that seat: use your seat recovery code, or ask again once your teammate has answered`)
    }
    const request: RejoinRequest = {
      seat,
      name: room.personOf(seat) ?? name,
      id: randomBytes(6).toString('base64url'),
      at: new Date().toISOString(),
      ...(session.address !== null ? { from: session.address } : {}),
    }
    this.asking.set(room, [...this.asksOf(room), { request, session }])
    room.rejoinAsked = this.asksOf(room).map((a) => a.request)
    // Waiting counts as being in the room: the connection is not closed as idle meanwhile.
    session.room = room
    session.seat = null
    this.tellAskers(room, seat)
    this.changed(room, own.filter((a) => a.request.seat !== seat))
    room.tellSeats()
  }

  /**
   * A teammate of `seat` at the table answers a request for it: the one `id` names, or the only
   * one. A yes lets that one in and refuses the others, telling them who was let in (from where,
   * asked when), so that the seat's own player among them knows to object. The seat's own player,
   * holding it, may only say no, and that no refuses the request at once.
   */
  async answer(session: Session, seat: string, accept: boolean, id?: string): Promise<void> {
    const room = session.room
    const by = session.seat
    if (!room || by === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (this.asksFor(room, seat).length === 0) throw new Refusal('no-offer', `nobody asks for the ${seat} seat`)
    if (by === seat && !accept && this.ownPlayerAt(room, seat) && room.holders.get(seat) === session) {
      // The seat's own player says the request is not them: it is refused at once, whatever the teammate would say.
      this.refuse(room, this.chosen(room, seat, id), 'the seat’s own player, at the table, says it is not them')
      room.tellSeats()
      return
    }
    if (by === seat || !sideOf(seat, room.teams).includes(by)) throw new Refusal('not-teammate', `only a teammate of the ${seat} seat can let someone into it`)
    this.chosen(room, seat, id)
    await room.enqueue(async () => {
      const chosen = this.chosen(room, seat, id)
      const asker = chosen.session
      if (!accept || !room.isAwayFromItsPerson(seat) || room.over) {
        this.refuse(room, chosen, accept ? 'the seat is no longer free to take back' : 'your teammate said no')
        room.tellSeats()
        return
      }
      const { from, at } = chosen.request
      for (const other of this.asksFor(room, seat)) {
        if (other !== chosen) this.refuse(room, other, `your teammate let in someone else, who asked at ${at}${from !== undefined ? ` from ${from}` : ' on the host’s own machine'}`)
      }
      this.remove(room, chosen)
      const fromComputer = room.record.seats[seat].keptFor !== undefined
      const guest = withPersonBack(withSeat(room.record, seat, { guestToken: newToken() }), seat)
      const record = withHolder(room.record, guest, seat, { as: 'guest', name: room.personOf(seat) ?? '', by: room.personOf(by) ?? by })
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
    const asks = this.asksFor(room, seat)
    for (const a of asks) this.refuse(room, a, 'its player came back')
    if (asks.length > 0) room.tellSeats()
  }

  /** Someone left the table: a request no teammate at the table could answer any more is refused. */
  answerersGone(room: Room): void {
    for (const a of this.asksOf(room)) {
      if (!this.answerable(room, a.request.seat)) this.refuse(room, a, 'none of your teammates is at the table any more')
    }
  }

  /** `session` left or went away while asking: its request goes. */
  withdraw(session: Session, room: Room): void {
    const gone = this.asksOf(room).filter((a) => a.session === session)
    for (const a of gone) this.remove(room, a)
    this.changed(room, gone)
    if (gone.length > 0 && this.host.live(room)) room.tellSeats()
  }

  /** The request for `seat` an answer is about: the one `id` names, or the only one; refused otherwise. */
  private chosen(room: Room, seat: string, id: string | undefined): Ask {
    const asks = this.asksFor(room, seat)
    const chosen = id === undefined ? (asks.length === 1 ? asks[0] : undefined) : asks.find((a) => a.request.id === id)
    if (chosen) return chosen
    if (id === undefined && asks.length > 1) throw new Refusal('no-offer', `${asks.length} people ask for the ${seat} seat: answer one of them by its id`)
    throw new Refusal('no-offer', id === undefined ? `nobody asks for the ${seat} seat` : `that request for the ${seat} seat is gone`)
  }

  /** The seat's own player (by its token or recovery code, not a teammate's guest) holds it on a connection now. */
  private ownPlayerAt(room: Room, seat: string): boolean {
    const holder = room.holders.get(seat)
    return holder !== undefined && !holder.guest && !holder.closed && room.record.seats[seat]?.keptFor === undefined && room.record.seats[seat]?.bot === null
  }

  private asksOf(room: Room): Ask[] {
    return this.asking.get(room) ?? []
  }

  private asksFor(room: Room, seat: string): Ask[] {
    return this.asksOf(room).filter((a) => a.request.seat === seat)
  }

  /** Tells everyone asking for `seat` their request's id and how many others ask for it too. */
  private tellAskers(room: Room, seat: string): void {
    const asks = this.asksFor(room, seat)
    for (const a of asks) a.session.send({ type: 'rejoinAsked', room: room.code, seat, id: a.request.id, others: asks.length - 1 })
  }

  /** `gone` left the list: those still asking for the same seats hear the new count. */
  private changed(room: Room, gone: readonly Ask[]): void {
    for (const seat of new Set(gone.map((a) => a.request.seat))) this.tellAskers(room, seat)
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
        // After the game, who holds a seat makes no move: the history stays as the game left it.
        const record = room.over ? kept : withHolder(room.record, withPersonBack(kept, seat), seat)
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

  /** Tells `ask`'s asker no; the others asking for the same seat hear the new count. */
  private refuse(room: Room, ask: Ask, why: string): void {
    if (!this.asksOf(room).includes(ask)) return
    this.remove(room, ask)
    if (ask.session.room === room) ask.session.room = null
    ask.session.send({ type: 'error', code: 'rejoin-refused', message: `you cannot take back that seat: ${why}` })
    this.changed(room, [ask])
  }

  private remove(room: Room, ask: Ask): void {
    const left = this.asksOf(room).filter((a) => a !== ask)
    if (left.length === 0) this.asking.delete(room)
    else this.asking.set(room, left)
    room.rejoinAsked = left.map((a) => a.request)
  }
}
