// A rematch for everyone at a finished table (issue 10, point 2). Whoever offers it opens the new
// room at once and sits down in it; each other person's seat there is kept for them until they
// answer: accepting moves their connection to it (welcome + view, with the new room's token),
// declining (or leaving) frees it. Computer seats come along as the computer's, at their level
// (with the seats kept, a team of computers at two levels trades places: fair-series.ts).
// The new room starts, as any room, once every seat is held, and whoever did not begin the finished
// game begins it (issue 38), so a series hands the first move on.
import type { HostAccess, HostRoom as Room } from './host-access'
import type { Session } from './session'
import type { RoomRecord, SeatRecord } from './room-record'
import { Refusal } from './refusal'
import { newSeed, newToken } from './codes'
import { COMPUTER_NAME, withStart } from './seat-records'
import { ROOM_FORMAT_VERSION } from './room-record'
import { keptSeats, swappedSeats } from '../../shared/sides'
import { computersTraded, nextStarterOptions } from './fair-series'
import { freshOptions } from '../../shared/room-migration'
import { MAX_NAME_LENGTH } from '../../shared/player-name'

/**
 * A rematch's room name (issue 34, point 3): its own, so that its replay's title and record file are
 * not the first game's. A room named by its code ("Room 45FUR", the default) takes the new code; a
 * name its creator chose is numbered on ("Friday", "Friday (2)", "Friday (3)"), cut to fit.
 */
export function rematchName(name: string, code: string, next: string): string {
  if (name === `Room ${code}`) return `Room ${next}`
  const numbered = /^(.*) \((\d{1,6})\)$/.exec(name)
  const base = numbered ? (numbered[1] as string) : name
  const suffix = ` (${numbered ? Number(numbered[2]) + 1 : 2})`
  return `${base.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`
}

export class Rematches {
  constructor(private readonly host: HostAccess) {}

  /** `offerRematch`: opens the new room and moves `session` there; an offer already made is accepted instead. */
  async offer(session: Session, swap: boolean): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (!room || seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (!room.over) throw new Refusal('not-over', 'the game is not over yet')
    this.notGuest(session)
    if (room.rematch) return this.answer(session, true)
    const moved = swap ? swappedSeats(room.seatNames, room.teams) : keptSeats(room.seatNames)
    const next = await this.host.open(session, this.nextRecord(room, moved, swap))
    const answers: Record<string, 'accepted' | 'declined' | 'waiting'> = {}
    for (const s of room.seatNames) {
      if (room.record.seats[s].bot !== null) continue
      answers[s] = s === seat ? 'accepted' : 'waiting'
      if (s !== seat) next.reserved.set(moved[s] as string, room.record.seats[s].name ?? 'Player')
    }
    room.rematch = { by: seat, swap, room: next.code, seats: moved, answers }
    const name = room.record.seats[seat].name ?? 'Player'
    await next.enqueue(() => this.host.claim(session, next, moved[seat] as string, name, true))
    room.tellSeats()
  }

  /** `answerRematch`: accepting moves `session` to its seat in the new room; declining frees that seat. */
  async answer(session: Session, accept: boolean): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (!room || seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    const offer = room.rematch
    if (!offer || offer.answers[seat] !== 'waiting') throw new Refusal('no-offer', 'there is no rematch waiting for your answer')
    this.notGuest(session)
    const next = await this.host.findRoom(offer.room)
    const target = offer.seats[seat] as string
    if (!next || !this.host.live(next) || next.over) throw new Refusal('no-offer', 'the rematch’s room is gone')
    if (!accept) return this.decline(room, seat, next)
    const name = room.record.seats[seat].name ?? 'Player'
    await next.enqueue(async () => {
      if (offer.answers[seat] !== 'waiting') throw new Refusal('no-offer', 'there is no rematch waiting for your answer')
      // Restored as it was if the claim fails (the creator may have filled it with the computer meanwhile).
      const keptFor = next.reserved.get(target)
      next.reserved.delete(target)
      try {
        await this.host.claim(session, next, target, name, false)
      } catch (err) {
        if (keptFor !== undefined) next.reserved.set(target, keptFor)
        throw err
      }
      offer.answers[seat] = 'accepted'
    })
    room.tellSeats()
  }

  /** The person in `seat` left the finished room before answering: a no. */
  async declineOnLeave(room: Room, seat: string): Promise<void> {
    const offer = room.rematch
    if (!offer || offer.answers[seat] !== 'waiting') return
    const next = await this.host.findRoom(offer.room)
    if (next && this.host.live(next)) await this.decline(room, seat, next)
  }

  /**
   * A teammate's guest played the seat for its player, and its key ends with the game (issue 34,
   * point 8): the rematch's seat (its token and recovery code) is kept for the seat's own player.
   */
  private notGuest(session: Session): void {
    if (session.guest) throw new Refusal('no-offer', 'you played this seat as a teammate’s guest: its seat in a rematch is kept for its own player')
  }

  private async decline(room: Room, seat: string, next: Room): Promise<void> {
    const offer = room.rematch
    if (!offer) return
    offer.answers[seat] = 'declined'
    const target = offer.seats[seat] as string
    next.reserved.delete(target)
    // The offerer waits in the new room's lobby: it says who declined, while their seat stays empty.
    next.declined.set(target, room.record.seats[seat].name ?? 'Player')
    room.tellSeats()
    next.tellSeats()
    this.host.openRoomsChanged()
  }

  /**
   * The new room: the same game, options (but for who begins) and listing, a name of its own (rematchName); each seat where `moved` puts it,
   * computers as computers (a team of computers at two levels trading places: fair-series.ts). A new game is played by the current rules: options stamped on a room
   * saved before a rule change (Confusion's earlier movement set) are left out (room-migration.ts).
   */
  private nextRecord(room: Room, moved: Record<string, string>, swap: boolean): RoomRecord {
    const now = new Date().toISOString()
    const seats: Record<string, SeatRecord> = {}
    for (const seat of room.seatNames) {
      const bot = room.record.seats[seat].bot
      seats[moved[seat] as string] = { name: bot !== null ? COMPUTER_NAME : null, token: newToken(), bot }
    }
    // Object keys keep the game's turn order.
    const ordered = Object.fromEntries(room.seatNames.map((seat) => [seat, seats[seat] as SeatRecord]))
    const fair = swap ? ordered : computersTraded(ordered, room.teams)
    const { reach, listed } = room.record
    const code = this.host.newCode()
    return withStart({
      format: 'safehouse-room',
      version: ROOM_FORMAT_VERSION,
      code,
      game: room.record.game,
      name: rematchName(room.record.name, room.code, code),
      options: { ...freshOptions(room.record.game, room.record.options), ...nextStarterOptions(room.rules, room.state, room.seatNames, room.teams, moved) },
      seed: newSeed(),
      botSeed: newSeed(),
      seats: fair,
      started: false,
      ...(reach ? { reach } : {}),
      ...(listed === false ? { listed } : {}),
      moves: [],
      createdAt: now,
      updatedAt: now,
    })
  }
}
