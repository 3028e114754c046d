// The host benchmark's background load: busy rooms playing random legal moves, and echo clients
// paced to the same save rate.
import { actionsForPrompt } from '../../src/engine/spies-and-lies'
import { nextInt, type RngState } from '../../src/engine/core/rng'
import { EchoConn, HostConn, type RoomCount, errorOf, isView, seatPair } from './conns'
import { BG_ROOM_BUDGET, BG_THINK_MS, MIN_SEND_GAP_MS, sleep } from './knobs'

export interface Load {
  applied: number
  rooms: RoomCount
  stoppedRooms: number
  refusals: Map<string, number>
}

/** A room of two clients playing random legal moves with a fixed think time, forever. */
export class BusyRoom {
  private running = false
  private gaveUp = false
  private restarting = false
  private readonly timers = new Map<HostConn, NodeJS.Timeout>()
  private readonly actedOn = new Map<HostConn, string>()
  private readonly lastSend = new Map<HostConn, number>()

  constructor(
    readonly red: HostConn,
    readonly blue: HostConn,
    private readonly rng: RngState,
    private readonly load: Load,
  ) {
    for (const conn of [red, blue]) {
      conn.listen((message) => {
        const error = errorOf(message)
        if (error) {
          const code = String(error.code)
          if (code !== 'stale-seq') this.load.refusals.set(code, (this.load.refusals.get(code) ?? 0) + 1)
          return
        }
        if (!isView(message)) return
        if (conn === red && message.seq > 0 && this.running) this.load.applied += 1
        this.consider(conn)
      })
    }
  }

  start(): void {
    if (this.gaveUp) return
    this.running = true
    this.consider(this.red)
    this.consider(this.blue)
  }

  stop(): void {
    this.running = false
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private consider(conn: HostConn): void {
    if (!this.running || this.restarting || this.timers.has(conn)) return
    const view = conn.view
    if (!view) return
    if (view.phase === 'over') {
      if (conn !== this.red) return
      if (this.load.rooms.total < BG_ROOM_BUDGET) void this.restart()
      else this.giveUp()
      return
    }
    if (view.prompt === null || this.actedOn.get(conn) === `${conn.room}:${conn.seq}`) return
    const now = performance.now()
    // Think times vary (±50%) so the rooms do not all move in step.
    const think = BG_THINK_MS * (0.5 + nextInt(this.rng, 1001) / 1000)
    const delay = Math.max(think, (this.lastSend.get(conn) ?? -Infinity) + MIN_SEND_GAP_MS - now)
    this.timers.set(
      conn,
      setTimeout(() => this.fire(conn), delay),
    )
  }

  private fire(conn: HostConn): void {
    this.timers.delete(conn)
    if (!this.running || this.restarting) return
    const view = conn.view
    const key = `${conn.room}:${conn.seq}`
    if (!view || view.prompt === null || view.phase === 'over' || this.actedOn.get(conn) === key) return
    const actions = actionsForPrompt(view.prompt, view.hand)
    this.actedOn.set(conn, key)
    this.lastSend.set(conn, performance.now())
    conn.send({ type: 'act', seq: conn.seq, action: actions[nextInt(this.rng, actions.length)] })
  }

  private async restart(): Promise<void> {
    this.restarting = true
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    try {
      await seatPair(this.red, this.blue, this.load.rooms)
      this.restarting = false
      this.consider(this.red)
      this.consider(this.blue)
    } catch {
      this.restarting = false
      this.giveUp()
    }
  }

  /** Out of rooms (the host keeps finished ones): this room stops playing, and the report says so. */
  private giveUp(): void {
    if (this.gaveUp) return
    this.gaveUp = true
    this.stop()
    this.load.stoppedRooms += 1
  }
}

/** A background echo client: one request at a time, paced to `intervalMs` between sends. */
export class BusyEcho {
  private generation = 0
  private seq = 0
  sent = 0

  constructor(private readonly conn: EchoConn) {}

  start(intervalMs: number): void {
    void this.loop(++this.generation, intervalMs)
  }

  stop(): void {
    this.generation += 1
  }

  private async loop(generation: number, intervalMs: number): Promise<void> {
    let nextAt = performance.now() + Math.random() * intervalMs
    while (generation === this.generation) {
      await sleep(nextAt - performance.now())
      if (generation !== this.generation) return
      const id = this.seq++
      const answered = this.conn.next((m) => typeof m === 'object' && m !== null && (m as { seq?: unknown }).seq === id)
      this.conn.send({ type: 'act', seq: id, action: { type: 'deceive', play: true } })
      try {
        await answered
      } catch {
        return
      }
      if (generation === this.generation) this.sent += 1
      nextAt = Math.max(nextAt + intervalMs, performance.now())
    }
  }
}
