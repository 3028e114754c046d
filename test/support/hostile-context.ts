// What a hostile frame is before it is sent, and what an attacker knows to fill it in.
//
// Messages are generated with placeholders ('@honest0', '@own', '@token', '@seq', '@legal', ...)
// that are filled in from the attacker's own context just before sending, so the generated frames
// target real rooms, real tokens and the current seq without fast-check knowing them in advance.
import { actionsForPrompt, type PlayerView } from '../../src/engine/spies-and-lies'
import { ROOM_CODE_ALPHABET } from '../../src/shared/protocol'

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
