// The WebSocket gateway: who may connect, what a frame may be, how much a client may send, and
// that nobody's misbehaviour stalls anybody else.
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MAX_FRAME_BYTES } from '../../src/shared/protocol'
import { TestClient, createRoom, joinRoom, playOut, quiet, randomPicker } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'
import type { ServerOptions } from '../../src/main/net/server'

let running: TestHost | null = null
const clients: TestClient[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate()
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function start(server: Partial<ServerOptions> = {}): Promise<TestHost> {
  running = await startTestHost({ server })
  return running
}

async function client(headers: Record<string, string> = {}): Promise<TestClient> {
  const c = await TestClient.connect((running as TestHost).wsUrl, headers)
  clients.push(c)
  return c
}

/** Tries an upgrade and reports the HTTP status it was refused with, or 101 when it opened. */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    sockets.push(ws)
    ws.once('open', () => {
      resolve(101)
      ws.close()
    })
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      res.resume()
    })
    ws.once('error', (err) => reject(err))
  })
}

async function pingPong(c: TestClient): Promise<number> {
  const started = performance.now()
  c.send({ type: 'ping' })
  await c.next('pong', () => true, 2000)
  return performance.now() - started
}

function count(c: TestClient, code: string): number {
  return c.inbox.filter((m) => m.type === 'error' && m.code === code).length
}

