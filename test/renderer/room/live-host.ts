// The game store against a real host over real sockets (test/support/store-host.ts): a `ws` client
// with a browser's timing stands in for the WebSocket, and each "window" is a store in its own
// Pinia (they share localStorage, as tabs of one browser do).
import { createPinia } from 'pinia'
import { watch } from 'vue'
import { useGameStore } from '../../../src/renderer/src/stores/game'
import { wireApp } from '../../../src/renderer/src/wire-app'

export type GameStore = ReturnType<typeof useGameStore>

/** What test/support/store-host.ts gives (loaded by path: it is node code, outside this project's types). */
export interface TestHost {
  wsUrl: string
  host: { room(code: string): { seq: number } | undefined }
  stop(): Promise<void>
}
interface StoreHostModule {
  startStoreHost(options: Record<string, unknown>): Promise<TestHost>
  BrowserLikeSocket: typeof WebSocket
}
const STORE_HOST = '../../support/store-host.ts'

let original: typeof WebSocket | undefined
const windows: GameStore[] = []

/** Starts a host (options as HostOptions) and points the stores' WebSocket at a browser-like `ws`. */
export async function liveHost(options: Record<string, unknown> = {}): Promise<TestHost> {
  // The stores open rooms as the app does: with the games main.ts hands them.
  wireApp()
  const module = (await import(/* @vite-ignore */ STORE_HOST)) as StoreHostModule
  original = globalThis.WebSocket
  globalThis.WebSocket = module.BrowserLikeSocket
  return module.startStoreHost(options)
}

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

/** Resolves once `ready()` (over the stores' reactive state) holds: watched, not polled; 60 s at most (a budget for a loaded machine). */
export function until(ready: () => boolean, what = 'the store to get there'): Promise<void> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null
    const timer = setTimeout(() => {
      stop?.()
      reject(new Error(`timed out waiting for ${what}`))
    }, 60_000)
    stop = watch(
      ready,
      (now) => {
        if (!now) return
        clearTimeout(timer)
        queueMicrotask(() => stop?.())
        resolve()
      },
      { immediate: true, flush: 'sync' },
    )
  })
}
