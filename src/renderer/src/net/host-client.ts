// The renderer's side of the wire: the connections a window holds to one host (one per seat held,
// plus 'lobby' for creating, joining and watching), and requests over them that wait for the host's
// answer. A plain class: the game store owns one and keeps the state it reports.
import type { GameAction } from '@engine/core/game-module'
import type { ClientMessageInput, ErrorCode, HostMessage } from '@shared/protocol'
import { SeatConnection, type ConnectionStatus } from './seat-connection'

/** What a connection is filed under: a seat, 'lobby', or a parked name while moving to a rematch. */
export type Key = string
/** How long opening a connection to a host may take before the address counts as unreachable. */
export const CONNECT_MS = 3000
/** How long an act's view may come after its `acted` before the act counts as landed anyway. */
const VIEW_AFTER_ACTED_MS = 1000

export class RequestError extends Error {
  constructor(
    /**
     * 'cancelled': the store was reset (another game started) while waiting for the answer.
     * 'unreachable': nothing answered at the address within CONNECT_MS; 'refused': something there
     * turned the connection away at once (no host on that port, or a host refusing this page).
     */
    readonly code: ErrorCode | 'timeout' | 'offline' | 'cancelled' | 'unreachable' | 'refused',
    message: string,
    /** The engine's reason for refusing an action (e.g. 'bad-order'), when it gave one. */
    readonly rule?: string,
  ) {
    super(message)
  }
}

export interface HostClientEvents {
  /** Every message of every connection, with the key it is filed under when it arrives. */
  message(key: Key, message: HostMessage): void
  /** Every change of a connection's status. */
  status(key: Key, status: ConnectionStatus): void
}

type Listener = (key: Key, message: HostMessage) => void

export class HostClient {
  private readonly connections = new Map<Key, SeatConnection>()
  /** The key a connection is filed under now, looked up on every event (a lobby connection becomes a seat's). */
  private readonly filed = new WeakMap<SeatConnection, { key: Key }>()
  private readonly listeners = new Set<Listener>()
  private readonly statusListeners = new Set<(key: Key, status: ConnectionStatus) => void>()
  /** Requests waiting for an answer: reset() cancels them, so none outlives its game. */
  private readonly waiting = new Set<(err: RequestError) => void>()
  private acts = 0
  /** Connections whose host said (in its welcome) that it echoes act ids. */
  private readonly echoesIds = new WeakSet<SeatConnection>()

  constructor(private readonly events: HostClientEvents) {}

  has(key: Key): boolean {
    return this.connections.has(key)
  }

  /** Opens a connection to `url` filed under `key` (closing one filed there before). */
  connect(url: string, key: Key, token: string | null = null, hello?: ClientMessageInput): SeatConnection {
    this.connections.get(key)?.close()
    const filed = { key }
    const connection = new SeatConnection(
      url,
      {
        message: (m) => {
          if (m.type === 'welcome') {
            if (m.actIds === true) this.echoesIds.add(connection)
            else this.echoesIds.delete(connection)
          }
          for (const listener of [...this.listeners]) listener(filed.key, m)
          this.events.message(filed.key, m)
        },
        status: (status) => {
          for (const listener of [...this.statusListeners]) listener(filed.key, status)
          this.events.status(filed.key, status)
        },
      },
      { token, ...(hello ? { hello } : {}) },
    )
    this.connections.set(key, connection)
    this.filed.set(connection, filed)
    return connection
  }

  /**
   * Opens the lobby connection to `url` and waits until it is open: refused when it closes before
   * ever opening, unreachable when nothing has answered after CONNECT_MS.
   */
  openLobby(url: string, hello?: ClientMessageInput): Promise<void> {
    const connection = this.connect(url, 'lobby', null, hello)
    if (connection.status === 'open') return Promise.resolve()
    const address = (() => {
      try {
        return new URL(url).host
      } catch {
        return url
      }
    })()
    return new Promise((resolve, reject) => {
      const settle = (err: RequestError | null): void => {
        clearTimeout(timer)
        this.statusListeners.delete(listener)
        this.waiting.delete(cancel)
        if (!err) return resolve()
        if (this.connections.get('lobby') === connection) this.close('lobby')
        reject(err)
      }
      const cancel = (err: RequestError): void => settle(err)
      const listener = (key: Key, status: ConnectionStatus): void => {
        if (key !== 'lobby' || this.connections.get('lobby') !== connection) return
        if (status === 'open') settle(null)
        else if (status === 'reconnecting' || status === 'closed') settle(new RequestError('refused', `nothing at ${address} accepted the connection`))
      }
      const timer = setTimeout(() => settle(new RequestError('unreachable', `nothing answered at ${address}`)), CONNECT_MS)
      this.statusListeners.add(listener)
      this.waiting.add(cancel)
    })
  }

