// An act's id and stale-tolerant actions, over sockets. An act may carry an id: once applied, its
// sender alone hears `acted` with that id and the new seq (after its view); a refusal carries the id.
// An action every seat answers at once (the game's staleTolerant: Spies & Lies' deploy and intel)
// sent against an older view is taken at the current seq while the seat's prompt still asks for it.
import { afterEach, describe, expect, it } from 'vitest'
import { SERGEANT, type Rank } from '../../src/engine/spies-and-lies'
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

async function seatedPair() {
  running = await startTestHost()
  const ann = await client()
  const bob = await client()
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  await joinRoom(bob, code, 'Bob', 'blue')
  await ann.next('seats')
  return { code, ann, bob }
}

describe('act ids', () => {
  it('an applied act with an id is answered with acted, to its sender alone, after its view', async () => {
    const { code, ann, bob } = await seatedPair()
    ann.send({ type: 'act', seq: 0, action: ann.firstAction(), id: 'deploy-1' })
    await ann.until((_v, seq) => seq === 1)
    await quiet([ann, bob])
    // Its view comes first: by `acted`, the sender's view is already the one at that seq.
    const heard = ann.inbox.filter((m) => m.type === 'view' || m.type === 'acted')
    expect(heard.slice(-2).map((m) => `${m.type} ${'seq' in m ? m.seq : ''}`)).toEqual(['view 1', 'acted 1'])
    expect(await ann.next('acted')).toEqual({ type: 'acted', room: code, id: 'deploy-1', seq: 1 })
    await bob.until((_v, seq) => seq === 1)
    await quiet([ann, bob])
    expect(bob.counts.get('acted') ?? 0).toBe(0)
  })

  it('an act without an id gets no acted', async () => {
    const { ann, bob } = await seatedPair()
    ann.act(ann.firstAction())
    await ann.until((_v, seq) => seq === 1)
    await quiet([ann, bob])
    expect(ann.counts.get('acted') ?? 0).toBe(0)
  })

  it('a refused act carries its id in the error', async () => {
    const { ann } = await seatedPair()
    ann.send({ type: 'act', seq: 5, action: ann.firstAction(), id: 'x_9' })
    expect(await ann.next('error')).toMatchObject({ type: 'error', code: 'stale-seq', seq: 0, id: 'x_9' })
    const hand = (ann.view?.hand ?? []).filter((r) => r !== SERGEANT)
    const descending = hand.slice(-4).reverse() as [Rank, Rank, Rank, Rank]
    ann.send({ type: 'act', seq: 0, action: { type: 'deploy', missions: descending }, id: 'bad' })
    const illegal = await ann.next('error')
    expect(illegal).toMatchObject({ code: 'illegal-action', id: 'bad' })
    expect(ann.counts.get('acted') ?? 0).toBe(0)
  })
})

describe('stale-tolerant actions', () => {
  it('a deploy sent against the view before the other seat deployed is applied', async () => {
    const { code, ann, bob } = await seatedPair()
    const bobs = bob.firstAction()
    ann.act(ann.firstAction(), 0)
    await bob.until((_v, seq) => seq === 1)
    // Bob answers the deploy prompt he saw at seq 0.
    bob.send({ type: 'act', seq: 0, action: bobs, id: 'late' })
    expect(await bob.next('acted')).toEqual({ type: 'acted', room: code, id: 'late', seq: 2 })
    await ann.until((_v, seq) => seq === 2)
    const room = (running as TestHost).host.room(code)
    expect(room?.record.moves.map((m) => m.seat)).toEqual(['red', 'blue'])
    expect(ann.counts.get('error') ?? 0).toBe(0)
    expect(bob.counts.get('error') ?? 0).toBe(0)
  })

  it('is refused with stale-seq once the seat’s prompt no longer asks for it', async () => {
    const { ann } = await seatedPair()
    const again = ann.firstAction()
    ann.act(again, 0)
    await ann.until((_v, seq) => seq === 1)
    // Ann already deployed: her prompt asks for nothing, so a second deploy at the old seq is stale.
    ann.send({ type: 'act', seq: 0, action: again, id: 'twice' })
    expect(await ann.next('error')).toMatchObject({ code: 'stale-seq', seq: 1, id: 'twice' })
  })

  it('an action the seats take in turn is still refused at an old seq', async () => {
    const { code, ann, bob } = await seatedPair()
    await playUntil([ann, bob], randomPicker('stale-mission'), () => ann.view?.phase === 'mission' && ann.seq === bob.seq)
    await quiet([ann, bob])
    dropStale([ann, bob])
    const mover = ann.view?.prompt === null ? bob : ann
    const seq = mover.seq
    mover.send({ type: 'act', seq: seq - 1, action: mover.firstAction(), id: 'old' })
    expect(await mover.next('error')).toMatchObject({ code: 'stale-seq', seq, id: 'old' })
    expect((running as TestHost).host.room(code)?.seq).toBe(seq)
  })
})
