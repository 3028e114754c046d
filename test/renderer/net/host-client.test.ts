// The host client's acts against a stand-in socket: each act goes out with an id of its own and
// lands on the host's 'acted' for that id (and the view it brought), or fails with the error
// naming it, or when the connection drops first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HostClient, RequestError } from '../../../src/renderer/src/net/host-client'

class StandIn {
  static last: StandIn | null = null
  readyState = 0
  sent: Array<Record<string, unknown>> = []
  onopen: (() => void) | null = null
  onmessage: ((e: { data: string }) => void) | null = null
  onclose: ((e: { code: number }) => void) | null = null
  constructor() {
    StandIn.last = this
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close(): void {
    this.readyState = 3
  }
  open(): void {
    this.readyState = 1
    this.onopen?.()
  }
  hear(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

let original: typeof WebSocket
beforeEach(() => {
  original = globalThis.WebSocket
  globalThis.WebSocket = StandIn as unknown as typeof WebSocket
})
afterEach(() => {
  globalThis.WebSocket = original
})

/** A seat's connection, welcomed by a host that echoes act ids (`actIds`) unless `older`. */
function seated(older = false): { client: HostClient; socket: StandIn } {
  const client = new HostClient({ message: () => {}, status: () => {} })
  client.connect('ws://host.test', 'red', 'x'.repeat(20))
  const socket = StandIn.last as StandIn
  socket.open()
  socket.hear({ type: 'welcome', room: 'ROOM1', game: 'confusion', seat: 'red', token: 'x'.repeat(20), options: {}, seats: {}, started: true, ...(older ? {} : { actIds: true }) })
  return { client, socket }
}

describe('HostClient.act', () => {
  it('sends a fresh id with each act and lands on the acted for that id, once its view is in', async () => {
    const { client, socket } = seated()
    const first = client.act('red', 4, { type: 'pass' })
    const second = client.act('red', 4, { type: 'pass' })
    const [a, b] = socket.sent.filter((m) => m.type === 'act')
    expect(a?.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/)
    expect(b?.id).not.toBe(a?.id)
    let landed: number | null = null
    void first?.then((seq) => (landed = seq))
    // Another seat's move: a newer view, but not this act's answer.
    socket.hear({ type: 'view', room: 'ROOM1', seq: 5, view: {} })
    socket.hear({ type: 'acted', room: 'ROOM1', id: b?.id, seq: 6 })
    await Promise.resolve()
    expect(landed).toBeNull()
    socket.hear({ type: 'view', room: 'ROOM1', seq: 7, view: {} })
    socket.hear({ type: 'acted', room: 'ROOM1', id: a?.id, seq: 7 })
    await expect(first).resolves.toBe(7)
    // The second act's acted came before its view: it lands with the view.
    await expect(second).resolves.toBe(6)
  })

  it('to a host older than act ids, sends the act plain and lands on the view of a later move', async () => {
    const { client, socket } = seated(true)
    const act = client.act('red', 4, { type: 'pass' })
    expect(socket.sent.find((m) => m.type === 'act')).toEqual({ type: 'act', seq: 4, action: { type: 'pass' } })
    socket.hear({ type: 'view', room: 'ROOM1', seq: 4, view: {} })
    socket.hear({ type: 'view', room: 'ROOM1', seq: 5, view: {} })
    await expect(act).resolves.toBe(5)
  })

  it('fails with the refusal that names the act, with the engine reason', async () => {
    const { client, socket } = seated()
    const act = client.act('red', 4, { type: 'pass' })
    const sent = socket.sent.find((m) => m.type === 'act')
    socket.hear({ type: 'error', code: 'illegal-action', message: 'no', rule: 'no-token', id: sent?.id })
    await expect(act).rejects.toMatchObject({ code: 'illegal-action', rule: 'no-token' })
  })

  it('fails as offline when the connection drops first, and sends nothing while it is down', async () => {
    const { client, socket } = seated()
    const act = client.act('red', 4, { type: 'pass' })
    socket.onclose?.({ code: 1006 })
    await expect(act).rejects.toBeInstanceOf(RequestError)
    await expect(act).rejects.toMatchObject({ code: 'offline' })
    expect(client.act('red', 4, { type: 'pass' })).toBeNull()
    client.reset(new RequestError('cancelled', 'done'))
  })
})
