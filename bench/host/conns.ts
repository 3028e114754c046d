// The host benchmark's lean WebSocket clients: no inbox, just listeners, each told when its message
// arrived; and seating two of them in a new room.
import WebSocket from 'ws'
import { type PlayerView } from '../../src/engine/spies-and-lies'
import { type ClientMessageInput, type HostMessage } from '../../src/shared/protocol'

type Listener = (message: unknown, at: number) => void
const CLOSED = Symbol('closed')

export function errorOf(message: unknown): { code?: unknown } | null {
  if (typeof message !== 'object' || message === null) return null
  const m = message as { type?: unknown; code?: unknown }
  return m.type === 'error' ? m : null
}

class Conn {
  private readonly listeners = new Set<Listener>()

  protected constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const at = performance.now()
      const message: unknown = JSON.parse(String(data))
      for (const listener of [...this.listeners]) listener(message, at)
    })
    ws.on('close', () => {
      for (const listener of [...this.listeners]) listener(CLOSED, performance.now())
    })
    ws.on('error', () => ws.terminate())
  }

  protected static openSocket(url: string): Promise<WebSocket> {
    return new Promise((done, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      ws.once('open', () => done(ws))
      ws.once('error', reject)
    })
  }

  listen(listener: Listener): void {
    this.listeners.add(listener)
  }

  send(message: ClientMessageInput | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message))
  }

  /** Resolves with the arrival time of the first message matching `match`; rejects on an error. */
  next(match: (message: unknown) => boolean, timeoutMs = 30_000): Promise<number> {
    return new Promise((done, reject) => {
      const finish = (err: Error | null, at = 0) => {
        clearTimeout(timer)
        this.listeners.delete(listener)
        if (err) reject(err)
        else done(at)
      }
      const listener: Listener = (message, at) => {
        if (message === CLOSED) return finish(new Error('connection closed'))
        const error = errorOf(message)
        if (error && error.code !== 'stale-seq') return finish(new Error(`refused: ${JSON.stringify(message)}`))
        if (match(message)) finish(null, at)
      }
      const timer = setTimeout(() => finish(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
      this.listeners.add(listener)
    })
  }

  terminate(): void {
    this.ws.terminate()
  }
}

type ViewMessage = Extract<HostMessage<PlayerView>, { type: 'view' }>

export function isView(message: unknown): message is ViewMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'view'
}

/** A host client: remembers its latest view. */
export class HostConn extends Conn {
  room = ''
  seq = -1
  view: PlayerView | null = null

  static async open(url: string): Promise<HostConn> {
    const conn = new HostConn(await Conn.openSocket(url))
    conn.listen((message) => {
      if (!isView(message)) return
      conn.room = message.room
      conn.seq = message.seq
      conn.view = message.view
    })
    return conn
  }

  hasView(room: string, seq: number): (message: unknown) => boolean {
    return (message) => isView(message) && message.room === room && message.seq === seq
  }
}

export class EchoConn extends Conn {
  static async open(url: string): Promise<EchoConn> {
    return new EchoConn(await Conn.openSocket(url))
  }
}

/** Rooms created on one host, finished ones included. */
export interface RoomCount {
  total: number
}

/** Creates a room and seats `red` and `blue` in it; resolves once both hold its first view. */
export async function seatPair(red: HostConn, blue: HostConn, rooms: RoomCount): Promise<string> {
  let code = ''
  const created = red.next((m) => {
    if (typeof m !== 'object' || m === null || (m as { type?: unknown }).type !== 'room') return false
    code = (m as { room: string }).room
    return true
  })
  red.send({ type: 'createRoom', game: 'spies-and-lies', options: {} })
  await created
  rooms.total += 1
  const seated = Promise.all([red.next(red.hasView(code, 0)), blue.next(blue.hasView(code, 0))])
  red.send({ type: 'join', room: code, name: 'Red', seat: 'red' })
  blue.send({ type: 'join', room: code, name: 'Blue', seat: 'blue' })
  await seated
  return code
}
