// What one guest may hold of the host: TCP connections (in all and per address), a connection that
// never joins a room, WebSocket ping frames, and /api/info under a rebound host name. Other
// machines are stood for by 127.0.0.2 and up (Linux routes all of 127/8 to loopback); 127.0.0.1 is
// the host's own user.
import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { addressKey, isOwnAddress } from '../../src/main/net/address'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'
import { delay } from '../support/honest-play'
import { frame, RawSocket, serverFrames, upgradeRequest } from '../support/raw-ws'
import type { ServerOptions } from '../../src/main/net/server'

let running: TestHost | null = null
const clients: TestClient[] = []
const raws: RawSocket[] = []
afterEach(async () => {
  for (const raw of raws.splice(0)) raw.destroy()
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function start(server: Partial<ServerOptions> = {}): Promise<TestHost> {
  running = await startTestHost({ server })
  return running
}

async function client(from?: string): Promise<TestClient> {
  const c = await TestClient.connect((running as TestHost).wsUrl, {}, from ? { localAddress: from } : {})
  clients.push(c)
  return c
}

/** A WebSocket opened from `from`, or 'refused' when the host cut the connection before answering. */
async function tryUpgrade(port: number, from: string): Promise<RawSocket | 'refused'> {
  const raw = await RawSocket.open(port, from)
  raws.push(raw)
  raw.write(upgradeRequest(port))
  await raw.waitFor((all) => all.includes('\r\n\r\n'), 5000)
  if (raw.text().startsWith('HTTP/1.1 101')) return raw
  expect(raw.ended, `from ${from}: neither upgraded nor cut off: ${raw.text().slice(0, 60)}`).toBe(true)
  return 'refused'
}

/** Waits (bounded) until the server counts `n` connections from other machines. */
async function untilForeign(th: TestHost, n: number): Promise<void> {
  for (let i = 0; i < 200 && th.server.limits.count() !== n; i++) await delay(10)
  expect(th.server.limits.count()).toBe(n)
}

describe('connection limits', () => {
  it('refuses connections beyond the per-address and overall caps; the host’s own user is never refused', async () => {
    const th = await start({ connections: { total: 5, perAddress: 3 } })
    const port = th.server.port
    const outcome = async (from: string) => ((await tryUpgrade(port, from)) === 'refused' ? 'refused' : 'open')

    const fromTwo = [await outcome('127.0.0.2'), await outcome('127.0.0.2'), await outcome('127.0.0.2'), await outcome('127.0.0.2')]
    expect(fromTwo).toEqual(['open', 'open', 'open', 'refused'])
    const fromThree = [await outcome('127.0.0.3'), await outcome('127.0.0.3'), await outcome('127.0.0.3')]
    expect(fromThree).toEqual(['open', 'open', 'refused'])
    // Five from other machines: a sixth address is refused too ...
    expect(await outcome('127.0.0.4')).toBe('refused')
    expect(th.server.limits.refused).toBe(3)
    // ... but this machine still gets in, and plays.
    const own = await client('127.0.0.1')
    const code = await createRoom(own)
    await joinRoom(own, code, 'Ann', 'red')
    expect(th.server.gateway.connections()).toBe(6)

    // A connection that goes frees its place.
    raws[0].destroy()
    await untilForeign(th, 4)
    expect(await outcome('127.0.0.4')).toBe('open')
  })

  it('counts plain TCP connections that never send a request', async () => {
    const th = await start({ connections: { total: 100, perAddress: 2 } })
    const idle = [await RawSocket.open(th.server.port, '127.0.0.5'), await RawSocket.open(th.server.port, '127.0.0.5')]
    raws.push(...idle)
    await untilForeign(th, 2)
    expect(await tryUpgrade(th.server.port, '127.0.0.5')).toBe('refused')
  })

  it('counts an IPv6 /64 as one address, and IPv4 mapped into IPv6 as the IPv4 address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('::ffff:192.168.1.7')).toBe('192.168.1.7')
    expect(addressKey('192.168.1.7')).toBe('192.168.1.7')
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isOwnAddress)).toEqual([true, true, true])
    expect(['127.0.0.2', '192.168.1.7', '::2', undefined].map(isOwnAddress)).toEqual([false, false, false, false])
  })
})

