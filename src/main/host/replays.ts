// `replay` (issue 26, point 3, "Only finished games reveal"): the whole record of a finished room —
// its seed and every move, which show every hidden card — to anyone who may reach the room, as for
// watching it: seated in it, watching it, or holding only its code; a local room only from the
// desktop app's own side. A room kept only on disk is loaded back as a resume loads it. A room
// waiting for players or in play gives nothing away: `not-finished`.
import type { HostAccess } from './host-access'
import { Refusal } from './refusal'
import { replayRecordInSlices } from './replay-record'
import type { RoomRecord } from './room-record'
import type { Session } from './session'
import type { ReplayRecord } from '../../shared/replay-record'

export class Replays {
  /** The last record made of each saved version of a room: a room's record is replaced, never changed. */
  private readonly made = new WeakMap<RoomRecord, ReplayRecord>()

  constructor(private readonly host: HostAccess) {}

  /** `replay`: answers `session` alone with the finished room's record, or refuses. */
  async replay(session: Session, code: string): Promise<void> {
    const room = await this.host.findRoom(code)
    // The same answer as for a code nobody uses: a local room does not exist for the network.
    if (!room || !this.host.live(room) || !this.host.reachable(session, room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
    if (this.host.barred(session, room)) throw new Refusal('removed', 'the room’s creator removed you from this room')
    // Behind whatever the room is doing (a move being saved, a concession): the answer is the room as it stands after it.
    const record = await room.enqueue(async () => {
      if (!this.host.live(room)) throw new Refusal('unknown-room', `there is no room ${code} on this host`)
      if (!room.over) throw new Refusal('not-finished', 'that game is not finished: its record is given once the game is over')
      let made = this.made.get(room.record)
      if (!made) {
        made = await replayRecordInSlices(room.record, this.host.finishedAt(room))
        this.made.set(room.record, made)
      }
      return made
    })
    session.send({ type: 'replay', record })
  }
}
