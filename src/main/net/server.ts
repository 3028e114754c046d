// One HTTP server per host: the renderer at `/`, the WebSocket at `/ws`.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Host } from '../host/host'
import { createStaticHandler } from './static-files'
import { WsGateway, type GatewayOptions } from './ws-gateway'

export interface ServerOptions extends GatewayOptions {
  host: Host
  /** 0 picks any free port. */
  port: number
  address: string
  rendererDir: string
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
  const http = createServer(createStaticHandler(options.rendererDir))
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
