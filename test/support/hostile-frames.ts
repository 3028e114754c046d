// fast-check arbitraries for hostile WebSocket frames, and a driver that sends them one at a time
// and checks that each gets an answer (or the connection is closed).
//
// Messages are generated with placeholders ('@honest0', '@own', '@token', '@seq', '@legal', ...)
// that are filled in from the attacker's own context just before sending, so the generated frames
// target real rooms, real tokens and the current seq without fast-check knowing them in advance.
import fc from 'fast-check'
import { actionsForPrompt, type PlayerView } from '../../src/engine/spies-and-lies'
import { clientMessageSchema, MAX_FRAME_BYTES, ROOM_CODE_ALPHABET } from '../../src/shared/protocol'
import { TestClient, type Received } from './client'
import { gameModule } from '../../src/main/host/games'
import { gameOptionsOf } from '../../src/main/host/room'
import type { ClientMessage } from '../../src/shared/protocol'

/**
 * The second half of the oracle: what the protocol schema lets through, the room's game checks
 * (a createRoom's options and computer seats, an act's action) and refuses as bad-message.
 */
function gameLevelValid(message: ClientMessage): boolean {
  const sl = gameModule('spies-and-lies')
  if (!sl) throw new Error('the host plays no Spies & Lies')
  if (message.type === 'act') return sl.actionSchema.safeParse(message.action).success
  if (message.type !== 'createRoom') return true
  const game = gameModule(message.game)
  if (!game) return false
  try {
    const seats = game.seatsFor(gameOptionsOf(game, message.options))
    return message.bots.every((seat) => seats.includes(seat))
  } catch {
    return false
  }
}

export interface AttackContext {
  /** The honest rooms' codes (the attacker may know them: they are read out loud). */
  honest: string[]
  /** Rooms this attacker created. */
  own: string[]
  /** Resume tokens of seats this attacker took in its own rooms. */
  tokens: string[]
  /** The attacker's latest view (in its own room, or watching), if any. */
  view: PlayerView | null
  seq: number
}

export type FrameSpec =
  | { kind: 'json'; value: unknown }
  | { kind: 'jsonText'; value: unknown; at: number; remove: number; insert: string }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: Uint8Array }
  | { kind: 'badUtf8'; bytes: Uint8Array }
  | { kind: 'oversize'; size: number; binary: boolean }
  | { kind: 'flood'; count: number; what: 'ping' | 'garbage' | 'spectate' }

// ---------------------------------------------------------------------------------------------
// Placeholders

const PLACEHOLDERS = [
  '@honest0',
  '@honest1',
  '@honest0-lower',
  '@honest0-padded',
  '@own',
  '@own-lower',
  '@token',
  '@token-flipped',
  '@seq',
  '@seq+1',
  '@seq-1',
  '@legal',
  '@illegal',
] as const
type Placeholder = (typeof PLACEHOLDERS)[number]

const randomCode = (n: number) => Array.from({ length: 5 }, (_, i) => ROOM_CODE_ALPHABET[(n + i * 7) % ROOM_CODE_ALPHABET.length]).join('')

function placeholderValue(p: Placeholder, ctx: AttackContext): unknown {
  const last = <T>(items: T[], fallback: T) => (items.length > 0 ? items[items.length - 1] : fallback)
  switch (p) {
    case '@honest0':
      return ctx.honest[0]
    case '@honest1':
      return ctx.honest[1] ?? ctx.honest[0]
    case '@honest0-lower':
      return ctx.honest[0].toLowerCase()
    case '@honest0-padded':
      return `  ${ctx.honest[0]}\t`
    case '@own':
      return last(ctx.own, randomCode(ctx.seq + 3))
    case '@own-lower':
      return last(ctx.own, randomCode(ctx.seq + 5)).toLowerCase()
    case '@token':
      return last(ctx.tokens, 'A'.repeat(32))
    case '@token-flipped': {
      const t = last(ctx.tokens, 'B'.repeat(32))
      return (t[0] === 'a' ? 'b' : 'a') + t.slice(1)
    }
    case '@seq':
      return Math.max(ctx.seq, 0)
    case '@seq+1':
      return Math.max(ctx.seq, 0) + 1
    case '@seq-1':
      return ctx.seq - 1
    case '@legal': {
      const actions = ctx.view ? actionsForPrompt(ctx.view.prompt, ctx.view.hand) : []
      return actions.length > 0 ? actions[ctx.seq % actions.length] : { type: 'intel' }
    }
    case '@illegal': {
      const type = ctx.view?.prompt?.type
      return type === 'guess' ? { type: 'marshal', choice: 'ten' } : { type: 'guess', rank: 3 }
    }
  }
}

