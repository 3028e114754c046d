// Big and hostile records on the host's loop (issue 34, point 9): the longest the loop is held
// (the longest gap between two of its turns, a probe taking a turn whenever it can) while the host
// answers a `replay` of a 19,990-move finished room kept only on disk, and while the desktop app's
// loader opens a 19,990-move record file or refuses hostile ones (100,000 seats, arrays nested
// 1,000,000 deep). Goal: no hold over 100 ms. For comparison, the same room checked and replayed whole,
// in one go, as before.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseOpenedFile, serializeGameFile } from '../src/main/desktop/game-files'
import { FileFinishedIndex } from '../src/main/host/finished-index'
import { Host } from '../src/main/host/host'
import { replayRecordOf } from '../src/main/host/replay-record'
import { Room } from '../src/main/host/room'
import { savedRoomSchema } from '../src/main/host/room-record'
import { FileRoomStore } from '../src/main/host/store'
import type { HostMessage } from '../src/shared/protocol'
import { longConfusion } from '../test/support/long-rooms'
import type { BenchRow, BenchSection } from './harness'

const MOVES = 19_990
const HOLD_GOAL = { op: '<=' as const, target: 100 }

interface Hold {
  /** The longest turn of the loop in CPU time (this process's, all its threads), ms. */
  cpu: number
  /** The longest turn against the clock, ms: more than `cpu` when the process waited for a core. */
  wall: number
}

/** The longest turn the loop took while `work` ran: the gap between two turns of a probe that takes every turn it can. */
async function longestHold(work: () => Promise<unknown>): Promise<Hold> {
  const hold: Hold = { cpu: 0, wall: 0 }
  let wallAt = performance.now()
  let cpuAt = process.cpuUsage()
  let done = false
  const probe = () => {
    const wall = performance.now()
    const cpu = process.cpuUsage()
    hold.wall = Math.max(hold.wall, wall - wallAt)
    hold.cpu = Math.max(hold.cpu, (cpu.user - cpuAt.user + cpu.system - cpuAt.system) / 1000)
    wallAt = wall
    cpuAt = cpu
    if (!done) setImmediate(probe)
  }
  setImmediate(probe)
  await work()
  done = true
  probe()
  return { cpu: Math.round(hold.cpu * 10) / 10, wall: Math.round(hold.wall * 10) / 10 }
}

async function replayFromDisk(): Promise<Hold> {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-bench-records-'))
  try {
    const long = longConfusion('NGXYZ', MOVES, { reason: 'conceded', seat: 'white', winners: ['red'] })
    await new FileRoomStore(dir).save(long)
    const first = (await Host.open({ store: new FileRoomStore(dir), finishedIndex: new FileFinishedIndex(dir), sweepMs: 0, indexWriteMs: 0, warn: () => {} })).host
    await first.close()
    const { host } = await Host.open({ store: new FileRoomStore(dir), finishedIndex: new FileFinishedIndex(dir), sweepMs: 0, warn: () => {} })
    try {
      let answered: (message: HostMessage) => void = () => {}
      const answer = new Promise<HostMessage>((resolve) => (answered = resolve))
      const session = host.connect({ send: (message) => answered(message), close: () => {} })
      return await longestHold(async () => {
        await session.handle({ type: 'replay', room: 'NGXYZ' })
        // The answer as it goes on the wire.
        JSON.stringify(await answer)
      })
    } finally {
      await host.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The same room read, checked, replayed and copied in one go, as the host did before the slices. */
function wholeAtOnce(): number {
  const long = longConfusion('NGXYZ', MOVES, { reason: 'conceded', seat: 'white', winners: ['red'] })
  const text = JSON.stringify(long)
  const start = performance.now()
  const record = savedRoomSchema.parse(JSON.parse(text))
  new Room(record)
  JSON.stringify({ type: 'replay', record: replayRecordOf(record, record.updatedAt) })
  return Math.round((performance.now() - start) * 10) / 10
}

async function opening(content: () => string): Promise<Hold> {
  const text = content()
  return longestHold(() => parseOpenedFile(text).catch(() => undefined))
}

export const recordsSection: BenchSection = {
  name: 'records',
  description: `the longest hold of the loop while the host hands out a ${MOVES}-move record or the desktop loader opens big and hostile files`,
  async run(): Promise<BenchRow[]> {
    const long = longConfusion('NGXYZ', MOVES, { reason: 'conceded', seat: 'white', winners: ['red'] })
    const seats = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`s${i}`, { name: null, bot: null, token: 'x'.repeat(24) }]))
    const row = (metric: string, hold: Hold): BenchRow => ({ section: 'records', metric, value: hold.cpu, unit: 'ms CPU', wall: hold.wall, goal: HOLD_GOAL })
    return [
      row(`replay of a ${MOVES}-move finished room kept on disk: longest hold`, await replayFromDisk()),
      { section: 'records', metric: 'the same room read, checked, replayed and copied in one go (as before)', value: wholeAtOnce(), unit: 'ms' },
      row(`opening a ${MOVES}-move record file: longest hold`, await opening(() => serializeGameFile(long))),
      row('refusing a file of 100,000 seats: longest hold', await opening(() => JSON.stringify({ ...long, seats }))),
      row('refusing a file nested 1,000,000 deep: longest hold', await opening(() => `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`)),
    ]
  },
}
