// The table's state: which room, which seats this window holds, and the latest view of each.
// Hot-seat holds both seats (one connection each); every other mode holds one.
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef } from 'vue'
import type { ImportedGame } from '@shared/preload-api'
import type { ClientMessageInput, ErrorCode, HostMessage as AnyHostMessage, Level, RoomOptions, Seats } from '@shared/protocol'
import type { Action, PlayerView, Seat } from '@shared/spies-and-lies/types'
import { resumeAt } from '../desktop/resume-address'
import { SeatConnection, type ConnectionStatus } from '../net/seat-connection'

type HostMessage = AnyHostMessage<PlayerView>

export type Mode = 'computer' | 'hotseat' | 'network'

export interface HeldSeat {
  seat: Seat
  token: string | null
  view: PlayerView | null
  seq: number
  status: ConnectionStatus
}

export interface SavedSession {
  hostUrl: string
  room: string
  mode: Mode
  tokens: Partial<Record<Seat, string>>
}

/** How a game was started, so that a rematch can start the same kind of game in a new room. */
export interface StartRequest {
  mode: Mode
  names: Partial<Record<Seat, string>>
  level?: Level
  options?: RoomOptions
  humanSeat?: Seat
}

const SESSION_KEY = 'safehouse.session'
const SIMULTANEOUS: ReadonlySet<Action['type']> = new Set(['deploy', 'intel'])

export class RequestError extends Error {
  constructor(
    /** 'cancelled': the store was reset (another game started) while waiting for the answer. */
    readonly code: ErrorCode | 'timeout' | 'offline' | 'cancelled',
    message: string,
  ) {
    super(message)
  }
}