describe('the deadline to join or resume', () => {
  it('closes a connection that is in no room in time, even one that answers every ping; one at a table stays', async () => {
    await start({ joinDeadlineMs: 300, heartbeatMs: 50 })
    const seated = await client()
    const code = await createRoom(seated)
    await joinRoom(seated, code, 'Ann', 'red')
    const watcher = await client()
    watcher.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await watcher.next('welcome')

    // Answers the host's WebSocket pings (TestClient does) and sends its own: still idle.
    const idle = await client()
    idle.send({ type: 'ping' })
    await idle.next('pong')
    const closed = await idle.closedBy(5000)
    expect(closed).toEqual({ code: 1008, reason: 'join or resume a room within 1 s' })

    expect(seated.closed).toBeNull()
    expect(watcher.closed).toBeNull()
    seated.send({ type: 'ping' })
    await seated.next('pong')
    expect(running?.server.gateway.connections()).toBe(2)
  })

  it('starts again when a connection leaves its room', async () => {
    await start({ joinDeadlineMs: 200 })
    const c = await client()
    const code = await createRoom(c)
    await joinRoom(c, code, 'Ann', 'red')
    c.send({ type: 'leave' })
    expect((await c.closedBy(5000)).code).toBe(1008)
  })

  it('says how long in its reason', async () => {
    await start({ joinDeadlineMs: 1500 })
    const c = await client()
    expect(await c.closedBy(5000)).toEqual({ code: 1008, reason: 'join or resume a room within 2 s' })
  })
})

describe('WebSocket ping frames', () => {
  it('take from the rate limit: a flood of 1000 gets a bounded number of pongs, then the connection is closed', async () => {
    const th = await start()
    const raw = await RawSocket.upgraded(th.server.port)
    raws.push(raw)
    const ping = frame(9, 'x')
    raw.write(Buffer.concat(Array.from({ length: 1000 }, () => ping)))
    expect(await raw.waitFor(() => raw.closeCodes().length > 0, 10_000)).toBe(true)
    const pongs = serverFrames(raw.all()).filter((f) => f.opcode === 0xa).length
    // 80 at once (the burst), plus what 40 a second adds while the flood is read.
    expect(pongs).toBeGreaterThan(0)
    expect(pongs).toBeLessThan(200)
    expect(raw.closeCodes()).toEqual([1008])
  })

  it('are still answered at a client’s pace, and a message after them is too', async () => {
    const th = await start()
    const raw = await RawSocket.upgraded(th.server.port)
    raws.push(raw)
    for (let i = 0; i < 10; i++) {
      raw.write(frame(9, `p${i}`))
      expect(await raw.waitFor(() => serverFrames(raw.all()).filter((f) => f.opcode === 0xa).length === i + 1, 3000)).toBe(true)
    }
    raw.write(frame(1, '{"type":"ping"}'))
    expect(await raw.waitFor(() => raw.messages().includes('{"type":"pong"}'), 3000)).toBe(true)
    expect(raw.closeCodes()).toEqual([])
  })
})

describe('/api/info', () => {
  function info(port: number, host: string | null): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/info', setHost: host === null ? true : false, headers: host === null ? {} : { Host: host } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('answers the host’s own names and addresses, and refuses a rebound public name with 403', async () => {
    const th = await start()
    const port = th.server.port
    expect(await info(port, null)).toBe(200)
    expect(await info(port, `127.0.0.1:${port}`)).toBe(200)
    expect(await info(port, `localhost:${port}`)).toBe(200)
    expect(await info(port, `my-laptop.local:${port}`)).toBe(200)
    expect(await info(port, `[::1]:${port}`)).toBe(200)
    expect(await info(port, `evil.example:${port}`)).toBe(403)
    expect(await info(port, 'evil.example')).toBe(403)
    expect(await info(port, `192.168.1.5.evil.example:${port}`)).toBe(403)
  })
})