const isPlaceholder = (v: unknown): v is Placeholder => typeof v === 'string' && (PLACEHOLDERS as readonly string[]).includes(v)

/** A copy with placeholders filled in; keeps own `__proto__` keys as plain data. */
export function resolve(value: unknown, ctx: AttackContext): unknown {
  if (isPlaceholder(value)) return placeholderValue(value, ctx)
  if (Array.isArray(value)) return value.map((v) => resolve(v, ctx))
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>
    for (const key of Object.keys(value)) out[key] = resolve((value as Record<string, unknown>)[key], ctx)
    return out
  }
  return value
}

/** Sets an own property, even `__proto__`, without touching any prototype. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

// ---------------------------------------------------------------------------------------------
// Values

const ranks = fc.integer({ min: 1, max: 10 })

/** Anything a field should not hold. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 31),
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '0x10',
    'red',
    'blue',
    'spectator',
    'spies-and-lies',
    '__proto__',
    'constructor',
    [],
    {},
    [[[]]],
    [1, 2, 3, 4],
    [10, 10, 10, 10],
    [1, 2, 3, 4, 5],
    { type: 'ping' },
    '@honest0',
    '@seq',
    '@seq+1',
    '@seq-1',
    '@token',
    '@token-flipped',
    '@legal',
    '@illegal',
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 41, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 1500 }).map((depth) => {
    let v: unknown = 'core'
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v }
    return v
  }),
  fc.jsonValue({ maxDepth: 3 }),
)

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'seat', 'seed', 'token', 'room', 'seq', 'type', 'action', 'then']
const anyKey = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }))

/** A valid-shaped action: any type, any ranks; usually illegal where it lands. */
export const shapedAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(ranks, ranks, ranks, ranks).map((missions) => ({ type: 'deploy', missions })),
  fc.option(fc.boolean(), { nil: undefined }).map((t) => (t === undefined ? { type: 'intel' } : { type: 'intel', sergeantToken: t })),
  fc.boolean().map((play) => ({ type: 'deceive', play })),
  ranks.map((rank) => ({ type: 'guess', rank })),
  fc.constantFrom('ten', 'sabotage').map((choice) => ({ type: 'marshal', choice })),
  fc.constant({ type: 'captain', choice: 'six' }),
  ranks.map((rank) => ({ type: 'captain', choice: 'copy', rank })),
  fc.constantFrom<unknown>('@legal', '@legal', '@illegal'),
)

const roomRef = fc.oneof(
  fc.constantFrom<unknown>('@honest0', '@honest1', '@honest0-lower', '@honest0-padded', '@own', '@own', '@own-lower'),
  fc.stringMatching(/^[A-Z2-9]{5}$/),
)

// ---------------------------------------------------------------------------------------------
// Messages

/** Messages of every type the protocol has, valid in shape (placeholders filled in later). */
export const validMessage: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'ping' }) },
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          options: fc.record(
            { firstSeat: fc.constantFrom('red', 'blue'), wall: fc.integer({ min: 1, max: 20 }), deduction: fc.boolean() },
            { requiredKeys: [] },
          ),
          bots: fc.constantFrom([], [], ['blue'], ['red'], ['red', 'blue']),
          botLevel: fc.constantFrom('easy', 'normal', 'hard'),
          name: fc.string({ minLength: 1, maxLength: 40 }),
        },
        { requiredKeys: [] },
      )
      .map((r) => ({ type: 'createRoom', game: 'spies-and-lies', ...r })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record(
        { room: roomRef, name: fc.string({ minLength: 1, maxLength: 40 }), seat: fc.constantFrom<unknown>('red', 'blue', null) },
        { requiredKeys: ['room'] },
      )
      .map((r) => ({ type: 'join', ...r })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.constantFrom('@token', '@token', '@token-flipped'), fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/))
      .map((token) => ({ type: 'resume', token })),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({ seq: fc.oneof(fc.constantFrom<unknown>('@seq', '@seq', '@seq+1', '@seq-1'), fc.nat(100)), action: shapedAction })
      .map((r) => ({ type: 'act', ...r })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'leave' }) },
)

