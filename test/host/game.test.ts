import { afterEach, describe, expect, it } from 'vitest'
import { nextInt, seedRng } from '../../src/engine/core/rng'
import { TestClient, createRoom, playOut } from '../support/client'
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

function randomPicker(seed: string) {
  const rng = seedRng(seed)
  return <T>(items: T[]): T => items[nextInt(rng, items.length)]
}

describe('a game over the wire', () => {
  it('two clients play a complete game', async () => {
    running = await startTestHost()
    const ann = await client()
    const bob = await client()
    const code = await createRoom(ann)
    ann.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
    const welcome = await ann.next('welcome')
    expect(welcome.seat).toBe('red')
    expect(welcome.token).toMatch(/^[A-Za-z0-9_-]{20,64}$/)
    bob.send({ type: 'join', room: code, name: 'Bob' })
    expect((await bob.next('welcome')).seat).toBe('blue')
    const seats = await ann.next('seats')
    expect(seats.seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    await ann.until((v) => v.phase === 'deploy')
    await playOut([ann, bob], randomPicker('two-clients'))
    expect(ann.view?.winner).not.toBeNull()
    expect(ann.view?.winner).toBe(bob.view?.winner)
    expect(ann.seq).toBe(bob.seq)
  })

  it('a client plays a complete game against a computer seat', async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann, { bots: ['blue'] })
    ann.send({ type: 'join', room: code, name: 'Ann' })
    expect((await ann.next('welcome')).seats.blue.bot).toBe(true)
    await playOut([ann], randomPicker('vs-bot'))
    expect(ann.view?.phase).toBe('over')
  })
})
