// The host benchmark's measured lanes: one request in flight at a time, rotating over the lanes, and
// the percentiles of the samples taken.
import { actionsForPrompt, type PlayerView } from '../../src/engine/spies-and-lies'
import { nextInt, type RngState } from '../../src/engine/core/rng'
import { EchoConn, HostConn, type RoomCount, seatPair } from './conns'
import { GAP_MS, sleep } from './knobs'

export interface Lane {
  sample(): Promise<number>
}

export class HostLane implements Lane {
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

export class EchoLane implements Lane {
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
export async function takeSamples(lanes: Lane[], count: number, maxMs: number): Promise<number[]> {
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

export interface Stats {
  p50: number
  p99: number
  n: number
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length }
}
