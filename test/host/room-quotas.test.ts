// Issue 11, room flood: 4 connections opened 500 rooms and every createRoom after that got
// host-full, the desktop player's own game included, also after a restart. Now: rooms are counted
// per connection and per address (host/room-limits.ts), local rooms have their own limits, and
// rooms nobody comes back to expire (their files removed).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { BotRunner } from '../../src/main/host/bots'
import { newSeed, newToken } from '../../src/main/host/codes'
import { Host, type HostOptions } from '../../src/main/host/host'
import type { RoomRecord } from '../../src/main/host/room-record'
import { ROOM_LIMITS } from '../../src/main/host/room-limits'
import { FileRoomStore, MemoryRoomStore } from '../../src/main/host/store'
import { TestClient } from '../support/client'
import { GatedStore } from '../support/gated-store'
import { startTestHost, type TestHost } from '../support/host-server'
import { open, peer } from '../support/inbox'
import { playRandomGame } from '../support/random-game'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const hosts: Host[] = []
const dirs: string[] = []
const clients: TestClient[] = []
let running: TestHost | null = null
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Computer players that never decide: a room of computers stays in play for as long as the test looks. */
const thinkingForever: BotRunner = { decide: () => new Promise(() => {}), close: async () => {} }

/** A host driven in-process, on a clock the test moves (expiry never runs by itself). */
class Clock {
  t = Date.parse('2026-06-01T12:00:00Z')
  now = () => this.t
  advance(ms: number): void {
    this.t += ms
  }
}

async function openHost(options: Partial<HostOptions> = {}, clock = new Clock()): Promise<{ host: Host; clock: Clock; expired: string[] }> {
  const { host } = await Host.open({ store: new MemoryRoomStore(), warn: () => {}, bots: thinkingForever, now: clock.now, sweepMs: 0, ...options })
  hosts.push(host)
  const expired: string[] = []
  host.onRoomExpired((code, reason) => expired.push(`${code}:${reason}`))
  return { host, clock, expired }
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-quotas-'))
  dirs.push(dir)
  return dir
}

async function client(url: string, from?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, {}, from ? { localAddress: from } : {})
  clients.push(c)
  return c
}

/** Waits for `n` answers (room or error) on `c` and returns their types/codes. */
async function answers(c: TestClient, n: number): Promise<string[]> {
  const got: string[] = []
  while (got.length < n) {
    await c.settle(10_000)
    if (c.closed) throw new Error(`closed: ${c.closed.code}`)
    for (let m = c.inbox.shift(); m; m = c.inbox.shift()) {
      if (m.type === 'room') got.push('room')
      else if (m.type === 'error') got.push(m.code)
    }
  }
  return got
}

describe('rooms per address and per connection', () => {
  it('the flood of the review: 4 connections from one address get 3 rooms; another address and this machine still open theirs', async () => {
    running = await startTestHost()
    const attackers = await Promise.all([0, 1, 2, 3].map(() => client(running!.wsUrl, '127.0.0.2')))
    for (const a of attackers) for (let i = 0; i < 10; i++) a.send({ type: 'createRoom', game: 'spies-and-lies' })
    const got = (await Promise.all(attackers.map((a) => answers(a, 10)))).flat()
    expect(got.filter((g) => g === 'room')).toHaveLength(ROOM_LIMITS.network.waitingPerAddress)
    expect(new Set(got.filter((g) => g !== 'room'))).toEqual(new Set(['too-many-rooms']))
    expect(running.host.roomCodes()).toHaveLength(3)

    const friend = await client(running.wsUrl, '127.0.0.3')
    friend.send({ type: 'createRoom', game: 'spies-and-lies' })
    expect(await answers(friend, 1)).toEqual(['room'])
    const own = await client(running.wsUrl)
    own.send({ type: 'createRoom', game: 'spies-and-lies' })
    expect(await answers(own, 1)).toEqual(['room'])
  })

  it('one connection keeps 2 rooms waiting, also from this machine (which has no per-address quota)', async () => {
    const { host } = await openHost()
    const mine = peer(host)
    expect(await open(mine)).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(mine)).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(mine)).toBe('error:too-many-rooms')
    const another = peer(host)
    expect(await open(another)).toMatch(/^[A-Z0-9]{5}$/)
  })

  it('simultaneous requests from one address never open more than its quota (rooms being saved count)', async () => {
    const { host } = await openHost()
    const peers = Array.from({ length: 12 }, () => peer(host, 'network', '192.0.2.7'))
    const results = await Promise.all(peers.map((p) => open(p)))
    expect(results.filter((r) => !r.startsWith('error:'))).toHaveLength(3)
    expect(host.roomCodes()).toHaveLength(3)
  })

  it('a room that started no longer waits, but one address keeps at most 8 games in play', async () => {
    const { host } = await openHost()
    const ann = peer(host, 'network', '192.0.2.8')
    const codes: string[] = []
    for (let i = 0; i < ROOM_LIMITS.network.inPlayPerAddress; i++) {
      const code = await open(ann)
      codes.push(code)
      await ann.say({ type: 'join', room: code, name: 'Ann' })
      await ann.say({ type: 'fillWithComputer', level: 'easy' })
      expect(host.room(code)?.record.started).toBe(true)
    }
    expect(ann.inbox.errors()).toEqual([])
    expect(await open(ann)).toBe('error:too-many-rooms')
    expect(await open(peer(host, 'network', '192.0.2.9'))).toMatch(/^[A-Z0-9]{5}$/)
    // Once one of them is gone, the address may open another.
    await host.deleteRoom(codes[0])
    expect(await open(ann)).toMatch(/^[A-Z0-9]{5}$/)
  })

  it('rooms where only computers play: 1 per connection, 2 per address', async () => {
    const { host } = await openHost()
    const bots = { bots: ['red', 'blue'], botLevel: 'easy' as const }
    const first = peer(host, 'network', '192.0.2.10')
    expect(await open(first, bots)).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(first, bots)).toBe('error:too-many-rooms')
    // A room with a seat for a person is still fine on that connection.
    expect(await open(first, { bots: ['blue'] })).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'network', '192.0.2.10'), bots)).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'network', '192.0.2.10'), bots)).toBe('error:too-many-rooms')
    expect(await open(peer(host, 'network', '192.0.2.11'), bots)).toMatch(/^[A-Z0-9]{5}$/)
  })
})

