// The game store against a real host over real sockets: the `ws` client stands in for the
// browser's WebSocket, and each "window" is a store in its own Pinia (they share localStorage, as
// tabs of one browser do).
import { createPinia } from 'pinia'
import { watch } from 'vue'
import WebSocket from 'ws'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { Host, type HostOptions } from '../../../src/main/host/host'
import { MemoryRoomStore } from '../../../src/main/host/store'
import { startServer, type RunningServer } from '../../../src/main/net/server'

export interface TestHost {
  host: Host
  server: RunningServer
  wsUrl: string
  stop(): Promise<void>
}

/** A host in memory with its server on 127.0.0.1 (host-server.ts's helper reads file URLs, which a DOM test cannot). */
async function startTestHost({ host: options }: { host: Partial<HostOptions> }): Promise<TestHost> {
  const { host } = await Host.open({ store: new MemoryRoomStore(), warn: () => {}, sweepMs: 0, ...options })
  const server = await startServer({ host, port: 0, address: '127.0.0.1', rendererDir: '/nonexistent' })
  return {
    host,
    server,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    async stop() {
      await server.close()
      await host.close()
    },
  }
}

export type GameStore = ReturnType<typeof useGameStore>

let original: typeof globalThis.WebSocket | undefined

type Handler = ((event: never) => void) | null

/**
 * `ws` with a browser's timing: each event in a task of its own, in order. (`ws` hands several
 * messages of one network read over in the same task; a browser never does, and the store relies on
 * the promise continuations of one message running before the next arrives.)
 */
class BrowserLikeSocket extends WebSocket {
  constructor(url: string) {
    super(url)
    // A browser reports a refused connection as a close; `ws` would also throw an 'error' nobody listens to.
    this.on('error', () => {})
  }
  private later(handler: Handler): Handler {
    return handler && ((event: never) => void setTimeout(() => handler(event), 0))
  }
  override set onmessage(handler: Handler) {
    super.onmessage = this.later(handler) as WebSocket['onmessage']
  }
  override get onmessage(): WebSocket['onmessage'] {
    return super.onmessage
  }
  override set onclose(handler: Handler) {
    super.onclose = this.later(handler) as WebSocket['onclose']
  }
  override get onclose(): WebSocket['onclose'] {
    return super.onclose
  }
}

/** Starts a host and points the stores' WebSocket at a browser-like `ws`. */
export async function liveHost(host: Partial<HostOptions> = {}): Promise<TestHost> {
  original = globalThis.WebSocket
  globalThis.WebSocket = BrowserLikeSocket as unknown as typeof globalThis.WebSocket
  return startTestHost({ host })
}

const windows: GameStore[] = []

/** Closes every window's connections, stops the host and gives the DOM its WebSocket back. */
export async function stopLiveHost(running: TestHost | null): Promise<void> {
  for (const w of windows.splice(0)) w.disconnect()
  await running?.stop()
  if (original) globalThis.WebSocket = original
}

/** A window: its own game store. */
export function aWindow(): GameStore {
  const store = useGameStore(createPinia())
  windows.push(store)
  return store
}

/** Resolves once `ready()` (over the stores' reactive state) holds: watched, not polled; 10 s at most. */
export function until(ready: () => boolean, what = 'the store to get there'): Promise<void> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null
    const timer = setTimeout(() => {
      stop?.()
      reject(new Error(`timed out waiting for ${what}`))
    }, 10_000)
    stop = watch(ready, (now) => {
      if (!now) return
      clearTimeout(timer)
      queueMicrotask(() => stop?.())
      resolve()
    }, { immediate: true, flush: 'sync' })
  })
}
