// The host benchmark's knobs, goals and log line (bench/host.ts says what is measured and how).
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The checkout: the nearest folder up with a package.json (this file runs from bench/host/ under tsx, bundled from out/). */
export const ROOT = (() => {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`)
  }
})()
export const WARMUP = 200
export const SAMPLES = Number(process.env.HOST_BENCH_SAMPLES ?? 2000)
/** Time caps, so a slow or shared machine still finishes in about two minutes (n then shows less). */
export const WARMUP_MAX_MS = 8_000
export const MEASURE_MAX_MS = 25_000
export const LANES = 12
export const GAP_MS = 5
export const BG_ROOMS = 100 - LANES
export const BG_THINK_MS = Number(process.env.HOST_BENCH_THINK_MS ?? 250)
/** Extra node flags for the host process, e.g. HOST_BENCH_HOST_NODE_ARGS=--cpu-prof to profile it. */
export const HOST_NODE_ARGS = (process.env.HOST_BENCH_HOST_NODE_ARGS ?? '').split(' ').filter(Boolean)
export const MIN_SEND_GAP_MS = 50
export const MID_GAME = 12
/** The host refuses createRoom beyond this many rooms, finished ones included (host.ts DEFAULTS). */
const HOST_MAX_ROOMS = 500
/** Busy rooms stop starting new games once this many rooms exist, leaving room for the measured ones. */
export const BG_ROOM_BUDGET = HOST_MAX_ROOMS - 100
export const FINISHED = Number(process.env.HOST_BENCH_FINISHED ?? 5000)
export const SERVE = process.env.HOST_BENCH_SERVE ?? 'out/main/serve.js'
export const GOAL = { p50: 1.5, p99: 5, rssMb: 120, startupMs: 1500 }

export type Row = Record<string, string | number>

const benchStart = performance.now()
export function log(message: string): void {
  console.error(`[host bench ${((performance.now() - benchStart) / 1000).toFixed(1)} s] ${message}`)
}
export const pct = (share: number) => (Number.isNaN(share) ? 'n/a' : `${Math.round(share * 100)}%`)
export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)))
