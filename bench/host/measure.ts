// The host benchmark's latency and memory scenarios: the durable echo and the host measured in
// alternating blocks, idle and with 100 busy rooms.
import { type RngState } from '../../src/engine/core/rng'
import { type Child, ShareMeter, cpuSeconds, rssMb, stopChild } from './children'
import { EchoConn, HostConn, type RoomCount, seatPair } from './conns'
import { BG_ROOMS, LANES, MEASURE_MAX_MS, MID_GAME, SAMPLES, WARMUP, WARMUP_MAX_MS, log, sleep } from './knobs'
import { EchoLane, HostLane, type Lane, type Stats, stats, takeSamples } from './lanes'
import { BusyEcho, BusyRoom, type Load } from './load'

export const ECHO_ARGS = (dir: string) => [dir]
export const HOST_ARGS = (dir: string) => ['--host', '127.0.0.1', '--port', '0', '--no-mdns', '--no-pacing', '--data', dir]
const wsUrlOf = (child: Child) => `${child.url.replace('http://', 'ws://')}/ws`

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

export function side(lanes: Lane[], hooks: Pick<Side, 'before' | 'after'> = {}): Side {
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

export async function measure(echo: Child, startHost: () => Promise<Child>, rng: RngState): Promise<Results> {
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
