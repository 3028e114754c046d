// A bare TCP client that speaks just enough WebSocket to break the rules on purpose: bad HTTP,
// huge declared lengths, unmasked frames, oversize fragmented messages, a peer that never reads.
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'

export class RawSocket {
  private chunks: Buffer[] = []
  ended = false
  private waiters: Array<() => void> = []

  private constructor(readonly socket: Socket) {
    // Each write goes out on its own (no Nagle), as a browser's frames would.
    socket.setNoDelay(true)
    socket.on('data', (d) => {
      this.chunks.push(d)
      this.wake()
    })
    const end = () => {
      this.ended = true
      this.wake()
    }
    socket.on('close', end)
    socket.on('end', end)
    socket.on('error', end)
  }

  /** `from`: the local address to connect from (127.0.0.2 and up stand for other machines). */
  static open(port: number, from?: string): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', ...(from ? { localAddress: from } : {}) }, () => resolve(new RawSocket(socket)))
      socket.once('error', reject)
    })
  }

  /** Opens a socket and completes the WebSocket handshake on /ws. */
  static async upgraded(port: number, from?: string): Promise<RawSocket> {
    const raw = await RawSocket.open(port, from)
    raw.write(upgradeRequest(port))
    const ok = await raw.waitFor((all) => all.includes('\r\n\r\n'), 3000)
    if (!ok || !raw.text().startsWith('HTTP/1.1 101')) throw new Error(`handshake failed: ${raw.text().slice(0, 80)}`)
    raw.chunks = [raw.all().subarray(raw.all().indexOf('\r\n\r\n') + 4)]
    return raw
  }

  private wake(): void {
    const w = this.waiters
    this.waiters = []
    for (const f of w) f()
  }

  write(data: string | Buffer): void {
    if (!this.socket.destroyed) this.socket.write(data)
  }

  all(): Buffer {
    return Buffer.concat(this.chunks)
  }

  text(): string {
    return this.all().toString('latin1')
  }

  /** Resolves true once `ready(all bytes so far)` holds, false on timeout or if the socket ends first. */
  async waitFor(ready: (all: string) => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms
    for (;;) {
      if (ready(this.text())) return true
      const left = deadline - Date.now()
      if (left <= 0 || this.ended) return ready(this.text())
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
  }

  /** Resolves true once the server has closed or reset the connection. */
  async endedWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms
    while (!this.ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.max(1, deadline - Date.now()))
        this.waiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
    return this.ended
  }

  /** Close codes the server sent (after the handshake). */
  closeCodes(): number[] {
    return serverFrames(this.all())
      .filter((f) => f.opcode === 0x8)
      .map((f) => (f.payload.length >= 2 ? f.payload.readUInt16BE(0) : 1005))
  }

  /** Text messages the server sent (after the handshake). */
  messages(): string[] {
    return serverFrames(this.all())
      .filter((f) => f.opcode === 0x1)
      .map((f) => f.payload.toString('utf8'))
  }

  destroy(): void {
    this.socket.destroy()
  }
}

export function upgradeRequest(port: number, path = '/ws', extra: Record<string, string> = {}): string {
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    'Sec-WebSocket-Version': '13',
    ...extra,
  }
  return `GET ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`
}

export interface FrameOptions {
  fin?: boolean
  mask?: boolean
  rsv?: number
  /** Claim this payload length in the header (the payload itself is what is passed). */
  declaredLength?: bigint
}

/** A client frame; masked with a zero key by default (valid, and the payload stays readable). */
export function frame(opcode: number, payload: Buffer | string, options: FrameOptions = {}): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload
  const { fin = true, mask = true, rsv = 0 } = options
  const length = options.declaredLength ?? BigInt(body.length)
  const head: number[] = [(fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0x0f)]
  const maskBit = mask ? 0x80 : 0
  let ext = Buffer.alloc(0)
  if (length < 126n) head.push(maskBit | Number(length))
  else if (length < 65536n) {
    head.push(maskBit | 126)
    ext = Buffer.alloc(2)
    ext.writeUInt16BE(Number(length))
  } else {
    head.push(maskBit | 127)
    ext = Buffer.alloc(8)
    ext.writeBigUInt64BE(length)
  }
  return Buffer.concat([Buffer.from(head), ext, mask ? Buffer.alloc(4) : Buffer.alloc(0), body])
}

/** Parses the server's (unmasked) frames; stops at an incomplete one. */
export function serverFrames(data: Buffer): Array<{ opcode: number; payload: Buffer }> {
  const out: Array<{ opcode: number; payload: Buffer }> = []
  let i = 0
  while (i + 2 <= data.length) {
    const opcode = data[i] & 0x0f
    let len = data[i + 1] & 0x7f
    let at = i + 2
    if (len === 126) {
      if (at + 2 > data.length) break
      len = data.readUInt16BE(at)
      at += 2
    } else if (len === 127) {
      if (at + 8 > data.length) break
      len = Number(data.readBigUInt64BE(at))
      at += 8
    }
    if (at + len > data.length) break
    out.push({ opcode, payload: data.subarray(at, at + len) })
    i = at + len
  }
  return out
}
