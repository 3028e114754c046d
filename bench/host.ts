// Host benchmark: how long a move takes from `act` until both players hold the new view, next to
// the floor any durable host must pay (a WebSocket round trip plus one fsync'd save), idle and with
// 100 busy rooms, and how much memory the host holds with 100 rooms in play. Then how long the host
// takes to start, and how much memory it holds, with 5,000 finished games in its data folder.
//
// Everything runs over 127.0.0.1 against separate processes: the real headless host
// (src/main/serve.ts, under tsx exactly as `npm run serve` runs it) and bench/durable-echo.ts.
//
// How samples are taken (the same for the echo and the host, so the ratio is fair):
// - The echo and the host are measured in alternating blocks, so a busy machine weighs on both.
// - One request in flight at a time; a new one starts at most every GAP_MS. Requests rotate over
//   LANES rooms (echo: connections) so no client sends more than 20 messages a second, the rate
//   the protocol guarantees: one room alone could not take a sample every few milliseconds.
// - Host sample: the seat to act (a seeded pick if both may) sends a seeded legal `act`; the time
//   runs until BOTH seats have received the `view` with the new seq. Finished games are replaced by
//   new rooms between samples, untimed.
// - Busy rooms: BG_ROOMS more rooms with two clients each, playing random legal moves; a client acts
//   BG_THINK_MS ± 50% after a prompt reaches it (random, so rooms do not move in step), never sooner
//   than 50 ms after its own previous message. With the LANES measured rooms that makes 100 rooms in
//   play; a finished game is followed by a new room. The echo then gets as many background
//   connections, paced to the saves per second the host's busy rooms achieved.
// - Memory: the host's VmRSS once all 100 rooms are in mid-game, under that load.
// - CPU share: these processes mostly wait for the network, so their CPU time over wall time says
//   nothing of a busy machine. What does is how long they were ready to run but waited for a core:
//   over each side's measured blocks, the share of its ready time (run + run-queue wait, from
//   /proc/PID/schedstat of the main thread) that each process involved (the host or the echo, and
//   this process, which times the samples and drives the busy rooms) spent running. A row reports
//   the least of them, and of both sides for a ratio; below harness.ts STARVED_BELOW it is starved.
// - Startup: a data folder with HOST_BENCH_FINISHED finished games (copies of 50 random games under
//   their own codes and tokens); time from spawning the host until it prints its `listening` line
//   (it has resumed its rooms by then), and its VmRSS at that moment. First start: a folder from
//   before the finished list (every file read and replayed; the list is written). Second start:
//   with the list. An empty folder for comparison.
// Knobs: HOST_BENCH_SAMPLES, HOST_BENCH_THINK_MS, HOST_BENCH_HOST_NODE_ARGS (e.g. "--cpu-prof"),
// HOST_BENCH_FINISHED, HOST_BENCH_SERVE (the host script to start, e.g. another checkout's
// src/main/serve.ts, for a before/after comparison).
// Run alone: npx tsx bench/host.ts [startup]
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import WebSocket from 'ws'
import { actionsForPrompt, type PlayerView } from '../src/engine/spies-and-lies'
import { nextInt, seedRng, type RngState } from '../src/engine/core/rng'
import { ROOM_FORMAT_VERSION, type RoomRecord } from '../src/main/host/room-record'
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, type ClientMessageInput, type HostMessage } from '../src/shared/protocol'
import { playRandomGame } from '../test/support/random-game'
import { STARVED_BELOW, type BenchRow, type BenchSection } from './harness'

const ROOT = resolve(__dirname, '..')
const WARMUP = 200
const SAMPLES = Number(process.env.HOST_BENCH_SAMPLES ?? 2000)
/** Time caps, so a slow or shared machine still finishes in about two minutes (n then shows less). */
const WARMUP_MAX_MS = 8_000
const MEASURE_MAX_MS = 25_000
const LANES = 12
const GAP_MS = 5
const BG_ROOMS = 100 - LANES
const BG_THINK_MS = Number(process.env.HOST_BENCH_THINK_MS ?? 250)
/** Extra node flags for the host process, e.g. HOST_BENCH_HOST_NODE_ARGS=--cpu-prof to profile it. */
const HOST_NODE_ARGS = (process.env.HOST_BENCH_HOST_NODE_ARGS ?? '').split(' ').filter(Boolean)
const MIN_SEND_GAP_MS = 50
const MID_GAME = 12
/** The host refuses createRoom beyond this many rooms, finished ones included (host.ts DEFAULTS). */
const HOST_MAX_ROOMS = 500
/** Busy rooms stop starting new games once this many rooms exist, leaving room for the measured ones. */
const BG_ROOM_BUDGET = HOST_MAX_ROOMS - 100
const FINISHED = Number(process.env.HOST_BENCH_FINISHED ?? 5000)
const SERVE = process.env.HOST_BENCH_SERVE ?? 'out/main/serve.js'
const GOAL = { p50: 1.5, p99: 5, rssMb: 120, startupMs: 1500 }