describe('local rooms have limits of their own', () => {
  it('a host full of network rooms still opens the player’s own game on this computer', async () => {
    const { host } = await openHost({ maxRooms: 2 })
    expect(await open(peer(host, 'network', '192.0.2.20'))).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'network', '192.0.2.21'))).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'network', '192.0.2.22'))).toBe('error:host-full')

    const me = peer(host, 'local')
    const code = await open(me, { bots: ['blue'] })
    expect(code).toMatch(/^[A-Z0-9]{5}$/)
    await me.say({ type: 'join', room: code, name: 'Me', seat: 'red' })
    expect(me.inbox.take('welcome')[0]).toMatchObject({ room: code, seat: 'red', started: true })
    expect(me.inbox.take('view')[0].view.prompt).not.toBeNull()
  })

  it('local rooms never use up the network’s, and have a cap of their own', async () => {
    const { host } = await openHost({ maxRooms: 2, limits: { local: { rooms: 2 } } })
    expect(await open(peer(host, 'local'))).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'local'))).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'local'))).toBe('error:host-full')
    expect(await open(peer(host, 'network', '192.0.2.23'))).toMatch(/^[A-Z0-9]{5}$/)
    expect(await open(peer(host, 'network', '192.0.2.24'))).toMatch(/^[A-Z0-9]{5}$/)
  })
})

/** A finished or half-played two-player room, as a save file holds it. */
function savedRoom(code: string, options: { moves: number | 'all'; names: boolean; createdAt: string; reach?: 'local' }): RoomRecord {
  const seed = `quotas-${code}`
  const game = playRandomGame(seed, options.moves === 'all' ? {} : { maxActions: options.moves })
  return {
    format: 'safehouse-room',
    version: 3,
    code,
    game: 'spies-and-lies',
    name: `Room ${code}`,
    options: {},
    seed,
    botSeed: newSeed(),
    seats: {
      red: { name: options.names ? 'Ann' : null, token: newToken(), bot: null },
      blue: { name: options.names ? 'Bob' : null, token: newToken(), bot: null },
    },
    started: options.names,
    ...(options.reach ? { reach: options.reach } : {}),
    moves: game.moves,
    createdAt: options.createdAt,
    updatedAt: options.createdAt,
  }
}