type Mutation =
  | { op: 'drop'; index: number }
  | { op: 'set'; index: number; value: unknown }
  | { op: 'add'; key: string; value: unknown }
  | { op: 'retype'; type: string }
  | { op: 'nested'; field: 'action' | 'options'; key: string; value: unknown }
  | { op: 'wrap'; how: 'array' | 'string' | 'nested' }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((index): Mutation => ({ op: 'drop', index })),
  fc.tuple(fc.nat(), weirdValue).map(([index, value]): Mutation => ({ op: 'set', index, value })),
  fc.tuple(anyKey, weirdValue).map(([key, value]): Mutation => ({ op: 'add', key, value })),
  fc
    .constantFrom('createRoom', 'join', 'resume', 'act', 'ping', 'leave', 'view', 'welcome', 'Ping', 'PING', '', '__proto__', 'constructor')
    .map((type): Mutation => ({ op: 'retype', type })),
  fc
    .tuple(fc.constantFrom<'action' | 'options'>('action', 'options'), fc.oneof(fc.constantFrom('type', 'missions', 'rank', 'choice', 'play', 'sergeantToken', 'wall', 'firstSeat', 'seed', '__proto__', 'constructor')), weirdValue)
    .map(([field, key, value]): Mutation => ({ op: 'nested', field, key, value })),
  fc.constantFrom<'array' | 'string' | 'nested'>('array', 'string', 'nested').map((how): Mutation => ({ op: 'wrap', how })),
)

function mutate(message: Record<string, unknown>, mutations: Mutation[]): unknown {
  let value: unknown = JSON.parse(JSON.stringify(message)) as unknown
  for (const m of mutations) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) break
    const obj = value as Record<string, unknown>
    const keys = Object.keys(obj)
    switch (m.op) {
      case 'drop':
        if (keys.length > 0) delete obj[keys[m.index % keys.length]]
        break
      case 'set':
        if (keys.length > 0) put(obj, keys[m.index % keys.length], m.value)
        break
      case 'add':
        put(obj, m.key, m.value)
        break
      case 'retype':
        obj.type = m.type
        break
      case 'nested': {
        const inner = obj[m.field]
        const target: Record<string, unknown> =
          typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}
        put(target, m.key, m.value)
        put(obj, m.field, target)
        break
      }
      case 'wrap':
        value = m.how === 'array' ? [obj] : m.how === 'string' ? JSON.stringify(obj) : { message: obj }
        break
    }
  }
  return value
}

export const mutatedMessage: fc.Arbitrary<unknown> = fc
  .tuple(validMessage, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([message, mutations]) => mutate(message, mutations))

/** Number spellings JSON allows (and some it does not), for the act's seq. */
const rawNumbers = ['1e400', '-1e400', '-0', '0.0', '1.0', '1e0', '9007199254740993', '00', '01', '+1', '.5', '0x1', 'NaN', 'Infinity', '1_0', '2e-400']

