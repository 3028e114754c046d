// What the host's parts may use of one another. Each part (rooms.ts: rooms and expiry; sessions.ts:
// people coming and going; play.ts: moves; computer.ts: computer players) and each room action
// (absence.ts, rejoin.ts, rematch.ts, replays.ts, seating.ts) is handed this much and no more; the
// Host (host.ts) answers it from its parts, so no part imports another and each lives in its own file.
import type { Room } from './room'
import type { RoomRecord } from './room-record'
import type { Session } from './session'
import type { GameAction } from '../../engine/core/game-module'

/** A room of this host: its people are sessions. */
export type HostRoom = Room<Session>

export interface HostAccess {
  // Rooms and expiry (rooms.ts)
  /** A live room (loading a finished one back), or undefined. */
  findRoom(code: string): Promise<HostRoom | undefined>
  /** Still the room of that code (not deleted or replaced). */
  live(room: HostRoom): boolean
  /** A local room does not exist for a session from the network. */
  reachable(session: Session, room: HostRoom): boolean
  /** Whom the room's creator removed from it. */
  barred(session: Session, room: HostRoom): boolean
  /** Saves `record` durably and makes it the room's; the seats' keys follow it (a dropped key stops working). */
  commit(room: HostRoom, record: RoomRecord): Promise<void>
  /**
   * Inside the room's queue: saves `record`, the room dealt anew (a new seed, no moves), and makes
   * it the room's; each seat's keys now open the seat `record` puts them in.
   */
  redeal(room: HostRoom, record: RoomRecord): Promise<void>
  /** The room and seat a key opens (a seat's token or a guest's), loading a finished room back. */
  seatOfKey(key: string): Promise<{ room: HostRoom; seat: string } | undefined>
  /** A room code no room here uses. */
  newCode(): string
  /** Opens a room from `record` for `session` (the quotas apply), saved and in memory. */
  open(session: Session, record: RoomRecord): Promise<HostRoom>
  /** The room is over now: the finished list, open rooms and expiry follow. */
  ended(room: HostRoom): void
  /** When a finished room ended (ISO 8601). */
  finishedAt(room: HostRoom): string
  /** Somebody came into or left the room: its unload and expiry clocks follow. */
  attendanceChanged(room: HostRoom): void
  /** The rooms waiting for players may have changed. */
  openRoomsChanged(): void

  // Sessions (sessions.ts)
  /**
   * Inside the room's queue: seats `session` in the free `seat` under `name` (saved), then welcome and
   * view; `creating`: the seat becomes the room's creator.
   */
  claim(session: Session, room: HostRoom, seat: string, name: string, creating: boolean): Promise<void>
  /** Gives `session` the seat it already has the right to (welcome + view; the others are told). */
  take(session: Session, room: HostRoom, seat: string): void
  /**
   * Like take, for a seat someone may hold on another connection (which is cut off); `guest`: by the
   * key a teammate gave, not as the seat's own player. `session` leaves wherever it was first.
   */
  takeOver(session: Session, room: HostRoom, seat: string, guest: boolean): void
  /** Takes `session` out of its room. */
  detach(session: Session): void

  // Play and computer players (play.ts, computer.ts)
  /** The one path every move takes, inside the room's queue; refuses with a Refusal. */
  applyMove(room: HostRoom, seat: string, seq: number, action: GameAction): Promise<void>
  scheduleBots(room: HostRoom): void

  /** The host is closing: nothing new starts. */
  closing(): boolean
  warn(message: string): void
}
