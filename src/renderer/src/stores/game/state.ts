// The store's state, kept apart from what changes it so that every part of the store (connection,
// rooms, rematch, sessions, local frames) works on the same refs without importing one another.
import { computed, ref, shallowRef } from 'vue'
import type { BaseView } from '@engine/core/game-module'
import type { SeatHolder } from '@shared/seat-holders'
import type { GameId, RejoinRequest, RematchOffer, RematchSeat, RoomOptions, RoomResult, SeatReturn, Seats, Teams } from '@shared/protocol'
import type { ConnectionStatus } from '../../net/seat-connection'
import type { Mode } from '../saved-games'
import type { HeldSeat, StartRequest } from './types'

export type GameState = ReturnType<typeof createGameState>

export function createGameState() {
  const hostUrl = ref<string | null>(null)
  const mode = ref<Mode | null>(null)
  const gameId = ref<GameId | null>(null)
  const room = ref<string | null>(null)
  const seats = ref<Seats | null>(null)
  const teams = ref<Teams | null>(null)
  /** The room has started: every seat is held (the lobby moves everyone to the table then). */
  const started = ref(false)
  /** The seat of whoever created the room (they may fill empty seats with the computer). */
  const creator = ref<string | null>(null)
  const options = ref<RoomOptions>({})
  const held = ref<Record<string, HeldSeat>>({})
  const spectatorView = shallowRef<BaseView | null>(null)
  /** Watching a room as a spectator (no seat): the view is spectatorView. */
  const watching = ref(false)
  const watchStatus = ref<ConnectionStatus>('connecting')
  /** How many watch the room. */
  const spectators = ref(0)
  /** A table shown from this window alone (presentFrame): no connection, no end dialog, no chime. */
  const local = ref(false)
  /** A local table that replays a finished game: its seat on screen is nobody's at this window. */
  const replaying = ref(false)
  /** How the room ended outside the game's rules (a concession or a forfeit). */
  const result = ref<RoomResult | null>(null)
  /** People asking to take back a seat they left, for this window to answer. */
  const rejoinRequests = ref<RejoinRequest[]>([])
  /** A rematch on offer in this (finished) room. */
  const rematchOffer = ref<RematchOffer | null>(null)
  /** A rematch's lobby: seats kept for people of the last game, and those who declined. */
  const rematchSeats = ref<RematchSeat[]>([])
  /** Who held each seat from which move on, where a seat changed hands while the game played (the log names each move's holder). */
  const holders = ref<SeatHolder[] | null>(null)
  /** The host says whether this network room is listed (`false`: private, by code only); null: not told. */
  const listed = ref<boolean | null>(null)
  /** The last time a seat changed hands other than by its own token (`seatReturned`), for everyone to read. */
  const seatReturn = ref<SeatReturn | null>(null)
  /** This window asks to take back a seat (`rejoin`): the seat, while the others decide. */
  const rejoinWaiting = ref<string | null>(null)
  /** While this window asks for a seat: how many other people ask for the same seat now. */
  const rejoinOthers = ref(0)
  /** A seat this window held as a teammate's guest went back to its own player (their name): the table says so. */
  const ownerBack = ref<string | null>(null)
  /** The last game started from this window (not joined), for a rematch. */
  const lastStart = ref<{ url: string; how: StartRequest } | null>(null)

  /** Seats held here, in the room's seat order. */
  const heldSeats = computed(() => {
    const order = seats.value ? Object.keys(seats.value) : []
    const mine = Object.keys(held.value)
    return [...order.filter((s) => mine.includes(s)), ...mine.filter((s) => !order.includes(s))]
  })
  /** Seats held here that must decide something now, in seat order (none once the room ended by a concession or forfeit). */
  const seatsToAct = computed(() => (result.value ? [] : heldSeats.value.filter((s) => held.value[s]?.view?.prompt)))
  const connectionStatus = computed<ConnectionStatus>(() => {
    if (watching.value && heldSeats.value.length === 0) return watchStatus.value
    const all = heldSeats.value.map((s) => held.value[s]?.status ?? 'connecting')
    if (all.includes('reconnecting')) return 'reconnecting'
    if (all.length > 0 && all.every((s) => s === 'open')) return 'open'
    return all[0] ?? 'connecting'
  })
  /** This window created the room (it holds the creator's seat). */
  const isCreator = computed(() => creator.value !== null && held.value[creator.value] !== undefined)
  /** The game is over: by its rules (a view's winner) or by a result outside them. */
  const over = computed(() => {
    if (result.value) return true
    const views = [...heldSeats.value.map((s) => held.value[s]?.view), spectatorView.value]
    return views.some((v) => v !== null && v !== undefined && v.winner !== null)
  })

  return {
    hostUrl,
    mode,
    gameId,
    room,
    seats,
    teams,
    started,
    creator,
    options,
    held,
    spectatorView,
    watching,
    watchStatus,
    spectators,
    local,
    replaying,
    result,
    rejoinRequests,
    rematchOffer,
    rematchSeats,
    seatReturn,
    holders,
    listed,
    rejoinWaiting,
    rejoinOthers,
    ownerBack,
    lastStart,
    heldSeats,
    seatsToAct,
    connectionStatus,
    isCreator,
    over,
  }
}

/**
 * Forgets the room: no seat, no view, nothing asked or offered. Whether the table is local and
 * the last game started here stay (a rematch may still start that game again).
 */
export function clearRoom(state: GameState): void {
  state.held.value = {}
  state.seats.value = null
  state.teams.value = null
  state.started.value = false
  state.creator.value = null
  state.spectators.value = 0
  state.result.value = null
  state.rejoinRequests.value = []
  state.rematchOffer.value = null
  state.rematchSeats.value = []
  state.rejoinWaiting.value = null
  state.rejoinOthers.value = 0
  state.ownerBack.value = null
  state.seatReturn.value = null
  state.holders.value = null
  state.listed.value = null
  state.gameId.value = null
  state.room.value = null
  state.mode.value = null
  state.spectatorView.value = null
  state.watching.value = false
  state.watchStatus.value = 'connecting'
  state.options.value = {}
}
