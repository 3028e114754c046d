// The desktop app's embedded host, over real WebSockets on 127.0.0.1, with fake mDNS: the local
// server and the app's Origin, opening and closing the network game, which rooms each server
// reaches, and a clean shutdown. Discovery and game records have files of their own
// (desktop-host-discovery.test.ts, desktop-host-records.test.ts).
import { createServer, type Server } from 'node:net'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { playedGames } from '../../src/engine/registry'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { freePortBelowEphemeral } from '../support/ports'
import { ORIGIN, connect, dir, makeHost, mdns, setUpHosts, tearDownHosts, warnings } from './desktop-host-support'

function portOf(wsUrl: string): number {
  return Number(new URL(wsUrl).port)
}

beforeEach(setUpHosts)
afterEach(tearDownHosts)

describe('the local host', () => {
  it('listens on 127.0.0.1 and plays with the app page (Origin app://safehouse)', async () => {
    const host = makeHost()
    const { wsUrl } = await host.localHost()
    expect(wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws$/)
    const ann = await connect(wsUrl)
    const code = await createRoom(ann, { bots: ['blue'] })
    const welcome = await joinRoom(ann, code, 'Ann')
    expect(welcome.seat).toBe('red')
    expect(host.hosting()).toBeNull()
    expect(mdns.advertised).toEqual([])
  })

  it("refuses other sites' pages, like any host", async () => {
    const host = makeHost()
    const { wsUrl } = await host.localHost()
    await expect(TestClient.connect(wsUrl, { Origin: 'https://evil.example' })).rejects.toThrow(/403/)
    await expect(TestClient.connect(wsUrl, { Origin: 'app://safehouse.evil' })).rejects.toThrow(/403/)
    await expect(TestClient.connect(wsUrl, { Origin: 'null' })).rejects.toThrow(/403/)
  })

  it('start() is idempotent and localHost() waits for it', async () => {
    const host = makeHost()
    const [a, b] = await Promise.all([host.localHost(), host.localHost(), host.start()])
    expect(a).toEqual(b)
  })
})

describe('hosting a network game', () => {
  it('opens a second server over the same host, advertises it, and shares the addresses', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const opened = await host.startHosting()
    expect(opened.addresses).toEqual(['192.168.1.50'])
    expect(opened.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws$/)
    expect(portOf(opened.wsUrl)).not.toBe(portOf(local.wsUrl))
    expect(mdns.advertised).toEqual([expect.objectContaining({ port: portOf(opened.wsUrl), name: 'Ann’s laptop', games: playedGames(), open: 0 })])
    expect(host.hosting()).toEqual(opened)

    // A room made on the LAN server is the same host's room: joinable from the local one too.
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    const bob = await connect(`ws://127.0.0.1:${portOf(opened.wsUrl)}/ws`, {}) // a non-browser client
    expect((await joinRoom(bob, code, 'Bob')).seat).toBe('blue')

    // Asking again changes nothing.
    expect(await host.startHosting()).toEqual(opened)
    expect(mdns.advertised).toHaveLength(1)
  })

  it('uses the preferred port when free, another one when it is taken', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const taken = (blocker.address() as { port: number }).port
    try {
      const host = makeHost({ lanPort: () => taken })
      const opened = await host.startHosting()
      expect(portOf(opened.wsUrl)).not.toBe(taken)
      expect(warnings.some((w) => w.includes(`port ${taken} is not available`))).toBe(true)
    } finally {
      await new Promise((r) => blocker.close(r))
    }
    const free = taken // now free again
    const again = makeHost({ lanPort: () => free, roomsDir: join(dir, 'rooms2') })
    expect(portOf((await again.startHosting()).wsUrl)).toBe(free)
  })

  it('after a restart, comes back on the port it had when the preferred one is still taken, and says when friends’ address changed (issue 28, point 4)', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const taken = (blocker.address() as { port: number }).port
    const memory = join(dir, 'rooms', 'listen-port.json')
    try {
      const first = makeHost({ lanPort: () => taken })
      const opened = await first.startHosting()
      // The first time, nobody knew another address (the preferred port being taken is only
      // logged); where it went is remembered.
      expect(opened.movedFrom).toBeUndefined()
      expect(JSON.parse(readFileSync(memory, 'utf8'))).toEqual({ wanted: taken, port: portOf(opened.wsUrl) })
      await first.close()
      // Last time's port, below the system's range for port 0 so no parallel test can be handed it.
      const known = await freePortBelowEphemeral()
      writeFileSync(memory, JSON.stringify({ wanted: taken, port: known }))
      const second = makeHost({ lanPort: () => taken })
      const reopened = await second.startHosting()
      expect(portOf(reopened.wsUrl)).toBe(known)
      expect(reopened.movedFrom).toBeUndefined()
      await second.close()
      // The port friends knew is taken too now: the new address comes with the old one, to say so.
      const squatter: Server = createServer()
      await new Promise<void>((r) => squatter.listen(known, '127.0.0.1', () => r()))
      try {
        const third = makeHost({ lanPort: () => taken })
        const moved = await third.startHosting()
        expect(portOf(moved.wsUrl)).not.toBe(known)
        expect(moved.movedFrom).toBe(known)
      } finally {
        await new Promise((r) => squatter.close(r))
      }
    } finally {
      await new Promise((r) => blocker.close(r))
    }
  })

  it('stopHosting says goodbye on mDNS and closes the LAN server; local games go on', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const player = await connect(local.wsUrl)
    const opened = await host.startHosting()
    const guest = await connect(opened.wsUrl)
    await host.stopHosting()
    expect(mdns.goodbyes).toHaveLength(1)
    expect(host.hosting()).toBeNull()
    await expect.poll(() => guest.closed?.code).toBe(1001)
    await expect(TestClient.connect(opened.wsUrl, ORIGIN)).rejects.toThrow()
    // The local connection is untouched.
    expect(player.closed).toBeNull()
    player.send({ type: 'ping' })
    await player.next('pong')
    // And hosting can start again.
    await host.startHosting()
    expect(mdns.advertised).toHaveLength(2)
    await host.stopHosting()
    await host.stopHosting() // idempotent
    expect(mdns.goodbyes).toHaveLength(2)
  })
})

