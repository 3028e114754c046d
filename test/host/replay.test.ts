// Issue 26, point 3, "Only finished games reveal": `replay` gives a finished game's whole record (its
// setup, seed and every move) to anyone who may reach its room: a player, a spectator, or a
// connection that only knows the code; also once the room is kept only on disk. A room still
// waiting or in play answers `not-finished` and gives nothing away; a local room does not exist for
// the network. No seat key, recovery code or computer seed ever leaves in a record. Over real
// sockets, against a real host.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { replayGame } from '../../src/engine/core/replay'
import type { GameAction } from '../../src/engine/core/game-module'
import { recoveryCodeOf } from '../../src/main/host/codes'
import { FileFinishedIndex } from '../../src/main/host/finished-index'
import { gameModule } from '../../src/engine/registry'
import { replayRecordOf } from '../../src/main/host/replay-record'
import { gameOptionsOf } from '../../src/main/host/room'
import type { RoomRecord } from '../../src/main/host/room-record'
import { startServer, type RunningServer } from '../../src/main/net/server'
import { replayRecordSchema, type ReplayRecord } from '../../src/shared/replay-record'
import { TestClient, createRoom, dropStale, joinRoom, playOut, playUntil, quiet, randomPicker, type Received } from '../support/client'
import { delay, recordFrames } from '../support/honest-play'
import { startTestHost, type TestHost } from '../support/host-server'
import type { HostOptions } from '../../src/main/host/host'
import type { ServerOptions } from '../../src/main/net/server'

type Answer = Extract<Received, { type: 'replay' }> | Extract<Received, { type: 'error' }>

let running: TestHost | null = null
let localServer: RunningServer | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await localServer?.close()
  localServer = null
  await running?.stop()
  running = null
})

async function start(options: { dataDir?: string; host?: Partial<HostOptions>; server?: Partial<ServerOptions> } = {}): Promise<TestHost> {
  running = await startTestHost(options)
  return running
}

function host(): TestHost {
  if (!running) throw new Error('no host running')
  return running
}

async function client(url = host().wsUrl, from?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, {}, from ? { localAddress: from } : {})
  clients.push(c)
  return c
}

/** Ann on red, Bob on blue, both told the room started. */
async function seatedPair(): Promise<{ code: string; ann: TestClient; bob: TestClient }> {
  const ann = await client()
  const bob = await client()
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  await joinRoom(bob, code, 'Bob', 'blue')
  await ann.next('seats', (m) => m.started)
  return { code, ann, bob }
}

/** Sends `replay` for `room` and waits for its answer: the record, or an error (views and seats stay in the inbox). */
async function ask(c: TestClient, room: string): Promise<Answer> {
  c.send({ type: 'replay', room })
  const deadline = Date.now() + 10_000
  for (;;) {
    const i = c.inbox.findIndex((m) => m.type === 'replay' || m.type === 'error')
    if (i >= 0) return c.inbox.splice(i, 1)[0] as Answer
    if (c.closed) throw new Error(`closed (${c.closed.code} ${c.closed.reason}) while waiting for the replay answer`)
    if (Date.now() > deadline) throw new Error('no answer to replay')
    await c.settle(deadline - Date.now())
  }
}

/** The record of an answer that must be one. */
function recordOf(answer: Answer): ReplayRecord {
  if (answer.type !== 'replay') throw new Error(`expected a record, got ${JSON.stringify(answer)}`)
  return answer.record
}

/** What must never leave the host in a record: every seat key, guest key and recovery code, and the computer's seed. */
function secretsOf(record: RoomRecord): string[] {
  const secrets = [record.botSeed]
  for (const seat of Object.values(record.seats)) {
    secrets.push(seat.token, recoveryCodeOf(seat.token))
    if (seat.guestToken) secrets.push(seat.guestToken, recoveryCodeOf(seat.guestToken))
  }
  return secrets
}