  /** Sends `message` and waits for the first answer of `type` that `accept` takes (or an error). */
  request<T extends HostMessage['type']>(
    key: Key,
    message: ClientMessageInput | null,
    type: T,
    /** null: no limit (taking a seat back waits for a host that is away, however long). */
    timeoutMs: number | null = 8000,
    accept: (m: Extract<HostMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<HostMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const settle = (): void => {
        clearTimeout(timer)
        this.listeners.delete(listener)
        this.waiting.delete(cancel)
      }
      const cancel = (err: RequestError): void => {
        settle()
        reject(err)
      }
      const timer = timeoutMs === null ? undefined : setTimeout(() => cancel(new RequestError('timeout', 'the host did not answer')), timeoutMs)
      // The connection may be filed under another key meanwhile (its seat moved): the answer is still its.
      const open = this.connections.get(key)
      const filed = open ? this.filed.get(open) : undefined
      const listener: Listener = (from, m) => {
        if (from !== (filed?.key ?? key)) return
        if ((m.type === type && accept(m as Extract<HostMessage, { type: T }>)) || m.type === 'error') {
          settle()
          if (m.type === 'error') reject(new RequestError(m.code, m.message, m.rule))
          else resolve(m as Extract<HostMessage, { type: T }>)
        }
      }
      this.listeners.add(listener)
      this.waiting.add(cancel)
      if (message) {
        // Not open yet: send as soon as it opens.
        if (this.send(key, message)) return
        const opened = setInterval(() => {
          if (this.connections.get(key)?.status === 'open') {
            clearInterval(opened)
            this.send(key, message)
          }
        }, 50)
        if (timeoutMs !== null) setTimeout(() => clearInterval(opened), timeoutMs)
      }
    })
  }

  /**
   * Sends a game action from `key` under a fresh id and waits until it has landed: the host's
   * `acted` for that id, and the view it brought (the seq it names). Rejects with the host's
   * refusal of that id, or 'offline' when the connection drops first. Null: nothing was sent
   * (the connection is down).
   */
  act(key: Key, seq: number, action: GameAction): Promise<number> | null {
    const connection = this.connections.get(key)
    const filed = connection ? this.filed.get(connection) : undefined
    if (!connection || !filed) return null
    // A host older than act ids refuses an act that carries one: there the act goes plain, and it
    // has landed once a view of a later move arrives (what such a host tells the sender).
    const echoes = this.echoesIds.has(connection)
    const id = `a${Date.now().toString(36)}-${(this.acts++).toString(36)}`
    let settle: () => void = () => {}
    const landed = new Promise<number>((resolve, reject) => {
      let acted: number | null = null
      let seen = -1
      let late: ReturnType<typeof setTimeout> | undefined
      settle = (): void => {
        clearTimeout(late)
        this.listeners.delete(listener)
        this.statusListeners.delete(dropped)
        this.waiting.delete(cancel)
      }
      const cancel = (err: RequestError): void => {
        settle()
        reject(err)
      }
      const done = (at: number): void => {
        settle()
        resolve(at)
      }
      const listener: Listener = (from, m) => {
        if (from !== filed.key) return
        if (m.type === 'view') {
          seen = Math.max(seen, m.seq)
          if (!echoes && m.seq > seq) done(m.seq)
          else if (acted !== null && seen >= acted) done(acted)
        } else if (m.type === 'acted' && m.id === id) {
          acted = m.seq
          if (seen >= acted) done(acted)
          else late = setTimeout(() => done(m.seq), VIEW_AFTER_ACTED_MS)
        } else if (m.type === 'error' && (m.id === id || m.id === undefined)) {
          // An error naming no act: a host that does not echo ids refusing this one.
          cancel(new RequestError(m.code, m.message, m.rule))
        }
      }
      const dropped = (from: Key, status: ConnectionStatus): void => {
        if (from === filed.key && status !== 'open') cancel(new RequestError('offline', 'the connection dropped before the host answered'))
      }
      this.listeners.add(listener)
      this.statusListeners.add(dropped)
      this.waiting.add(cancel)
    })
    if (!connection.send(echoes ? { type: 'act', seq, action, id } : { type: 'act', seq, action })) {
      settle()
      return null
    }
    return landed
  }

  /** Sends now; false while the connection filed under `key` is down or missing. */
  send(key: Key, message: ClientMessageInput): boolean {
    return this.connections.get(key)?.send(message) ?? false
  }

  /** Closes the connection filed under `key` and forgets it. */
  close(key: Key): void {
    this.connections.get(key)?.close()
    this.connections.delete(key)
  }

  /**
   * Files the connection under `from` under `to` instead. A connection filed under `to` takes
   * `from`'s place when `swap` is set (a swap of two seats both played here); else it is dropped.
   */
  refile(from: Key, to: Key, { swap = false, token }: { swap?: boolean; token?: string | null } = {}): void {
    const moving = this.connections.get(from)
    if (!moving) return
    const other = this.connections.get(to)
    this.connections.set(to, moving)
    ;(this.filed.get(moving) as { key: Key }).key = to
    if (token !== undefined) moving.token = token
    if (swap && other) {
      this.connections.set(from, other)
      ;(this.filed.get(other) as { key: Key }).key = from
    } else this.connections.delete(from)
  }

  /** Cancels every request waiting (with `err`) and closes every connection. */
  reset(err: RequestError): void {
    for (const cancel of [...this.waiting]) cancel(err)
    for (const connection of this.connections.values()) connection.close()
    this.connections.clear()
  }
}
