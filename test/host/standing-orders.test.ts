// Issue 34, point 5: one seat alone cannot grow a room's record. Confusion's standing orders may be
// changed at any time, and each change is a move of the record; a client changing them over and
// over while the other side waits made 1,670 moves in 40 s. Now orders that change nothing are
// refused (illegal-action, rule same-orders), a seat makes at most MAX_STANDING_RUN changes until
// some other move is made (then rate-limited), and a standing move's views earn nobody a credit.
// The flood is simulated by count, never by time.
import { afterEach, describe, expect, it } from 'vitest'
import { gameModule } from '../../src/engine/registry'
import { MAX_STANDING_RUN } from '../../src/main/host/standing'
import { GenericClient } from '../support/generic-play'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: GenericClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

/** A Confusion room with Ann (white, its creator) and Bob (red) at their first prompt; `rate`: the limit, its clock stopped. */
async function table(capacity: number): Promise<{ code: string; ann: GenericClient; bob: GenericClient }> {
  running = await startTestHost({ server: { rate: { perSecond: 40, capacity, now: () => 0 } } })
  const url = running.wsUrl
  const [ann, bob] = await Promise.all([GenericClient.connect(url), GenericClient.connect(url)])
  clients.push(ann, bob)
  ann.send({ type: 'createRoom', game: 'confusion', options: {}, bots: [] })
  const code = (await ann.next('room')).room
  for (const [c, name, seat] of [[ann, 'Ann', 'white'], [bob, 'Bob', 'red']] as const) {
    c.send({ type: 'join', room: code, name, seat })
    await c.next('welcome')
  }
  // Bob's join started the game: both have their view at seq 0.
  while (ann.seq < 0 || bob.seq < 0) await Promise.race([ann.settle(5000), bob.settle(5000)])
  return { code, ann, bob }
}

function moves(code: string): number {
  return running?.host.room(code)?.record.moves.length ?? 0
}

/** Sends `action` and waits for its answer: its view (or acted), or an error. */
async function act(c: GenericClient, action: Record<string, unknown>): Promise<{ type: string; code?: string; rule?: string }> {
  c.inbox.splice(0)
  c.send({ type: 'act', seq: c.seq, action: action as never, id: 'x' })
  for (;;) {
    const answer = c.inbox.find((m) => m.type === 'acted' || m.type === 'error')
    if (answer) return answer as { type: string; code?: string; rule?: string }
    if (c.closed) throw new Error('closed')
    await c.settle(5000)
  }
}

const orders = (i: number) => ({ type: 'orders', doubleAgent: i % 2 === 0 ? 'yes' : 'no' })

describe('standing orders cannot grow the record', () => {
  it('orders that change nothing are refused with a clear code, and nothing is added', async () => {
    const { code, ann } = await table(10_000)
    expect((await act(ann, { type: 'orders', doubleAgent: 'yes' })).type).toBe('acted')
    const before = moves(code)
    expect(await act(ann, { type: 'orders', doubleAgent: 'yes' })).toMatchObject({ type: 'error', code: 'illegal-action', rule: 'same-orders' })
    expect(moves(code)).toBe(before)
  })

  it(`a 40-second flood (1,680 changes, the limit's rate) adds ${MAX_STANDING_RUN} moves while the game waits; a move of the game lets ${MAX_STANDING_RUN} more in`, async () => {
    // No rate limit to speak of: the record's bound alone is measured.
    const { code, ann, bob } = await table(1_000_000)
    const refused = new Map<string, number>()
    for (let i = 0; i < 40 * 40 + 80; i++) {
      const answer = await act(ann, orders(i))
      if (answer.type === 'error') refused.set(answer.code ?? '', (refused.get(answer.code ?? '') ?? 0) + 1)
    }
    expect(moves(code)).toBe(MAX_STANDING_RUN)
    expect(Object.fromEntries(refused)).toEqual({ 'rate-limited': 40 * 40 + 80 - MAX_STANDING_RUN })
    // A move of the game (whoever's turn it is: the first player is drawn), and Ann may change her mind again, a few times.
    while (bob.seq < moves(code)) await bob.settle(5000)
    const mover = bob.view?.prompt ? bob : ann
    const module = gameModule('confusion')
    if (!module || !mover.view) throw new Error('no view')
    expect((await act(mover, module.chooseAction(mover.view, 'easy', 'first') as never)).type).toBe('acted')
    while (ann.seq < moves(code)) await ann.settle(5000)
    let added = 0
    for (let i = 0; i < 20; i++) if ((await act(ann, orders(i + 1))).type === 'acted') added += 1
    expect(added).toBe(MAX_STANDING_RUN)
    expect(moves(code)).toBe(2 * MAX_STANDING_RUN + 1)
  }, 120_000)

  it("a standing move's views earn nobody a rate-limit credit: neither the seat that made it nor the other", async () => {
    const capacity = 80
    const { ann, bob } = await table(capacity)
    for (let i = 0; i < MAX_STANDING_RUN; i++) expect((await act(ann, orders(i))).type).toBe('acted')
    while (bob.seq < MAX_STANDING_RUN) await bob.settle(5000)
    /** Pings sent in lockstep until the first refusal: how many were answered. */
    const pingsUntilCut = async (c: GenericClient): Promise<number> => {
      for (let n = 0; ; n++) {
        c.inbox.splice(0)
        c.send({ type: 'ping' })
        for (;;) {
          if (c.inbox.some((m) => m.type === 'error' && m.code === 'rate-limited')) return n
          if (c.inbox.some((m) => m.type === 'pong')) break
          if (c.closed) return n
          await c.settle(5000)
        }
      }
    }
    // Ann spent createRoom, join and her three acts; Bob his join. The three views brought nothing back.
    expect(await pingsUntilCut(ann)).toBe(capacity - 2 - MAX_STANDING_RUN)
    expect(await pingsUntilCut(bob)).toBe(capacity - 1)
  }, 60_000)
})
