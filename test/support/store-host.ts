// A host for the renderer's store tests (test/renderer/room): in memory, on 127.0.0.1, with a
// browser-like WebSocket for the store to use. Node code, typed with the node project; the DOM tests
// load it by path, so that their type check does not follow it into the host.
import WebSocket from 'ws'
import { Host, type HostOptions } from '../../src/main/host/host'
import { MemoryRoomStore } from '../../src/main/host/store'
import { startServer } from '../../src/main/net/server'

type Handler = ((event: never) => void) | null

/**
 * `ws` with a browser's timing: each event in a task of its own, in order. (`ws` hands several
 * messages of one network read over in the same task; a browser never does, and the store relies on
 * the promise continuations of one message running before the next arrives.)
 */
export class BrowserLikeSocket extends WebSocket {
  constructor(url: string) {
    super(url)
    // A browser reports a refused connection as a close; `ws` would also throw an 'error' nobody listens to.
    this.on('error', () => {})
    for (const name of ['onmessage', 'onclose'] as const) {
      let current: Handler = null
      Object.defineProperty(this, name, {
        get: () => current,
        set: (handler: Handler) => {
          current = handler
          this.removeAllListeners(name.slice(2))
          if (handler) this.on(name.slice(2), (...args: unknown[]) => void setTimeout(() => handler(eventOf(name, args) as never), 0))
        },
      })
    }
  }
}

/** The event a browser would hand to onmessage / onclose. */
function eventOf(name: 'onmessage' | 'onclose', args: unknown[]): object {
  if (name === 'onmessage') return { data: String(args[0]) }
  return { code: args[0] as number, reason: String(args[1] ?? '') }
}

export interface StoreHost {
  host: Host
  wsUrl: string
  stop(): Promise<void>
}

export async function startStoreHost(options: Partial<HostOptions> = {}): Promise<StoreHost> {
  const { host } = await Host.open({ store: new MemoryRoomStore(), warn: () => {}, sweepMs: 0, ...options })
  const server = await startServer({ host, port: 0, address: '127.0.0.1', rendererDir: '/nonexistent' })
  return {
    host,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    async stop() {
      await server.close()
      await host.close()
    },
  }
}
