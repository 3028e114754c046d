// The game store's public types: what a caller hands it or reads back from it.
import type { SeatHolder } from '@shared/seat-holders'
import type { BaseView, GameAction } from '@engine/core/game-module'
import type { GameId, Level, RoomOptions, RoomResult, Seats, Teams } from '@shared/protocol'
import type { ConnectionStatus } from '../../net/seat-connection'
import type { Mode } from '../saved-games'

export interface HeldSeat {
  seat: string
  token: string | null
  view: BaseView | null
  seq: number
  status: ConnectionStatus
  /** The seat's recovery code, shown to its own player in the room menu (never to a teammate's guest). */
  recovery?: string
}

/**
 * A table shown from this window alone, with no host: a step of a finished game's replay, or a
 * tutorial's game (LocalTable gives it a store of its own).
 */
export interface LocalFrame {
  game: GameId
  room: string
  options: RoomOptions
  seats: Seats
  teams: Teams | null
  /** The seat whose view it is; null: the view of someone watching (or everything revealed). */
  seat: string | null
  view: BaseView
  step: number
  /** How the room ended outside the rules, at its last step. */
  result: RoomResult | null
  /** Who held each seat from which move on (a replay of a record that has it). */
  holders?: SeatHolder[]
}

/** Plays a local table's seat: resolves once the action is applied, or rejects with a RequestError saying why not. */
export type LocalPlay = (seat: string, action: GameAction) => Promise<void>

/** How a game was started, so that a rematch can start the same kind of game in a new room. */
export interface StartRequest {
  /** Default: Spies & Lies. */
  game?: GameId
  mode: Mode
  /** The name of whoever plays each seat taken here. */
  names: Record<string, string>
  level?: Level
  options?: RoomOptions
  /** The one seat a computer game or a hosted game is played from (default: the game's first). */
  humanSeat?: string
  /** The seats this window takes (default: every seat for hot-seat, else humanSeat). */
  seats?: string[]
  /** The seats the computer plays (default: every other seat in a computer game, none otherwise). */
  bots?: string[]
  /** false: a private room, joined by code only (default: listed in the host's open rooms). */
  listed?: boolean
}
