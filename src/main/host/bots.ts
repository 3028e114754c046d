// Where computer players think: a small pool of worker threads (bot-worker.ts), so that a slow
// decision never holds up the host's main thread and with it every other room. If a worker cannot
// start (or dies), decisions fall back to this thread, one event-loop turn at a time, as before.
// Decisions wait in one lane per room and are taken from the lanes in turn (round robin): a room
// whose computers play each other as fast as they can never gets more than one decision ahead of
// the room where a person waits for the computer's answer (issue 11).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { gameModule } from '../../engine/registry'
import type { GameId, Level } from '../../shared/protocol'
import type { BaseView, GameAction } from '../../engine/core/game-module'

type Action = GameAction

export interface BotRequest {
  game: GameId
  view: BaseView
  level: Level
  seed: string
}

/** What the host asks computer players through. */
export interface BotRunner {
  /** `lane`: whose decision it is (the host gives the room's code); lanes are served in turn. */
  decide(request: BotRequest, lane?: string): Promise<Action>
  close(): Promise<void>
}

/** Messages to and from a bot worker. */
export type BotJob = BotRequest & { id: number }
export type BotReply = { id: number; action: Action } | { id: number; error: string }

/** How to start a worker: a script file, or (eval) the source of a CommonJS script. */
export interface WorkerSpec {
  filename: string
  eval?: boolean
}

export interface BotPoolOptions {
  /** Worker threads (default 1: the decision work is light, and the host shares the machine). */
  size?: number
  /** The worker to start (default: botWorkerSpec()); null decides on this thread. */
  worker?: WorkerSpec | null
  warn?: (message: string) => void
}

/** The decision itself, on whichever thread runs it. */
export function decideNow(request: BotRequest): Action {
  const module = gameModule(request.game)
  if (!module) throw new Error(`this host does not play ${request.game}`)
  return module.chooseAction(request.view, request.level, request.seed)
}

function moduleDir(): string {
  // CommonJS (the bundled app, tsx) has __dirname; ES modules (vitest) have import.meta.url.
  if (typeof __dirname === 'string') return __dirname
  return dirname(fileURLToPath(import.meta.url))
}

/**
 * The bot worker next to this module: the bundled `bot-worker.js` (electron-vite emits it next to
 * the main entries; this module may sit one level down in a shared chunk), or, when running from
 * the TypeScript sources (tests, tsx), `bot-worker.ts` loaded through tsx's CommonJS hook.
 */
export function botWorkerSpec(dir: string = moduleDir()): WorkerSpec | null {
  for (const candidate of [join(dir, 'bot-worker.js'), join(dir, '..', 'bot-worker.js')]) {
    if (existsSync(candidate)) return { filename: candidate }
  }
  const source = join(dir, 'bot-worker.ts')
  if (!existsSync(source)) return null
  let tsx: string
  try {
    tsx = createRequire(join(dir, 'bots.ts')).resolve('tsx/cjs')
  } catch {
    return null
  }
  return { filename: `require(${JSON.stringify(tsx)}); require(${JSON.stringify(source)})`, eval: true }
}

interface Pending {
  job: BotJob
  resolve: (action: Action) => void
  reject: (err: Error) => void
}

interface Slot {
  worker: Worker
  busy: Pending | null
}

/** How many times workers may fail before the pool gives up on them and decides in-thread. */
const MAX_FAILURES = 3

export class BotPool implements BotRunner {
  private readonly size: number
  private readonly spec: WorkerSpec | null
  private readonly warn: (message: string) => void
  private readonly slots: Slot[] = []
  /** Waiting decisions by lane; the Map's order is the round: the lane served last goes to the back. */
  private readonly lanes = new Map<string, Pending[]>()
  /** Decisions a lost worker was making: they go first. */
  private readonly retries: Pending[] = []
  /** A decision running on this thread (after the fall back): one at a time, like a worker. */
  private inThreadBusy = false
  private nextId = 1
  private failures = 0
  private closed = false

