// The store's connections to the host (one per seat held, plus 'lobby'), and what their messages
// change in the state. Every other part of the store talks to the host through what this returns.
import { markRaw } from 'vue'
import type { ClientMessageInput, HostMessage } from '@shared/protocol'
import { HostClient, RequestError, type Key } from '../../net/host-client'
import { saveSeats } from './saving'
import { clearRoom, type GameState } from './state'
import type { HeldSeat } from './types'

export type Connection = ReturnType<typeof createConnection>

/** A welcome as far as filing its seat goes. */
type SeatWelcome = { seat: string | null; token: string | null; recovery?: string }

export function createConnection(state: GameState) {
  const { hostUrl, room, gameId, options, held, spectatorView, watchStatus } = state
  // Kept out of reactivity: the store keeps what the client reports, not the client itself.
  const client = new HostClient({
    message: onMessage,
    status: (key, status) => {
      if (key === 'lobby') watchStatus.value = status
      const mine = held.value[key]
      if (mine) mine.status = status
    },
  })

  /** The room as a welcome or a seats message tells it. */
  function takeStatus(message: Extract<HostMessage, { type: 'welcome' | 'seats' }>): void {
    state.seats.value = message.seats
    state.teams.value = message.teams ?? null
    state.started.value = message.started === true
    state.creator.value = message.creator ?? null
    state.spectators.value = message.spectators ?? 0
    state.result.value = message.result ?? null
    state.rejoinRequests.value = message.rejoin ?? []
    state.rematchOffer.value = message.rematch ?? null
    state.rematchSeats.value = message.rematchSeats ?? []
    state.holders.value = message.holders ?? null
    state.listed.value = message.listed ?? null
  }

  function onMessage(key: Key, message: HostMessage): void {
    // A connection on its way to a rematch's room may still hear the old room: only this room counts.
    if ('room' in message && room.value !== null && message.type !== 'room' && message.room !== room.value) return
    const mine = held.value[key]
    switch (message.type) {
      case 'welcome':
        takeStatus(message)
        gameId.value = message.game
        options.value = message.options
        if (mine) {
          // The host moved this seat's person to another seat (moveSeat, swapSeats): the connection follows.
          if (message.seat !== null && message.seat !== key) moveFiled(key, message.seat)
          const seat = held.value[message.seat ?? key] as HeldSeat
          seat.token = message.token
          if (message.recovery !== undefined) seat.recovery = message.recovery
          else delete seat.recovery
          saveSeats(state)
        }
        break
      case 'seats':
        takeStatus(message)
        break
      case 'seatReturned':
        state.seatReturn.value = { seat: message.seat, name: message.name, how: message.how, ...(message.by ? { by: message.by } : {}), ...(message.fromComputer ? { fromComputer: true } : {}) }
        break
      case 'view':
        if (mine) {
          mine.view = markRaw(message.view)
          mine.seq = message.seq
        } else if (key === 'lobby') spectatorView.value = markRaw(message.view)
        break
      case 'rejoinAsked':
        state.rejoinOthers.value = message.others ?? 0
        break
      case 'error':
        // The seat's own player took back the seat this window held as a guest: say so, not just "disconnected".
        if (message.code === 'owner-back' && mine) state.ownerBack.value = state.seats.value?.[key]?.name ?? ''
        break
      default:
        break
    }
  }

  function connect(key: Key, token: string | null = null, hello?: ClientMessageInput): void {
    client.connect(hostUrl.value as string, key, token, hello)
  }

  /** Opens the lobby connection and waits until it is open (see HostClient.openLobby). */
  function openLobby(hello?: ClientMessageInput): Promise<void> {
    return client.openLobby(hostUrl.value as string, hello)
  }

  const request: HostClient['request'] = (...args) => client.request(...args)

  /** Closes every connection (their requests fail as cancelled) and forgets the room. */
  function reset(): void {
    client.reset(new RequestError('cancelled', 'another game was opened meanwhile'))
    clearRoom(state)
  }

  /**
   * Files the connection under `key` as holding `seat` (token `token`). Called right on its
   * `welcome`, before the view that follows it arrives.
   */
  function fileUnder(key: Key, welcome: SeatWelcome): string {
    const { token, recovery } = welcome
    const seat = welcome.seat as string
    client.refile(key, seat, { token })
    held.value = { ...held.value, [seat]: { seat, token, view: null, seq: -1, status: 'open', ...(recovery !== undefined ? { recovery } : {}) } }
    return seat
  }

  /**
   * Files the connection under `key` as holding `seat` now, its view to come. A connection this
   * window has in `seat` (a swap of two seats both played here) takes `key`'s place: its own
   * welcome then finds it filed already.
   */
  function moveFiled(key: Key, seat: string): void {
    const { [key]: entry, [seat]: otherEntry, ...rest } = held.value
    client.refile(key, seat, { swap: true })
    held.value = {
      ...rest,
      [seat]: { ...(entry as HeldSeat), seat, view: null, seq: -1 },
      ...(otherEntry ? { [key]: { ...otherEntry, seat: key, view: null, seq: -1 } } : {}),
    }
  }

  return { client, takeStatus, connect, openLobby, request, reset, fileUnder }
}
