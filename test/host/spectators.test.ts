// Spectators: no seat, no token, no hidden information, one view per applied action.
import { afterEach, describe, expect, it } from 'vitest'
import type { PlayerView } from '../../src/engine/spies-and-lies'
import { TestClient, createRoom, joinRoom, playOut, playUntil, randomPicker } from '../support/client'
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

/** Everything a spectator must not see, as a list of leaks (empty when the view is clean). */
function leaks(view: PlayerView): string[] {
  const found: string[] = []
  if (view.seat !== null) found.push(`seat ${view.seat}`)
  if (view.hand !== null) found.push('hand')
  if (view.prompt !== null) found.push('prompt')
  for (const side of ['red', 'blue'] as const) {
    view.missions[side].forEach((m, i) => {
      if (!m.revealed && m.rank !== null) found.push(`${side} mission ${i + 1} rank ${m.rank}`)
    })
  }
  return found
}

function views(c: TestClient): Array<{ seq: number; view: PlayerView }> {
  return c.inbox.flatMap((m) => (m.type === 'view' ? [{ seq: m.seq, view: m.view }] : []))
}

describe('spectators', () => {
  it('join with seat: null → welcome with no seat and no token, and views without hidden information all game long', async () => {
    running = await startTestHost()
    const ann = await client()
    const bob = await client()
    const eve = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    await joinRoom(bob, code, 'Bob', 'blue')
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    const welcome = await eve.next('welcome')
    expect(welcome).toMatchObject({ type: 'welcome', room: code, seat: null, token: null })
    expect(welcome.seats).toEqual({
      red: { name: 'Ann', connected: true, bot: false },
      blue: { name: 'Bob', connected: true, bot: false },
    })
    await eve.until(() => true)
    expect(eve.view?.hand).toBeNull()
    expect(eve.view?.seat).toBeNull()

    await playOut([ann, bob], randomPicker('spectator-leaks'))
    await eve.until((v) => v.phase === 'over')
    const seen = views(eve)
    expect(seen.length).toBeGreaterThan(10)
    // Ranks are hidden until revealed; the seated players' views show their own ranks meanwhile.
    for (const { seq, view } of seen) expect({ seq, leaks: leaks(view) }).toEqual({ seq, leaks: [] })
    const hiddenSomewhere = seen.some(({ view }) => [...view.missions.red, ...view.missions.blue].some((m) => !m.revealed && m.rank === null))
    expect(hiddenSomewhere).toBe(true)
  }, 120_000)

  it('a join without a seat when both seats are taken makes a spectator', async () => {
    running = await startTestHost()
    const ann = await client()
    const bob = await client()
    const carl = await client()
    const code = await createRoom(ann)
    expect((await joinRoom(ann, code, 'Ann')).seat).toBe('red')
    expect((await joinRoom(bob, code, 'Bob')).seat).toBe('blue')
    const welcome = await joinRoom(carl, code, 'Carl')
    expect(welcome.seat).toBeNull()
    expect(welcome.token).toBeNull()
    expect(carl.view?.hand).toBeNull()
    expect(carl.view?.prompt).toBeNull()
    // A spectator may not act.
    carl.act({ type: 'deploy', missions: [1, 2, 3, 5] })
    const refused = await carl.next('error')
    expect(refused.code).toBe('no-seat')
    expect(refused.seq).toBe(0)
    expect(running.host.room(code)?.seq).toBe(0)
    // The seats did not change for the players.
    expect(welcome.seats.red.name).toBe('Ann')
    expect(welcome.seats.blue.name).toBe('Bob')
  })

  it('a spectator gets exactly one view per applied action, with consecutive seqs', async () => {
    running = await startTestHost()
    const ann = await client()
    const bob = await client()
    const eve = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    await joinRoom(bob, code, 'Bob', 'blue')
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.next('welcome')
    await playOut([ann, bob], randomPicker('spectator-count'))
    await eve.until((_v, seq) => seq === ann.seq)
    await eve.settle(100)
    const seqs = views(eve).map((v) => v.seq)
    const final = running.host.room(code)?.seq ?? -1
    expect(final).toBe(ann.seq)
    // The welcome's view at 0, then one per action: 0, 1, 2, …, final.
    expect(seqs).toEqual(Array.from({ length: final + 1 }, (_, i) => i))
    expect(eve.inbox.filter((m) => m.type !== 'view' && m.type !== 'seats')).toEqual([])
  }, 120_000)

  it('a spectator joining mid-game starts at the current seq with the same public view as other spectators', async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann, { bots: ['blue'] })
    await joinRoom(ann, code, 'Ann', 'red')
    const early = await client()
    await joinRoom(early, code, 'Early', null)
    // Play until the computer has moved and it is Ann's turn in the mission phase: nothing moves then.
    await playUntil([ann], randomPicker('spectator-late'), () => ann.view?.phase === 'mission' && ann.view.prompt !== null)
    await early.until((_v, seq) => seq === ann.seq)
    await early.settle(100)
    const late = await client()
    late.send({ type: 'join', room: code, name: 'Late', seat: null })
    await late.next('welcome')
    const first = await late.next('view')
    expect(first.seq).toBe(early.seq)
    expect(JSON.stringify(first.view)).toBe(JSON.stringify(early.view))
    expect(leaks(first.view)).toEqual([])
  })
})