  constructor(options: BotPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? 1)
    this.spec = options.worker === undefined ? botWorkerSpec() : options.worker
    this.warn = options.warn ?? (() => {})
  }

  /** Whether decisions run on worker threads (false once they have fallen back to this thread). */
  get threaded(): boolean {
    return this.spec !== null && this.failures < MAX_FAILURES
  }

  decide(request: BotRequest, lane?: string): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'))
    return new Promise<Action>((resolve, reject) => {
      const id = this.nextId++
      const key = lane ?? `#${id}`
      const waiting = this.lanes.get(key)
      const pending = { job: { ...request, id }, resolve, reject }
      if (waiting) waiting.push(pending)
      else this.lanes.set(key, [pending])
      this.pump()
    })
  }

  /** Decisions waiting (not yet given to a thread). */
  get waiting(): number {
    let n = this.retries.length
    for (const lane of this.lanes.values()) n += lane.length
    return n
  }

  /** The next decision to make: a retry, else the first of the lane whose turn it is. */
  private take(): Pending | undefined {
    const retry = this.retries.shift()
    if (retry) return retry
    for (const [key, waiting] of this.lanes) {
      const pending = waiting.shift()
      this.lanes.delete(key)
      if (waiting.length > 0) this.lanes.set(key, waiting)
      if (pending) return pending
    }
    return undefined
  }

  async close(): Promise<void> {
    this.closed = true
    const closing = new Error('the bot pool is closed')
    for (const pending of this.retries.splice(0)) pending.reject(closing)
    for (const waiting of this.lanes.values()) for (const pending of waiting) pending.reject(closing)
    this.lanes.clear()
    const slots = this.slots.splice(0)
    for (const slot of slots) slot.busy?.reject(closing)
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }

  private pump(): void {
    while (this.waiting > 0 && !this.closed) {
      if (!this.threaded) {
        if (this.inThreadBusy) return
        this.inThread(this.take() as Pending)
        continue
      }
      let slot = this.slots.find((s) => s.busy === null)
      if (!slot) {
        // Every worker is busy: wait for a reply, unless the pool may grow.
        if (this.slots.length >= this.size) return
        const spawned = this.spawn()
        // A worker that would not start counts as a failure: try again, or fall back.
        if (!spawned) continue
        slot = spawned
      }
      const pending = this.take() as Pending
      slot.busy = pending
      slot.worker.postMessage(pending.job)
    }
  }

  /** Decides on this thread, on a later turn of the event loop (as the host always did), one at a time. */
  private inThread(pending: Pending): void {
    this.inThreadBusy = true
    setImmediate(() => {
      try {
        pending.resolve(decideNow(pending.job))
      } catch (err) {
        pending.reject(err instanceof Error ? err : new Error(String(err)))
      }
      this.inThreadBusy = false
      this.pump()
    })
  }

  private spawn(): Slot | null {
    const spec = this.spec as WorkerSpec
    let worker: Worker
    try {
      worker = new Worker(spec.filename, { eval: spec.eval === true })
    } catch (err) {
      this.failed(`could not start a bot worker: ${err instanceof Error ? err.message : String(err)}`)
      return null
    }
    // Idle workers must not keep the process alive.
    worker.unref()
    const slot: Slot = { worker, busy: null }
    this.slots.push(slot)
    worker.on('message', (reply: BotReply) => {
      const pending = slot.busy
      if (!pending || pending.job.id !== reply.id) return
      slot.busy = null
      if ('action' in reply) pending.resolve(reply.action)
      else pending.reject(new Error(reply.error))
      this.pump()
    })
    const lost = (why: string): void => {
      const i = this.slots.indexOf(slot)
      if (i < 0) return
      this.slots.splice(i, 1)
      if (this.closed) return
      this.failed(`a bot worker stopped (${why})`)
      // Its decision is made again, on another worker or on this thread.
      if (slot.busy) this.retries.push(slot.busy)
      slot.busy = null
      this.pump()
    }
    worker.on('error', (err) => lost(err.message))
    worker.on('exit', (code) => lost(`exit code ${code}`))
    return slot
  }

  private failed(message: string): void {
    this.failures += 1
    this.warn(this.failures >= MAX_FAILURES ? `${message}; computer players now decide on the main thread` : message)
  }
}
