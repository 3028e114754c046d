// The desktop app's embedded host, over real WebSockets on 127.0.0.1, with fake mDNS: the local
// server, opening and closing the network game, discovery without our own advertisement, game
// record export and import, the app's Origin, and a clean shutdown.
import { createServer, type Server } from 'node:net'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN } from '../../src/shared/app-origin'
import type { DiscoveredHostInfo } from '../../src/shared/preload-api'
import { DesktopHost, type DesktopHostOptions } from '../../src/main/desktop/desktop-host'

const GAME_ID = 'spies-and-lies'
import { GameFileError, parseGameFile, parseOpenedFile, serializeGameFile } from '../../src/main/desktop/game-files'
import { finishedGame } from '../support/finished-game'
import { roomRecordSchema } from '../../src/main/host/room-record'
import { playedGames } from '../../src/main/host/games'
import type { AdvertiseOptions, DiscoveredHost, DiscoveryOptions } from '../../src/main/net/mdns'
import { TestClient, createRoom, joinRoom, playOut, randomPicker, resumeSeat } from '../support/client'
import { freePortBelowEphemeral } from '../support/ports'

const ORIGIN = { Origin: APP_ORIGIN }

class FakeMdns {
  readonly advertised: AdvertiseOptions[] = []
  readonly goodbyes: string[] = []
  readonly opens: number[] = []
  discoveryStopped = false
  discoveries = 0
  private options: DiscoveryOptions | null = null
  private readonly found = new Map<string, DiscoveredHost>()

  advertise = (options: AdvertiseOptions) => {
    this.advertised.push(options)
    const fqdn = `${options.name} (${this.advertised.length.toString(16).padStart(4, '0')})._safehouse._tcp.local`
    this.up({ id: fqdn, name: options.name, game: options.games[0] as string, games: options.games, open: options.open ?? 0, version: '2', address: '192.168.1.50', port: options.port })
    return {
      instanceName: fqdn.split('._safehouse')[0] as string,
      fqdn,
      setOpen: (open: number) => this.opens.push(open),
      stop: async () => {
        this.goodbyes.push(fqdn)
        this.down(fqdn)
      },
    }
  }

  discover = (options: DiscoveryOptions) => {
    this.discoveries += 1
    this.options = options
    return {
      list: () => [...this.found.values()].map((h) => ({ ...h })),
      stop: async () => {
        this.discoveryStopped = true
        this.options = null
      },
    }
  }

  up(host: DiscoveredHost): void {
    this.found.set(host.id.toLowerCase(), host)
    this.options?.onUp?.(host)
  }

  down(id: string): void {
    const host = this.found.get(id.toLowerCase())
    if (!host) return
    this.found.delete(id.toLowerCase())
    this.options?.onDown?.(host)
  }
}

const FRIEND: DiscoveredHost = { id: "Bob's laptop (beef)._safehouse._tcp.local", name: "Bob's laptop", game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: '192.168.1.7', port: 7777 }

let dir: string
let mdns: FakeMdns
let hosts: DesktopHost[]
let clients: TestClient[]
let warnings: string[]

function makeHost(options: Partial<DesktopHostOptions> = {}): DesktopHost {
  const host = new DesktopHost({
    roomsDir: join(dir, 'rooms'),
    rendererDir: join(dir, 'no-renderer'),
    allowedOrigins: [APP_ORIGIN],
    // Tests play the computer unpaced (the app paces it by default).
    pacing: null,
    name: () => 'Ann’s laptop',
    lanPort: () => 0,
    lanAddress: '127.0.0.1',
    warn: (m) => warnings.push(m),
    deps: { advertise: mdns.advertise, discover: mdns.discover, lanAddresses: () => ['192.168.1.50'] },
    ...options,
  })
  hosts.push(host)
  return host
}

async function connect(url: string, headers: Record<string, string> = ORIGIN): Promise<TestClient> {
  const client = await TestClient.connect(url, headers)
  clients.push(client)
  return client
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10))
}

function portOf(wsUrl: string): number {
  return Number(new URL(wsUrl).port)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safehouse-desktop-host-'))
  mdns = new FakeMdns()
  hosts = []
  clients = []
  warnings = []
})

afterEach(async () => {
  for (const c of clients) c.ws.terminate()
  await Promise.all(hosts.map((h) => h.close()))
  rmSync(dir, { recursive: true, force: true })
})

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

