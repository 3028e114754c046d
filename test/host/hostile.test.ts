// Hostile clients: thousands of generated frames (random bytes, random JSON, mutated protocol
// messages, oversize frames, floods) from attacker connections, while two honest games sit
// mid-play. The host must answer every frame or close the connection, never crash, never change
// the honest rooms, and let the honest players finish afterwards.
//
// Reproduce a run with HOSTILE_SEED=<n> (fast-check seed; failures print it with the counterexample)
// and scale it with HOSTILE_FRAMES=<n>.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { replay, type Action } from '../../src/engine/spies-and-lies'
import type { Room } from '../../src/main/host/room'
import { movesOf, setupOf, stateOf } from '../support/sl-record'
import { TestClient, createRoom, playOut } from '../support/client'
import { delay, playUntil, recordFrames, seededPicker, settleRoom } from '../support/honest-play'
import { floodFrame, hostileSequence, Lane, type FrameSpec, type LaneStats } from '../support/hostile-frames'
import { startTestHost, type TestHost } from '../support/host-server'
import { frame, RawSocket, upgradeRequest } from '../support/raw-ws'

const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_611)
const FRAMES = Number(process.env.HOSTILE_FRAMES ?? 10_000)
const LANES = 4
const GENEROUS = { perSecond: 100_000, capacity: 100_000 }

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(url: string): Promise<TestClient> {
  const c = await TestClient.connect(url)
  clients.push(c)
  return c
}

/** Faults raised anywhere in this process while the attack runs (the host runs in-process). */
function watchProcess(): { faults: string[]; stop(): void } {
  const faults: string[] = []
  const onRejection = (reason: unknown) => faults.push(`unhandledRejection: ${reason instanceof Error ? reason.stack : String(reason)}`)
  const onException = (err: Error) => faults.push(`uncaughtException: ${err.stack ?? err.message}`)
  process.on('unhandledRejection', onRejection)
  process.on('uncaughtException', onException)
  return {
    faults,
    stop() {
      process.off('unhandledRejection', onRejection)
      process.off('uncaughtException', onException)
    },
  }
}

function prototypeSnapshot(): string {
  return JSON.stringify([Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort()))
}

interface HonestRoom {
  code: string
  players: TestClient[]
  watchers: TestClient[]
  tapes: string[][]
  record: string
  state: string
  file: string
}

