// Issue 11, computer players: bot-against-bot rooms at 30 a second pushed a person's computer
// opponent from 6 ms to 1-3 s, because every decision waited in one queue. Now decisions wait in one
// lane per room and the pool takes the lanes in turn, so no room gets more than one decision ahead.
import { afterEach, describe, expect, it } from 'vitest'
import { createGame, viewFor } from '../../src/engine/spies-and-lies'
import { BotPool, type BotRequest, type BotRunner } from '../../src/main/host/bots'
import { Host } from '../../src/main/host/host'
import { MemoryRoomStore } from '../../src/main/host/store'
import { open, peer } from '../support/inbox'

const pools: BotPool[] = []
const hosts: Host[] = []
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  await Promise.all(pools.splice(0).map((p) => p.close()))
})

function request(seed: string): BotRequest {
  return { game: 'spies-and-lies', view: viewFor(createGame({ seed: 'fairness' }), 'red'), level: 'easy', seed }
}

/** A worker (CommonJS source) that answers every job with its seed as the action: the order of answers shows the order of work. */
const ECHO_WORKER = `
  const { parentPort } = require('node:worker_threads')
  parentPort.on('message', (job) => parentPort.postMessage({ id: job.id, action: { type: job.seed } }))`

describe('the bot pool serves rooms in turn', () => {
  for (const mode of ['a worker thread', 'this thread (after the fall back)'] as const) {
    it(`on ${mode}: a room with one decision waits for one of the busy room's, not for all of them`, async () => {
      const pool = new BotPool({ worker: mode === 'a worker thread' ? { filename: ECHO_WORKER, eval: true } : null })
      pools.push(pool)
      const order: string[] = []
      const asked = [
        ...['busy-1', 'busy-2', 'busy-3', 'busy-4', 'busy-5'].map((seed) => pool.decide(request(seed), 'BUSYR').then(() => order.push(seed))),
        pool.decide(request('victim-1'), 'VICTM').then(() => order.push('victim-1')),
      ]
      await Promise.all(asked)
      // busy-1 was handed out before the others arrived; then the lanes alternate.
      expect(order).toEqual(['busy-1', 'busy-2', 'victim-1', 'busy-3', 'busy-4', 'busy-5'])
    }, 120_000)
  }

  it('three rooms asking at once are served one decision each per round', async () => {
    const pool = new BotPool({ worker: { filename: ECHO_WORKER, eval: true } })
    pools.push(pool)
    const order: string[] = []
    const asked: Array<Promise<unknown>> = []
    for (const lane of ['A', 'B', 'C']) {
      for (let i = 1; i <= 3; i++) asked.push(pool.decide(request(`${lane}${i}`), lane).then(() => order.push(lane)))
    }
    await Promise.all(asked)
    // A's first was handed out as it arrived; from then on A, B and C take turns (FIFO: AAABBBCCC).
    expect(order.join('')).toBe('AABCABCBC')
  }, 120_000)
})

describe('the host gives each room its own lane', () => {
  it('every decision is asked in the lane of its room', async () => {
    const lanes: Array<{ lane: string | undefined; seed: string }> = []
    const inner = new BotPool({ worker: null })
    pools.push(inner)
    const recording: BotRunner = {
      decide: (req, lane) => {
        lanes.push({ lane, seed: req.seed })
        return inner.decide(req, lane)
      },
      close: async () => {},
    }
    const { host } = await Host.open({ store: new MemoryRoomStore(), warn: () => {}, bots: recording, sweepMs: 0 })
    hosts.push(host)
    const a = await open(peer(host, 'network', '192.0.2.1'), { bots: ['red', 'blue'] })
    const b = await open(peer(host, 'network', '192.0.2.2'), { bots: ['red', 'blue'] })
    const deadline = Date.now() + 20_000
    while (!(host.room(a)?.over && host.room(b)?.over) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(host.room(a)?.over && host.room(b)?.over).toBe(true)
    const byRoom = (code: string) => lanes.filter((l) => l.lane === code)
    expect(byRoom(a).length + byRoom(b).length).toBe(lanes.length)
    expect(byRoom(a).length).toBeGreaterThan(0)
    expect(byRoom(b).length).toBeGreaterThan(0)
  }, 120_000)
})