const rawTrick: fc.Arbitrary<FrameSpec> = fc.oneof(
  fc.constantFrom(...rawNumbers).map((n): FrameSpec => ({ kind: 'text', text: `{"type":"act","seq":${n},"action":{"type":"intel"}}` })),
  fc.constantFrom(
    '{"type":"ping","type":"act"}',
    '{"type":"act","type":"ping"}',
    '{"__proto__":{"type":"ping"}}',
    '{"type":"ping","__proto__":{"polluted":1}}',
    '{"type":"createRoom","game":"spies-and-lies","options":{"__proto__":{"wall":3,"polluted":1}}}',
    '{"type":"createRoom","game":"spies-and-lies","constructor":{"prototype":{"polluted":1}}}',
    '{"type":"join","room":{"toString":"HONEST"},"name":"x"}',
    '{"type":"ping"}\u0000',
    '\uFEFF{"type":"ping"}',
    '  {"type":"ping"}  ',
    '[{"type":"ping"}]',
    '"ping"',
    'null',
    '{}',
    '',
    '{"type":"ping"} {"type":"ping"}',
    '{"type":"act","seq":0,"action":{"type":"deploy","missions":[1,2,3,4],"missions":[5,6,7,8]}}',
    '{"type":"\\u0070ing"}',
    '{"type":"ping\\u0000"}',
  ).map((text): FrameSpec => ({ kind: 'text', text })),
  fc.integer({ min: 1000, max: 32_000 }).map((depth): FrameSpec => ({ kind: 'text', text: '['.repeat(depth) + ']'.repeat(depth) })),
  fc.integer({ min: 1000, max: 10_000 }).map((depth): FrameSpec => ({ kind: 'text', text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) })),
  fc.constantFrom(MAX_FRAME_BYTES - 1, MAX_FRAME_BYTES).map((size): FrameSpec => ({ kind: 'text', text: padded(size) })),
)

/** A ping with padding, exactly `size` bytes: valid JSON, but not a protocol message. */
function padded(size: number): string {
  const head = '{"type":"ping","pad":"'
  const tail = '"}'
  return head + 'p'.repeat(size - head.length - tail.length) + tail
}

/** Every kind of hostile frame, weighted. */
export const hostileFrame: fc.Arbitrary<FrameSpec> = fc.oneof(
  { weight: 30, arbitrary: mutatedMessage.map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 20, arbitrary: validMessage.map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 8, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 6, arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes): FrameSpec => ({ kind: 'binary', bytes })) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 400 }).map((text): FrameSpec => ({ kind: 'text', text })) },
  {
    weight: 8,
    arbitrary: fc
      .tuple(validMessage, fc.nat(200), fc.nat(6), fc.string({ unit: 'binary', maxLength: 6 }))
      .map(([value, at, remove, insert]): FrameSpec => ({ kind: 'jsonText', value, at, remove, insert })),
  },
  { weight: 6, arbitrary: rawTrick },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b): FrameSpec => ({ kind: 'badUtf8', bytes: Uint8Array.from([...b, 0xc3, 0x28, 0xff]) })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ size: fc.integer({ min: MAX_FRAME_BYTES + 1, max: 4 * MAX_FRAME_BYTES }), binary: fc.boolean() })
      .map((r): FrameSpec => ({ kind: 'oversize', ...r })),
  },
)

/**
 * A short honest-looking script inside the attack: open a room (maybe with a computer opponent),
 * take a seat, and play legal moves, so that hostile frames also land on live games.
 */
const script: fc.Arbitrary<FrameSpec[]> = fc
  .record({ seat: fc.constantFrom('red', 'blue'), bot: fc.boolean(), moves: fc.integer({ min: 1, max: 10 }) })
  .map(({ seat, bot, moves }) => [
    { kind: 'json', value: { type: 'createRoom', game: 'spies-and-lies', bots: bot ? [seat === 'red' ? 'blue' : 'red'] : [] } },
    { kind: 'json', value: { type: 'join', room: '@own', name: 'Mallory', seat } },
    ...Array.from({ length: moves }, (): FrameSpec => ({ kind: 'json', value: { type: 'act', seq: '@seq', action: '@legal' } })),
  ])

/** Sequences of hostile frames with the odd live-game script mixed in. */
export const hostileSequence: fc.Arbitrary<FrameSpec[]> = fc
  .array(fc.oneof({ weight: 19, arbitrary: hostileFrame.map((f) => [f]) }, { weight: 1, arbitrary: script }), { minLength: 8, maxLength: 32 })
  .map((parts) => parts.flat())

/** Bursts sent without waiting for answers. */
export const floodFrame: fc.Arbitrary<FrameSpec> = fc
  .record({ count: fc.integer({ min: 20, max: 300 }), what: fc.constantFrom<'ping' | 'garbage' | 'spectate'>('ping', 'garbage', 'spectate') })
  .map((r): FrameSpec => ({ kind: 'flood', ...r }))

