// Plays any registered game over real sockets from the clients' views alone: every client whose
// view has a prompt answers it with the game's own computer player (its chooseAction), as a
// person at that seat could. Works for any number of seats.
import WebSocket from 'ws'
import type { BaseView, GameAction } from '../../src/engine/core/game-module'
import type { ClientMessageInput, HostMessage } from '../../src/shared/protocol'
import { gameModule } from '../../src/engine/registry'

export class GenericClient {
  readonly inbox: HostMessage[] = []
  view: BaseView | null = null
  seq = -1
  seat: string | null = null
  closed = false
  private waiters: Array<() => void> = []

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as HostMessage
      if (message.type === 'view') {
        this.view = message.view
        this.seq = message.seq
      }
      if (message.type === 'welcome') this.seat = message.seat
      this.inbox.push(message)
      this.wake()
    })
    ws.on('close', () => {
      this.closed = true
      this.wake()
    })
  }

  static connect(url: string): Promise<GenericClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url)
      ws.once('open', () => resolve(new GenericClient(ws)))
      ws.once('error', reject)
    })
  }

  private wake(): void {
    const waiters = this.waiters.splice(0)
    for (const w of waiters) w()
  }

  send(message: ClientMessageInput): void {
    this.ws.send(JSON.stringify(message))
  }

  /** Waits for (and takes) the first message of `type`. */
  async next<T extends HostMessage['type']>(type: T, timeoutMs = 30_000): Promise<Extract<HostMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const i = this.inbox.findIndex((m) => m.type === type)
      if (i >= 0) return this.inbox.splice(i, 1)[0] as Extract<HostMessage, { type: T }>
      if (this.closed) throw new Error(`closed while waiting for ${type}`)
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${type}`)
      await this.settle(deadline - Date.now())
    }
  }

  /** Resolves on the next message or close, or after `ms`. */
  settle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve()
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve())
      this.ws.close()
    })
  }
}

/**
 * Every client answers its prompts until the game is over (a winner in the views) or `maxActs`
 * actions were sent. Refusals other than a stale seq (two seats acting at once) fail the game.
 */
export async function playGeneric(game: string, clients: GenericClient[], seed: string, maxActs = 20_000, timeoutMs = 120_000): Promise<{ acts: number; winner: BaseView['winner'] }> {
  const module = gameModule(game)
  if (!module) throw new Error(`no game ${game}`)
  const actedOn = new Map<GenericClient, number>()
  const deadline = Date.now() + timeoutMs
  let acts = 0
  for (;;) {
    const over = clients.find((c) => c.view?.winner !== null && c.view?.winner !== undefined)
    if (over) return { acts, winner: over.view?.winner ?? null }
    if (acts >= maxActs) throw new Error(`no end after ${acts} actions`)
    if (Date.now() > deadline) throw new Error(`timed out after ${acts} actions`)
    let acted = false
    for (const c of clients) {
      const view = c.view
      if (!view || view.prompt === null || actedOn.get(c) === c.seq) continue
      const action: GameAction = module.chooseAction(view, 'easy', `${seed}:${c.seat}:${c.seq}`)
      actedOn.set(c, c.seq)
      c.send({ type: 'act', seq: c.seq, action })
      acts += 1
      acted = true
    }
    for (const c of clients) {
      for (let i = c.inbox.length - 1; i >= 0; i--) {
        const m = c.inbox[i]
        if (m?.type !== 'error') continue
        if (m.code !== 'stale-seq') throw new Error(`refused: ${JSON.stringify(m)}`)
        // Acted on a view another seat's move made old: it acts again once the newer view arrives.
        c.inbox.splice(i, 1)
      }
      if (c.closed) throw new Error('a client was closed')
    }
    if (!acted) await Promise.race(clients.map((c) => c.settle(1000)))
  }
}
