// The WebSocket side of the host: every frame is size-checked, rate-limited, parsed and validated
// against the protocol schema before the host sees it. Nothing a client sends can crash the host.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { nameProblemOf } from '../../shared/player-name'
import { clientMessageSchema, describeIssues, MAX_FRAME_BYTES, type HostMessage } from '../../shared/protocol'
import type { Host } from '../host/host'
import type { Session } from '../host/session'
import type { Reach } from '../host/room-record'
import { addressKey, isOwnAddress } from './address'
import { GuessLimit, type GuessLimitOptions } from './guess-limit'
import { originAllowed } from './origin'
import { NewMoves, RateLimit } from './rate-limit'

export interface GatewayOptions {
  /** Origins allowed besides the host's own pages (e.g. the app's). */
  allowedOrigins?: readonly string[]
  heartbeatMs?: number
  /** Refusals (bad frames, rate limit) a connection may collect before it is dropped. */
  maxStrikes?: number
  /** Messages waiting to be handled per connection before new ones are refused. */
  maxPending?: number
  /** A client that stops reading is dropped once this much is waiting to be sent to it. */
  maxBufferedBytes?: number
  /**
   * Per connection; WebSocket ping and pong frames count as messages too. Every new move a
   * connection is shown gives one back (rate-limit.ts). `now`: the limit's clock (tests stop it).
   */
  rate?: { perSecond: number; capacity: number; now?: () => number }
  /**
   * A connection that is in no room (has not joined or resumed, or has left) is closed after this
   * long: idle connections that only answer pings would otherwise be kept for ever.
   */
  joinDeadlineMs?: number
  /** Wrong room codes and resume tokens per address (guess-limit.ts); this machine's own are free. */
  guesses?: GuessLimitOptions
  /** 'local' only for the desktop app's own 127.0.0.1 server: its rooms stay off the network. */
  via?: Reach
}

interface Peer {
  ws: WebSocket
  session: Session
  limit: RateLimit
  moves: NewMoves
  /** What the per-address limits count it under; null for this machine's own connections. */
  address: string | null
  alive: boolean
  strikes: number
  pending: number
  queue: Promise<void>
  /** unknown-room, unknown-token and no-rejoin answers sent to it so far. */
  wrongAnswers: number
  idleTimer: NodeJS.Timeout | null
  /** Resolves once the connection has closed. */
  gone: Promise<void>
}

/** Answers that mean a wrong guess: a room code, a token, a seat recovery code, or (rejoin) a name nobody left. */
const WRONG_GUESS_CODES: ReadonlySet<string> = new Set(['unknown-room', 'unknown-token', 'no-rejoin', 'wrong-recovery'])
/** Messages that guess (a room code or a key): they wait their turn once an address has guessed wrong too often. */
const GUESSING: ReadonlySet<string> = new Set(['join', 'resume', 'rejoin', 'replay'])

export class WsGateway {
  private readonly wss: WebSocketServer
  private readonly peers = new Set<Peer>()
  private readonly heartbeat: NodeJS.Timeout
  private readonly options: Required<Omit<GatewayOptions, 'guesses'>>
  private readonly guesses: GuessLimit
  private closing = false