/** Replays a record under its game's rules (the registry and the one replay loop), as a viewer would. */
function replayed(record: ReplayRecord): { state: unknown; winner: unknown } {
  const rules = gameModule(record.game)
  if (!rules) throw new Error(`no game ${record.game}`)
  const moves = record.moves.map((move) => ({ seat: move.seat, action: rules.actionSchema.parse(move.action) as GameAction }))
  const state = replayGame(rules, { ...(gameOptionsOf(rules, record.options) as object), seed: record.seed }, moves)
  return { state, winner: rules.winner(state) }
}

describe('replay of a finished game', () => {
  it('is given to a seated player, a spectator and a connection that only knows the code, without a seat key in it', async () => {
    await start()
    const { code, ann, bob } = await seatedPair()
    const eve = await client()
    await joinRoom(eve, code, 'Eve', null)
    const frames = new Map<TestClient, string[]>([ann, bob, eve].map((c) => [c, recordFrames(c)]))
    await playOut([ann, bob], randomPicker('replay/finished'))
    const carol = await client()
    frames.set(carol, recordFrames(carol))
    const room = host().host.room(code)
    if (!room) throw new Error('the room vanished')
    expect(room.over).toBe(true)

    const records: ReplayRecord[] = []
    for (const c of [ann, bob, eve, carol]) records.push(recordOf(await ask(c, code)))
    // A code typed in lower case, with spaces, is the same code (as for join).
    records.push(recordOf(await ask(carol, ` ${code.toLowerCase()} `)))
    for (const record of records) expect(record).toEqual(records[0])

    const record = records[0]
    expect(replayRecordSchema.parse(record)).toEqual(record)
    expect(record).toEqual(replayRecordOf(room.record, record.finishedAt))
    expect(record).toMatchObject({ format: 'safehouse-replay', version: 1, game: 'spies-and-lies', code, seed: room.record.seed })
    expect(record.seats).toEqual({ red: { name: 'Ann', bot: null }, blue: { name: 'Bob', bot: null } })
    expect(record.moves).toEqual(room.record.moves)
    expect(record.result).toBeUndefined()
    expect(Number.isNaN(Date.parse(record.finishedAt))).toBe(false)

    // The text on the wire: no seat's key, recovery code or the computer's seed, in any replay frame.
    const secrets = secretsOf(room.record)
    for (const [, texts] of frames) {
      const replays = texts.filter((t) => t.startsWith('{"type":"replay"'))
      expect(replays.length).toBeGreaterThan(0)
      for (const text of replays) for (const secret of secrets) expect(text).not.toContain(secret)
    }
    for (const text of frames.get(carol) ?? []) for (const secret of secrets) expect(text).not.toContain(secret)

    // It replays under the rules to the very end the players saw.
    const again = replayed(record)
    expect(again.winner).not.toBeNull()
    expect(again.winner).toEqual(room.rules.winner(room.state))
    expect(room.rules.viewFor(again.state, null)).toEqual(room.rules.viewFor(room.state, null))
  })

  it('answers not-finished for a room waiting for players or in play, without its seed or a move', async () => {
    await start()
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const carol = await client()
    const carolFrames = recordFrames(carol)
    const errors: Answer[] = []
    // Waiting for players.
    errors.push(await ask(carol, code), await ask(ann, code))
    const bob = await client()
    await joinRoom(bob, code, 'Bob', 'blue')
    // Started, nobody moved yet.
    errors.push(await ask(bob, code))
    const room = host().host.room(code)
    if (!room) throw new Error('the room vanished')
    await playUntil([ann, bob], randomPicker('replay/in-play'), () => room.seq >= 6)
    await quiet([ann, bob])
    dropStale([ann, bob])
    expect(room.over).toBe(false)
    expect(room.seq).toBeGreaterThanOrEqual(6)
    for (const c of [ann, bob, carol]) errors.push(await ask(c, code))

    for (const error of errors) expect(error).toMatchObject({ type: 'error', code: 'not-finished' })
    expect(errors[0].type === 'error' && errors[0].message).toMatch(/not finished|over/)
    const texts = [...errors.map((e) => JSON.stringify(e)), ...carolFrames]
    for (const text of texts) {
      expect(text).not.toContain(room.record.seed)
      expect(text).not.toContain(room.record.botSeed)
      expect(text).not.toContain('"moves"')
      for (const move of room.record.moves) expect(text).not.toContain(JSON.stringify(move.action))
    }
    // Carol, who only asked, got nothing but the two refusals.
    expect(carolFrames.map((t) => (JSON.parse(t) as Received).type)).toEqual(['error', 'error'])
  })

  it('a game that ends while a client asks: not-finished until the last move, then the record', async () => {
    await start()
    const { code, ann, bob } = await seatedPair()
    const carol = await client()
    const answers: string[] = []
    let last: Answer | null = null
    const asking = (async () => {
      for (;;) {
        last = await ask(carol, code)
        answers.push(last.type === 'error' ? last.code : last.type)
        if (last.type === 'replay') return
        // Well within the rate limit (40 a second).
        await delay(40)
      }
    })()
    await playOut([ann, bob], randomPicker('replay/asking'))
    await asking
    expect(answers.length).toBeGreaterThan(1)
    expect(answers.slice(0, -1).every((a) => a === 'not-finished')).toBe(true)
    expect(answers.at(-1)).toBe('replay')
    const record = recordOf(last as unknown as Answer)
    const room = host().host.room(code)
    if (!room) throw new Error('the room vanished')
    expect(record.moves).toEqual(room.record.moves)
    expect(replayed(record).winner).toEqual(room.rules.winner(room.state))
  })

  it('a game ended by a concession: not-finished before, the record with its result after', async () => {
    await start()
    const { code, ann, bob } = await seatedPair()
    const carol = await client()
    expect(await ask(carol, code)).toMatchObject({ type: 'error', code: 'not-finished' })
    await playUntil([ann, bob], randomPicker('replay/concede'), () => ann.seq >= 4)
    await quiet([ann, bob])
    dropStale([ann, bob])
    expect(await ask(carol, code)).toMatchObject({ type: 'error', code: 'not-finished' })
    ann.send({ type: 'concede' })
    await bob.next('seats', (m) => m.result !== undefined)
    const room = host().host.room(code)
    if (!room) throw new Error('the room vanished')
    for (const c of [carol, ann, bob]) {
      const record = recordOf(await ask(c, code))
      expect(record.result).toEqual({ reason: 'conceded', seat: 'red', winners: ['blue'] })
      expect(record.moves).toEqual(room.record.moves)
      // The rules did not end it: the replay stops where the concession came, the result says who won.
      expect(replayed(record).winner).toEqual(room.rules.winner(room.state))
      for (const secret of secretsOf(room.record)) expect(JSON.stringify(record)).not.toContain(secret)
    }
  })

  it('is given for a finished room kept only on disk, loaded back as a resume loads it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safehouse-replay-'))
    await start({ dataDir, host: { finishedIndex: new FileFinishedIndex(dataDir) } })
    const { code, ann, bob } = await seatedPair()
    await playOut([ann, bob], randomPicker('replay/archived'))
    const before = recordOf(await ask(ann, code))
    await Promise.all(clients.splice(0).map((c) => c.close()))
    await host().stop({ keepData: true })
    // The finished list spares the new host reading the room at startup: it is on disk only.
    await start({ dataDir, host: { finishedIndex: new FileFinishedIndex(dataDir) } })
    expect(host().host.room(code)).toBeUndefined()
    expect(host().host.roomCodes()).toContain(code)
    const carol = await client()
    const after = recordOf(await ask(carol, code))
    expect(after).toEqual(before)
    expect(replayRecordSchema.parse(after)).toEqual(after)
  })
})

