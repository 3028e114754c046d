import type { ListedRoom } from '@shared/host-info'
import type { Level, RoomOptions } from '@shared/protocol'

/** What the Join form asks the Start screen to do once its fields check out. */
export interface JoinRequest {
  wsUrl: string
  /** The address as the player sees it ("192.168.1.5:7777"). */
  label: string
  /** The host's advertised name, when known. */
  name?: string
  code: string
  /** Keep it in the recent hosts (not for the page's own host). */
  remember: boolean
  /** Watch as a spectator instead of taking a seat. */
  watch: boolean
}

/** What the computer panel asks for: the game's set-up, the seat played here, and a level. */
export interface ComputerStart {
  level: Level
  options: RoomOptions
  humanSeat: string
}

/** What the hot-seat panel asks for: the game's set-up and a name for every seat. */
export interface HotseatStart {
  names: Record<string, string>
  options: RoomOptions
}

/** A room waiting for players, as the Join panel offers it. */
export interface OpenRoomOption {
  key: string
  room: ListedRoom
  /** Where the room is: its host's WebSocket URL, the address as shown, and its name. */
  wsUrl: string
  label: string
  hostName: string
  /** Keep its host in the recent hosts (not the page's own). */
  remember: boolean
}