// ---------------------------------------------------------------------------------------------
// Sending and checking

export interface LaneStats {
  frames: number
  answers: Record<string, number>
  closes: Record<string, number>
  connections: number
  /** Problems found: a frame with no answer, a valid message refused as malformed, ... */
  problems: string[]
  /** Every welcome this lane got: room, seat and token, to check it never held an honest seat. */
  welcomes: Array<{ room: string; seat: string | null }>
}

const ANSWER_TYPES = new Set(['error', 'pong', 'room', 'welcome'])

async function answer(c: TestClient, from: number, accept: (m: Received) => boolean, timeoutMs: number): Promise<Received | 'closed' | 'timeout'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (let i = from; i < c.inbox.length; i++) if (accept(c.inbox[i])) return c.inbox[i]
    if (c.closed) return 'closed'
    const left = deadline - Date.now()
    if (left <= 0) return 'timeout'
    await c.settle(left)
  }
}

/** One attacker: a connection (replaced when the host closes it) and what it has learnt. */
export class Lane {
  client: TestClient | null = null
  readonly ctx: AttackContext
  readonly stats: LaneStats = { frames: 0, answers: {}, closes: {}, connections: 0, problems: [], welcomes: [] }
  readonly all: TestClient[] = []

  constructor(
    private readonly url: string,
    honest: string[],
    private readonly answerTimeoutMs = 3000,
  ) {
    this.ctx = { honest, own: [], tokens: [], view: null, seq: -1 }
  }

  private async connection(): Promise<TestClient> {
    if (this.client && !this.client.closed) return this.client
    this.client = await TestClient.connect(this.url)
    this.all.push(this.client)
    this.stats.connections += 1
    this.ctx.view = null
    this.ctx.seq = -1
    return this.client
  }

  private count(key: string, into: Record<string, number>): void {
    into[key] = (into[key] ?? 0) + 1
  }

  /** Learns room codes, tokens and views from what the host sent since `from`. */
  private learn(c: TestClient, from: number): void {
    for (let i = from; i < c.inbox.length; i++) {
      const m = c.inbox[i]
      if (m.type === 'room') this.ctx.own.push(m.room)
      if (m.type === 'welcome') {
        this.stats.welcomes.push({ room: m.room, seat: m.seat })
        if (m.token) this.ctx.tokens.push(m.token)
      }
      if (m.type === 'view') {
        this.ctx.view = m.view
        this.ctx.seq = m.seq
      }
    }
  }

  /** The text (or bytes) of a frame, with placeholders filled in. */
  private materialise(spec: FrameSpec): { data: string | Buffer; binary: boolean } | null {
    switch (spec.kind) {
      case 'json':
        return { data: JSON.stringify(resolve(spec.value, this.ctx)) ?? 'undefined', binary: false }
      case 'jsonText': {
        const text = JSON.stringify(resolve(spec.value, this.ctx))
        const at = spec.at % (text.length + 1)
        return { data: text.slice(0, at) + spec.insert + text.slice(at + spec.remove), binary: false }
      }
      case 'text':
        return { data: spec.text, binary: false }
      case 'binary':
        return { data: Buffer.from(spec.bytes), binary: true }
      case 'badUtf8':
        return { data: Buffer.from(spec.bytes), binary: false }
      case 'oversize':
        return { data: spec.binary ? Buffer.alloc(spec.size, 0x7b) : padded(spec.size), binary: spec.binary }
      case 'flood':
        return null
    }
  }

