// Races the generated attack in hostile.test.ts found: requests from many connections at once, and
// requests still waiting when their connection goes away.
import { describe, expect, it } from 'vitest'
import type { Room } from '../../src/main/host/room'
import { createRoom } from '../support/client'
import { delay } from '../support/honest-play'
import { closedAfterEach } from '../support/hostile-host'
import { startTestHost } from '../support/host-server'
import { frame, RawSocket } from '../support/raw-ws'

const { client, track } = closedAfterEach()

describe('the room limit under concurrent creation', () => {
  // Found by the generated attack (501 rooms on a host whose limit is 500). createRoom checks
  // rooms.size >= maxRooms, then awaits the save, and only then adds the room: every createRoom
  // whose check ran while others were saving passes, so N connections creating at once open up
  // to N - 1 rooms past the limit (each with a save file on disk).
  it('never opens more rooms than maxRooms', async () => {
    const th = await startTestHost({ host: { maxRooms: 3 } })
    track(th)
    const creators = await Promise.all(Array.from({ length: 12 }, () => client(th.wsUrl)))
    for (const c of creators) c.send({ type: 'createRoom', game: 'spies-and-lies' })
    const answers = await Promise.all(
      creators.map(async (c) => {
        for (let i = 0; i < 200 && !c.inbox.some((m) => m.type === 'room' || m.type === 'error'); i++) await c.settle(50)
        return c.inbox.find((m) => m.type === 'room' || m.type === 'error')?.type ?? 'none'
      }),
    )
    expect(answers.filter((a) => a === 'none')).toEqual([])
    expect({ rooms: th.host.roomCodes().length, welcomed: answers.filter((a) => a === 'room').length }).toEqual({ rooms: 3, welcomed: 3 })
  })
})

describe('a connection that goes away while its request waits', () => {
  // The gateway handles one message at a time per connection. A message still waiting (behind a
  // createRoom's save, or its own join's save) is handled after the connection has closed, and the
  // host then attaches the dead session to the room: Host.join/take never look at session.closed,
  // and Session.disconnected() already ran, so nothing ever detaches it. Real store, default limits.

  it('leaves no ghost spectators behind (32 of them lock everyone out of watching a room)', async () => {
    const th = await startTestHost()
    track(th)
    const owner = await client(th.wsUrl)
    const code = await createRoom(owner)
    // Each ghost: a createRoom (its save takes a moment), a join as spectator, then a reset.
    for (let i = 0; i < 40; i++) {
      const raw = await RawSocket.upgraded(th.server.port)
      raw.write(
        Buffer.concat([
          frame(1, JSON.stringify({ type: 'createRoom', game: 'spies-and-lies' })),
          frame(1, JSON.stringify({ type: 'join', room: code, name: 'Ghost', seat: null })),
        ]),
      )
      raw.socket.resetAndDestroy()
    }
    for (let i = 0; i < 100 && th.server.gateway.connections() > 1; i++) await delay(10)
    expect(th.server.gateway.connections()).toBe(1)
    await Promise.all(th.host.roomCodes().map((c) => th.host.room(c)?.idle()))
    await delay(100)

    const watchers = (th.host.room(code) as Room).spectators.size
    const eve = await client(th.wsUrl)
    eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
    await eve.settle(500)
    const answer = eve.inbox.find((m) => m.type === 'welcome' || m.type === 'error')
    expect({ spectatorSessions: watchers, eve: answer?.type === 'error' ? `${answer.code}: ${answer.message}` : answer?.type }).toEqual({
      spectatorSessions: 0,
      eve: 'welcome',
    })
  })

  it('leaves no seat showing as connected when its holder is gone', async () => {
    const th = await startTestHost({ host: { graceMs: 50 } })
    track(th)
    const owner = await client(th.wsUrl)
    const code = await createRoom(owner)
    owner.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
    await owner.next('welcome')

    // A join for blue (saved before the seat is given), and the connection reset straight away.
    const raw = await RawSocket.upgraded(th.server.port)
    raw.write(frame(1, JSON.stringify({ type: 'join', room: code, name: 'Bob', seat: 'blue' })))
    raw.socket.resetAndDestroy()
    for (let i = 0; i < 100 && th.server.gateway.connections() > 1; i++) await delay(10)
    expect(th.server.gateway.connections()).toBe(1)
    await th.host.room(code)?.idle()
    await delay(300) // well past the 50 ms grace period

    const room = th.host.room(code) as Room
    // The connection went away before it could receive blue's token, so the claim is released:
    // blue is free again (not stuck as Bob's, connected, with a token nobody has).
    expect(room.seats().blue).toEqual({ name: null, connected: false, bot: false })
    expect(room.record.seats.blue.name).toBeNull()
  })
})
