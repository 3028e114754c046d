// Hostile frames below the protocol's messages: JSON text that a lenient parser might read
// differently (odd number spellings, duplicate keys, `__proto__`, deep nesting), cut-up message
// text, random text and bytes, invalid UTF-8, and frames at and over the size limit.
import fc from 'fast-check'
import { MAX_FRAME_BYTES } from '../../src/shared/protocol'
import type { FrameSpec } from './hostile-context'
import { validMessage } from './hostile-messages'

/** Number spellings JSON allows (and some it does not), for the act's seq. */
const rawNumbers = ['1e400', '-1e400', '-0', '0.0', '1.0', '1e0', '9007199254740993', '00', '01', '+1', '.5', '0x1', 'NaN', 'Infinity', '1_0', '2e-400']

/** Text a lenient JSON reader might take for a message, or choke on. */
export const rawTrick: fc.Arbitrary<FrameSpec> = fc.oneof(
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
export function padded(size: number): string {
  const head = '{"type":"ping","pad":"'
  const tail = '"}'
  return head + 'p'.repeat(size - head.length - tail.length) + tail
}

/** A valid-shaped message whose JSON text has a few characters cut out or put in. */
export const brokenJson: fc.Arbitrary<FrameSpec> = fc
  .tuple(validMessage, fc.nat(200), fc.nat(6), fc.string({ unit: 'binary', maxLength: 6 }))
  .map(([value, at, remove, insert]): FrameSpec => ({ kind: 'jsonText', value, at, remove, insert }))

export const randomBytes: fc.Arbitrary<FrameSpec> = fc.uint8Array({ maxLength: 400 }).map((bytes): FrameSpec => ({ kind: 'binary', bytes }))

export const randomText: fc.Arbitrary<FrameSpec> = fc.string({ unit: 'binary', maxLength: 400 }).map((text): FrameSpec => ({ kind: 'text', text }))

/** A text frame whose bytes end in sequences UTF-8 does not allow. */
export const badUtf8: fc.Arbitrary<FrameSpec> = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((b): FrameSpec => ({ kind: 'badUtf8', bytes: Uint8Array.from([...b, 0xc3, 0x28, 0xff]) }))

export const oversize: fc.Arbitrary<FrameSpec> = fc
  .record({ size: fc.integer({ min: MAX_FRAME_BYTES + 1, max: 4 * MAX_FRAME_BYTES }), binary: fc.boolean() })
  .map((r): FrameSpec => ({ kind: 'oversize', ...r }))
