// Going into a room: starting one, joining one, watching one, or taking back a seat left in one.
// Each begins by forgetting the room this window was in.
import { DEFAULT_GAME } from '@shared/room-basics'
import { RequestError } from '../../net/host-client'
import { keepSession } from '../saved-games'
import type { Connection } from './connection'
import { gameStorePorts } from './ports'
import { saveSeats } from './saving'
import type { GameState } from './state'
import type { StartRequest } from './types'

/** How long a request to take back a seat waits for the others' answer. */
const REJOIN_WAIT_MS = 10 * 60_000

export type Rooms = ReturnType<typeof createRooms>

export function createRooms(state: GameState, connection: Connection) {
  const { hostUrl, mode, gameId, room, spectatorView, watching, rejoinWaiting, lastStart } = state
  const { client, connect, openLobby, request, reset, fileUnder } = connection

  /** Forgets the room this window was in and goes to the network room `code` at `url`. */
  function enterNetworkRoom(url: string, code: string): void {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
  }

  /**
   * Sits down in `seat` (or the first free one) under `name`, through the lobby connection when one
   * is open (the one that created the room: the host then knows this window as the creator).
   */
  async function takeSeat(seat: string | undefined, name: string): Promise<string> {
    if (!client.has('lobby')) connect('lobby')
    const welcome = await request('lobby', { type: 'join', room: room.value as string, name, ...(seat ? { seat } : {}) }, 'welcome')
    if (welcome.seat === null) {
      client.close('lobby')
      throw new RequestError('seat-taken', 'every seat is taken')
    }
    const got = fileUnder('lobby', welcome)
    await request(got, null, 'view')
    saveSeats(state)
    return got
  }

  /** Opens a new room on the host and sits down: one seat, or several for hot-seat. */
  async function startGame(url: string, how: StartRequest): Promise<void> {
    reset()
    // A plain copy (the request may hold the panels' reactive options, which structuredClone refuses).
    lastStart.value = { url, how: JSON.parse(JSON.stringify(how)) as StartRequest }
    const game = how.game ?? DEFAULT_GAME
    const entry = gameStorePorts().gameSetUp(game)
    if (!entry) throw new RequestError('unknown-game', `this app does not have ${game}`)
    hostUrl.value = url
    mode.value = how.mode
    gameId.value = game
    // The set-up form's choices, as the game's room options (a game may nest them: Confusion's variants).
    const options = entry.roomOptions ? entry.roomOptions(how.options ?? {}) : (how.options ?? {})
    const all = entry.seatsFor(options)
    const human = how.humanSeat ?? all[0] as string
    const mine = how.seats ?? (how.mode === 'hotseat' ? all : [human])
    const bots = how.bots ?? (how.mode === 'computer' ? all.filter((s) => !mine.includes(s)) : [])
    await openLobby()
    const created = await request('lobby', {
      type: 'createRoom',
      game,
      options,
      bots,
      ...(how.level ? { botLevel: how.level } : {}),
      ...(how.listed === false ? { listed: false } : {}),
    }, 'room')
    room.value = created.room
    for (const seat of mine) await takeSeat(seat, how.names[seat] ?? 'Player')
  }

  /** Also plays `seat` from this window (hot-seat within a network game), taken from the lobby. */
  async function addSeat(seat: string, name: string): Promise<void> {
    if (!room.value) throw new RequestError('offline', 'not in a room')
    await takeSeat(seat, name)
  }

  /** Joins an existing room (a friend's) in the first free seat, or the one asked for. */
  async function joinGame(url: string, code: string, name: string, seat?: string): Promise<void> {
    enterNetworkRoom(url, code)
    await openLobby()
    await takeSeat(seat, name)
  }

  /**
   * Watches a room as a spectator: no seat, no hand, only what every player can see. The join is
   * sent again after every reconnect, and a reload watches the same room again (issue 22, point 3):
   * the room is kept as the current game, with no token (a spectator has nothing to keep secret).
   */
  async function watchGame(url: string, code: string, name = 'Player'): Promise<void> {
    enterNetworkRoom(url, code)
    await openLobby({ type: 'join', room: room.value as string, name, seat: null })
    // A failure leaves the connection to the caller (the Start screen drops a failed attempt).
    const welcome = await request('lobby', null, 'welcome')
    if (!spectatorView.value) await request('lobby', null, 'view')
    watching.value = true
    keepSession({ hostUrl: url, room: room.value as string, mode: 'network', game: welcome.game, tokens: {}, watch: true }, DEFAULT_GAME)
  }

  /**
   * Takes back a seat left in `code` when its token is gone: with its recovery code at once; else by
   * `name`, waiting (up to ten minutes) until a teammate at the table says yes. Then sits down as with a join.
   */
  async function requestRejoin(url: string, code: string, name: string, recovery?: string): Promise<void> {
    enterNetworkRoom(url, code)
    await openLobby()
    let welcome
    if (recovery) welcome = await request('lobby', { type: 'rejoin', room: room.value as string, name, recovery }, 'welcome')
    else {
      const asked = await request('lobby', { type: 'rejoin', room: room.value as string, name }, 'rejoinAsked')
      rejoinWaiting.value = asked.seat
      try {
        welcome = await request('lobby', null, 'welcome', REJOIN_WAIT_MS)
      } finally {
        rejoinWaiting.value = null
        state.rejoinOthers.value = 0
      }
    }
    const got = fileUnder('lobby', welcome)
    await request(got, null, 'view')
    saveSeats(state)
  }

  return { startGame, addSeat, joinGame, watchGame, requestRejoin }
}
