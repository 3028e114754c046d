// Issue 22, point 5: a client that answers every view at once could pass the 40 messages a second
// of the rate limit in normal play and be cut off. Here the limit's clock is stopped: time gives
// nothing back, which is how a game of any speed looks to the limit. Clients answering every view
// at once must still play to the end; a client sending more than one message per move it is shown
// must still be cut off, and asking for views again earns nothing. (Standing orders, which pay
// nothing back either and are bounded in the record: standing-orders.test.ts.)
import { afterEach, describe, expect, it } from 'vitest'
import { gameModule } from '../../src/engine/registry'
import { GenericClient, playGeneric } from '../support/generic-play'
import { startTestHost, type TestHost } from '../support/host-server'

/** The default limit, its clock stopped. */
const STOPPED = { perSecond: 40, capacity: 80, now: () => 0 }

let running: TestHost | null = null
const clients: GenericClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function connect(): Promise<GenericClient> {
  running ??= await startTestHost({ server: { rate: STOPPED } })
  const c = await GenericClient.connect(running.wsUrl)
  clients.push(c)
  return c
}

/** A room of `game`; `people` seats joined by clients of their own, the rest the computer's. */
async function seat(game: string, options: Record<string, unknown>, people: number): Promise<{ code: string; seated: GenericClient[]; tokens: string[] }> {
  const creator = await connect()
  const seats = gameModule(game)?.seatsFor(options) ?? []
  creator.send({ type: 'createRoom', game: game as 'spies-and-lies', options, bots: seats.slice(people) })
  const code = (await creator.next('room')).room
  const seated: GenericClient[] = []
  const tokens: string[] = []
  for (const [i, s] of seats.slice(0, people).entries()) {
    const c = i === 0 ? creator : await connect()
    c.send({ type: 'join', room: code, name: `P${i + 1}`, seat: s })
    tokens.push((await c.next('welcome')).token ?? '')
    await c.next('view')
    seated.push(c)
  }
  return { code, seated, tokens }
}

function movesBy(code: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const move of running?.host.room(code)?.record.moves ?? []) counts.set(move.seat, (counts.get(move.seat) ?? 0) + 1)
  return counts
}

function rateLimited(c: GenericClient): number {
  return c.inbox.filter((m) => m.type === 'error' && m.code === 'rate-limited').length
}

/** Everyone takes the rematch `seated[0]` offers; resolves once each is shown the new room's first view. */
async function rematch(seated: GenericClient[]): Promise<string> {
  const [first, ...others] = seated as [GenericClient, ...GenericClient[]]
  first.send({ type: 'offerRematch', swap: false })
  const next = (await first.next('welcome')).room
  for (const c of others) {
    while (!(await c.next('seats')).rematch);
    c.send({ type: 'answerRematch', accept: true })
    expect((await c.next('welcome')).room).toBe(next)
  }
  for (const c of seated) while (c.view?.winner !== null) await c.settle(5000)
  return next
}

describe('clients answering every view at once, the limit’s clock stopped', () => {
  it.each([
    { game: 'agent-dog', options: { players: 2 }, people: 2 },
    { game: 'confusion', options: { maxTurns: 120 }, people: 2 },
    { game: 'spies-and-lies', options: {}, people: 2 },
    { game: 'agent-dog', options: { players: 4 }, people: 1 },
  ])('$game, $people against the rest: game after game to the end, never rate-limited ($options)', async ({ game, options, people }) => {
    const first = await seat(game, options, people)
    const { seated } = first
    const acts = new Map<GenericClient, number>()
    // Games in a row on the same connections, until each has sent more acts than the whole burst:
    // without the credit for the moves it is shown, the stopped limit would have cut it off.
    for (let code = first.code, round = 0; ; round++) {
      if (round > 0) code = await rematch(seated)
      // playGeneric fails on any refusal but a stale seq, and on a closed connection.
      const { winner } = await playGeneric(game, seated, `fast-${game}-${round}`)
      expect(winner).not.toBeNull()
      for (const c of seated) acts.set(c, (acts.get(c) ?? 0) + (movesBy(code).get(c.seat as string) ?? 0))
      if (seated.every((c) => (acts.get(c) ?? 0) > STOPPED.capacity)) break
    }
    expect(seated.every((c) => !c.closed && rateLimited(c) === 0)).toBe(true)
  }, 120_000)
})

describe('what the credit does not pay for', () => {
  it('a spectator may send one message per move shown, never cut off; one sending three is', async () => {
    const { code, seated } = await seat('agent-dog', { players: 2 }, 2)
    const watchers: GenericClient[] = []
    for (const [i, perMove] of [1, 3].entries()) {
      const w = await connect()
      w.send({ type: 'join', room: code, name: `W${i}`, seat: null })
      await w.next('welcome')
      await w.next('view')
      w.ws.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type !== 'view') return
        for (let k = 0; k < perMove; k++) w.send({ type: 'ping' })
      })
      watchers.push(w)
    }
    await playGeneric('agent-dog', seated, 'watched')
    const [one, two] = watchers as [GenericClient, GenericClient]
    // Every ping sent before the last view is answered by now: answers come in order.
    one.send({ type: 'ping' })
    await one.next('pong')
    expect(rateLimited(one)).toBe(0)
    expect(rateLimited(two)).toBeGreaterThan(0)
    expect(seated.every((c) => rateLimited(c) === 0)).toBe(true)
  }, 120_000)

  it('resuming again and again, each time once the view is back, shows no new move: cut off after the burst', async () => {
    const { seated, tokens } = await seat('spies-and-lies', {}, 1)
    const ann = seated[0] as GenericClient
    let welcomed = 0
    // In lockstep: a flood sent all at once runs out before any view could be credited.
    for (let i = 0; i < 200 && rateLimited(ann) === 0; i++) {
      ann.send({ type: 'resume', token: tokens[0] as string })
      while (!ann.closed && rateLimited(ann) === 0 && !ann.inbox.some((m) => m.type === 'view')) await ann.settle(5000)
      welcomed += ann.inbox.filter((m) => m.type === 'welcome').length
      ann.inbox.splice(0, ann.inbox.length, ...ann.inbox.filter((m) => m.type === 'error'))
    }
    expect(rateLimited(ann)).toBe(1)
    // The burst less the createRoom and join it spent before.
    expect(welcomed).toBe(STOPPED.capacity - 2)
  }, 120_000)
})