describe('gateway', () => {
  it('accepts an upgrade without an Origin and from the host’s own pages', async () => {
    const { wsUrl, server } = await start()
    expect(await upgradeStatus(wsUrl, {})).toBe(101)
    expect(await upgradeStatus(wsUrl, { Origin: `http://127.0.0.1:${server.port}` })).toBe(101)
  })

  it('refuses a foreign Origin and a DNS-rebinding Host with 403', async () => {
    const { wsUrl, server } = await start()
    const port = server.port
    expect(await upgradeStatus(wsUrl, { Origin: 'http://evil.example' })).toBe(403)
    expect(await upgradeStatus(wsUrl, { Origin: `http://evil.example:${port}` })).toBe(403)
    expect(await upgradeStatus(wsUrl, { Origin: `http://127.0.0.1:${port + 1}` })).toBe(403)
    expect(await upgradeStatus(wsUrl, { Origin: 'null' })).toBe(403)
    expect(await upgradeStatus(wsUrl, { Host: `evil.example:${port}` })).toBe(403)
    expect(await upgradeStatus(wsUrl, { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` })).toBe(403)
    expect(running?.server.gateway.connections()).toBe(0)
  })

  it('refuses an upgrade on another path with 404', async () => {
    const { server } = await start()
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/other`, {})).toBe(404)
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/`, {})).toBe(404)
    expect(await upgradeStatus(`ws://127.0.0.1:${server.port}/ws?x=1`, {})).toBe(101)
  })

  it('answers a frame over 64 KiB with too-large or a 1009 close, and stays up for others', async () => {
    await start()
    const big = await client()
    big.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }))
    await big.settle(2000)
    const tooLarge = big.inbox.some((m) => m.type === 'error' && m.code === 'too-large')
    const outcome = tooLarge ? 'too-large' : (await big.closedBy(2000)).code
    expect(['too-large', 1009]).toContain(outcome)
    // Just under the limit is read (and refused for its extra field, not its size).
    const near = await client()
    near.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES - 100) }))
    expect((await near.next('error')).code).toBe('bad-message')
    const other = await client()
    expect(await pingPong(other)).toBeLessThan(1000)
  })

  it('answers invalid JSON, a binary frame and an unknown message with bad-message, and keeps the connection', async () => {
    await start()
    const c = await client()
    c.sendRaw('{"type": "ping"')
    expect((await c.next('error')).code).toBe('bad-message')
    c.sendRaw(Buffer.from(JSON.stringify({ type: 'ping' })))
    expect((await c.next('error')).code).toBe('bad-message')
    c.send({ type: 'dance' })
    expect((await c.next('error')).code).toBe('bad-message')
    c.send({ type: 'ping', extra: 1 } as Record<string, unknown>)
    expect((await c.next('error')).code).toBe('bad-message')
    c.send({ type: 'act', seq: -1, action: { type: 'guess', rank: 11 } })
    expect((await c.next('error')).code).toBe('bad-message')
    c.sendRaw('null')
    expect((await c.next('error')).code).toBe('bad-message')
    expect(await pingPong(c)).toBeLessThan(1000)
    expect(c.closed).toBeNull()
    expect(c.inbox).toEqual([])
  })

  it('never rate-limits a client sending 20 messages a second for 3 seconds', async () => {
    await start()
    const c = await client()
    for (let i = 0; i < 60; i++) {
      c.send({ type: 'ping' })
      await new Promise((done) => setTimeout(done, 50))
    }
    await c.settle(100)
    while (c.inbox.length < 60 && !c.closed) await c.settle(500)
    expect(count(c, 'rate-limited')).toBe(0)
    expect(c.inbox.filter((m) => m.type === 'pong')).toHaveLength(60)
    expect(c.closed).toBeNull()
  }, 120_000)

  it('rate-limits a flood of 500 pings, and another client is answered meanwhile', async () => {
    await start()
    const flooder = await client()
    const other = await client()
    const batch = Array.from({ length: 500 }, () => JSON.stringify({ type: 'ping' }))
    for (const frame of batch) flooder.sendRaw(frame)
    const latency = await pingPong(other)
    await quiet([flooder], 200)
    expect(latency).toBeLessThan(1000)
    expect(count(flooder, 'rate-limited')).toBeGreaterThan(0)
    expect(flooder.inbox.every((m) => m.type === 'pong' || (m.type === 'error' && m.code === 'rate-limited'))).toBe(true)
    expect(await pingPong(other)).toBeLessThan(1000)
  })

  it('closes a connection that keeps sending garbage (1008) while a game on another connection goes on', async () => {
    await start()
    const ann = await client()
    const bob = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    await joinRoom(bob, code, 'Bob', 'blue')
    const vandal = await client()
    const game = playOut([ann, bob], randomPicker('vandal'))
    for (let i = 0; i < 200 && !vandal.closed; i++) {
      vandal.sendRaw(`garbage ${i}`)
      if (i % 20 === 19) await new Promise((done) => setTimeout(done, 10))
    }
    const closed = await vandal.closedBy()
    expect(closed.code).toBe(1008)
    expect(count(vandal, 'bad-message')).toBeGreaterThan(0)
    await game
    expect(ann.view?.phase).toBe('over')
    expect(bob.closed).toBeNull()
  }, 120_000)

  it('drops a peer that does not answer pings, and keeps one that does', async () => {
    await start({ heartbeatMs: 100 })
    const silent = await TestClient.connect((running as TestHost).wsUrl, {}, { autoPong: false })
    clients.push(silent)
    const lively = await client()
    const closed = await silent.closedBy(2000)
    expect(closed.code).toBe(1006)
    await new Promise((done) => setTimeout(done, 400))
    expect(lively.closed).toBeNull()
    expect(await pingPong(lively)).toBeLessThan(1000)
    expect(running?.server.gateway.connections()).toBe(1)
  })

  it('a seat whose connection stops answering pings is shown as dropped to the others', async () => {
    running = await startTestHost({ server: { heartbeatMs: 100 }, host: { graceMs: 100 } })
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const silent = await TestClient.connect(running.wsUrl, {}, { autoPong: false })
    clients.push(silent)
    await joinRoom(silent, code, 'Sid', 'blue')
    await ann.next('seats', (m) => m.seats.blue.connected)
    await silent.closedBy(2000)
    const dropped = await ann.next('seats', (m) => !m.seats.blue.connected, 2000)
    expect(dropped.seats.blue).toEqual({ name: 'Sid', connected: false, bot: false })
  })
})
