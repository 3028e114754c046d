// fast-check arbitraries for hostile WebSocket frames: every kind of attack mixed by weight, in
// sequences with the odd live game in between, and floods. The kinds themselves live in
// ./hostile-messages (protocol messages) and ./hostile-bytes (text and bytes); the attacker that
// sends them and checks each answer in ./hostile-lane.
import fc from 'fast-check'
import { badUtf8, brokenJson, oversize, randomBytes, randomText, rawTrick } from './hostile-bytes'
import type { FrameSpec } from './hostile-context'
import { mutatedMessage, validMessage } from './hostile-messages'

// The attack tests take the frames and the attacker from one place.
export type { FrameSpec } from './hostile-context'
export { Lane, type LaneStats } from './hostile-lane'

/** Every kind of hostile frame, weighted. */
export const hostileFrame: fc.Arbitrary<FrameSpec> = fc.oneof(
  { weight: 30, arbitrary: mutatedMessage.map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 20, arbitrary: validMessage.map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 8, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): FrameSpec => ({ kind: 'json', value })) },
  { weight: 6, arbitrary: randomBytes },
  { weight: 6, arbitrary: randomText },
  { weight: 8, arbitrary: brokenJson },
  { weight: 6, arbitrary: rawTrick },
  { weight: 1, arbitrary: badUtf8 },
  { weight: 1, arbitrary: oversize },
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
