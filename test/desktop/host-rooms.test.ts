// Reading the rooms another host has waiting (its /api/info): the real server's answer, and what a
// broken or hostile answer turns into (no rooms listed, never an exception).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchOpenRooms } from '../../src/main/desktop/host-rooms'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
let fake: Server | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
  await new Promise<void>((done) => (fake ? fake.close(() => done()) : done()))
  fake = null
})

async function fakeHost(answer: (res: import('node:http').ServerResponse) => void): Promise<number> {
  fake = createServer((_req, res) => answer(res))
  await new Promise<void>((done) => fake?.listen(0, '127.0.0.1', done))
  return (fake.address() as AddressInfo).port
}

describe('fetchOpenRooms', () => {
  it('reads the rooms a real host lists', async () => {
    running = await startTestHost()
    const ann = await TestClient.connect(running.wsUrl)
    clients.push(ann)
    const code = await createRoom(ann, { name: 'Ann’s game' })
    await joinRoom(ann, code, 'Ann')
    const port = Number(new URL(running.httpUrl).port)
    expect(await fetchOpenRooms('127.0.0.1', port)).toEqual([{ code, game: 'spies-and-lies', name: 'Ann’s game', options: {}, free: ['blue'], seats: ['red', 'blue'] }])
  })

  it('drops rooms that do not parse, and answers null for garbage, errors, huge or slow answers', async () => {
    const good = { code: 'KJHGF', game: 'spies-and-lies', name: 'ok', options: {}, free: ['blue'], seats: ['red', 'blue'] }
    let port = await fakeHost((res) => res.end(JSON.stringify({ name: 'x', version: 2, port: 1, addresses: [], rooms: [good, { code: 'nope' }, 7] })))
    expect(await fetchOpenRooms('127.0.0.1', port)).toEqual([good])
    await new Promise<void>((done) => fake?.close(() => done()))
    port = await fakeHost((res) => res.end('not json'))
    expect(await fetchOpenRooms('127.0.0.1', port)).toBeNull()
    await new Promise<void>((done) => fake?.close(() => done()))
    port = await fakeHost((res) => {
      res.writeHead(403)
      res.end()
    })
    expect(await fetchOpenRooms('127.0.0.1', port)).toBeNull()
    await new Promise<void>((done) => fake?.close(() => done()))
    port = await fakeHost((res) => res.end('x'.repeat(300 * 1024)))
    expect(await fetchOpenRooms('127.0.0.1', port)).toBeNull()
    await new Promise<void>((done) => fake?.close(() => done()))
    // Never answers: given up after the timeout.
    port = await fakeHost(() => {})
    expect(await fetchOpenRooms('127.0.0.1', port, { timeoutMs: 200 })).toBeNull()
    fake?.closeAllConnections()
  })
})
