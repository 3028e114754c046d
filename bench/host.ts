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
// The parts, in bench/host/: knobs.ts (knobs and goals), children.ts (processes and /proc), conns.ts
// (clients), lanes.ts (measured lanes), load.ts (busy rooms), measure.ts (latency and memory),
// startup.ts, rows.ts (the table).
import { resolve, sep } from 'node:path'
import { seedRng } from '../src/engine/core/rng'
import { type BenchRow, type BenchSection } from './harness'
import { type Child, ShareMeter, onSignal, removeTempDirs, startChild, stopChild, tempDir } from './host/children'
import { BG_ROOMS, BG_THINK_MS, FINISHED, GOAL, HOST_NODE_ARGS, type Row, SERVE, log } from './host/knobs'
import { ECHO_ARGS, HOST_ARGS, measure } from './host/measure'
import { goalRow, latencyRow, memoryRow, startupRows } from './host/rows'
import { measureStartup } from './host/startup'

/** The goals of the last hostBench() run, as rows of the shared bench table. */
let lastGoals: BenchRow[] = []

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
    removeTempDirs()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** Only the startup rows: `npx tsx bench/host.ts startup`. */
export async function startupBench(): Promise<Row[]> {
  try {
    return startupRows(await measureStartup())
  } finally {
    removeTempDirs()
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