  constructor(
    private readonly host: Host,
    options: GatewayOptions = {},
  ) {
    this.options = {
      allowedOrigins: [],
      heartbeatMs: 15_000,
      maxStrikes: 50,
      maxPending: 64,
      maxBufferedBytes: 4 * 1024 * 1024,
      rate: { perSecond: 40, capacity: 80 },
      joinDeadlineMs: 30_000,
      via: 'network',
      ...options,
    }
    this.guesses = new GuessLimit(options.guesses)
    // Pings are answered here, within the connection's rate limit, not by `ws` on its own.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, autoPong: false })
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.accept(ws, req))
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs)
    this.heartbeat.unref()
  }

  /** For the HTTP server's 'upgrade' event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy())
    const path = (req.url ?? '').split('?')[0]
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    if (this.closing) return refuse('503 Service Unavailable')
    if (path !== '/ws') return refuse('404 Not Found')
    if (!originAllowed(req.headers.origin, req.headers.host, this.options.allowedOrigins)) return refuse('403 Forbidden')
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req))
  }

  private accept(ws: WebSocket, req: IncomingMessage): void {
    const remote = req.socket.remoteAddress
    // Quotas and limits count a peer under its address (an IPv6 /64 as one); this machine's own not at all.
    const address = isOwnAddress(remote) ? null : addressKey(remote)
    const peer: Peer = {
      ws,
      session: this.host.connect({
        send: (message, own) => {
          if (message.type === 'error' && WRONG_GUESS_CODES.has(message.code)) peer.wrongAnswers += 1
          // Credited before it is sent, so the answer it allows always finds its token. A view of the
          // peer's own move pays nothing back: else a move it may make at any time (Confusion's
          // standing orders) would be a flood that pays for itself.
          if (message.type === 'view' && peer.moves.shown(message.room, message.seq) && own !== true) peer.limit.credit()
          this.send(peer, message)
        },
        close: (code, reason) => ws.close(code, reason),
      }, this.options.via, address),
      limit: new RateLimit(this.options.rate.perSecond, this.options.rate.capacity, this.options.rate.now),
      moves: new NewMoves(),
      address,
      alive: true,
      strikes: 0,
      pending: 0,
      queue: Promise.resolve(),
      wrongAnswers: 0,
      idleTimer: null,
      gone: new Promise((done) => ws.once('close', () => done())),
    }
    this.peers.add(peer)
    ws.on('ping', (data) => this.ping(peer, data))
    ws.on('pong', () => {
      peer.alive = true
      this.control(peer)
    })
    ws.on('message', (data, isBinary) => this.receive(peer, data, isBinary))
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      this.peers.delete(peer)
      this.stopIdleTimer(peer)
      peer.session.disconnected()
    })
    this.watchIdle(peer)
  }

  private send(peer: Peer, message: HostMessage): void {
    if (peer.ws.readyState !== peer.ws.OPEN) return
    if (peer.ws.bufferedAmount > this.options.maxBufferedBytes) {
      peer.ws.terminate()
      return
    }
    peer.ws.send(JSON.stringify(message))
  }

  private strike(peer: Peer, message: HostMessage | null): void {
    if (message) this.send(peer, message)
    peer.strikes += 1
    if (peer.strikes >= this.options.maxStrikes) peer.ws.close(1008, 'too many bad or excess messages')
  }

  /**
   * A ping or pong frame: it costs the host as much as a message, so it takes from the same rate
   * limit. Excess ones are struck silently (answering each with an error would feed the flood).
   */
  private control(peer: Peer): boolean {
    if (peer.limit.take()) return true
    this.strike(peer, null)
    return false
  }

  private ping(peer: Peer, data: Buffer): void {
    if (!this.control(peer) || peer.ws.readyState !== peer.ws.OPEN) return
    if (peer.ws.bufferedAmount > this.options.maxBufferedBytes) {
      peer.ws.terminate()
      return
    }
    peer.ws.pong(data)
  }

  private receive(peer: Peer, data: RawData, isBinary: boolean): void {
    if (!peer.limit.take() || peer.pending >= this.options.maxPending) {
      this.strike(peer, { type: 'error', code: 'rate-limited', message: 'slow down: too many messages' })
      return
    }
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength
    if (size > MAX_FRAME_BYTES) {
      this.strike(peer, { type: 'error', code: 'too-large', message: `frames are limited to ${MAX_FRAME_BYTES} bytes` })
      return
    }
    if (isBinary) {
      this.strike(peer, { type: 'error', code: 'bad-message', message: 'frames must be JSON text' })
      return
    }
    let json: unknown
    try {
      json = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'))
    } catch {
      this.strike(peer, { type: 'error', code: 'bad-message', message: 'that frame is not valid JSON' })
      return
    }
    const parsed = clientMessageSchema.safeParse(json)
    if (!parsed.success) {
      const name = nameProblemOf(parsed.error)
      // A refused name is the player's to fix, not a misbehaving client: no strike.
      if (name) this.send(peer, { type: 'error', code: name.problem, message: name.message })
      else this.strike(peer, { type: 'error', code: 'bad-message', message: describeIssues(parsed.error) })
      return
    }
    const message = parsed.data
    const guess = peer.address !== null && GUESSING.has(message.type) ? peer.address : null
    if (guess !== null) {
      const wait = this.guesses.admit(guess)
      if (wait > 0) {
        this.strike(peer, { type: 'error', code: 'rate-limited', message: `too many wrong room codes from your address: try again in ${Math.ceil(wait / 1000)} s` })
        return
      }
    }
    // One message at a time per connection, in order (a join must finish before the act after it).
    peer.pending += 1
    let wrong = false
    peer.queue = peer.queue
      // Messages still queued when the connection closes are dropped: nobody would get the answer.
      .then(async () => {
        if (peer.session.closed) return
        const before = peer.wrongAnswers
        await peer.session.handle(message)
        wrong = peer.wrongAnswers > before
      })
      .finally(() => {
        peer.pending -= 1
        if (guess !== null) this.guesses.settle(guess, wrong)
        this.watchIdle(peer)
      })
  }

  /** Starts the join deadline while the connection is in no room; stops it once it is in one. */
  private watchIdle(peer: Peer): void {
    if (peer.session.closed || peer.session.room !== null) {
      this.stopIdleTimer(peer)
      return
    }
    if (peer.idleTimer !== null) return
    const deadline = this.options.joinDeadlineMs
    peer.idleTimer = setTimeout(() => {
      peer.idleTimer = null
      if (peer.session.room === null && !peer.session.closed) peer.ws.close(1008, `join or resume a room within ${Math.ceil(deadline / 1000)} s`)
    }, deadline)
    peer.idleTimer.unref()
  }

  private stopIdleTimer(peer: Peer): void {
    if (peer.idleTimer !== null) clearTimeout(peer.idleTimer)
    peer.idleTimer = null
  }

  private beat(): void {
    for (const peer of this.peers) {
      if (!peer.alive) {
        peer.ws.terminate()
        continue
      }
      peer.alive = false
      peer.ws.ping()
      // A room deleted under a connection leaves it in none: its deadline starts now.
      this.watchIdle(peer)
    }
  }

  connections(): number {
    return this.peers.size
  }

  /**
   * Says goodbye to every client, cuts off any that has not closed within `graceMs`, and resolves
   * once all are gone. The grace timer is a referenced one: the process stays up until this is
   * done, so whoever awaits it (the host's own close, the lock's removal) gets to run.
   */
  async close(graceMs = 500): Promise<void> {
    this.closing = true
    clearInterval(this.heartbeat)
    const open = [...this.peers]
    const gone = Promise.all(open.map((peer) => peer.gone))
    for (const peer of open) {
      this.stopIdleTimer(peer)
      peer.ws.close(1001, 'the host is shutting down')
    }
    if (open.length > 0) {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([gone, new Promise<void>((done) => (timer = setTimeout(done, graceMs)))])
      clearTimeout(timer)
    }
    for (const peer of this.peers) peer.ws.terminate()
    await gone
    await new Promise<void>((done) => this.wss.close(() => done()))
  }
}