describe('rooms nobody comes back to expire', () => {
  it('a room nobody joined goes after 10 minutes, with its file', async () => {
    const dir = tempDir()
    const { host, clock, expired } = await openHost({ store: new FileRoomStore(dir) })
    const code = await open(peer(host, 'network', '192.0.2.30'))
    clock.advance(ROOM_LIMITS.network.unjoinedMs - 1)
    expect(await host.expireRooms()).toEqual([])
    clock.advance(1)
    expect(await host.expireRooms()).toEqual([code])
    expect(expired).toEqual([`${code}:unjoined`])
    expect(host.roomCodes()).toEqual([])
    expect(existsSync(join(dir, `${code}.room.json`))).toBe(false)
  })

  it('a room somebody is in stays; once everybody left, it goes 6 hours later and its tokens stop working', async () => {
    const { host, clock, expired } = await openHost()
    const ann = peer(host, 'network', '192.0.2.31')
    const code = await open(ann)
    await ann.say({ type: 'join', room: code, name: 'Ann' })
    const token = ann.inbox.take('welcome')[0].token as string
    const eve = peer(host, 'network', '192.0.2.32')
    await eve.say({ type: 'join', room: code, name: 'Eve', seat: null })
    clock.advance(2 * DAY)
    expect(await host.expireRooms()).toEqual([])
    ann.session.disconnected()
    // The spectator still watches.
    clock.advance(2 * DAY)
    expect(await host.expireRooms()).toEqual([])
    eve.session.disconnected()
    clock.advance(ROOM_LIMITS.network.abandonedMs - 1)
    expect(await host.expireRooms()).toEqual([])
    clock.advance(1)
    expect(await host.expireRooms()).toEqual([code])
    expect(expired).toEqual([`${code}:abandoned`])
    const back = peer(host, 'network', '192.0.2.31')
    await back.say({ type: 'resume', token })
    expect(back.inbox.errors()).toEqual(['unknown-token'])
  })

  it('finished rooms never expire', async () => {
    const store = new MemoryRoomStore()
    await store.save(savedRoom('FNSHD', { moves: 'all', names: true, createdAt: '2025-01-01T00:00:00.000Z' }))
    const { host, clock } = await openHost({ store })
    clock.advance(365 * DAY)
    expect(await host.expireRooms()).toEqual([])
    expect(host.roomCodes()).toEqual(['FNSHD'])
  })

  it('a game on this computer left unfinished is kept for 30 days, not 6 hours', async () => {
    const { host, clock, expired } = await openHost()
    const me = peer(host, 'local')
    const code = await open(me, { bots: ['blue'] })
    await me.say({ type: 'join', room: code, name: 'Me' })
    me.session.disconnected()
    clock.advance(ROOM_LIMITS.network.abandonedMs + HOUR)
    expect(await host.expireRooms()).toEqual([])
    clock.advance(ROOM_LIMITS.local.abandonedMs)
    expect(await host.expireRooms()).toEqual([code])
    expect(expired).toEqual([`${code}:abandoned`])
  })

  it('after a restart a room nobody joined goes once its 10 minutes are up; a game people played gets its 6 hours again', async () => {
    const clock = new Clock()
    const store = new MemoryRoomStore()
    const longAgo = new Date(clock.t - HOUR).toISOString()
    await store.save(savedRoom('EMPTY', { moves: 0, names: false, createdAt: longAgo }))
    await store.save(savedRoom('FRESH', { moves: 0, names: false, createdAt: new Date(clock.t - MINUTE).toISOString() }))
    await store.save(savedRoom('PAUSD', { moves: 10, names: true, createdAt: longAgo }))
    const { host } = await openHost({ store }, clock)
    expect(await host.expireRooms()).toEqual(['EMPTY'])
    clock.advance(ROOM_LIMITS.network.unjoinedMs - MINUTE)
    expect(await host.expireRooms()).toEqual(['FRESH'])
    clock.advance(ROOM_LIMITS.network.abandonedMs)
    expect(await host.expireRooms()).toEqual(['PAUSD'])
  })

  it('a join that reached the room first keeps it: the expiry looks again once the join is done', async () => {
    const store = new GatedStore()
    const { host, clock } = await openHost({ store })
    const code = await open(peer(host, 'network', '192.0.2.33'))
    clock.advance(ROOM_LIMITS.network.unjoinedMs)
    store.hold()
    const bob = peer(host, 'network', '192.0.2.34')
    const joining = bob.say({ type: 'join', room: code, name: 'Bob' })
    expect(await store.held(1)).toBe(true)
    const expiring = host.expireRooms()
    store.release()
    await joining
    expect(await expiring).toEqual([])
    expect(bob.inbox.take('welcome')[0]).toMatchObject({ room: code, seat: 'red' })
    expect(host.roomCodes()).toEqual([code])
  })

  it('expiry runs by itself every sweepMs (small values, waiting for the event)', async () => {
    const { host } = await Host.open({
      store: new MemoryRoomStore(),
      warn: () => {},
      bots: thinkingForever,
      sweepMs: 5,
      limits: { network: { unjoinedMs: 20 } },
    })
    hosts.push(host)
    const gone = new Promise<string>((resolve) => host.onRoomExpired((code) => resolve(code)))
    const code = await open(peer(host, 'network', '192.0.2.35'))
    expect(await gone).toBe(code)
    expect(host.roomCodes()).toEqual([])
  })
})
