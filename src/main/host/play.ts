// Moves: the one path every move takes, a person's or the computer's. It checks the move (the
// room still plays, the seq is current, the rules allow it), saves it durably, and only then
// sends each seat its own view. A person's act may carry an id, answered with `acted` once applied.
import type { HostAccess, HostRoom } from './host-access'
import { MAX_MOVES, type RoomRecord } from './room-record'
import { Refusal } from './refusal'
import type { Session } from './session'
import { MAX_SAVE_BYTES, RecordFullError, type RoomStore } from './store'
import { checkStandingRun } from './standing'
import type { GameAction } from '../../engine/core/game-module'
import { describeIssues, type ErrorCode } from '../../shared/protocol'

export class Play {
  constructor(
    private readonly host: HostAccess,
    private readonly store: RoomStore,
  ) {}

  /** `act`: `session`'s seat plays `input` at `seq`; with an `id`, the sender alone hears `acted` once it is applied. */
  async act(session: Session, seq: number, input: unknown, id?: string): Promise<void> {
    const room = session.room
    const seat = session.seat
    if (!room || !seat) throw new Refusal('no-seat', 'join a room and take a seat first')
    const action = room.rules.actionSchema.safeParse(input)
    if (!action.success) throw new Refusal('bad-message', `not a ${room.record.game} action: ${describeIssues(action.error)}`)
    await room.enqueue(async () => {
      // Queued behind a seat change (a swap, a removal, a new deal): the seat is no longer this connection's.
      if (session.room !== room || session.seat !== seat || room.holders.get(seat) !== session) throw new Refusal('no-seat', 'you no longer hold that seat')
      checkStandingRun(room, seat, action.data)
      await this.applyMove(room, seat, this.seqFor(room, seat, seq, action.data), action.data)
      // After the views: the sender's view is already the one at this seq.
      if (id !== undefined) session.send({ type: 'acted', room: room.code, id, seq: room.seq })
    })
  }

  /**
   * The seq an act sent at `seq` is taken at: its own, or the room's for an action every seat
   * answers at once (the game's staleTolerant) that the seat's prompt still asks for, so another
   * seat's answer landing first does not make it stale. Only other seats may have moved since: an
   * act of a seat that has played since `seq` answers an older question (a duplicate, say).
   */
  private seqFor(room: HostRoom, seat: string, seq: number, action: GameAction): number {
    if (seq >= room.seq || !room.rules.staleTolerant.includes(action.type)) return seq
    if (room.record.moves.slice(seq).some((move) => move.seat === seat)) return seq
    return room.rules.viewFor(room.state, seat).prompt?.type === action.type ? room.seq : seq
  }

  /** The one path every move takes, human or computer. Runs inside the room's queue. */
  async applyMove(room: HostRoom, seat: string, seq: number, action: GameAction): Promise<void> {
    // A room deleted while this waited in its queue: nothing may save it again.
    if (!this.host.live(room)) throw new Refusal('unknown-room', 'that room is gone')
    if (room.record.result) throw new Refusal('game-over', 'the game is over')
    if (seq !== room.seq) throw new Refusal('stale-seq', `the game is at seq ${room.seq}, not ${seq}`)
    // A record holds so many moves and no more, so that every room the host saved loads again.
    if (room.seq >= MAX_MOVES) throw moveLimit()
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
      await this.store.save(record)
    } catch (err) {
      // Nothing is shown that was not saved: the room stays as it was and the move is refused.
      if (err instanceof RecordFullError) throw moveLimit()
      this.host.warn(`could not save room ${room.code}: ${err instanceof Error ? err.message : String(err)}`)
      throw new Refusal('server-error', 'the host could not save that move; nothing changed')
    }
    room.commit(record, next)
    room.sendViews()
    if (room.over) this.host.ended(room)
    this.host.scheduleBots(room)
    this.host.attendanceChanged(room)
  }
}

function moveLimit(): Refusal {
  return new Refusal('move-limit', `this game has reached the most moves a room keeps (${MAX_MOVES}, or ${MAX_SAVE_BYTES / 1024 / 1024} MiB): it can still be conceded or ended, not played on`)
}
