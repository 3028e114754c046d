// Hostile protocol messages: every message type the protocol has, valid in shape, and the same
// messages mutated (fields dropped, retyped, nested or set to values no field should hold).
// Placeholders in them are filled in just before sending (./hostile-context).
import fc from 'fast-check'

/** Sets an own property, even `__proto__`, without touching any prototype. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

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
