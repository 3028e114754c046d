// One HTTP server per host: the renderer at `/`, the WebSocket at `/ws`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROTOCOL_VERSION, type GameId, type OpenRoom } from '../../shared/protocol'
import { playedGames } from '../host/games'
import type { Host } from '../host/host'
import { reachableAddresses } from './lan'
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
}

/** What the lobby shows about the host: its name, where friends can reach it, and its open rooms. */
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
  close(): Promise<void>
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const gateway = new WsGateway(options.host, options)
  const serveFile = createStaticHandler(options.rendererDir)
  let port = 0
  const info = (res: ServerResponse) => {
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
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/api/info') info(res)
    else serveFile(req, res)
  })
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
  const bound = http.address() as AddressInfo
  port = bound.port
  return {
    port: bound.port,
    address: bound.address,
    http,
    gateway,
    close: async () => {
      const closed = new Promise<void>((done) => http.close(() => done()))
      http.closeIdleConnections()
      await gateway.close()
      http.closeAllConnections()
      await closed
    },
  }
}