export type Row = Record<string, string | number>

// ---------------------------------------------------------------------------------------------
// Child processes: always killed, whatever happens.

const children = new Set<ChildProcess>()
const tempDirs = new Set<string>()

function killAllNow(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
}
process.on('exit', killAllNow)

function onSignal(): void {
  killAllNow()
  process.exit(130)
}

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `safehouse-bench-${label}-`))
  tempDirs.add(dir)
  return dir
}

interface Child {
  proc: ChildProcess
  pid: number
  url: string
}

/** Starts `node script args` (TypeScript under tsx) (exiting with us, see exit-with-parent.cjs) and waits for the line matching `ready`. */
function startChild(script: string, args: string[], ready: RegExp, label: string, nodeArgs: string[] = []): Promise<Child> {
  // TypeScript children run under tsx; the host runs bundled (out/main/serve.js), as `npm run serve` does.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  // Imported (not --require'd): under tsx a --require'd stdin reader keeps the child from starting.
  const preload = ['--import', pathToFileURL(join(ROOT, 'bench/exit-with-parent.cjs')).href]
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, ...preload, join(ROOT, script), ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  const stderr: string[] = []
  proc.stderr?.setEncoding('utf8')
  proc.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line) continue
      stderr.push(line)
      if (stderr.length > 50) stderr.shift()
      if (line.includes('[host]')) console.error(`[${label}] ${line}`)
    }
  })
  return new Promise((resolveReady, reject) => {
    let buffered = ''
    let settled = false
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      proc.kill('SIGKILL')
      reject(new Error(`${err.message}\n${stderr.join('\n')}`))
    }
    const timer = setTimeout(() => fail(new Error(`${label} did not start within 30 s`)), 30_000)
    proc.once('exit', (code, signal) => fail(new Error(`${label} exited (${code ?? signal}) before it was ready`)))
    proc.once('error', fail)
    proc.stdout?.setEncoding('utf8')
    proc.stdout?.on('data', (chunk: string) => {
      if (settled) return // keep draining stdout
      buffered += chunk
      const match = ready.exec(buffered)
      if (!match || proc.pid === undefined) return
      settled = true
      clearTimeout(timer)
      resolveReady({ proc, pid: proc.pid, url: match[1] })
    })
  })
}

async function stopChild(child: Child): Promise<void> {
  const { proc } = child
  if (proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise<void>((done) => proc.once('exit', () => done()))
  proc.stdin?.end()
  proc.kill('SIGTERM')
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid: number | 'self'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/** Nanoseconds a process's main thread has run, and waited on a run queue ready to run (Linux /proc/PID/schedstat), or null elsewhere. */
function schedstat(pid: number | 'self'): { run: number; wait: number } | null {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number)
    return Number.isFinite(run) && Number.isFinite(wait) ? { run, wait } : null
  } catch {
    return null
  }
}

/**
 * The share of their ready time that processes spent running, summed over the spans between
 * start() and stop(): 1 when none ever waited for a core (see the head of this file).
 */
class ShareMeter {
  private readonly run = new Map<string, number>()
  private readonly wait = new Map<string, number>()
  private from = new Map<string, { run: number; wait: number } | null>()

  constructor(private readonly processes: ReadonlyArray<readonly [label: string, pid: number | 'self']>) {}

  start(): void {
    this.from = new Map(this.processes.map(([label, pid]) => [label, schedstat(pid)]))
  }

  stop(): void {
    for (const [label, pid] of this.processes) {
      const a = this.from.get(label)
      const b = schedstat(pid)
      if (!a || !b) continue
      this.run.set(label, (this.run.get(label) ?? 0) + b.run - a.run)
      this.wait.set(label, (this.wait.get(label) ?? 0) + b.wait - a.wait)
    }
  }

  /** Each process's share (NaN where /proc could not be read). */
  shares(): Map<string, number> {
    return new Map(
      this.processes.map(([label]) => {
        const run = this.run.get(label)
        const wait = this.wait.get(label) ?? 0
        return [label, run === undefined || run + wait <= 0 ? NaN : run / (run + wait)]
      }),
    )
  }

  /** The least share of the processes. */
  least(): number {
    return Math.min(...this.shares().values())
  }

  describe(): string {
    return [...this.shares()].map(([label, share]) => `${label} ${pct(share)}`).join(', ')
  }
}

const pct = (share: number) => (Number.isNaN(share) ? 'n/a' : `${Math.round(share * 100)}%`)

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)))

