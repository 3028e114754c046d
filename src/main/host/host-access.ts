// What the host's room actions (absence.ts, rejoin.ts, rematch.ts, seating.ts) may use of the host: its rooms,
// who holds which seat, and the one way to save, seat and announce. The host hands them this much
// and no more, so each action lives in its own file without reaching into the host's maps.
import type { Session } from './host'
import type { Room } from './room'
import type { RoomRecord } from './room-record'
import type { HostMessage } from '../../shared/protocol'

export interface HostAccess {
  /** A live room (loading a finished one back), or undefined. */
  findRoom(code: string): Promise<Room | undefined>
  /** Still the room of that code (not deleted or replaced). */
  live(room: Room): boolean
  /** A local room does not exist for a session from the network. */
  reachable(session: Session, room: Room): boolean
  /** Whom the room's creator removed from it. */
  barred(session: Session, room: Room): boolean
  /** Sessions holding the room's seats, by seat. */
  holders(room: Room): ReadonlyMap<string, Session>
  /** Saves `record` durably and makes it the room's; the seats' keys follow it (a dropped key stops working). */
  commit(room: Room, record: RoomRecord): Promise<void>
  /**
   * Inside the room's queue: seats `session` in the free `seat` under `name` (saved), then welcome and
   * view; `creating`: the seat becomes the room's creator.
   */
  claim(session: Session, room: Room, seat: string, name: string, creating: boolean): Promise<void>
  /** Gives `session` the seat it already has the right to (welcome + view; the others are told). */
  take(session: Session, room: Room, seat: string): void
  /**
   * Like take, for a seat someone may hold on another connection (which is cut off); `guest`: by the
   * key a teammate gave, not as the seat's own player. `session` leaves wherever it was first.
   */
  takeOver(session: Session, room: Room, seat: string, guest: boolean): void
  /** The room and seat a key opens (a seat's token or a guest's), loading a finished room back. */
  seatOfKey(key: string): Promise<{ room: Room; seat: string } | undefined>
  /** Sends `message` to everyone in the room, players and spectators. */
  tell(room: Room, message: HostMessage): void
  /** A room code no room here uses. */
  newCode(): string
  /** Opens a room from `record` for `session` (the quotas apply), saved and in memory. */
  open(session: Session, record: RoomRecord): Promise<Room>
  /** Takes `session` out of its room. */
  detach(session: Session): void
  broadcastSeats(room: Room, except?: Session): void
  scheduleBots(room: Room): void
  /** The room is over now: the finished list, open rooms and expiry follow. */
  ended(room: Room): void
  /** The rooms waiting for players may have changed. */
  openRoomsChanged(): void
  /**
   * Inside the room's queue (seating.ts): saves `record`, the room dealt anew (a new seed, no moves),
   * and makes it the room's; each seat's keys now open the seat `record` puts them in.
   */
  redeal(room: Room, record: RoomRecord): Promise<void>
  /** Nobody holds `seat` on a connection any more (its holder moved to another seat). */
  release(room: Room, seat: string): void
  /** Sends every seat and spectator its view. */
  broadcastViews(room: Room): void
}
