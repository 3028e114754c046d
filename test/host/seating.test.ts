// Issue 22, point 4: joining a four-player Agent DOG room by code put a friend on the opposing team
// while the seat beside the creator's partner was free, and nobody could change it. Now, before the
// start, a seated person moves to a free seat (`moveSeat`), and the creator swaps seats
// (`swapSeats`) and puts the computer in a free seat or takes it out (`setComputer`). A moved
// person's token follows them, and every change deals anew: nobody reads two hands.
import { afterEach, describe, expect, it } from 'vitest'
import { gameOptionsOf } from '../../src/main/host/room'
import { TestClient, createRoom, joinRoom, type Received } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  running ??= await startTestHost()
  const c = await TestClient.connect(running.wsUrl)
  clients.push(c)
  return c
}

function host(): TestHost['host'] {
  return (running as TestHost).host
}

/** The hand a view shows (Agent DOG: its cards). */
function handOf(message: Extract<Received, { type: 'view' }>): unknown {
  return (message.view as unknown as { hand: unknown }).hand
}

/** Ann creates a four-player Agent DOG room and sits at red; Bob joins by code and lands on blue. */
async function agentDogRoom(): Promise<{ ann: TestClient; bob: TestClient; code: string; bobToken: string }> {
  const ann = await client()
  const bob = await client()
  const code = await createRoom(ann, { game: 'agent-dog', options: { players: 4 } })
  await joinRoom(ann, code, 'Ann', 'red')
  const welcome = await joinRoom(bob, code, 'Bob')
  expect(welcome.seat).toBe('blue')
  await ann.next('seats', (m) => m.seats.blue?.name === 'Bob')
  return { ann, bob, code, bobToken: welcome.token as string }
}

describe('moveSeat: a person moves to a free seat before the start', () => {
  it('Bob moves to his friend’s team: same token, the room is told, the cards are dealt anew', async () => {
    const { ann, bob, code, bobToken } = await agentDogRoom()
    const room = host().room(code)
    const oldSeed = room?.record.seed as string
    bob.send({ type: 'moveSeat', seat: 'green' })
    const welcome = await bob.next('welcome')
    expect(welcome).toMatchObject({ seat: 'green', token: bobToken, creator: 'red', started: false })
    const view = await bob.next('view')
    expect(view.seq).toBe(0)
    expect(await ann.next('seats', (m) => m.seats.green?.name === 'Bob')).toMatchObject({
      seats: { red: { name: 'Ann' }, blue: { name: null, connected: false }, green: { name: 'Bob', connected: true } },
    })
    expect((await ann.next('view')).seq).toBe(0)

    // Bob saw blue's hand of the old deal: green's hand of that deal is not what he sees now.
    if (!room) throw new Error('no room')
    const before = room.rules.createGame({ ...(gameOptionsOf(room.rules, room.record.options) as object), seed: oldSeed })
    const greenBefore = (room.rules.viewFor(before, 'green') as unknown as { hand: unknown }).hand
    expect(room?.record.seed).not.toBe(oldSeed)
    expect(handOf(view)).not.toEqual(greenBefore)

    // His token resumes green from anywhere now; blue's token is a new one nobody has.
    await bob.close()
    const again = await client()
    again.send({ type: 'resume', token: bobToken })
    expect(await again.next('welcome')).toMatchObject({ seat: 'green', token: bobToken })
    expect(room?.record.seats.blue?.token).not.toBe(bobToken)
  })

  it('refused for a taken or unknown seat, your own seat, a spectator, and once the game started', async () => {
    const { ann, bob, code } = await agentDogRoom()
    bob.send({ type: 'moveSeat', seat: 'red' })
    expect((await bob.next('error')).code).toBe('seat-taken')
    bob.send({ type: 'moveSeat', seat: 'purple' })
    expect((await bob.next('error')).code).toBe('bad-message')
    bob.send({ type: 'moveSeat', seat: 'blue' })
    expect((await bob.next('error')).code).toBe('bad-message')
    const watcher = await client()
    await joinRoom(watcher, code, 'Cy', null)
    watcher.send({ type: 'moveSeat', seat: 'green' })
    expect((await watcher.next('error')).code).toBe('no-seat')

    ann.send({ type: 'fillWithComputer', level: 'easy' })
    await bob.next('seats', (m) => m.started)
    bob.send({ type: 'moveSeat', seat: 'red' })
    expect((await bob.next('error')).code).toBe('already-started')
    expect(host().room(code)?.record.seats.blue?.name).toBe('Bob')
  })
})

