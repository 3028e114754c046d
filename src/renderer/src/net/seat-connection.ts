// One WebSocket to a host, for one seat (or the lobby before a seat is taken). It reconnects by
// itself after a drop and, once it holds a seat, resumes it with the seat's token.
import { HOST_MESSAGE_TYPES, type ClientMessageInput, type HostMessage } from '@shared/protocol'

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export interface ConnectionEvents {
  message(message: HostMessage): void
  status(status: ConnectionStatus): void
}

export interface ConnectionOptions {
  /** Set once a seat is held: every reconnect resumes it. */
  token?: string | null
  /** Sent on every (re)connect while no seat is held: a spectator's `join` with `seat: null`. */
  hello?: ClientMessageInput
  /** Backoff between reconnect attempts, in ms. */
  retryDelays?: readonly number[]
  createSocket?: (url: string) => WebSocket
}

/** WebSocket.OPEN, spelled out so tests can pass a stand-in socket. */
const OPEN = 1
const TYPES: ReadonlySet<string> = new Set(HOST_MESSAGE_TYPES)

function parseHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'string') return null
  try {
    const message: unknown = JSON.parse(data)
    if (typeof message === 'object' && message !== null && TYPES.has((message as { type?: string }).type ?? '')) {
      return message as HostMessage
    }
  } catch {
    // fall through: not JSON
  }
  return null
}

export class SeatConnection {
  token: string | null
  private socket: WebSocket | null = null
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private stopped = false
  private current: ConnectionStatus = 'connecting'
  private readonly hello: ClientMessageInput | null
  private readonly retryDelays: readonly number[]
  private readonly createSocket: (url: string) => WebSocket

  constructor(
    readonly url: string,
    private readonly events: ConnectionEvents,
    options: ConnectionOptions = {},
  ) {
    this.token = options.token ?? null
    this.hello = options.hello ?? null
    this.retryDelays = options.retryDelays ?? [300, 1000, 2000, 4000, 8000]
    this.createSocket = options.createSocket ?? ((u) => new WebSocket(u))
    this.open()
  }

  get status(): ConnectionStatus {
    return this.current
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.current === status) return
    this.current = status
    this.events.status(status)
  }

  private open(): void {
    const socket = this.createSocket(this.url)
    this.socket = socket
    socket.onopen = () => {
      this.attempt = 0
      this.setStatus('open')
      if (this.token) this.send({ type: 'resume', token: this.token })
      else if (this.hello) this.send(this.hello)
    }
    socket.onmessage = (event: MessageEvent) => {
      const message = parseHostMessage(event.data)
      if (!message) return
      if (message.type === 'welcome' && message.token) this.token = message.token
      this.events.message(message)
    }
    socket.onclose = (event: CloseEvent) => {
      this.socket = null
      // 4000: the seat was resumed elsewhere (another tab); coming back would steal it back.
      if (this.stopped || event.code === 4000) {
        this.stopped = true
        this.setStatus('closed')
        return
      }
      this.setStatus('reconnecting')
      // Whoever heard it go down may have closed it (the lobby gives up on a refused address).
      if (this.stopped) return
      const delay = this.retryDelays[Math.min(this.attempt, this.retryDelays.length - 1)]
      this.attempt += 1
      this.timer = setTimeout(() => this.open(), delay)
    }
  }

  /** Sends now, or returns false while the connection is down (nothing is queued: seqs go stale). */
  send(message: ClientMessageInput): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false
    this.socket.send(JSON.stringify(message))
    return true
  }

  close(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.socket?.close(1000, 'bye')
    this.setStatus('closed')
  }
}
