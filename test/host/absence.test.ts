// Issue 10, point 3: an opponent who left was invisible, the others were told it was their turn as
// if they still played, and nothing could be done about it. Now the seats say who is away (dropped
// past the grace period) and who left (said goodbye), the others may hand an absent seat to the
// computer or end the game, and anyone may concede. Over real sockets.
import { afterEach, describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom, resumeSeat } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  running ??= await startTestHost({ host: { graceMs: 150, spectatorNoticeMs: 20 } })
  const c = await TestClient.connect(running.wsUrl)
  clients.push(c)
  return c
}

/** Ann on red, Bob on blue, both told the room started. */
async function seatedPair(): Promise<{ code: string; ann: TestClient; bob: TestClient; bobToken: string }> {
  const ann = await client()
  const bob = await client()
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  const welcome = await joinRoom(bob, code, 'Bob', 'blue')
  await ann.next('seats', (m) => m.started)
  return { code, ann, bob, bobToken: welcome.token as string }
}

describe('away and left', () => {
  it('a leave shows as left at once; the leaver’s token still brings them back, no longer left', async () => {
    const { ann, bob, bobToken } = await seatedPair()
    bob.send({ type: 'leave' })
    const seats = await ann.next('seats')
    expect(seats.seats.blue).toEqual({ name: 'Bob', connected: false, bot: false, left: true })
    const back = await client()
    const { welcome } = await resumeSeat(back, bobToken)
    expect(welcome.seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    expect((await ann.next('seats')).seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
  })

  it('a dropped connection shows as away (not left) once the grace period is over', async () => {
    const { ann, bob } = await seatedPair()
    await bob.close()
    const seats = await ann.next('seats', (m) => !m.seats.blue.connected)
    expect(seats.seats.blue).toEqual({ name: 'Bob', connected: false, bot: false })
  })

  it('a dropped connection is told at once as dropped, still counted here for the grace period; coming back within it ends that (issue 28, point 5)', async () => {
    // A grace period no test step can outlast: the resume below always comes within it.
    running = await startTestHost({ host: { graceMs: 600_000 } })
    const { ann, bob, bobToken } = await seatedPair()
    await bob.close()
    expect((await ann.next('seats')).seats.blue).toEqual({ name: 'Bob', connected: true, bot: false, dropped: true })
    const back = await client()
    const { welcome } = await resumeSeat(back, bobToken)
    expect(welcome.seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    expect((await ann.next('seats')).seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
  })

  it('tells the players how many watch', async () => {
    const { code, ann } = await seatedPair()
    const cy = await client()
    await joinRoom(cy, code, 'Cy', null)
    expect((await ann.next('seats', (m) => m.spectators === 1)).seats.red.connected).toBe(true)
    await cy.close()
    expect((await ann.next('seats', (m) => m.spectators === undefined)).spectators).toBeUndefined()
  })
})

describe('hand an absent seat to the computer', () => {
  it('refused while its player is here; once they left, the computer plays it at the level chosen, keeping it for them', async () => {
    const { code, ann, bob, bobToken } = await seatedPair()
    ann.send({ type: 'handToComputer', seat: 'blue', level: 'hard' })
    expect((await ann.next('error')).code).toBe('not-away')
    // Ann deploys; the game then waits for Blue, who leaves.
    ann.act(ann.firstAction())
    await ann.next('view', (m) => m.seq === 1)
    bob.send({ type: 'leave' })
    await ann.next('seats', (m) => m.seats.blue.left === true)
    ann.send({ type: 'handToComputer', seat: 'blue', level: 'hard' })
    expect((await ann.next('seats', (m) => m.seats.blue.bot)).seats.blue).toEqual({ name: 'Computer', connected: true, bot: true, level: 'hard', keptFor: 'Bob' })
    // The computer answers Blue's deploy: the game goes on.
    await ann.next('view', (m) => m.seq === 2)
    expect((running as TestHost).host.room(code)?.record.seats.blue.bot).toBe('hard')
    // It keeps the seat warm (issue 28): Bob's token takes it back.
    const back = await client()
    expect((await resumeSeat(back, bobToken)).welcome.seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
  })

  it('only a person holding a seat may, and not for their own seat or a seat nobody holds', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    ann.send({ type: 'handToComputer', seat: 'blue' })
    expect((await ann.next('error')).code).toBe('not-away')
    ann.send({ type: 'handToComputer', seat: 'red' })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'handToComputer', seat: 'green' })
    expect((await ann.next('error')).code).toBe('bad-message')
    const cy = await client()
    await joinRoom(cy, code, 'Cy', null)
    cy.send({ type: 'handToComputer', seat: 'blue' })
    expect((await cy.next('error')).code).toBe('no-seat')
  })
})

describe('ending the game, conceding', () => {
  it('ends the game against a player who left: they forfeit, the result is saved and no move is taken after', async () => {
    const { code, ann, bob } = await seatedPair()
    ann.send({ type: 'endGame', seat: 'blue' })
    expect((await ann.next('error')).code).toBe('not-away')
    bob.send({ type: 'leave' })
    await ann.next('seats', (m) => m.seats.blue.left === true)
    ann.send({ type: 'endGame', seat: 'blue' })
    const seats = await ann.next('seats', (m) => m.result !== undefined)
    expect(seats.result).toEqual({ reason: 'forfeit', seat: 'blue', winners: ['red'] })
    expect((running as TestHost).host.room(code)?.record.result).toEqual(seats.result)
    ann.act(ann.firstAction())
    expect((await ann.next('error')).code).toBe('game-over')
    ann.send({ type: 'concede' })
    expect((await ann.next('error')).code).toBe('game-over')
  })

  it('a player concedes: every other side wins, told to everyone, and a newcomer is welcomed with the result', async () => {
    const { code, ann, bob } = await seatedPair()
    bob.send({ type: 'concede' })
    const result = { reason: 'conceded', seat: 'blue', winners: ['red'] }
    expect((await ann.next('seats', (m) => m.result !== undefined)).result).toEqual(result)
    expect((await bob.next('seats', (m) => m.result !== undefined)).result).toEqual(result)
    const cy = await client()
    expect((await joinRoom(cy, code, 'Cy', null)).result).toEqual(result)
  })

  it('in two against two a concession loses for the whole team; ending the game against a partner is refused', async () => {
    const [ann, bea, cy, dan] = [await client(), await client(), await client(), await client()]
    const code = await createRoom(ann, { options: { teams: true } })
    await joinRoom(ann, code, 'Ann', 'red1')
    await joinRoom(bea, code, 'Bea', 'red2')
    await joinRoom(cy, code, 'Cy', 'blue1')
    await joinRoom(dan, code, 'Dan', 'blue2')
    await ann.next('seats', (m) => m.started)
    bea.send({ type: 'leave' })
    await ann.next('seats', (m) => m.seats.red2?.left === true)
    ann.send({ type: 'endGame', seat: 'red2' })
    expect((await ann.next('error')).code).toBe('not-away')
    cy.send({ type: 'concede' })
    const seats = await dan.next('seats', (m) => m.result !== undefined)
    expect(seats.result).toEqual({ reason: 'conceded', seat: 'blue1', winners: ['red1', 'red2'] })
  }, 120_000)
})