describe('swapSeats and setComputer: the creator arranges the seats before the start', () => {
  it('swaps people, the computer and empty seats; the creator’s seat follows Ann', async () => {
    const { ann, bob, code, bobToken } = await agentDogRoom()
    ann.send({ type: 'setComputer', seat: 'yellow', level: 'hard' })
    expect(await ann.next('seats', (m) => m.seats.yellow?.bot === true)).toMatchObject({ seats: { yellow: { name: 'Computer', level: 'hard', connected: true } } })

    // Bob and the computer change places: Bob is told his new seat, with his token.
    ann.send({ type: 'swapSeats', seats: ['blue', 'yellow'] })
    expect(await bob.next('welcome', (m) => m.seat === 'yellow')).toMatchObject({ token: bobToken })
    expect(await ann.next('seats', (m) => m.seats.yellow?.name === 'Bob')).toMatchObject({
      seats: { blue: { name: 'Computer', bot: true, level: 'hard' }, yellow: { name: 'Bob', bot: false, connected: true } },
    })

    // Ann moves herself to an empty seat: she stays the creator.
    ann.send({ type: 'swapSeats', seats: ['red', 'green'] })
    expect(await ann.next('welcome', (m) => m.seat === 'green')).toMatchObject({ creator: 'green' })
    expect(host().room(code)?.record.creator).toBe('green')

    // The computer leaves blue: it is free again, and Bob may sit there.
    ann.send({ type: 'setComputer', seat: 'blue', level: null })
    expect(await bob.next('seats', (m) => m.seats.blue?.name === null)).toMatchObject({ seats: { blue: { name: null, connected: false } } })
    bob.send({ type: 'moveSeat', seat: 'blue' })
    expect(await bob.next('welcome', (m) => m.seat === 'blue')).toMatchObject({ token: bobToken })

    // The computer in the last empty seats starts the game.
    ann.send({ type: 'setComputer', seat: 'red', level: 'easy' })
    await ann.next('seats', (m) => m.seats.red?.bot === true)
    ann.send({ type: 'setComputer', seat: 'yellow', level: 'easy' })
    expect(await ann.next('seats', (m) => m.started)).toMatchObject({ started: true })
    ann.send({ type: 'swapSeats', seats: ['red', 'yellow'] })
    expect((await ann.next('error')).code).toBe('already-started')
  })

  it('only the creator; never a taken seat for the computer, an absent person, or a seat with nobody to take out', async () => {
    const { ann, bob, code } = await agentDogRoom()
    bob.send({ type: 'swapSeats', seats: ['red', 'green'] })
    expect((await bob.next('error')).code).toBe('not-creator')
    bob.send({ type: 'setComputer', seat: 'green', level: 'easy' })
    expect((await bob.next('error')).code).toBe('not-creator')
    ann.send({ type: 'setComputer', seat: 'blue', level: 'easy' })
    expect((await ann.next('error')).code).toBe('seat-taken')
    ann.send({ type: 'setComputer', seat: 'green', level: null })
    expect((await ann.next('error')).code).toBe('no-guest')
    ann.send({ type: 'swapSeats', seats: ['green', 'green'] })
    expect((await ann.next('error')).code).toBe('bad-message')
    ann.send({ type: 'swapSeats', seats: ['green', 'purple'] })
    expect((await ann.next('error')).code).toBe('bad-message')

    // Bob left: his seat stays his until he comes back.
    bob.send({ type: 'leave' })
    await ann.next('seats', (m) => m.seats.blue?.left === true)
    ann.send({ type: 'swapSeats', seats: ['blue', 'green'] })
    expect((await ann.next('error')).code).toBe('not-here')
    expect(host().room(code)?.record.seats.blue?.name).toBe('Bob')
  })
})
