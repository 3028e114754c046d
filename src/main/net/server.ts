// One HTTP server per host: the renderer at `/`, the WebSocket at `/ws`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { PROTOCOL_VERSION, type GameId, type OpenRoom } from '../../shared/protocol'
import { playedGames } from '../../engine/registry'
import type { Host } from '../host/host'
import { ConnectionLimits, type ConnectionLimitOptions } from './connection-limits'
import { reachableAddresses } from './lan'
import { hostAllowed } from './origin'
import { createStaticHandler, SECURITY_HEADERS } from './static-files'
import { WsGateway, type GatewayOptions } from './ws-gateway'

export interface ServerOptions extends GatewayOptions {
  host: Host
  /** 0 picks any free port. */
  port: number
  address: string
  rendererDir: string
  /** The name players see for this host (the Join list, the lobby). */
  name?: string
  /** TCP connections from other machines: in all and per address (connection-limits.ts). */
  connections?: ConnectionLimitOptions
  /** Where the server reports trouble it survives (default: console.warn). */
  warn?: (message: string) => void
}

/** What the lobby shows about the host: its name, where friends can reach it, and its open rooms (src/shared/host-info.ts parses it). */
export interface HostInfo {
  name: string
  version: number
  port: number
  addresses: string[]
  /** The games this host plays. */
  games: GameId[]
  /** Rooms waiting for players, so a friend joins with one click (local rooms are never listed). */
  rooms: OpenRoom[]
}

export interface RunningServer {
  readonly port: number
  readonly address: string
  readonly http: Server
  readonly gateway: WsGateway
  readonly limits: ConnectionLimits
  close(): Promise<void>
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const gateway = new WsGateway(options.host, options)
  const serveFile = createStaticHandler(options.rendererDir)
  const limits = new ConnectionLimits(options.connections)
  const warn = options.warn ?? ((message: string) => console.warn(`[server] ${message}`))
  let port = 0
  const info = (req: IncomingMessage, res: ServerResponse) => {
    // The machine's name and addresses: only for a page that really came from this host. A public
    // name in Host means DNS rebinding (a foreign page whose name now points here), as for /ws.
    if (!hostAllowed(req.headers.host)) {
      res.writeHead(403, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('Forbidden')
      return
    }
    const body: HostInfo = {
      name: options.name ?? 'Safehouse',
      version: PROTOCOL_VERSION,
      port,
      addresses: reachableAddresses(options.address),
      games: playedGames(),
      rooms: options.host.openRooms(),
    }
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  // Requests that never finish their headers are cut off within a few seconds of their timeout.
  const http = createServer({ connectionsCheckingInterval: 5_000 }, (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/api/info') info(req, res)
    else serveFile(req, res)
  })
  http.on('connection', (socket: Socket) => limits.admit(socket))
  http.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head))
  http.on('clientError', (_err, socket) => socket.destroy())
  http.headersTimeout = 10_000
  http.requestTimeout = 30_000
  await new Promise<void>((resolveListen, reject) => {
    http.once('error', reject)
    http.listen(options.port, options.address, () => {
      http.off('error', reject)
      resolveListen()
    })
  })
  // Out of file descriptors, accept() fails: the server carries on with the connections it has.
  http.on('error', (err) => warn(err.message))
  const bound = http.address() as AddressInfo
  port = bound.port
  return {
    port: bound.port,
    address: bound.address,
    http,
    gateway,
    limits,
    close: async () => {
      const closed = new Promise<void>((done) => http.close(() => done()))
      http.closeIdleConnections()
      await gateway.close()
      http.closeAllConnections()
      await closed
    },
  }
}