describe('discovery', () => {
  // Listening on UDP 5353 is what brings up the Windows firewall and macOS local network prompts:
  // not at first launch, but when the player opens Join (the app asks for the list then).
  it('starts only when the hosts are first asked for, and only once', async () => {
    const host = makeHost()
    await host.start()
    await host.localHost()
    await host.startHosting()
    await host.stopHosting()
    expect(mdns.discoveries).toBe(0)
    mdns.up(FRIEND)
    expect(host.discoverHosts()).toEqual([{ id: FRIEND.id, name: FRIEND.name, game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: FRIEND.address, port: 7777, rooms: [] }])
    host.discoverHosts()
    expect(mdns.discoveries).toBe(1)
  })

  it('never starts once the app is closing', async () => {
    const host = makeHost()
    await host.start()
    await host.close()
    expect(host.discoverHosts()).toEqual([])
    expect(mdns.discoveries).toBe(0)
  })

  it('lists other hosts, never our own advertisement, and tells listeners on changes', async () => {
    const host = makeHost()
    await host.start()
    host.discoverHosts()
    const seen: DiscoveredHostInfo[][] = []
    host.onHostsChanged((list) => seen.push(list))
    mdns.up(FRIEND)
    expect(host.hosts()).toEqual([{ id: FRIEND.id, name: FRIEND.name, game: GAME_ID, games: [GAME_ID], open: null, version: '1', address: FRIEND.address, port: 7777, rooms: [] }])
    await expect.poll(() => seen.length).toBe(1)
    await host.startHosting() // our own advertisement shows up in discovery…
    expect(host.hosts().map((h) => h.id)).toEqual([FRIEND.id]) // …and is left out
    await tick()
    mdns.down(FRIEND.id)
    expect(host.hosts()).toEqual([])
    await expect.poll(() => seen.length).toBe(2)
    await tick()
    expect(seen.map((l) => l.map((h) => h.name))).toEqual([["Bob's laptop"], []])
  })

  it('lists the rooms a found host has waiting: asked when its open count changes, dropped when it has none', async () => {
    const asked: string[] = []
    const room = { code: 'KJHGF', game: 'spies-and-lies' as const, name: 'Bob’s game', options: {}, free: ['blue'], seats: ['red', 'blue'] }
    const host = makeHost({ deps: { advertise: mdns.advertise, discover: mdns.discover, lanAddresses: () => [], fetchRooms: async (address, port) => (asked.push(`${address}:${port}`), [room]) } })
    await host.start()
    host.discoverHosts()
    const friend: DiscoveredHost = { ...FRIEND, version: '2', open: 1 }
    mdns.up(friend)
    await expect.poll(() => host.hosts()[0]?.rooms).toEqual([room])
    expect(asked).toEqual(['192.168.1.7:7777'])
    // The same count again: not asked again.
    mdns.up({ ...friend, name: 'Bob’s laptop (renamed)' })
    await tick()
    expect(asked).toHaveLength(1)
    mdns.up({ ...friend, open: 0 })
    await expect.poll(() => host.hosts()[0]?.rooms).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('keeps leaving out an advertisement it stopped, even if the network still lists it', async () => {
    const host = makeHost()
    host.discoverHosts()
    await host.startHosting()
    await host.stopHosting()
    const [own] = mdns.goodbyes
    mdns.up({ ...FRIEND, id: own as string, name: 'Ann’s laptop' }) // a late answer from a cache
    mdns.up(FRIEND)
    expect(host.hosts().map((h) => h.id)).toEqual([FRIEND.id])
  })

  it('a listener that throws does not break the others', async () => {
    const host = makeHost()
    await host.start()
    host.discoverHosts()
    const seen: number[] = []
    host.onHostsChanged(() => {
      throw new Error('boom')
    })
    const off = host.onHostsChanged((l) => seen.push(l.length))
    mdns.up(FRIEND)
    await tick()
    off()
    mdns.down(FRIEND.id)
    await tick()
    expect(seen).toEqual([1])
    expect(warnings.some((w) => w.includes('boom'))).toBe(true)
  })

  it('can be turned off', async () => {
    const host = makeHost({ discovery: false })
    await host.start()
    mdns.up(FRIEND)
    expect(host.discoverHosts()).toEqual([])
    expect(mdns.discoveries).toBe(0)
  })
})

describe('game records', () => {
  it('exports a room and imports it on another computer, where its seats can be resumed', async () => {
    const a = makeHost()
    const ann = await connect((await a.localHost()).wsUrl)
    const code = await createRoom(ann, { bots: ['blue'] })
    const welcome = await joinRoom(ann, code, 'Ann')
    expect(await a.exportRecord('ZZZZZ')).toBeNull()
    const record = await a.exportRecord(code)
    expect(record?.code).toBe(code)
    const file = join(dir, 'game.safehouse')
    writeFileSync(file, serializeGameFile(record!))

    const b = makeHost({ roomsDir: join(dir, 'other-rooms') })
    const before = await b.localHost()
    const watcher = await connect(before.wsUrl)
    const imported = await b.importRecord(parseGameFile(Buffer.from(serializeGameFile(record!))))
    expect(imported).toMatchObject({ room: code, game: GAME_ID, seats: { red: { name: 'Ann', token: welcome.token, bot: false }, blue: { bot: true } } })
    // The running host took it: nobody's connection dropped, and it is saved.
    watcher.send({ type: 'ping' })
    await watcher.next('pong')
    expect(watcher.closed).toBeNull()
    expect(await b.localHost()).toEqual(before)
    expect(existsSync(join(dir, 'other-rooms', `${code}.room.json`))).toBe(true)

    const back = await connect(before.wsUrl)
    const resumed = await resumeSeat(back, imported.seats.red.token)
    expect(resumed.welcome).toMatchObject({ room: code, seat: 'red' })

    // The same record again: nothing to do. Another game with that code: refused.
    expect((await b.importRecord(record!)).room).toBe(code)
    const other = { ...record!, seed: `${record!.seed}x` }
    await expect(b.importRecord(other)).rejects.toBeInstanceOf(GameFileError)
  })

  it('opens a finished game’s replay record as many times as asked: the same game, not another with its code (issue 26)', async () => {
    const b = makeHost({ roomsDir: join(dir, 'replays') })
    const { record } = finishedGame('agent-dog', 'opened-twice', { players: 2 })
    const file = JSON.stringify(record)
    const first = await b.importRecord(parseOpenedFile(file))
    expect(first).toMatchObject({ room: record.code, finished: true })
    const again = await b.importRecord(parseOpenedFile(file))
    expect(again).toMatchObject({ room: record.code, finished: true })
    // Another game under the same code is still refused.
    const other = finishedGame('agent-dog', 'another-game', { players: 2 }).record
    await expect(b.importRecord(parseOpenedFile(JSON.stringify(other)))).rejects.toMatchObject({ code: 'code-taken' })
  })

  it('an opened game is a game on this computer, whatever the file says: the LAN cannot reach it', async () => {
    const a = makeHost()
    const opened = await a.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    const bob = await connect(opened.wsUrl, {})
    await joinRoom(bob, code, 'Bob')
    await playOut([ann, bob], randomPicker('opened-files-are-local'))
    const record = (await a.exportRecord(code))!
    expect(record.reach).toBeUndefined()

    const b = makeHost({ roomsDir: join(dir, 'b') })
    const lan = await b.startHosting()
    await b.importRecord(record)
    expect((await b.exportRecord(code))?.reach).toBe('local')
    const stranger = await connect(lan.wsUrl, {})
    stranger.send({ type: 'join', room: code, name: 'Eve', seat: null })
    expect(await stranger.next('error')).toMatchObject({ code: 'unknown-room' })
  })

  it('refuses to hand out the seats of a network game still in play here', async () => {
    const a = makeHost()
    const opened = await a.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    // The record as saved in the data folder (Save Game Record refuses a game in play).
    const saved = roomRecordSchema.parse(JSON.parse(readFileSync(join(dir, 'rooms', `${code}.room.json`), 'utf8')))
    await expect(a.importRecord(saved)).rejects.toMatchObject({ code: 'in-use' })
  })

  it('keeps hosting through an import (same port, advertiser kept)', async () => {
    const a = makeHost()
    const ann = await connect((await a.localHost()).wsUrl)
    const record = await a.exportRecord(await createRoom(ann))
    const b = makeHost({ roomsDir: join(dir, 'b') })
    const opened = await b.startHosting()
    await b.importRecord(record!)
    expect(b.hosting()).toEqual(opened)
    expect(mdns.advertised).toHaveLength(1)
    expect(mdns.goodbyes).toHaveLength(0)
    const guest = await connect(opened.wsUrl)
    guest.send({ type: 'ping' })
    await guest.next('pong')
  })
})

describe('saving a network game to a file', () => {
  it('is refused while the game is in play (the file shows both hands), allowed once it is over', async () => {
    const host = makeHost()
    const opened = await host.startHosting()
    const ann = await connect(opened.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann')
    const bob = await connect(opened.wsUrl, {})
    await joinRoom(bob, code, 'Bob')
    await expect(host.exportRecord(code)).rejects.toThrow(/once it is over/)
    await playOut([ann, bob], randomPicker('export-after-the-end'))
    const record = await host.exportRecord(code)
    expect(record?.code).toBe(code)
    expect(record?.reach).toBeUndefined()
  })
})

describe('the data folder', () => {
  it('when another host holds it, games still work, in memory, and the app is told', async () => {
    const rooms = join(dir, 'rooms')
    const { mkdirSync } = await import('node:fs')
    mkdirSync(rooms, { recursive: true })
    writeFileSync(join(rooms, 'host.lock'), String(process.ppid)) // a live process that is not us
    const locked: string[] = []
    const host = makeHost({ onStoreLocked: (err) => locked.push(err.message) })
    const ann = await connect((await host.localHost()).wsUrl)
    await createRoom(ann)
    expect(locked).toHaveLength(1)
    expect(locked[0]).toContain('another Safehouse host')

    // An import reopens the host: the games kept in memory are still there.
    const other = makeHost({ roomsDir: join(dir, 'other') })
    const bob = await connect((await other.localHost()).wsUrl)
    const record = await other.exportRecord(await createRoom(bob))
    const before = await createRoom(ann)
    await host.importRecord(record!)
    expect(await host.exportRecord(before)).not.toBeNull()
    expect(await host.exportRecord(record!.code)).not.toBeNull()
    expect(locked).toHaveLength(1) // told once
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