describe('local games stay off the network', () => {
  it('a room opened on the local server cannot be joined, watched or resumed through the LAN server', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const ann = await connect(local.wsUrl)
    const code = await createRoom(ann, { bots: ['blue'] })
    const welcome = await joinRoom(ann, code, 'Ann')
    const opened = await host.startHosting()

    const stranger = await connect(opened.wsUrl, {})
    stranger.send({ type: 'join', room: code, name: 'Eve', seat: null })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-room' })
    stranger.send({ type: 'join', room: code, name: 'Eve' })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-room' })
    stranger.send({ type: 'resume', token: welcome.token as string })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-token' })

    // The local page still reaches it, and a network room is reachable from both servers.
    const again = await connect(local.wsUrl)
    expect((await joinRoom(again, code, 'Spectator', null)).seat).toBeNull()
    const host2 = await connect(opened.wsUrl)
    const network = await createRoom(host2)
    expect((await joinRoom(await connect(local.wsUrl), network, 'Ann')).seat).toBe('red')
    expect((await joinRoom(stranger, network, 'Bob')).seat).toBe('blue')
  })

  it('remembers which rooms are local across a restart', async () => {
    const first = makeHost()
    const ann = await connect((await first.localHost()).wsUrl)
    const code = await createRoom(ann, { bots: ['blue'] })
    expect((await first.exportRecord(code))?.reach).toBe('local')
    await first.close()

    const second = makeHost()
    const opened = await second.startHosting()
    const stranger = await connect(opened.wsUrl, {})
    stranger.send({ type: 'join', room: code, name: 'Eve', seat: null })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-room' })
    // It is there all the same, for this computer.
    const local = await connect((await second.localHost()).wsUrl)
    expect((await joinRoom(local, code, 'Watcher', null)).room).toBe(code)
  })
})

describe('close()', () => {
  it('says goodbye, stops discovery, closes both servers and releases the data folder', async () => {
    const host = makeHost()
    const local = await host.localHost()
    const opened = await host.startHosting()
    host.discoverHosts()
    const ann = await connect(local.wsUrl)
    await createRoom(ann)
    expect(existsSync(join(dir, 'rooms', 'host.lock'))).toBe(true)
    await host.close()
    expect(mdns.goodbyes).toHaveLength(1)
    expect(mdns.discoveryStopped).toBe(true)
    await expect(TestClient.connect(local.wsUrl, ORIGIN)).rejects.toThrow()
    await expect(TestClient.connect(opened.wsUrl, ORIGIN)).rejects.toThrow()
    expect(existsSync(join(dir, 'rooms', 'host.lock'))).toBe(false)
    await host.close() // idempotent
    await expect(host.startHosting()).rejects.toThrow()
  })
})
