// Issue 10, point 3: a player who left could never get their seat back once their token was gone
// ("Both seats are already taken"). Now they ask by the room code and their name, and a teammate at
// the table lets them in (a key of their own) or not; since issue 22 an opponent's word never does
// (seat-recovery.test.ts). Over real sockets.
import { describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom, resumeSeat } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'

const { client } = clientsPerTest({ host: { graceMs: 100 } })

/** Two against two: Ann (red1) with Bob (red2) against Cy and Di; Bob then leaves (and has lost his token). */
async function bobLeft(): Promise<{ code: string; ann: TestClient; bobToken: string }> {
  const [ann, bob, cy, di] = [await client(), await client(), await client(), await client()]
  const code = await createRoom(ann, { options: { teams: true } })
  await joinRoom(ann, code, 'Ann', 'red1')
  const welcome = await joinRoom(bob, code, 'Bob', 'red2')
  await joinRoom(cy, code, 'Cy', 'blue1')
  await joinRoom(di, code, 'Di', 'blue2')
  await ann.next('seats', (m) => m.started)
  bob.send({ type: 'leave' })
  await ann.next('seats', (m) => m.seats.red2.left === true)
  // Seats messages of the joins before are still in the inbox: what follows is about the request.
  ann.inbox.length = 0
  return { code, ann, bobToken: welcome.token as string }
}

describe('rejoin: taking back a seat you left, a teammate confirming', () => {
  it('asks by name (any case), waits, and gets the seat with a key of its own once the teammate at the table accepts', async () => {
    const { code, ann, bobToken } = await bobLeft()
    const bob = await client()
    bob.send({ type: 'rejoin', room: code.toLowerCase(), name: 'bob' })
    const { id } = await bob.next('rejoinAsked')
    const asked = await ann.next('seats', (m) => m.rejoin !== undefined)
    // Asked from this machine (the test's own loopback): no address to show.
    expect(asked.rejoin).toEqual([{ seat: 'red2', name: 'Bob', id, at: expect.any(String) }])
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    const welcome = await bob.next('welcome')
    expect(welcome).toMatchObject({ room: code, seat: 'red2', seats: { red2: { name: 'Bob', connected: true } } })
    expect(welcome.token).not.toBe(bobToken)
    expect(welcome.rejoin).toBeUndefined()
    await bob.next('view')
    const back = await ann.next('seats', (m) => m.seats.red2.connected)
    expect(back.rejoin).toBeUndefined()
    // The seat's own token keeps working: its player may still come back.
    const owner = await client()
    expect((await resumeSeat(owner, bobToken)).welcome.seat).toBe('red2')
  })

  it('is refused when the player at the table says no', async () => {
    const { code, ann } = await bobLeft()
    const bob = await client()
    bob.send({ type: 'rejoin', room: code, name: 'Bob' })
    await bob.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: false })
    expect((await bob.next('error')).code).toBe('rejoin-refused')
    expect((await ann.next('seats', (m) => m.rejoin === undefined)).seats.red2.left).toBe(true)
  })

  it('a player coming back by their token first makes the request void', async () => {
    const { code, ann, bobToken } = await bobLeft()
    const stranger = await client()
    stranger.send({ type: 'rejoin', room: code, name: 'Bob' })
    await stranger.next('rejoinAsked')
    const bob = await client()
    await resumeSeat(bob, bobToken)
    expect((await stranger.next('error')).code).toBe('rejoin-refused')
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    expect((await ann.next('error')).code).toBe('no-offer')
  })

  it('has nothing to ask for: a wrong name, a seat whose player is here, or no teammate at the table to confirm', async () => {
    const { code, ann } = await bobLeft()
    const eve = await client()
    eve.send({ type: 'rejoin', room: code, name: 'Eve' })
    expect((await eve.next('error')).code).toBe('no-rejoin')
    eve.send({ type: 'rejoin', room: code, name: 'Ann' })
    expect((await eve.next('error')).code).toBe('no-rejoin')
    eve.send({ type: 'rejoin', room: 'ZZZZZ', name: 'Bob' })
    expect((await eve.next('error')).code).toBe('unknown-room')
    // With Ann gone too, no teammate could say yes: asking is refused rather than left hanging.
    const watcher = await client()
    await joinRoom(watcher, code, 'Ed', null)
    ann.send({ type: 'leave' })
    await watcher.next('seats', (m) => m.seats.red1.left === true)
    const bob = await client()
    bob.send({ type: 'rejoin', room: code, name: 'Bob' })
    expect((await bob.next('error')).code).toBe('no-rejoin')
  })

  it('a request goes away with the connection that asked', async () => {
    const { code, ann } = await bobLeft()
    const bob = await client()
    bob.send({ type: 'rejoin', room: code, name: 'Bob' })
    await bob.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    await bob.close()
    expect((await ann.next('seats')).rejoin).toBeUndefined()
  })
})
