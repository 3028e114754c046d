// A protocol client for tests: a real `ws` connection with an inbox you can wait on.
import WebSocket from 'ws'
import type { ClientMessageInput, HostMessage } from '../../src/shared/protocol'
import { actionsForPrompt, type Action, type PlayerView } from '../../src/engine/spies-and-lies'
import { nextInt, seedRng } from '../../src/engine/core/rng'

export type Received = HostMessage<PlayerView>

export class TestClient {
  readonly inbox: Received[] = []
  private waiters: Array<() => void> = []
  closed: { code: number; reason: string } | null = null
  /** The latest view and its seq. */
  view: PlayerView | null = null
  seq = -1
  /** Messages received so far (the inbox loses the ones taken with `next`). */
  received = 0
  /** Messages received so far, by type. */
  readonly counts = new Map<string, number>()

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received
      this.received += 1
      this.counts.set(message.type, (this.counts.get(message.type) ?? 0) + 1)
      if (message.type === 'view') {
        this.view = message.view
        this.seq = message.seq
      }
      this.inbox.push(message)
      this.wake()
    })
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) }
      this.wake()
    })
  }

  static connect(url: string, headers: Record<string, string> = {}, options: WebSocket.ClientOptions = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { ...options, headers })
      ws.once('open', () => resolve(new TestClient(ws)))
      ws.once('error', reject)
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    })
  }

  private wake(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }

  send(message: ClientMessageInput | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message))
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data)
  }

  /** Waits for (and removes from the inbox) the first message matching `match`. */
  async next<T extends Received['type']>(
    type: T,
    match: (m: Extract<Received, { type: T }>) => boolean = () => true,
    timeoutMs = 30_000,
  ): Promise<Extract<Received, { type: T }>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type && match(m as Extract<Received, { type: T }>))
      if (i >= 0) return this.inbox.splice(i, 1)[0] as Extract<Received, { type: T }>
      if (this.closed) throw new Error(`closed (${this.closed.code} ${this.closed.reason}) while waiting for ${type}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out waiting for ${type}; inbox: ${JSON.stringify(this.inbox.slice(-3))}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Waits until the latest view satisfies `ready`. */
  async until(ready: (view: PlayerView, seq: number) => boolean, timeoutMs = 30_000): Promise<PlayerView> {
    const deadline = Date.now() + timeoutMs
    while (!(this.view && ready(this.view, this.seq))) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out; latest view seq ${this.seq} phase ${this.view?.phase}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      if (this.closed) throw new Error(`closed (${this.closed.code}) while waiting`)
    }
    return this.view
  }

  /** Resolves on the next message or close, or after `ms`; never rejects. */
  settle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  /** Waits until the host closes this connection; returns the close code and reason. */
  async closedBy(timeoutMs = 30_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the connection was not closed in time')
      await this.settle(deadline - Date.now())
    }
    return this.closed
  }

  /** The first legal action for the latest view's prompt (throws if there is none). */
  firstAction(): Action {
    const actions = this.view ? actionsForPrompt(this.view.prompt, this.view.hand) : []
    if (actions.length === 0) throw new Error(`no prompt at seq ${this.seq}`)
    return actions[0]
  }

  act(action: Action, seq = this.seq): void {
    this.send({ type: 'act', seq, action })
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve()
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve())
      this.ws.close()
    })
  }
}

/** Creates a room and returns its code. */
export async function createRoom(client: TestClient, extra: Record<string, unknown> = {}): Promise<string> {
  client.send({ type: 'createRoom', game: 'spies-and-lies', options: {}, ...extra })
  return (await client.next('room')).room
}

/** Plays random legal actions for every client whose view has a prompt, until the game ends. */
export async function playOut(clients: TestClient[], pick: (actions: Action[]) => Action, timeoutMs = 60_000): Promise<void> {
  return playUntil(clients, pick, () => clients.every((c) => c.view?.phase === 'over'), timeoutMs)
}

/**
 * Like playOut, but stops sending as soon as `done()` holds (checked before every round of
 * actions). An action already sent may still be applied after it returns: see `quiet`.
 */
export async function playUntil(
  clients: TestClient[],
  pick: (actions: Action[]) => Action,
  done: () => boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const sentAt = new Map<TestClient, number>()
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the game did not finish in time')
    let acted = false
    for (const c of clients) {
      if (!c.view || c.view.prompt === null || sentAt.get(c) === c.seq) continue
      const actions = actionsForPrompt(c.view.prompt, c.view.hand)
      sentAt.set(c, c.seq)
      c.act(pick(actions))
      acted = true
    }
    for (const c of clients) {
      // In simultaneous phases both seats may act on the same seq: the later one is refused as
      // stale and acts again on the newer view (its sentAt no longer matches).
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

/** A seeded chooser for playOut / playUntil. */
export function randomPicker(seed: string): <T>(items: T[]) => T {
  const rng = seedRng(seed)
  return <T>(items: T[]): T => items[nextInt(rng, items.length)]
}

/** Waits until none of `clients` has received anything for `ms`. */
export async function quiet(clients: TestClient[], ms = 150, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const before = clients.map((c) => c.received + (c.closed ? 1 : 0))
    await new Promise((resolve) => setTimeout(resolve, ms))
    const after = clients.map((c) => c.received + (c.closed ? 1 : 0))
    if (before.every((n, i) => n === after[i])) return
    if (Date.now() > deadline) throw new Error('the clients never went quiet')
  }
}

/** Drops stale-seq refusals (expected in simultaneous phases) from each inbox. */
export function dropStale(clients: TestClient[]): void {
  for (const c of clients) {
    for (let i = c.inbox.length - 1; i >= 0; i--) {
      const m = c.inbox[i]
      if (m.type === 'error' && m.code === 'stale-seq') c.inbox.splice(i, 1)
    }
  }
}

/** Sends `join` and waits for its `welcome` and the view that follows it. */
export async function joinRoom(
  client: TestClient,
  room: string,
  name: string,
  seat?: string | null,
): Promise<Extract<Received, { type: 'welcome' }>> {
  client.send({ type: 'join', room, name, ...(seat !== undefined ? { seat } : {}) })
  const welcome = await client.next('welcome')
  await client.next('view')
  return welcome
}

/** Sends `resume` and waits for its `welcome` and the view that follows it. */
export async function resumeSeat(
  client: TestClient,
  token: string,
): Promise<{ welcome: Extract<Received, { type: 'welcome' }>; view: Extract<Received, { type: 'view' }> }> {
  client.send({ type: 'resume', token })
  const welcome = await client.next('welcome')
  const view = await client.next('view')
  return { welcome, view }
}