// ---------------------------------------------------------------------------------------------
// A lean WebSocket client: no inbox, just listeners, each told when its message arrived.

type Listener = (message: unknown, at: number) => void
const CLOSED = Symbol('closed')

function errorOf(message: unknown): { code?: unknown } | null {
  if (typeof message !== 'object' || message === null) return null
  const m = message as { type?: unknown; code?: unknown }
  return m.type === 'error' ? m : null
}

class Conn {
  private readonly listeners = new Set<Listener>()

  protected constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const at = performance.now()
      const message: unknown = JSON.parse(String(data))
      for (const listener of [...this.listeners]) listener(message, at)
    })
    ws.on('close', () => {
      for (const listener of [...this.listeners]) listener(CLOSED, performance.now())
    })
    ws.on('error', () => ws.terminate())
  }

  protected static openSocket(url: string): Promise<WebSocket> {
    return new Promise((done, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      ws.once('open', () => done(ws))
      ws.once('error', reject)
    })
  }

  listen(listener: Listener): void {
    this.listeners.add(listener)
  }

  send(message: ClientMessageInput | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message))
  }

  /** Resolves with the arrival time of the first message matching `match`; rejects on an error. */
  next(match: (message: unknown) => boolean, timeoutMs = 30_000): Promise<number> {
    return new Promise((done, reject) => {
      const finish = (err: Error | null, at = 0) => {
        clearTimeout(timer)
        this.listeners.delete(listener)
        if (err) reject(err)
        else done(at)
      }
      const listener: Listener = (message, at) => {
        if (message === CLOSED) return finish(new Error('connection closed'))
        const error = errorOf(message)
        if (error && error.code !== 'stale-seq') return finish(new Error(`refused: ${JSON.stringify(message)}`))
        if (match(message)) finish(null, at)
      }
      const timer = setTimeout(() => finish(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
      this.listeners.add(listener)
    })
  }

  terminate(): void {
    this.ws.terminate()
  }
}

type ViewMessage = Extract<HostMessage<PlayerView>, { type: 'view' }>

function isView(message: unknown): message is ViewMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'view'
}

/** A host client: remembers its latest view. */
class HostConn extends Conn {
  room = ''
  seq = -1
  view: PlayerView | null = null

  static async open(url: string): Promise<HostConn> {
    const conn = new HostConn(await Conn.openSocket(url))
    conn.listen((message) => {
      if (!isView(message)) return
      conn.room = message.room
      conn.seq = message.seq
      conn.view = message.view
    })
    return conn
  }

  hasView(room: string, seq: number): (message: unknown) => boolean {
    return (message) => isView(message) && message.room === room && message.seq === seq
  }
}

class EchoConn extends Conn {
  static async open(url: string): Promise<EchoConn> {
    return new EchoConn(await Conn.openSocket(url))
  }
}

/** Rooms created on one host, finished ones included. */
interface RoomCount {
  total: number
}

/** Creates a room and seats `red` and `blue` in it; resolves once both hold its first view. */
async function seatPair(red: HostConn, blue: HostConn, rooms: RoomCount): Promise<string> {
  let code = ''
  const created = red.next((m) => {
    if (typeof m !== 'object' || m === null || (m as { type?: unknown }).type !== 'room') return false
    code = (m as { room: string }).room
    return true
  })
  red.send({ type: 'createRoom', game: 'spies-and-lies', options: {} })
  await created
  rooms.total += 1
  const seated = Promise.all([red.next(red.hasView(code, 0)), blue.next(blue.hasView(code, 0))])
  red.send({ type: 'join', room: code, name: 'Red', seat: 'red' })
  blue.send({ type: 'join', room: code, name: 'Blue', seat: 'blue' })
  await seated
  return code
}

// ---------------------------------------------------------------------------------------------
// Measured lanes

interface Lane {
  sample(): Promise<number>
}

class HostLane implements Lane {
  constructor(
    readonly red: HostConn,
    readonly blue: HostConn,
    private readonly rng: RngState,
    private readonly rooms: RoomCount,
  ) {}

  async sample(): Promise<number> {
    if (this.red.room === '' || this.red.view?.phase === 'over') await seatPair(this.red, this.blue, this.rooms)
    const { red, blue } = this
    const ready = [red, blue].filter((c) => c.view?.prompt)
    if (ready.length === 0) throw new Error(`nobody can act in room ${red.room} at seq ${red.seq}`)
    const actor = ready.length === 1 ? ready[0] : ready[nextInt(this.rng, ready.length)]
    const view = actor.view as PlayerView
    const actions = actionsForPrompt(view.prompt, view.hand)
    const action = actions[nextInt(this.rng, actions.length)]
    const { room, seq } = actor
    if (red.seq !== blue.seq) throw new Error(`seats disagree on seq: ${red.seq} vs ${blue.seq}`)
    const delivered = Promise.all([red.next(red.hasView(room, seq + 1)), blue.next(blue.hasView(room, seq + 1))])
    const start = performance.now()
    actor.send({ type: 'act', seq, action })
    const [a, b] = await delivered
    return Math.max(a, b) - start
  }
}

