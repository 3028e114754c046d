// Every refusal names a stable code and changes nothing: the room's seq, state and save stay put.
import { afterEach, describe, expect, it } from 'vitest'
import { SERGEANT, type Action, type Rank } from '../../src/engine/spies-and-lies'
import type { Received } from '../support/client'
import { TestClient, createRoom, dropStale, joinRoom, playUntil, quiet, randomPicker } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  const c = await TestClient.connect((running as TestHost).wsUrl)
  clients.push(c)
  return c
}

interface Snapshot {
  seq: number
  state: string
  record: string
  view: string
}

/** The room as the host holds it, plus the public view a brand-new spectator gets. */
async function snapshot(code: string): Promise<Snapshot> {
  const room = (running as TestHost).host.room(code)
  if (!room) throw new Error(`no room ${code}`)
  // Let any move in progress (a computer player's) finish first, so before/after compare like with like.
  await room.idle()
  await new Promise((done) => setTimeout(done, 20))
  await room.idle()
  const watcher = await client()
  watcher.send({ type: 'join', room: code, name: 'Snapshot', seat: null })
  await watcher.next('welcome')
  const view = await watcher.next('view')
  await watcher.close()
  return { seq: room.seq, state: JSON.stringify(room.state), record: JSON.stringify(room.record.moves), view: JSON.stringify(view) }
}

/** What `c` received but `seats` (the snapshots' spectator coming and going is told to the players). */
function heard(c: TestClient): number {
  return c.received - (c.counts.get('seats') ?? 0)
}

/** Sends `message` from `c`, expects exactly one error back, and checks that nothing changed. */
async function refused(c: TestClient, code: string, message: Record<string, unknown>): Promise<Extract<Received, { type: 'error' }>> {
  const before = await snapshot(code)
  const received = heard(c)
  c.send(message)
  const error = await c.next('error')
  await c.settle(100)
  expect(heard(c) - received).toBe(1)
  expect(await snapshot(code)).toEqual(before)
  return error
}

async function seatedPair() {
  const ann = await client()
  const bob = await client()
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  await joinRoom(bob, code, 'Bob', 'blue')
  await ann.next('seats')
  return { code, ann, bob }
}

