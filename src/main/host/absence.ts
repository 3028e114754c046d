// When a person is gone from a game in play (issue 10, point 3): the others may hand their seat to
// the computer or end the game, once that person is away (dropped past the grace period) or has
// left; and anyone may concede. Ending and conceding are results outside the game's rules: the room
// ends with every other side (team) winning, saved in the room's record.
import type { HostAccess, HostRoom as Room } from './host-access'
import type { Session } from './session'
import { Refusal } from './refusal'
import { COMPUTER_NAME, withHolder, withSeat } from './seat-records'
import type { Level, RoomResult } from '../../shared/protocol'
import { opponentsOf, sideOf } from '../../shared/sides'

/** The room `session` holds a seat in, and the seat; refused otherwise. */
function seated(session: Session): { room: Room; seat: string } {
  if (!session.room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
  return { room: session.room, seat: session.seat }
}

export class Absences {
  constructor(private readonly host: HostAccess) {}

  /**
   * The computer plays `seat` from now on, at `level`, keeping it warm for its person: their token
   * and recovery code still work, and take the seat back from the computer at any time.
   */
  async handToComputer(session: Session, seat: string, level: Level): Promise<void> {
    const { room } = this.absentOther(session, seat)
    await room.enqueue(async () => {
      this.stillAbsent(session, room, seat)
      const person = room.record.seats[seat].name as string
      const kept = withSeat(room.record, seat, { name: COMPUTER_NAME, bot: level, keptFor: person })
      const record = { ...withHolder(room.record, kept, seat), updatedAt: new Date().toISOString() }
      await this.host.commit(room, record)
      room.left.delete(seat)
      room.present.set(seat, true)
      room.tellSeats()
      this.host.scheduleBots(room)
    })
  }

  /** The game ends: the absent opponent's side loses by forfeit. */
  async endGame(session: Session, seat: string): Promise<void> {
    const { room, seat: mine } = this.absentOther(session, seat)
    if (sideOf(mine, room.teams).includes(seat)) throw new Refusal('not-away', `${seat} plays on your side: concede instead`)
    await room.enqueue(async () => {
      this.stillAbsent(session, room, seat)
      await this.end(room, { reason: 'forfeit', seat, winners: opponentsOf(seat, room.seatNames, room.teams) })
    })
  }

  /** `session`'s side gives up: every other side wins. */
  async concede(session: Session): Promise<void> {
    const { room, seat } = seated(session)
    await room.enqueue(async () => {
      if (!this.host.live(room) || session.room !== room || session.seat !== seat) throw new Refusal('no-seat', 'join a room and take a seat first')
      if (room.over) throw new Refusal('game-over', 'the game is already over')
      await this.end(room, { reason: 'conceded', seat, winners: opponentsOf(seat, room.seatNames, room.teams) })
    })
  }

  private async end(room: Room, result: RoomResult): Promise<void> {
    await this.host.commit(room, { ...room.record, result, updatedAt: new Date().toISOString() })
    room.tellSeats()
    this.host.ended(room)
  }

  /** Checks before queueing: `session` holds a seat, and `seat` is another seat of its room. */
  private absentOther(session: Session, seat: string): { room: Room; seat: string } {
    const held = seated(session)
    if (!held.room.hasSeat(seat)) throw new Refusal('bad-message', `this game has no seat ${seat}`)
    if (seat === held.seat) throw new Refusal('bad-message', 'that is your own seat')
    return held
  }

  /** Inside the queue: the room still plays, `session` is still in it, and `seat`'s person is still gone. */
  private stillAbsent(session: Session, room: Room, seat: string): void {
    if (!this.host.live(room) || session.room !== room || session.seat === null) throw new Refusal('no-seat', 'join a room and take a seat first')
    if (room.over) throw new Refusal('game-over', 'the game is over')
    if (!room.isAbsent(seat)) throw new Refusal('not-away', `the ${seat} seat is not away: its player is here, or it is nobody's or the computer's`)
  }
}