class EchoLane implements Lane {
  private counter = 0

  constructor(private readonly conn: EchoConn) {}

  async sample(): Promise<number> {
    const seq = this.counter++
    const answered = this.conn.next((m) => typeof m === 'object' && m !== null && (m as { seq?: unknown }).seq === seq)
    const start = performance.now()
    this.conn.send({ type: 'act', seq, action: { type: 'guess', rank: 3 } })
    return (await answered) - start
  }
}

/** Sequential samples, one in flight, starting at most every GAP_MS, rotating over the lanes. */
async function takeSamples(lanes: Lane[], count: number, maxMs: number): Promise<number[]> {
  const out: number[] = []
  const deadline = performance.now() + maxMs
  let last = -Infinity
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    await sleep(last + GAP_MS - performance.now())
    last = performance.now()
    out.push(await lanes[i % lanes.length].sample())
  }
  return out
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]
}

interface Stats {
  p50: number
  p99: number
  n: number
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length }
}

// ---------------------------------------------------------------------------------------------
// Background load

interface Load {
  applied: number
  rooms: RoomCount
  stoppedRooms: number
  refusals: Map<string, number>
}

/** A room of two clients playing random legal moves with a fixed think time, forever. */
class BusyRoom {
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
class BusyEcho {
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

// ---------------------------------------------------------------------------------------------
// Scenarios

const ECHO_ARGS = (dir: string) => [dir]
const HOST_ARGS = (dir: string) => ['--host', '127.0.0.1', '--port', '0', '--no-mdns', '--no-pacing', '--data', dir]
const wsUrlOf = (child: Child) => `${child.url.replace('http://', 'ws://')}/ws`

const benchStart = performance.now()
function log(message: string): void {
  console.error(`[host bench ${((performance.now() - benchStart) / 1000).toFixed(1)} s] ${message}`)
}

async function openHostConns(url: string, count: number): Promise<HostConn[]> {
  return Promise.all(Array.from({ length: count }, () => HostConn.open(url)))
}

async function hostLanes(url: string, rng: RngState, rooms: RoomCount): Promise<{ lanes: HostLane[]; conns: HostConn[] }> {
  const conns = await openHostConns(url, LANES * 2)
  const lanes = Array.from({ length: LANES }, (_, i) => new HostLane(conns[2 * i], conns[2 * i + 1], rng, rooms))
  await Promise.all(lanes.map((lane) => seatPair(lane.red, lane.blue, rooms)))
  return { lanes, conns }
}

async function echoLanes(url: string): Promise<{ lanes: EchoLane[]; conns: EchoConn[] }> {
  const conns = await Promise.all(Array.from({ length: LANES }, () => EchoConn.open(url)))
  return { lanes: conns.map((c) => new EchoLane(c)), conns }
}

/**
 * One side of an interleaved comparison. The echo and the host are measured in alternating blocks
 * (echo, host, echo, host, …) so that whatever else the machine is doing meanwhile weighs on both
 * alike; `before` and `after` switch a side's background load on and off around its blocks.
 */
interface Side {
  lanes: Lane[]
  samples: number[]
  spentMs: number
  before?(): Promise<void>
  after?(): void
}

const BLOCKS = 4
const SETTLE_MS = 300

function side(lanes: Lane[], hooks: Pick<Side, 'before' | 'after'> = {}): Side {
  return { lanes, samples: [], spentMs: 0, ...hooks }
}

async function interleave(sides: Side[]): Promise<void> {
  const block = Math.ceil(SAMPLES / BLOCKS)
  for (let b = 0; b < BLOCKS; b++) {
    for (const s of sides) {
      await s.before?.()
      const t0 = performance.now()
      const count = Math.min(block, SAMPLES - s.samples.length)
      s.samples.push(...(await takeSamples(s.lanes, count, MEASURE_MAX_MS / BLOCKS)))
      s.spentMs += performance.now() - t0
      s.after?.()
    }
  }
}

/** Pauses after a load switch, then a few discarded samples. */
async function settle(lanes: Lane[]): Promise<void> {
  await sleep(SETTLE_MS)
  await takeSamples(lanes, 2 * lanes.length, WARMUP_MAX_MS)
}

interface Results {
  echoIdle: Stats
  hostIdle: Stats
  echoBusy: Stats
  hostBusy: Stats
  echoBusyRate: number
  hostBusyRate: number
  rssEmpty: number
  rssMidGame: number
  roomsAtRss: number
  rssAfter: number
  roomsAfter: number
  load: Load
  cpu: { host: number; echo: number; bench: number }
  /** The CPU share (ShareMeter) of the processes of each side over its measured blocks. */
  share: { echoIdle: ShareMeter; hostIdle: ShareMeter; echoBusy: ShareMeter; hostBusy: ShareMeter }
}

async function measure(echo: Child, startHost: () => Promise<Child>, rng: RngState): Promise<Results> {
  // 1 + 2. Idle: the echo and a fresh host, one request in flight, nothing else going on.
  log('idle: durable echo vs host, interleaved')
  const host1 = await startHost()
  const rssEmpty = rssMb(host1.pid)
  const echoIdle = await echoLanes(echo.url)
  const hostIdle = await hostLanes(wsUrlOf(host1), rng, { total: 0 })
  await takeSamples(echoIdle.lanes, WARMUP, WARMUP_MAX_MS)
  await takeSamples(hostIdle.lanes, WARMUP, WARMUP_MAX_MS)
  const echoIdleShare = new ShareMeter([['echo', echo.pid], ['bench', 'self']])
  const hostIdleShare = new ShareMeter([['host', host1.pid], ['bench', 'self']])
  const metered = (meter: ShareMeter) => ({ before: () => Promise.resolve(meter.start()), after: () => meter.stop() })
  const idle = [side(echoIdle.lanes, metered(echoIdleShare)), side(hostIdle.lanes, metered(hostIdleShare))]
  await interleave(idle)
  for (const conn of [...echoIdle.conns, ...hostIdle.conns]) conn.terminate()
  await stopChild(host1)

  // 3 + 4. Busy: a fresh host (it keeps finished rooms) with 100 rooms in play, and the echo with
  // as many background clients at the same save rate, each side's load on only during its blocks.
  log(`busy: ${BG_ROOMS} busy rooms + ${LANES} measured; echo with ${BG_ROOMS * 2} background clients`)
  const host2 = await startHost()
  const rooms: RoomCount = { total: 0 }
  const hostBusy = await hostLanes(wsUrlOf(host2), rng, rooms)
  const bgConns = await openHostConns(wsUrlOf(host2), BG_ROOMS * 2)
  const load: Load = { applied: 0, rooms, stoppedRooms: 0, refusals: new Map() }
  const busyRooms = Array.from({ length: BG_ROOMS }, (_, i) => new BusyRoom(bgConns[2 * i], bgConns[2 * i + 1], rng, load))
  const echoBusy = await echoLanes(echo.url)
  const echoBgConns = await Promise.all(Array.from({ length: BG_ROOMS * 2 }, () => EchoConn.open(echo.url)))
  const busyEchoes = echoBgConns.map((conn) => new BusyEcho(conn))
  try {
    await Promise.all(busyRooms.map((room) => seatPair(room.red, room.blue, rooms)))
    log(`${rooms.total} rooms seated; playing`)
    for (const room of busyRooms) room.start()
    // Memory is read while the 100 rooms are all in mid-game: the busy ones at >= MID_GAME moves
    // (a game lasts 28-57), the measured ones warming up meanwhile.
    const warmup = takeSamples(hostBusy.lanes, WARMUP, WARMUP_MAX_MS)
    const deadline = performance.now() + WARMUP_MAX_MS
    while (Math.min(...busyRooms.map((room) => room.red.seq)) < MID_GAME && performance.now() < deadline) await sleep(20)
    const roomsAtRss = rooms.total
    const rssMidGame = rssMb(host2.pid)
    await warmup
    log(`memory read with ${roomsAtRss} rooms in play; measuring`)

    let hostApplied = 0
    let hostBgMs = 0
    let echoSent = 0
    let echoBgMs = 0
    let switchedAt = 0
    let applied0 = 0
    let sent0 = 0
    const cpu = { host: 0, echo: 0, bench: 0 }
    let cpu0 = { own: 0, bench: 0 }
    const hostBusyShare = new ShareMeter([['host', host2.pid], ['bench', 'self']])
    const echoBusyShare = new ShareMeter([['echo', echo.pid], ['bench', 'self']])
    const hostRate = () => (hostApplied * 1000) / Math.max(hostBgMs, 1)
    const hostSide = side(hostBusy.lanes, {
      before: async () => {
        for (const room of busyRooms) room.start()
        await settle(hostBusy.lanes)
        switchedAt = performance.now()
        applied0 = load.applied
        cpu0 = { own: cpuSeconds(host2.pid), bench: cpuSeconds('self') }
        hostBusyShare.start()
      },
      after: () => {
        hostBusyShare.stop()
        for (const room of busyRooms) room.stop()
        hostApplied += load.applied - applied0
        hostBgMs += performance.now() - switchedAt
        cpu.host += cpuSeconds(host2.pid) - cpu0.own
        cpu.bench += cpuSeconds('self') - cpu0.bench
      },
    })
    const echoSide = side(echoBusy.lanes, {
      before: async () => {
        const rate = Math.max(hostRate(), 1)
        for (const b of busyEchoes) b.start((busyEchoes.length * 1000) / rate)
        await settle(echoBusy.lanes)
        switchedAt = performance.now()
        sent0 = busyEchoes.reduce((n, b) => n + b.sent, 0)
        cpu0 = { own: cpuSeconds(echo.pid), bench: 0 }
        echoBusyShare.start()
      },
      after: () => {
        echoBusyShare.stop()
        for (const b of busyEchoes) b.stop()
        echoSent += busyEchoes.reduce((n, b) => n + b.sent, 0) - sent0
        echoBgMs += performance.now() - switchedAt
        cpu.echo += cpuSeconds(echo.pid) - cpu0.own
      },
    })
    await interleave([hostSide, echoSide])
    return {
      echoIdle: stats(idle[0].samples),
      hostIdle: stats(idle[1].samples),
      echoBusy: stats(echoSide.samples),
      hostBusy: stats(hostSide.samples),
      echoBusyRate: (echoSent * 1000) / Math.max(echoBgMs, 1),
      hostBusyRate: hostRate(),
      rssEmpty,
      rssMidGame,
      roomsAtRss,
      rssAfter: rssMb(host2.pid),
      roomsAfter: rooms.total,
      load,
      cpu: { host: (cpu.host * 1000) / hostBgMs, bench: (cpu.bench * 1000) / hostBgMs, echo: (cpu.echo * 1000) / echoBgMs },
      share: { echoIdle: echoIdleShare, hostIdle: hostIdleShare, echoBusy: echoBusyShare, hostBusy: hostBusyShare },
    }
  } finally {
    for (const room of busyRooms) room.stop()
    for (const b of busyEchoes) b.stop()
    for (const conn of [...hostBusy.conns, ...bgConns, ...echoBusy.conns, ...echoBgConns]) conn.terminate()
    await stopChild(host2)
  }
}

// ---------------------------------------------------------------------------------------------
// Startup with many finished games

/** The `n`th room code (distinct for every n below 31^5). */
function codeOf(n: number): string {
  let code = ''
  for (let i = 0; i < ROOM_CODE_LENGTH; i++, n = Math.floor(n / ROOM_CODE_ALPHABET.length)) code += ROOM_CODE_ALPHABET[n % ROOM_CODE_ALPHABET.length]
  return code
}

/** Writes `count` finished two-player games into `dir`: 50 random games, each under many codes and tokens. */
function writeFinishedGames(dir: string, count: number): void {
  const games = Array.from({ length: 50 }, (_, i) => {
    const seed = `startup-bench-${i}`
    return { seed, moves: playRandomGame(seed, {}).moves }
  })
  const token = () => randomBytes(24).toString('base64url')
  for (let n = 0; n < count; n++) {
    const { seed, moves } = games[n % games.length]
    const code = codeOf(n)
    const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
    const record: RoomRecord = {
      format: 'safehouse-room',
      version: ROOM_FORMAT_VERSION,
      code,
      game: 'spies-and-lies',
      name: `Room ${code}`,
      options: {},
      seed,
      botSeed: randomBytes(16).toString('hex'),
      seats: { red: { name: 'Ann', token: token(), bot: null }, blue: { name: 'Bob', token: token(), bot: null } },
      started: true,
      moves,
      createdAt: at,
      updatedAt: at,
    }
    writeFileSync(join(dir, `${code}.room.json`), JSON.stringify(record))
  }
}

interface Startup {
  ms: number
  rss: number
  /** The share of its ready time the host's main thread ran, from its spawn until it listened (ShareMeter). */
  share: number
}

/**
 * Starts the host on `dir`, times it until it listens (its rooms resumed), reads its RSS, and stops
 * it, once the finished list is in the folder (the host writes it right after a start that lacked
 * it; a host from before the list never does: then after a second).
 */
async function startOnce(dir: string): Promise<Startup> {
  const t0 = performance.now()
  const child = await startChild(SERVE, HOST_ARGS(dir), /listening (http:\/\/\S+)/, 'host', HOST_NODE_ARGS)
  const ms = performance.now() - t0
  const rss = rssMb(child.pid)
  const sched = schedstat(child.pid)
  const share = sched && sched.run + sched.wait > 0 ? sched.run / (sched.run + sched.wait) : NaN
  const list = join(dir, 'finished-rooms.json')
  for (const deadline = performance.now() + 1000; !existsSync(list) && performance.now() < deadline; ) await sleep(20)
  await stopChild(child)
  return { ms, rss, share }
}

interface StartupResults {
  empty: Startup
  first: Startup
  listed: Startup
}

async function measureStartup(): Promise<StartupResults> {
  log(`startup: ${SERVE} on an empty folder, then on ${FINISHED} finished games (first start, then with the list)`)
  const empty = await startOnce(tempDir('start-empty'))
  const dir = tempDir('start-finished')
  writeFinishedGames(dir, FINISHED)
  const first = await startOnce(dir)
  const listed = await startOnce(dir)
  return { empty, first, listed }
}

function startupRow(scenario: string, s: Startup, goal: boolean): Row {
  return {
    scenario,
    n: 1,
    'p50 ms': ms(s.ms),
    'p99 ms': '',
    'p50 vs echo': '',
    'p99 vs echo': '',
    cpu: pct(s.share),
    goal: goal ? `start ≤ ${GOAL.startupMs} ms (RSS ${mb(s.rss)} MB)` : `RSS ${mb(s.rss)} MB (info)`,
    'met?': goal ? (s.share < STARVED_BELOW ? 'starved: not judged' : s.ms <= GOAL.startupMs ? 'yes' : 'NO') : '',
  }
}

function startupRows(r: StartupResults): Row[] {
  const n = FINISHED.toLocaleString('en')
  return [
    startupRow('host start → listening, empty data folder', r.empty, false),
    startupRow(`host start, ${n} finished games, first start (no list yet: all read)`, r.first, false),
    startupRow(`host start, ${n} finished games, with the finished list`, r.listed, true),
  ]
}

const ms = (x: number) => Number(x.toFixed(2))
const ratio = (x: number, floor: number) => `${(x / floor).toFixed(2)}×`
const mb = (x: number) => (Number.isNaN(x) ? 'n/a' : Number(x.toFixed(1)))

/** `share`: the least CPU share (ShareMeter) of this row's processes, and of its floor's for a ratio. */
function latencyRow(scenario: string, s: Stats, share: number, floor?: Stats): Row {
  const row: Row = { scenario, n: s.n, 'p50 ms': ms(s.p50), 'p99 ms': ms(s.p99) }
  if (!floor) return { ...row, 'p50 vs echo': '', 'p99 vs echo': '', cpu: pct(share), goal: 'floor', 'met?': '' }
  const met = s.p50 <= GOAL.p50 * floor.p50 && s.p99 <= GOAL.p99 * floor.p99
  return {
    ...row,
    'p50 vs echo': ratio(s.p50, floor.p50),
    'p99 vs echo': ratio(s.p99, floor.p99),
    cpu: pct(share),
    goal: `p50 ≤ ${GOAL.p50}×, p99 ≤ ${GOAL.p99}× echo`,
    'met?': share < STARVED_BELOW ? 'starved: not judged' : met ? 'yes' : 'NO',
  }
}

function memoryRow(scenario: string, rss: number, goal: boolean): Row {
  return {
    scenario,
    n: '',
    'p50 ms': '',
    'p99 ms': '',
    'p50 vs echo': '',
    'p99 vs echo': '',
    cpu: '',
    goal: goal ? `RSS ≤ ${GOAL.rssMb} MB (is ${mb(rss)} MB)` : `RSS ${mb(rss)} MB (info)`,
    'met?': goal ? (rss <= GOAL.rssMb ? 'yes' : 'NO') : '',
  }
}

/** The goals of the last hostBench() run, as rows of the shared bench table. */
let lastGoals: BenchRow[] = []

function goalRow(metric: string, value: number, unit: string, target: number, cpuShare?: number, note?: string): BenchRow {
  return {
    section: 'host',
    metric,
    value: Math.round(value * 100) / 100,
    unit,
    goal: { op: '<=', target },
    ...(cpuShare === undefined || Number.isNaN(cpuShare) ? {} : { cpuShare }),
    ...(note ? { note } : {}),
  }
}

/** `npm run bench -- host`: prints the detailed table, returns the goals for the summary table. */
export const hostSection: BenchSection = {
  name: 'host',
  description: 'host act → both views vs a durable echo, idle and with 100 busy rooms; host memory; startup with 5,000 finished games (~110 s)',
  async run(): Promise<BenchRow[]> {
    console.table(await hostBench())
    return lastGoals
  },
}

export async function hostBench(): Promise<Row[]> {
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  const started: Child[] = []
  const start = async (script: string, args: string[], ready: RegExp, label: string, nodeArgs: string[] = []) => {
    const child = await startChild(script, args, ready, label, nodeArgs)
    started.push(child)
    return child
  }
  try {
    const echo = await start('bench/durable-echo.ts', ECHO_ARGS(tempDir('echo')), /listening (ws:\/\/\S+)/, 'echo')
    const startHost = () => start(SERVE, HOST_ARGS(tempDir('host')), /listening (http:\/\/\S+)/, 'host', HOST_NODE_ARGS)
    const r = await measure(echo, startHost, seedRng('safehouse host bench'))
    const startup = await measureStartup()

    const stopped = r.load.stoppedRooms > 0 ? `, ${r.load.stoppedRooms} stopped at the room limit` : ''
    const refusals = [...r.load.refusals].map(([code, n]) => `${code}×${n}`).join(', ')
    log(
      `busy blocks: host ${r.cpu.host.toFixed(2)} cores (this process ${r.cpu.bench.toFixed(2)}), echo ${r.cpu.echo.toFixed(2)} cores` +
        `${refusals ? `; refusals to busy rooms: ${refusals}` : ''}`,
    )
    const { share } = r
    const idleShare = Math.min(share.hostIdle.least(), share.echoIdle.least())
    const busyShare = Math.min(share.hostBusy.least(), share.echoBusy.least())
    const shares = (host: ShareMeter, echoSide: ShareMeter) =>
      `CPU share (time run over time ready to run): host side ${host.describe()}; echo side ${echoSide.describe()}`
    const idleNote = `${r.hostIdle.n} host and ${r.echoIdle.n} echo samples; ${shares(share.hostIdle, share.echoIdle)}`
    const busyNote =
      `${r.hostBusy.n} host and ${r.echoBusy.n} echo samples; ${Math.round(r.hostBusyRate)} bg acts/s, echo at ${Math.round(r.echoBusyRate)} saves/s; ` +
      `${shares(share.hostBusy, share.echoBusy)}; cores used: host ${r.cpu.host.toFixed(2)}, this process ${r.cpu.bench.toFixed(2)}, echo ${r.cpu.echo.toFixed(2)}`
    lastGoals = [
      goalRow('host p50 ÷ durable echo p50, idle', r.hostIdle.p50 / r.echoIdle.p50, '×', GOAL.p50, idleShare, idleNote),
      goalRow('host p99 ÷ durable echo p99, idle', r.hostIdle.p99 / r.echoIdle.p99, '×', GOAL.p99, idleShare),
      goalRow('host p50 ÷ durable echo p50, 100 busy rooms', r.hostBusy.p50 / r.echoBusy.p50, '×', GOAL.p50, busyShare, busyNote),
      goalRow('host p99 ÷ durable echo p99, 100 busy rooms', r.hostBusy.p99 / r.echoBusy.p99, '×', GOAL.p99, busyShare),
      goalRow('host RSS with 100 rooms mid-game', r.rssMidGame, 'MB', GOAL.rssMb),
      goalRow(
        `host start with ${FINISHED} finished games`,
        startup.listed.ms,
        'ms',
        GOAL.startupMs,
        startup.listed.share,
        'spawn to its listening line; CPU share: the time its main thread ran over the time it was ready to run',
      ),
    ]
    return [
      latencyRow('durable echo (ws + fsync’d save), idle', r.echoIdle, share.echoIdle.least()),
      latencyRow('host act → both views, idle', r.hostIdle, idleShare, r.echoIdle),
      latencyRow(`durable echo, ${BG_ROOMS * 2} bg clients at ${Math.round(r.echoBusyRate)} saves/s`, r.echoBusy, share.echoBusy.least()),
      latencyRow(
        `host act → both views, 100 busy rooms (${Math.round(r.hostBusyRate)} bg acts/s, think ${BG_THINK_MS} ms ±50%${stopped})`,
        r.hostBusy,
        busyShare,
        r.echoBusy,
      ),
      memoryRow(`host RSS, ${r.roomsAtRss} rooms × 2 clients in mid-game, under load`, r.rssMidGame, true),
      memoryRow('host RSS just started, no rooms', r.rssEmpty, false),
      memoryRow(`host RSS after the busy run, ${r.roomsAfter} rooms held (finished ones too)`, r.rssAfter, false),
      ...startupRows(startup),
    ]
  } finally {
    await Promise.all(started.map((child) => stopChild(child)))
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
    tempDirs.clear()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** Only the startup rows: `npx tsx bench/host.ts startup`. */
export async function startupBench(): Promise<Row[]> {
  try {
    return startupRows(await measureStartup())
  } finally {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
    tempDirs.clear()
  }
}

const invoked = process.argv[1] ? resolve(process.argv[1]) : ''
// Only when this file itself is the entry point (not when bundled into npm run bench).
if (invoked.endsWith(`bench${sep}host.ts`) || invoked.endsWith(`bench${sep}host`)) {
  const t0 = performance.now()
  const run = process.argv[2] === 'startup' ? startupBench : hostBench
  run()
    .then((rows) => {
      console.table(rows)
      log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    })
    .catch((err: unknown) => {
      console.error(err)
      process.exitCode = 1
    })
}
