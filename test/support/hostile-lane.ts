// One attacker connection that sends hostile frames one at a time and checks that each gets an
// answer (or the connection is closed), with the oracle that says which answer a frame calls for.
import { clientMessageSchema, type ClientMessage } from '../../src/shared/protocol'
import { gameModule } from '../../src/engine/registry'
import { gameOptionsOf } from '../../src/main/host/room'
import { TestClient, type Received } from './client'
import { padded } from './hostile-bytes'
import { resolve, type AttackContext, type FrameSpec } from './hostile-context'

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