export const useGameStore = defineStore('game', () => {
  const hostUrl = ref<string | null>(null)
  const mode = ref<Mode | null>(null)
  const room = ref<string | null>(null)
  const seats = ref<Seats | null>(null)
  const options = ref<RoomOptions>({})
  const held = ref<Partial<Record<Seat, HeldSeat>>>({})
  const spectatorView = shallowRef<PlayerView | null>(null)
  /** Watching a room as a spectator (no seat): the view is spectatorView. */
  const watching = ref(false)
  const watchStatus = ref<ConnectionStatus>('connecting')
  /** The host's last refusal; `rule` is the engine's reason (e.g. 'bad-order') when it gave one. */
  const lastError = ref<{ code: string; message: string; rule?: string } | null>(null)
  /** The last game started from this window (not joined), for a rematch. */
  const lastStart = ref<{ url: string; how: StartRequest } | null>(null)
  /** One connection per held seat; kept out of reactivity. */
  const connections = new Map<Seat | 'lobby', SeatConnection>()
  const listeners = new Set<(key: Seat | 'lobby', message: HostMessage) => void>()
  /** Requests waiting for an answer: reset() cancels them, so none outlives its game. */
  const waiting = new Set<(err: RequestError) => void>()
  /** The last action sent per seat, to send again after a stale-seq in a simultaneous phase. */
  const pending = new Map<Seat, Action>()
  const refile = new WeakMap<SeatConnection, { key: Seat | 'lobby' }>()

  const heldSeats = computed(() => (['red', 'blue'] as const).filter((s) => held.value[s] !== undefined))
  /** Seats held here that must decide something now, red first. */
  const seatsToAct = computed(() => heldSeats.value.filter((s) => held.value[s]?.view?.prompt))
  const connectionStatus = computed<ConnectionStatus>(() => {
    if (watching.value && heldSeats.value.length === 0) return watchStatus.value
    const all = heldSeats.value.map((s) => held.value[s]?.status ?? 'connecting')
    if (all.includes('reconnecting')) return 'reconnecting'
    if (all.length > 0 && all.every((s) => s === 'open')) return 'open'
    return all[0] ?? 'connecting'
  })

  function save(): void {
    if (!hostUrl.value || !room.value || !mode.value) return
    const tokens: Partial<Record<Seat, string>> = {}
    for (const seat of heldSeats.value) {
      const token = held.value[seat]?.token
      if (token) tokens[seat] = token
    }
    const session: SavedSession = { hostUrl: hostUrl.value, room: room.value, mode: mode.value, tokens }
    localStorage.setItem(SESSION_KEY, JSON.stringify(session))
  }

  function savedSession(): SavedSession | null {
    try {
      const raw = localStorage.getItem(SESSION_KEY)
      if (!raw) return null
      const s = JSON.parse(raw) as Partial<SavedSession>
      if (typeof s.hostUrl !== 'string' || typeof s.room !== 'string' || typeof s.tokens !== 'object' || !s.tokens) return null
      if (s.mode !== 'computer' && s.mode !== 'hotseat' && s.mode !== 'network') return null
      return { hostUrl: s.hostUrl, room: s.room, mode: s.mode, tokens: s.tokens }
    } catch {
      return null
    }
  }

  function onMessage(key: Seat | 'lobby', message: HostMessage): void {
    for (const listener of [...listeners]) listener(key, message)
    const mine = key === 'lobby' ? undefined : held.value[key]
    switch (message.type) {
      case 'welcome':
        seats.value = message.seats
        options.value = message.options
        if (mine) {
          mine.token = message.token
          save()
        }
        break
      case 'seats':
        seats.value = message.seats
        break
      case 'view':
        if (mine) {
          mine.view = markRaw(message.view)
          mine.seq = message.seq
        } else if (key === 'lobby') spectatorView.value = markRaw(message.view)
        break
      case 'error':
        if (mine && message.code === 'stale-seq') {
          // The other side moved first in a phase both play at once: the move still stands.
          const action = pending.get(mine.seat)
          if (action && mine.view?.prompt?.type === action.type && SIMULTANEOUS.has(action.type)) {
            connections.get(mine.seat)?.send({ type: 'act', seq: mine.seq, action })
            return
          }
        }
        lastError.value = { code: message.code, message: message.message, ...(message.rule ? { rule: message.rule } : {}) }
        break
      default:
        break
    }
  }

  function connect(key: Seat | 'lobby', token: string | null = null, hello?: ClientMessageInput): SeatConnection {
    connections.get(key)?.close()
    // The key is looked up on every event, so a lobby connection can be re-filed under its seat.
    const filed = { key }
    const connection = new SeatConnection(
      hostUrl.value as string,
      {
        message: (m) => onMessage(filed.key, m as HostMessage),
        status: (status) => {
          if (filed.key === 'lobby') watchStatus.value = status
          const mine = filed.key === 'lobby' ? undefined : held.value[filed.key]
          if (mine) mine.status = status
        },
      },
      { token, ...(hello ? { hello } : {}) },
    )
    connections.set(key, markRaw(connection))
    refile.set(connection, filed)
    return connection
  }

  /** Sends `message` and waits for the first answer `accept` takes (or an error). */
  function request<T extends HostMessage['type']>(
    key: Seat | 'lobby',
    message: ClientMessageInput | null,
    type: T,
    timeoutMs = 8000,
  ): Promise<Extract<HostMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const settle = (): void => {
        clearTimeout(timer)
        listeners.delete(listener)
        waiting.delete(cancel)
      }
      const cancel = (err: RequestError): void => {
        settle()
        reject(err)
      }
      const timer = setTimeout(() => cancel(new RequestError('timeout', 'the host did not answer')), timeoutMs)
      const listener = (from: Seat | 'lobby', m: HostMessage) => {
        if (from !== key) return
        if (m.type === type || m.type === 'error') {
          settle()
          if (m.type === 'error') reject(new RequestError(m.code, m.message))
          else resolve(m as Extract<HostMessage, { type: T }>)
        }
      }
      listeners.add(listener)
      waiting.add(cancel)
      if (message) {
        const connection = connections.get(key)
        // Not open yet: send as soon as it opens.
        if (connection?.status === 'open') connection.send(message)
        else {
          const opened = setInterval(() => {
            if (connections.get(key)?.status === 'open') {
              clearInterval(opened)
              connections.get(key)?.send(message)
            }
          }, 50)
          setTimeout(() => clearInterval(opened), timeoutMs)
        }
      }
    })
  }

  function reset(): void {
    for (const cancel of [...waiting]) cancel(new RequestError('cancelled', 'another game was opened meanwhile'))
    for (const connection of connections.values()) connection.close()
    connections.clear()
    pending.clear()
    held.value = {}
    seats.value = null
    room.value = null
    mode.value = null
    spectatorView.value = null
    watching.value = false
    watchStatus.value = 'connecting'
    lastError.value = null
    options.value = {}
  }

  async function takeSeat(seat: Seat | undefined, name: string): Promise<Seat> {
    const connection = connect('lobby')
    const welcome = await request('lobby', { type: 'join', room: room.value as string, name, ...(seat ? { seat } : {}) }, 'welcome')
    if (welcome.seat === null) {
      connection.close()
      connections.delete('lobby')
      throw new RequestError('seat-taken', 'both seats are taken')
    }
    // File the connection under its seat before the view that follows the welcome arrives.
    const got = welcome.seat as Seat
    connections.delete('lobby')
    connections.set(got, connection)
    ;(refile.get(connection) as { key: Seat | 'lobby' }).key = got
    connection.token = welcome.token
    held.value = { ...held.value, [got]: { seat: got, token: welcome.token, view: null, seq: -1, status: 'open' } }
    await request(got, null, 'view')
    save()
    return got
  }

  /** Opens a new room on the host and sits down: one seat, or both for hot-seat. */
  async function startGame(url: string, how: StartRequest): Promise<void> {
    reset()
    lastStart.value = {
      url,
      how: { ...how, names: { ...how.names }, ...(how.options ? { options: { ...how.options } } : {}) },
    }
    hostUrl.value = url
    mode.value = how.mode
    connect('lobby')
    const human = how.humanSeat ?? 'red'
    const bots: Seat[] = how.mode === 'computer' ? [human === 'red' ? 'blue' : 'red'] : []
    const created = await request('lobby', {
      type: 'createRoom',
      game: 'spies-and-lies',
      options: how.options ?? {},
      bots,
      ...(how.level ? { botLevel: how.level } : {}),
    }, 'room')
    connections.get('lobby')?.close()
    connections.delete('lobby')
    room.value = created.room
    const toTake: Seat[] = how.mode === 'hotseat' ? ['red', 'blue'] : [human]
    for (const seat of toTake) await takeSeat(seat, how.names[seat] ?? 'Player')
  }

  /** Joins an existing room (a friend's) in the first free seat, or the one asked for. */
  async function joinGame(url: string, code: string, name: string, seat?: Seat): Promise<void> {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
    await takeSeat(seat, name)
  }

  /**
   * Watches a room as a spectator: no seat, no hand, only what both players can see. The join is
   * sent again after every reconnect. Not kept across a reload (a spectator has no token).
   */
  async function watchGame(url: string, code: string, name: string): Promise<void> {
    reset()
    lastStart.value = null
    hostUrl.value = url
    mode.value = 'network'
    room.value = code.trim().toUpperCase()
    connect('lobby', null, { type: 'join', room: room.value, name, seat: null })
    // A failure leaves the connection to the caller (the Start screen drops a failed attempt).
    await request('lobby', null, 'welcome')
    if (!spectatorView.value) await request('lobby', null, 'view')
    watching.value = true
  }

  /** Takes back every seat of `session` (its tokens). Returns false when there is none. */
  async function resumeSession(session: SavedSession): Promise<boolean> {
    reset()
    lastStart.value = null
    hostUrl.value = session.hostUrl
    mode.value = session.mode
    room.value = session.room
    const entries = Object.entries(session.tokens) as Array<[Seat, string]>
    if (entries.length === 0) return false
    for (const [seat, token] of entries) {
      held.value = { ...held.value, [seat]: { seat, token, view: null, seq: -1, status: 'connecting' } }
      connect(seat, token)
      await request(seat, null, 'view')
    }
    save()
    return true
  }

  /** After a reload: resume every seat this window held. Returns false when there is none. */
  async function resumeSaved(): Promise<boolean> {
    const saved = savedSession()
    if (!saved) return false
    try {
      return await resumeAt(saved, (hostUrl) => resumeSession({ ...saved, hostUrl }))
    } catch (err) {
      // Cancelled: another game was opened meanwhile (and is now the one to keep).
      if (!(err instanceof RequestError && err.code === 'cancelled')) forget()
      return false
    }
  }

  /**
   * Sits down at a game opened from a game record file (now on this computer's host at `url`):
   * every seat a person played is taken here, as in hot-seat; a computer seat stays the computer's.
   */
  async function openImported(url: string, imported: ImportedGame): Promise<void> {
    const people = (['red', 'blue'] as const).filter((s) => !imported.seats[s].bot)
    const tokens: Partial<Record<Seat, string>> = {}
    for (const s of people) tokens[s] = imported.seats[s].token
    const how: Mode = people.length < 2 ? 'computer' : 'hotseat'
    if (!(await resumeSession({ hostUrl: url, room: imported.room, mode: how, tokens }))) throw new RequestError('unknown-token', 'nobody plays in that game')
  }

  function act(seat: Seat, action: Action): boolean {
    const mine = held.value[seat]
    const connection = connections.get(seat)
    if (!mine || !connection) return false
    lastError.value = null
    pending.set(seat, action)
    return connection.send({ type: 'act', seq: mine.seq, action })
  }

  /** Whether rematch() can start a game like the last one (not for a game joined from elsewhere). */
  const canRematch = computed(() => lastStart.value !== null)

  /** Starts the same kind of game as the last one started here (same mode, seats, names, level), in a new room. */
  async function rematch(): Promise<void> {
    const last = lastStart.value
    if (!last) throw new RequestError('offline', 'there is no game to play again')
    await startGame(last.url, last.how)
  }

  /** Closes every connection but keeps the saved session (a cancelled attempt, say). */
  function disconnect(): void {
    reset()
  }

  /**
   * Leaves the table and forgets the saved session. The host is told (`leave`), so the others see
   * the seat go; the seat stays the player's on the host.
   */
  function forget(): void {
    for (const seat of heldSeats.value) connections.get(seat)?.send({ type: 'leave' })
    localStorage.removeItem(SESSION_KEY)
    reset()
  }

  return {
    hostUrl,
    mode,
    room,
    seats,
    options,
    held,
    spectatorView,
    watching,
    lastError,
    heldSeats,
    seatsToAct,
    connectionStatus,
    lastStart,
    canRematch,
    startGame,
    rematch,
    joinGame,
    watchGame,
    resumeSaved,
    openImported,
    savedSession,
    act,
    disconnect,
    forget,
  }
})