/** A room with two honest players (and maybe a spectator) played to about seq 15, then frozen. */
async function honestRoom(th: TestHost, seed: string, withSpectator: boolean): Promise<HonestRoom> {
  const red = await client(th.wsUrl)
  const blue = await client(th.wsUrl)
  const code = await createRoom(red)
  red.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
  await red.next('welcome')
  blue.send({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
  await blue.next('welcome')
  const watchers: TestClient[] = []
  if (withSpectator) {
    const eve = await client(th.wsUrl)
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.next('welcome')
    watchers.push(eve)
  }
  const picker = seededPicker(seed)
  const room = th.host.room(code)
  if (!room) throw new Error('no room')
  await playUntil([red, blue], (actions: Action[]) => picker.pick(actions), () => room.seq >= 15)
  await settleRoom(th.host, code, [red, blue, ...watchers])
  const players = [red, blue]
  return {
    code,
    players,
    watchers,
    tapes: [...players, ...watchers].map((c) => recordFrames(c)),
    ...snapshot(th, code),
  }
}

function snapshot(th: TestHost, code: string): { record: string; state: string; file: string } {
  const room = th.host.room(code)
  if (!room) throw new Error(`room ${code} is gone`)
  return {
    record: JSON.stringify(room.record),
    state: JSON.stringify(room.state),
    file: readFileSync(join(th.dataDir, `${code}.room.json`), 'utf8'),
  }
}

/** Runs `runs` fast-check runs of hostile frame sequences on one lane; returns a failure, if any. */
async function attack(lane: Lane, seed: number, runs: number, arb: fc.Arbitrary<FrameSpec[]>): Promise<string | null> {
  try {
    await fc.assert(
      fc.asyncProperty(arb, async (frames) => {
        const before = lane.stats.problems.length
        for (const frame of frames) await lane.send(frame)
        if (lane.stats.problems.length > before) throw new Error(lane.stats.problems.slice(before).join('\n'))
      }),
      { seed, numRuns: runs, endOnFailure: true },
    )
    return null
  } catch (err) {
    return err instanceof Error ? err.message.slice(0, 4000) : String(err)
  }
}

function merge(stats: LaneStats[]): { frames: number; connections: number; answers: Record<string, number>; closes: Record<string, number> } {
  const sum = (pick: (s: LaneStats) => Record<string, number>) => {
    const out: Record<string, number> = {}
    for (const s of stats) for (const [k, v] of Object.entries(pick(s))) out[k] = (out[k] ?? 0) + v
    return out
  }
  return {
    frames: stats.reduce((n, s) => n + s.frames, 0),
    connections: stats.reduce((n, s) => n + s.connections, 0),
    answers: sum((s) => s.answers),
    closes: sum((s) => s.closes),
  }
}

/**
 * A frame that only tells how many watch: attackers who know a room's code may watch it, and the
 * players are told (at most once a second, so that joining and leaving in a loop floods nobody).
 */
function spectatorNotice(th: TestHost, code: string, frame: string): boolean {
  const { spectators, ...rest } = JSON.parse(frame) as { type: string; spectators?: number }
  void spectators
  const room = th.host.room(code)
  return rest.type === 'seats' && room !== undefined && JSON.stringify(rest) === JSON.stringify({ type: 'seats', room: code, ...room.status(0) })
}

/** After an attack: every honest room is exactly as it was, and nobody honest heard a thing but who watches. */
function expectUntouched(th: TestHost, rooms: HonestRoom[], tapeLengths: number[][]): void {
  rooms.forEach((r, i) => {
    const now = snapshot(th, r.code)
    expect(now.state, `room ${r.code}: state changed`).toBe(r.state)
    expect(now.record, `room ${r.code}: record changed`).toBe(r.record)
    expect(now.file, `room ${r.code}: save file changed`).toBe(r.file)
    expect(
      r.tapes.map((t, k) => t.length - t.slice(tapeLengths[i]?.[k] ?? 0).filter((f) => spectatorNotice(th, r.code, f)).length),
      `room ${r.code}: an honest connection got frames during the attack`,
    ).toEqual(tapeLengths[i])
    for (const c of [...r.players, ...r.watchers]) expect(c.closed, `room ${r.code}: an honest connection was closed`).toBeNull()
  })
}

async function finishHonestGames(th: TestHost, rooms: HonestRoom[]): Promise<void> {
  await Promise.all(
    rooms.map((r, i) => {
      const picker = seededPicker(`finish/${i}`)
      return playOut(r.players, (actions) => picker.pick(actions), 30_000)
    }),
  )
  for (const r of rooms) {
    const room = th.host.room(r.code)
    if (!room) throw new Error('room gone')
    expect(stateOf(room).phase).toBe('over')
    expect(JSON.stringify(replay(setupOf(room.record), movesOf(room.record)))).toBe(JSON.stringify(room.state))
    expect(r.players.every((c) => c.seq === room.seq)).toBe(true)
  }
}

describe('hostile clients against a generous rate limit', () => {
  it(`${FRAMES}+ generated hostile frames never crash, stall or change the honest rooms`, async () => {
    const warnings: string[] = []
    const th = await startTestHost({ host: { warn: (m) => warnings.push(m) }, server: { rate: GENEROUS } })
    running = th
    const rooms = [await honestRoom(th, 'honest/a', true), await honestRoom(th, 'honest/b', false)]
    const tapeLengths = rooms.map((r) => r.tapes.map((t) => t.length))
    const prototypes = prototypeSnapshot()
    const watch = watchProcess()
    const started = Date.now()

    const lanes = Array.from({ length: LANES }, () => new Lane(th.wsUrl, rooms.map((r) => r.code)))
    const failures: string[] = []
    // Single frames, each waited for, until every lane has sent its share ...
    const perLane = Math.ceil(FRAMES / LANES)
    let round = 0
    while (lanes.some((l) => l.stats.frames < perLane) && failures.length === 0) {
      const results = await Promise.all(
        lanes.map((lane, k) =>
          lane.stats.frames >= perLane ? null : attack(lane, SEED + 1000 * round + k, 25, hostileSequence),
        ),
      )
      for (const r of results) if (r) failures.push(r)
      round += 1
    }
    const singles = merge(lanes.map((l) => l.stats)).frames
    // ... then floods: bursts sent without waiting.
    const floods = await Promise.all(lanes.map((lane, k) => attack(lane, SEED + 77 + k, 3, fc.array(floodFrame, { minLength: 1, maxLength: 3 }))))
    for (const r of floods) if (r) failures.push(r)
    const attackMs = Date.now() - started

    // Whatever is still queued finishes; the host is quiet again.
    await Promise.all(th.host.roomCodes().map((code) => th.host.room(code)?.idle()))
    // Every attacker connection still open answers a ping within a second.
    const alive = await Promise.all(lanes.map((l) => l.stillAnswers(1000)))
    expect(alive.filter((a) => a === false), 'an open attacker connection stopped answering').toEqual([])

    const totals = merge(lanes.map((l) => l.stats))
    console.info(
      `hostile: ${singles} single frames + ${totals.frames - singles} flood frames on ${totals.connections} connections in ${attackMs} ms; ` +
        `${th.host.roomCodes().length} rooms now; answers ${JSON.stringify(totals.answers)}; closes ${JSON.stringify(totals.closes)}`,
    )
    expect(failures, 'frames without an answer, or answered wrongly').toEqual([])
    expect(singles).toBeGreaterThanOrEqual(FRAMES)

    // The honest rooms: untouched, and the attackers never held their seats.
    expectUntouched(th, rooms, tapeLengths)
    const honestCodes = new Set(rooms.map((r) => r.code))
    const seatGrabs = lanes.flatMap((l) => l.stats.welcomes).filter((w) => honestCodes.has(w.room) && w.seat !== null)
    expect(seatGrabs, 'an attacker was welcomed into an honest seat').toEqual([])
    expect(Object.keys(totals.closes).filter((code) => !['1007', '1008', '1009'].includes(code)), 'unexpected close codes').toEqual([])

    // No crash, no pollution, no internal errors.
    expect(watch.faults).toEqual([])
    expect(prototypeSnapshot()).toBe(prototypes)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(warnings).toEqual([])

    // Attackers gone: the host lets go of every one of their connections.
    await Promise.all(lanes.flatMap((l) => l.all).map((c) => c.close()))
    const honestConnections = rooms.reduce((n, r) => n + r.players.length + r.watchers.length, 0)
    for (let i = 0; i < 50 && th.server.gateway.connections() > honestConnections; i++) await delay(20)
    expect(th.server.gateway.connections()).toBe(honestConnections)
    // ... and of every session: the honest rooms hold exactly their honest watchers, no stray ones.
    for (const r of rooms) {
      const room = th.host.room(r.code) as Room
      expect(room.spectators.size, `room ${r.code}: spectator sessions left behind`).toBe(r.watchers.length)
    }

    // And the honest players finish their games.
    await finishHonestGames(th, rooms)
    expect(watch.faults).toEqual([])
    expect(warnings).toEqual([])
    watch.stop()
    // (The room count can end a little above maxRooms: see 'the room limit under concurrent creation'.)
  }, 180_000)
})

describe('hostile clients against the default rate limit', () => {
  it('floods and garbage are refused or cut off; a 20-per-second client is always answered', async () => {
    const warnings: string[] = []
    const th = await startTestHost({ host: { warn: (m) => warnings.push(m) } })
    running = th
    const rooms = [await honestRoom(th, 'honest/default', true)]
    const tapeLengths = rooms.map((r) => r.tapes.map((t) => t.length))
    const watch = watchProcess()

    // The protocol's promise: 20 messages a second, for as long as it likes (here 3 s), answered
    // every time and never rate-limited, while others flood the host.
    const pinger = await client(th.wsUrl)
    const pingerRun = (async () => {
      const sentAt: number[] = []
      for (let i = 0; i < 60; i++) {
        sentAt.push(Date.now())
        pinger.send({ type: 'ping' })
        await delay(50)
      }
      await pinger.settle(1000)
      return sentAt
    })()

    const flooders = await Promise.all([0, 1, 2].map(() => client(th.wsUrl)))
    const floodCounts = [1000, 600, 400]
    flooders.forEach((c, k) => {
      for (let i = 0; i < floodCounts[k]; i++) {
        if (k === 0) c.send({ type: 'ping' })
        else if (k === 1) c.sendRaw('{"type":"ping","x":1}')
        else c.send({ type: 'join', room: rooms[0].code, name: 'Mallory', seat: 'red' })
      }
    })
    // Meanwhile generated frames, lockstep, on two lanes (they get rate-limited and cut off too).
    const lanes = [0, 1].map(() => new Lane(th.wsUrl, rooms.map((r) => r.code)))
    const failures = (
      await Promise.all(lanes.map((lane, k) => attack(lane, SEED + 500 + k, 15, hostileSequence)))
    ).filter((f): f is string => f !== null)

    await pingerRun
    await Promise.all(flooders.map((c) => c.settle(500)))
    const pongs = pinger.inbox.filter((m) => m.type === 'pong').length
    const limited = pinger.inbox.filter((m) => m.type === 'error')
    expect({ pongs, errors: limited }).toEqual({ pongs: 60, errors: [] })
    expect(pinger.closed).toBeNull()

    // Each flooded frame got an answer until the host closed the connection: the ping and join
    // floods run out of rate, the garbage flood out of strikes first.
    flooders.forEach((c, k) => {
      const answered = c.inbox.filter((m) => m.type === 'pong' || m.type === 'error').length
      const refused = c.inbox.filter((m) => m.type === 'error' && m.code === 'rate-limited').length
      if (k !== 1) expect(refused, `flooder ${k} was never rate-limited`).toBeGreaterThan(0)
      expect(c.closed?.code, `flooder ${k} was not cut off`).toBe(1008)
      expect(answered, `flooder ${k}: too few answers before the close`).toBeGreaterThanOrEqual(50)
    })
    expect(failures, 'frames without an answer, or answered wrongly').toEqual([])
    const totals = merge(lanes.map((l) => l.stats))
    console.info(
      `hostile (default limits): pinger ${pongs} pongs; flooders closed ${JSON.stringify(flooders.map((c) => c.closed?.code ?? null))}; ` +
        `${totals.frames} generated frames on ${totals.connections} connections; answers ${JSON.stringify(totals.answers)}`,
    )

    await Promise.all(th.host.roomCodes().map((code) => th.host.room(code)?.idle()))
    expectUntouched(th, rooms, tapeLengths)
    expect(watch.faults).toEqual([])
    expect(warnings).toEqual([])
    await finishHonestGames(th, rooms)
    watch.stop()
  }, 60_000)
})

describe('the room limit under concurrent creation', () => {
  // Found by the attack above (501 rooms on a host whose limit is 500). createRoom checks
  // rooms.size >= maxRooms, then awaits the save, and only then adds the room: every createRoom
  // whose check ran while others were saving passes, so N connections creating at once open up
  // to N - 1 rooms past the limit (each with a save file on disk).
  it('never opens more rooms than maxRooms', async () => {
    const th = await startTestHost({ host: { maxRooms: 3 } })
    running = th
    const creators = await Promise.all(Array.from({ length: 12 }, () => client(th.wsUrl)))
    for (const c of creators) c.send({ type: 'createRoom', game: 'spies-and-lies' })
    const answers = await Promise.all(
      creators.map(async (c) => {
        for (let i = 0; i < 200 && !c.inbox.some((m) => m.type === 'room' || m.type === 'error'); i++) await c.settle(50)
        return c.inbox.find((m) => m.type === 'room' || m.type === 'error')?.type ?? 'none'
      }),
    )
    expect(answers.filter((a) => a === 'none')).toEqual([])
    expect({ rooms: th.host.roomCodes().length, welcomed: answers.filter((a) => a === 'room').length }).toEqual({ rooms: 3, welcomed: 3 })
  })
})

describe('hostile clients below the protocol: raw TCP and malformed WebSocket framing', () => {
  it('broken HTTP, broken framing and a peer that never reads are cut off; the honest game goes on', async () => {
    const warnings: string[] = []
    const th = await startTestHost({ host: { warn: (m) => warnings.push(m) }, server: { rate: GENEROUS } })
    running = th
    const rooms = [await honestRoom(th, 'honest/raw', true)]
    const tapeLengths = rooms.map((r) => r.tapes.map((t) => t.length))
    const watch = watchProcess()
    const port = th.server.port
    const opened: RawSocket[] = []
    const open = async (upgrade: boolean) => {
      const raw = upgrade ? await RawSocket.upgraded(port) : await RawSocket.open(port)
      opened.push(raw)
      return raw
    }

    // HTTP level: garbage, wrong path, foreign origin, a public host name (DNS rebinding).
    const http: Array<[string, string | Buffer, RegExp | null]> = [
      ['garbage', Buffer.from([0, 1, 2, 255, 13, 10, 13, 10]), null],
      ['wrong path', upgradeRequest(port, '/nope'), /^HTTP\/1\.1 404/],
      ['foreign origin', upgradeRequest(port, '/ws', { Origin: 'http://evil.example' }), /^HTTP\/1\.1 403/],
      ['rebound host', upgradeRequest(port, '/ws', { Host: 'evil.example' }), /^HTTP\/1\.1 403/],
    ]
    for (const [name, request, status] of http) {
      const raw = await open(false)
      raw.write(request)
      expect(await raw.endedWithin(3000), `${name}: connection left open`).toBe(true)
      if (status) expect(raw.text(), name).toMatch(status)
    }

    // Framing: each must end in a close with the given code (or a plain disconnect).
    const framing: Array<[string, Buffer[], number[]]> = [
      ['declared length 2^63-1', [frame(1, 'x', { declaredLength: 2n ** 63n - 1n })], [1009]],
      ['declared length 1 MiB', [frame(1, 'x', { declaredLength: 1n << 20n })], [1009]],
      ['unmasked frame', [frame(1, '{"type":"ping"}', { mask: false })], [1002]],
      ['reserved bits', [frame(1, '{"type":"ping"}', { rsv: 4 })], [1002]],
      ['unknown opcode', [frame(3, '{"type":"ping"}')], [1002]],
      ['oversize control frame', [frame(9, Buffer.alloc(200))], [1002]],
      ['fragmented control frame', [frame(9, 'a', { fin: false })], [1002]],
      ['continuation without start', [frame(0, '{"type":"ping"}')], [1002]],
      ['bad close code', [frame(8, Buffer.from([0x03, 0xe7]))], [1002]],
      ['fragments over 64 KiB', [frame(1, 'a'.repeat(40_000), { fin: false }), frame(0, 'a'.repeat(40_000), { fin: false })], [1009]],
      ['invalid UTF-8 text', [frame(1, Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))], [1007]],
    ]
    for (const [name, frames, codes] of framing) {
      const raw = await open(true)
      for (const f of frames) raw.write(f)
      expect(await raw.endedWithin(3000), `${name}: connection left open`).toBe(true)
      const got = raw.closeCodes()
      expect(got.length === 0 || codes.includes(got[0]), `${name}: closed with ${JSON.stringify(got)}`).toBe(true)
    }

    // Legal but unusual framing is understood: a message in fragments, with a ping in between.
    const fragmented = await open(true)
    fragmented.write(Buffer.concat([frame(1, '{"type":', { fin: false }), frame(9, 'hi'), frame(0, '"ping"}')]))
    expect(await fragmented.waitFor(() => fragmented.messages().includes('{"type":"pong"}'), 3000)).toBe(true)

    // A peer that asks for a lot and never reads: the host stops buffering for it and cuts it off.
    const sink = await open(true)
    sink.socket.pause()
    const before = th.server.gateway.connections()
    const join = frame(1, JSON.stringify({ type: 'join', room: rooms[0].code, name: 'Sink', seat: null }))
    let sent = 0
    while (th.server.gateway.connections() >= before && sent < 30_000) {
      sink.write(Buffer.concat([join, join, join, join, join]))
      sent += 5
      await delay(1)
    }
    expect(th.server.gateway.connections(), `still connected after ${sent} unread requests`).toBeLessThan(before)
    sink.socket.resume()
    expect(await sink.endedWithin(5000)).toBe(true)
    console.info(`hostile (raw): a peer that never reads was cut off after ${sent} requests`)

    for (const raw of opened) raw.destroy()
    await Promise.all(th.host.roomCodes().map((code) => th.host.room(code)?.idle()))
    expectUntouched(th, rooms, tapeLengths)
    expect(watch.faults).toEqual([])
    expect(warnings).toEqual([])
    await finishHonestGames(th, rooms)
    watch.stop()
  }, 60_000)
})

describe('a connection that goes away while its request waits', () => {
  // The gateway handles one message at a time per connection. A message still waiting (behind a
  // createRoom's save, or its own join's save) is handled after the connection has closed, and the
  // host then attaches the dead session to the room: Host.join/take never look at session.closed,
  // and Session.disconnected() already ran, so nothing ever detaches it. Real store, default limits.

  it('leaves no ghost spectators behind (32 of them lock everyone out of watching a room)', async () => {
    const th = await startTestHost()
    running = th
    const owner = await client(th.wsUrl)
    const code = await createRoom(owner)
    // Each ghost: a createRoom (its save takes a moment), a join as spectator, then a reset.
    for (let i = 0; i < 40; i++) {
      const raw = await RawSocket.upgraded(th.server.port)
      raw.write(
        Buffer.concat([
          frame(1, JSON.stringify({ type: 'createRoom', game: 'spies-and-lies' })),
          frame(1, JSON.stringify({ type: 'join', room: code, name: 'Ghost', seat: null })),
        ]),
      )
      raw.socket.resetAndDestroy()
    }
    for (let i = 0; i < 100 && th.server.gateway.connections() > 1; i++) await delay(10)
    expect(th.server.gateway.connections()).toBe(1)
    await Promise.all(th.host.roomCodes().map((c) => th.host.room(c)?.idle()))
    await delay(100)

    const watchers = (th.host.room(code) as Room).spectators.size
    const eve = await client(th.wsUrl)
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.settle(500)
    const answer = eve.inbox.find((m) => m.type === 'welcome' || m.type === 'error')
    expect({ spectatorSessions: watchers, eve: answer?.type === 'error' ? `${answer.code}: ${answer.message}` : answer?.type }).toEqual({
      spectatorSessions: 0,
      eve: 'welcome',
    })
  })

  it('leaves no seat showing as connected when its holder is gone', async () => {
    const th = await startTestHost({ host: { graceMs: 50 } })
    running = th
    const owner = await client(th.wsUrl)
    const code = await createRoom(owner)
    owner.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
    await owner.next('welcome')

    // A join for blue (saved before the seat is given), and the connection reset straight away.
    const raw = await RawSocket.upgraded(th.server.port)
    raw.write(frame(1, JSON.stringify({ type: 'join', room: code, name: 'Bob', seat: 'blue' })))
    raw.socket.resetAndDestroy()
    for (let i = 0; i < 100 && th.server.gateway.connections() > 1; i++) await delay(10)
    expect(th.server.gateway.connections()).toBe(1)
    await th.host.room(code)?.idle()
    await delay(300) // well past the 50 ms grace period

    const room = th.host.room(code) as Room
    // The connection went away before it could receive blue's token, so the claim is released:
    // blue is free again (not stuck as Bob's, connected, with a token nobody has).
    expect(room.seats().blue).toEqual({ name: null, connected: false, bot: false })
    expect(room.record.seats.blue.name).toBeNull()
  })
})