  async send(spec: FrameSpec): Promise<void> {
    const c = await this.connection()
    if (spec.kind === 'flood') return this.flood(c, spec)
    const frame = this.materialise(spec)
    if (!frame) return
    this.stats.frames += 1
    // The oracle: what kind of answer this frame calls for.
    let expected: string | null = null
    if (!frame.binary && typeof frame.data === 'string') {
      let json: unknown
      try {
        json = JSON.parse(frame.data)
      } catch {
        json = undefined
      }
      const parsed = json === undefined ? null : clientMessageSchema.safeParse(json)
      if (parsed?.success && gameLevelValid(parsed.data)) expected = parsed.data.type
    }
    const from = c.inbox.length
    if (spec.kind === 'badUtf8') c.ws.send(frame.data, { binary: false })
    else c.ws.send(frame.data, { binary: frame.binary })
    const describe = () => `${spec.kind} frame ${JSON.stringify(String(frame.data).slice(0, 160))}`

    if (expected === 'leave') {
      // `leave` has no answer in the protocol: check the connection still answers a ping.
      c.send({ type: 'ping' })
      const got = await answer(c, from, (m) => m.type === 'pong' || (m.type === 'error' && m.code === 'rate-limited'), this.answerTimeoutMs)
      this.record(got, 'leave', describe)
      this.learn(c, from)
      return
    }
    const got = await answer(
      c,
      from,
      (m) => ANSWER_TYPES.has(m.type) || (expected === 'act' && m.type === 'view'),
      this.answerTimeoutMs,
    )
    if (got !== 'closed' && got !== 'timeout' && got.type === 'welcome') {
      // The view that goes with it.
      const view = await answer(c, c.inbox.indexOf(got) + 1, (m) => m.type === 'view', this.answerTimeoutMs)
      if (view === 'timeout') this.stats.problems.push(`welcome without a view after ${describe()}`)
    }
    this.record(got, expected, describe)
    this.learn(c, from)
  }

  private record(got: Received | 'closed' | 'timeout', expected: string | null, describe: () => string): void {
    if (got === 'timeout') {
      this.stats.problems.push(`no answer and no close within ${this.answerTimeoutMs} ms: ${describe()}`)
      return
    }
    if (got === 'closed') {
      const closed = this.client?.closed
      this.count(String(closed?.code), this.stats.closes)
      this.count('closed', this.stats.answers)
      return
    }
    const key = got.type === 'error' ? `error:${got.code}` : got.type
    this.count(key, this.stats.answers)
    if (got.type === 'error' && got.code === 'server-error' && !/too many rooms/.test(got.message)) {
      this.stats.problems.push(`server-error (${got.message}) for ${describe()}`)
    }
    if (got.type === 'error' && got.code === 'bad-message' && expected !== null) {
      this.stats.problems.push(`a valid ${expected} was refused as bad-message: ${describe()}`)
    }
    if (got.type !== 'error' && expected === null) this.stats.problems.push(`an invalid frame was accepted (${got.type}): ${describe()}`)
  }

  /** Many frames at once without waiting; each must be answered unless the connection closes. */
  private async flood(c: TestClient, spec: Extract<FrameSpec, { kind: 'flood' }>): Promise<void> {
    const from = c.inbox.length
    for (let i = 0; i < spec.count; i++) {
      if (spec.what === 'ping') c.send({ type: 'ping' })
      else if (spec.what === 'garbage') c.sendRaw(`{"type":"nope","i":${i}}`)
      else c.send({ type: 'join', room: this.ctx.honest[i % this.ctx.honest.length], name: 'Mallory', seat: null })
    }
    this.stats.frames += spec.count
    const answered = (m: Received) => m.type === 'pong' || m.type === 'error' || m.type === 'welcome'
    const deadline = Date.now() + this.answerTimeoutMs * 2
    for (;;) {
      const n = c.inbox.slice(from).filter(answered).length
      if (n >= spec.count) break
      if (c.closed) {
        this.count(String(c.closed.code), this.stats.closes)
        break
      }
      if (Date.now() > deadline) {
        this.stats.problems.push(`flood of ${spec.count} ${spec.what}: only ${n} answers and no close`)
        break
      }
      await c.settle(deadline - Date.now())
    }
    for (const m of c.inbox.slice(from)) if (answered(m)) this.count(m.type === 'error' ? `error:${m.code}` : m.type, this.stats.answers)
    this.learn(c, from)
  }

  /** An open connection must still answer a ping within `ms`. */
  async stillAnswers(ms: number): Promise<boolean | 'closed'> {
    const c = this.client
    if (!c || c.closed) return 'closed'
    const from = c.inbox.length
    c.send({ type: 'ping' })
    const got = await answer(c, from, (m) => m.type === 'pong', ms)
    return got === 'closed' ? 'closed' : got !== 'timeout'
  }
}