describe('refusals', () => {
  it('an act out of turn is refused with not-your-turn', async () => {
    running = await startTestHost()
    const { code, ann, bob } = await seatedPair()
    await playUntil([ann, bob], randomPicker('out-of-turn'), () => ann.view?.phase === 'mission' && ann.seq === bob.seq)
    await quiet([ann, bob])
    dropStale([ann, bob])
    const waiting = ann.view?.prompt === null ? ann : bob
    const mover = waiting === ann ? bob : ann
    expect(waiting.view?.prompt).toBeNull()
    // The waiting seat answers the mover's prompt.
    const error = await refused(waiting, code, { type: 'act', seq: waiting.seq, action: mover.firstAction() })
    expect(error).toMatchObject({ type: 'error', code: 'not-your-turn', seq: waiting.seq, rule: 'not-your-turn' })
    expect(error.message).toEqual(expect.any(String))
  })

  it('an act with an old or a future seq is refused with stale-seq', async () => {
    running = await startTestHost()
    const { code, ann, bob } = await seatedPair()
    ann.act(ann.firstAction())
    await bob.until((_v, seq) => seq === 1)
    await ann.until((_v, seq) => seq === 1)
    // Bob still has his deploy prompt, but names seq 2, which the game has not reached.
    const action = bob.firstAction()
    const future = await refused(bob, code, { type: 'act', seq: 2, action })
    expect(future).toMatchObject({ type: 'error', code: 'stale-seq', seq: 1 })
    // The same action at the right seq is fine.
    bob.act(action, 1)
    await bob.until((_v, seq) => seq === 2)
    // Once the seats take turns, an old seq is refused. (Deploy and intel, which both seats answer
    // at once, are taken at an old seq while the prompt still asks for them: acts.test.ts.)
    await playUntil([ann, bob], randomPicker('old-seq'), () => ann.view?.phase === 'mission' && ann.seq === bob.seq)
    await quiet([ann, bob])
    dropStale([ann, bob])
    const mover = ann.view?.prompt === null ? bob : ann
    const old = await refused(mover, code, { type: 'act', seq: mover.seq - 1, action: mover.firstAction() })
    expect(old).toMatchObject({ type: 'error', code: 'stale-seq', seq: mover.seq })
  })

  it('an illegal action is refused with illegal-action and the rule that forbids it', async () => {
    running = await startTestHost()
    const { code, ann } = await seatedPair()
    const hand = (ann.view?.hand ?? []).filter((r) => r !== SERGEANT)
    const descending = hand.slice(-4).reverse() as [Rank, Rank, Rank, Rank]
    const badOrder = await refused(ann, code, { type: 'act', seq: 0, action: { type: 'deploy', missions: descending } })
    expect(badOrder).toMatchObject({ type: 'error', code: 'illegal-action', seq: 0, rule: 'bad-order' })

    const missing = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as Rank[]).filter((r) => !(ann.view?.hand ?? []).includes(r))
    expect(missing.length).toBeGreaterThan(0)
    const lineup = ann.firstAction() as Extract<Action, { type: 'deploy' }>
    const notInHand = await refused(ann, code, {
      type: 'act',
      seq: 0,
      action: { type: 'deploy', missions: [missing[0], ...lineup.missions.filter((r) => r !== missing[0]).slice(0, 3)] },
    })
    expect(notInHand).toMatchObject({ code: 'illegal-action', rule: 'not-in-hand' })

    const wrongPhase = await refused(ann, code, { type: 'act', seq: 0, action: { type: 'guess', rank: 3 } })
    expect(wrongPhase).toMatchObject({ code: 'illegal-action', rule: 'wrong-phase' })

    ann.act(lineup, 0)
    await ann.until((_v, seq) => seq === 1)
    const again = await refused(ann, code, { type: 'act', seq: 1, action: lineup })
    expect(again).toMatchObject({ code: 'illegal-action', rule: 'already-deployed', seq: 1 })
  })

  it('an act without a seat is refused with no-seat', async () => {
    running = await startTestHost()
    const { code } = await seatedPair()
    const stranger = await client()
    const error = await refused(stranger, code, { type: 'act', seq: 0, action: { type: 'deploy', missions: [1, 2, 3, 5] } })
    expect(error.code).toBe('no-seat')
    expect(error.seq).toBeUndefined()
  })

  it('a join to an unknown room is refused with unknown-room', async () => {
    running = await startTestHost()
    const { code } = await seatedPair()
    const unknown = code === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ'
    const stranger = await client()
    const error = await refused(stranger, code, { type: 'join', room: unknown, name: 'Zed' })
    expect(error.code).toBe('unknown-room')
    expect(error.seq).toBeUndefined()
  })

  it('a join to a taken seat is refused with seat-taken, also after its holder dropped', async () => {
    running = await startTestHost({ host: { graceMs: 50 } })
    const { code, bob } = await seatedPair()
    const stranger = await client()
    const error = await refused(stranger, code, { type: 'join', room: code, name: 'Zed', seat: 'red' })
    expect(error.code).toBe('seat-taken')
    await bob.close()
    await new Promise((done) => setTimeout(done, 100))
    expect((await refused(stranger, code, { type: 'join', room: code, name: 'Zed', seat: 'blue' })).code).toBe('seat-taken')
    expect(running.host.room(code)?.seats().blue).toEqual({ name: 'Bob', connected: false, bot: false })
  })

  it("a join to the computer's seat is refused with seat-taken", async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann, { bots: ['blue'] })
    // The computer deploys straight away, off the room's queue: wait for its move (seen by a
    // spectator) so that the snapshots before and after the refusal compare like with like.
    const eve = await client()
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.next('view', (m) => m.seq === 1)
    await eve.close()
    const error = await refused(ann, code, { type: 'join', room: code, name: 'Ann', seat: 'blue' })
    expect(error.code).toBe('seat-taken')
    const welcome = await joinRoom(ann, code, 'Ann')
    expect(welcome.seat).toBe('red')
    expect(welcome.seats.blue).toEqual({ name: 'Computer', connected: true, bot: true, level: 'easy' })
  })

  it('an action after the game is over is refused with illegal-action game-over', async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann, { bots: ['blue'] })
    await joinRoom(ann, code, 'Ann', 'red')
    await playUntil([ann], randomPicker('after-the-end'), () => ann.view?.phase === 'over')
    const error = await refused(ann, code, { type: 'act', seq: ann.seq, action: { type: 'guess', rank: 5 } })
    expect(error).toMatchObject({ code: 'illegal-action', rule: 'game-over', seq: ann.seq })
  }, 120_000)
})
