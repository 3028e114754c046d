// Helpers for tests that watch honest players over the wire: raw frame recording, a seeded
// picker, and playing a room up to a given point and letting it settle.
import { actionsForPrompt, type Action } from '../../src/engine/spies-and-lies'
import { nextFloat, nextInt, seedRng } from '../../src/engine/core/rng'
import type { Host } from '../../src/main/host/host'
import type { TestClient } from './client'

export interface Picker {
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  int(n: number): number
}

export function seededPicker(seed: string): Picker {
  const rng = seedRng(seed)
  return {
    pick: <T>(items: readonly T[]): T => items[nextInt(rng, items.length)],
    chance: (p: number) => nextFloat(rng) < p,
    int: (n: number) => nextInt(rng, n),
  }
}

/** Records every frame the connection receives, exactly as received (text). */
export function recordFrames(client: TestClient): string[] {
  const frames: string[] = []
  client.ws.on('message', (data, isBinary) => {
    frames.push(isBinary ? `<binary ${String(data).length}>` : String(data))
  })
  return frames
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Plays random legal actions (like playOut) until `stop()` holds or the game ends. In simultaneous
 * phases both seats may act on the same seq; the later one is refused as stale and acts again.
 */
export async function playUntil(
  clients: TestClient[],
  pick: (actions: Action[]) => Action,
  stop: () => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const sentAt = new Map<TestClient, number>()
  while (!stop() && !clients.every((c) => c.view?.phase === 'over')) {
    if (Date.now() > deadline) throw new Error('playUntil: the game did not get there in time')
    let acted = false
    for (const c of clients) {
      if (!c.view || c.view.prompt === null || sentAt.get(c) === c.seq) continue
      sentAt.set(c, c.seq)
      c.act(pick(actionsForPrompt(c.view.prompt, c.view.hand)))
      acted = true
    }
    for (const c of clients) {
      for (let i = c.inbox.length - 1; i >= 0; i--) {
        const m = c.inbox[i]
        if (m.type === 'error' && m.code === 'stale-seq') c.inbox.splice(i, 1)
      }
      const refused = c.inbox.find((m) => m.type === 'error')
      if (refused) throw new Error(`the host refused a legal action: ${JSON.stringify(refused)}`)
      if (c.closed) throw new Error(`a client was closed: ${c.closed.code} ${c.closed.reason}`)
    }
    if (!acted) await Promise.race(clients.map((c) => c.settle(1000)))
  }
}

/** Waits until nothing is in flight in the room and every client has seen its latest view. */
export async function settleRoom(host: Host, code: string, clients: TestClient[]): Promise<void> {
  const room = host.room(code)
  if (!room) throw new Error(`no room ${code}`)
  for (let round = 0; round < 3; round++) {
    await delay(60)
    await room.idle()
  }
  await Promise.all(clients.map((c) => c.until((_v, seq) => seq === room.seq, 5000)))
  for (const c of clients) {
    for (let i = c.inbox.length - 1; i >= 0; i--) {
      const m = c.inbox[i]
      if (m.type === 'error' && m.code === 'stale-seq') c.inbox.splice(i, 1)
    }
  }
}
