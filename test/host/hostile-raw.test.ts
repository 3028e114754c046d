// Hostile clients below the protocol: raw TCP and malformed WebSocket framing, while an honest game
// sits mid-play. Each is cut off; the honest room is left exactly as it was and its game goes on.
import { describe, expect, it } from 'vitest'
import { delay } from '../support/honest-play'
import { closedAfterEach, expectUntouched, finishHonestGames, GENEROUS, honestRoom, watchProcess } from '../support/hostile-host'
import { startTestHost } from '../support/host-server'
import { frame, RawSocket, upgradeRequest } from '../support/raw-ws'

const { client, track } = closedAfterEach()

describe('hostile clients below the protocol: raw TCP and malformed WebSocket framing', () => {
  it('broken HTTP, broken framing and a peer that never reads are cut off; the honest game goes on', async () => {
    const warnings: string[] = []
    const th = await startTestHost({ host: { warn: (m) => warnings.push(m) }, server: { rate: GENEROUS } })
    track(th)
    const rooms = [await honestRoom(client, th, 'honest/raw', true)]
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
