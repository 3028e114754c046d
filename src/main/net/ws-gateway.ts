// The WebSocket side of the host: every frame is size-checked, rate-limited, parsed and validated
// against the protocol schema before the host sees it. Nothing a client sends can crash the host.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { clientMessageSchema, describeIssues, MAX_FRAME_BYTES, type HostMessage } from '../../shared/protocol'
import type { Host, Session } from '../host/host'
import type { Reach } from '../host/room-record'
import { originAllowed } from './origin'
import { RateLimit } from './rate-limit'

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
  rate?: { perSecond: number; capacity: number }
  /** 'local' only for the desktop app's own 127.0.0.1 server: its rooms stay off the network. */
  via?: Reach
}

interface Peer {
  ws: WebSocket
  session: Session
  limit: RateLimit
  alive: boolean
  strikes: number
  pending: number
  queue: Promise<void>
}

export class WsGateway {
  private readonly wss: WebSocketServer
  private readonly peers = new Set<Peer>()
  private readonly heartbeat: NodeJS.Timeout
  private readonly options: Required<GatewayOptions>

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
      via: 'network',
      ...options,
    }
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
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
    if (path !== '/ws') return refuse('404 Not Found')
    if (!originAllowed(req.headers.origin, req.headers.host, this.options.allowedOrigins)) return refuse('403 Forbidden')
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req))
  }

  private accept(ws: WebSocket, req: IncomingMessage): void {
    // The host's per-address room quotas count the peer under its address; this machine's own not at all.
    const remote = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    const address = remote === undefined || remote === '127.0.0.1' || remote === '::1' ? null : remote
    const peer: Peer = {
      ws,
      session: this.host.connect({
        send: (message) => this.send(peer, message),
        close: (code, reason) => ws.close(code, reason),
      }, this.options.via, address),
      limit: new RateLimit(this.options.rate.perSecond, this.options.rate.capacity),
      alive: true,
      strikes: 0,
      pending: 0,
      queue: Promise.resolve(),
    }
    this.peers.add(peer)
    ws.on('pong', () => {
      peer.alive = true
    })
    ws.on('message', (data, isBinary) => this.receive(peer, data, isBinary))
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      this.peers.delete(peer)
      peer.session.disconnected()
    })
  }

  private send(peer: Peer, message: HostMessage): void {
    if (peer.ws.readyState !== peer.ws.OPEN) return
    if (peer.ws.bufferedAmount > this.options.maxBufferedBytes) {
      peer.ws.terminate()
      return
    }
    peer.ws.send(JSON.stringify(message))
  }

  private strike(peer: Peer, message: HostMessage): void {
    this.send(peer, message)
    peer.strikes += 1
    if (peer.strikes >= this.options.maxStrikes) peer.ws.close(1008, 'too many bad or excess messages')
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
      this.strike(peer, { type: 'error', code: 'bad-message', message: describeIssues(parsed.error) })
      return
    }
    // One message at a time per connection, in order (a join must finish before the act after it).
    peer.pending += 1
    peer.queue = peer.queue
      // Messages still queued when the connection closes are dropped: nobody would get the answer.
      .then(() => (peer.session.closed ? undefined : peer.session.handle(parsed.data)))
      .finally(() => {
        peer.pending -= 1
      })
  }

  private beat(): void {
    for (const peer of this.peers) {
      if (!peer.alive) {
        peer.ws.terminate()
        continue
      }
      peer.alive = false
      peer.ws.ping()
    }
  }

  connections(): number {
    return this.peers.size
  }

  /** Says goodbye to every client, and cuts off any that has not closed within `graceMs`. */
  async close(graceMs = 500): Promise<void> {
    clearInterval(this.heartbeat)
    for (const peer of this.peers) peer.ws.close(1001, 'the host is shutting down')
    if (this.peers.size > 0) await new Promise((done) => setTimeout(done, graceMs).unref())
    for (const peer of this.peers) peer.ws.terminate()
    this.wss.close()
  }
}