describe('who may ask', () => {
  it('a local room’s record is given on the app’s own side only: for the network it does not exist', async () => {
    await start()
    localServer = await startServer({ host: host().host, port: 0, address: '127.0.0.1', rendererDir: join(host().dataDir, 'none'), via: 'local' })
    const localUrl = `ws://127.0.0.1:${localServer.port}/ws`
    const me = await client(localUrl)
    const code = await createRoom(me, { bots: ['blue'] })
    await joinRoom(me, code, 'Me', 'red')
    const other = await client(localUrl)
    const net = await client()
    const unused = code === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ'
    expect(await ask(net, unused)).toMatchObject({ type: 'error', code: 'unknown-room', message: `there is no room ${unused} on this host` })

    // In play: not-finished on the app's side; the network is told what it is told of a code nobody uses.
    expect(await ask(other, code)).toMatchObject({ type: 'error', code: 'not-finished' })
    expect(await ask(net, code)).toMatchObject({ type: 'error', code: 'unknown-room', message: `there is no room ${code} on this host` })

    me.send({ type: 'concede' })
    await me.next('seats', (m) => m.result !== undefined)
    expect(recordOf(await ask(other, code)).result).toEqual({ reason: 'conceded', seat: 'red', winners: ['blue'] })
    expect(recordOf(await ask(me, code)).seats).toEqual({ red: { name: 'Me', bot: null }, blue: { name: 'Computer', bot: 'easy' } })
    expect(await ask(net, code)).toMatchObject({ type: 'error', code: 'unknown-room' })
  })

  it('refuses malformed requests with a clear error, an unknown code with unknown-room, and keeps serving', async () => {
    await start()
    const c = await client()
    const bad: unknown[] = [
      { type: 'replay' },
      { type: 'replay', room: null },
      { type: 'replay', room: 42 },
      { type: 'replay', room: 'ABC' },
      { type: 'replay', room: 'ABCDEF' },
      // 0, O, 1, I and L are no room code's letters.
      { type: 'replay', room: 'O0I1L' },
      { type: 'replay', room: 'ABCDE', token: 'x'.repeat(30) },
      { type: 'replay', rooms: ['ABCDE'] },
    ]
    for (const message of bad) {
      c.send(message as Record<string, unknown>)
      const error = await c.next('error')
      expect(error.code).toBe('bad-message')
      expect(error.message).toMatch(/room|token|rooms|not a room code|expected|unrecognized/i)
    }
    expect(await ask(c, 'ZZZZZ')).toMatchObject({ type: 'error', code: 'unknown-room', message: 'there is no room ZZZZZ on this host' })
    c.send({ type: 'ping' })
    await c.next('pong')
    expect(c.closed).toBeNull()
    expect(host().warnings.filter((w) => /internal error/.test(w))).toEqual([])
  })

  it('counts against the connection’s rate limit like any message', async () => {
    // The limit's clock stopped: 10 messages and no more.
    await start({ server: { rate: { perSecond: 40, capacity: 10, now: () => 0 } } })
    const c = await client()
    for (let i = 0; i < 15; i++) c.send({ type: 'replay', room: 'ZZZZZ' })
    for (let i = 0; i < 50 && c.inbox.length < 15; i++) await c.settle(100)
    const codes = c.inbox.map((m) => (m.type === 'error' ? m.code : m.type))
    expect(codes.filter((code) => code === 'unknown-room')).toHaveLength(10)
    expect(codes.filter((code) => code === 'rate-limited')).toHaveLength(5)
  })

  it('counts a wrong room code against the address, as join does: from another machine, guessing codes waits', async () => {
    await start()
    const owner = await client()
    const code = await createRoom(owner)
    const prober = await client(host().wsUrl, '127.0.0.5')
    const wrong = ['ZZZZZ', 'YYYYY', 'XXXXX', 'WWWWW'].filter((w) => w !== code).slice(0, 3)
    for (const w of wrong) expect(await ask(prober, w)).toMatchObject({ type: 'error', code: 'unknown-room' })
    // A fourth guess (even the right code) waits its turn, by replay or by join.
    expect(await ask(prober, code)).toMatchObject({ type: 'error', code: 'rate-limited' })
    prober.send({ type: 'join', room: code, name: 'Mal' })
    expect((await prober.next('error')).code).toBe('rate-limited')
  })
})
