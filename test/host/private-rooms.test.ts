// Issue 22, point 5: /api/info listed every waiting room's code to anyone on the network, so the
// guessing limit protected only started rooms. The creator may now open a room "private — by code
// only": its code is in no listing (the /api/info body, mDNS open=), yet it can be joined by code.
// Listed stays the default, for old clients and old saved rooms alike.
import { afterEach, describe, expect, it } from 'vitest'
import { savedRoomSchema } from '../../src/main/host/room-record'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  running ??= await startTestHost()
  const c = await TestClient.connect(running.wsUrl)
  clients.push(c)
  return c
}

/** /api/info as any device on the network reads it: the raw text, so a code can hide nowhere in it. */
async function infoText(): Promise<string> {
  const response = await fetch(`${(running as TestHost).httpUrl}/api/info`)
  return response.text()
}

function listedCodes(text: string): string[] {
  const body = JSON.parse(text) as { rooms: Array<{ code: string }> }
  return body.rooms.map((r) => r.code)
}

describe('a private room', () => {
  it('is in no listing while a listed one is, and a friend still joins it by code', async () => {
    const ann = await client()
    const listed = await createRoom(ann, { name: 'Open table' })
    const carol = await client()
    const hidden = await createRoom(carol, { listed: false, name: 'Quiet table' })
    const counts: number[] = []
    const host = (running as TestHost).host
    const unwatch = host.onOpenRoomsChanged(() => counts.push(host.openRooms().length))
    await joinRoom(ann, listed, 'Ann')
    await joinRoom(carol, hidden, 'Carol')

    const text = await infoText()
    expect(listedCodes(text)).toEqual([listed])
    expect(text).not.toContain(hidden)
    expect(text).not.toContain('Quiet table')
    // What the desktop app advertises as TXT open= counts the listed room only.
    expect(host.openRooms().map((r) => r.code)).toEqual([listed])
    expect(counts.every((n) => n <= 1)).toBe(true)
    unwatch()

    const dave = await client()
    const welcome = await joinRoom(dave, hidden, 'Dave')
    expect(welcome).toMatchObject({ room: hidden, seat: 'blue', started: true })
    expect(listedCodes(await infoText())).toEqual([listed])
  })

  it("tells every window in it, the joiner's too, that it is private; a listed room says listed (issue 34, point 11)", async () => {
    const ann = await client()
    const hidden = await createRoom(ann, { listed: false })
    await joinRoom(ann, hidden, 'Ann', 'red')
    const bob = await client()
    expect(await joinRoom(bob, hidden, 'Bob', 'blue')).toMatchObject({ listed: false })
    expect(await ann.next('seats', (m) => m.seats.blue?.name === 'Bob')).toMatchObject({ listed: false })

    const carol = await client()
    const open = await createRoom(carol)
    await joinRoom(carol, open, 'Carol', 'red')
    const dave = await client()
    expect(await joinRoom(dave, open, 'Dave', 'blue')).toMatchObject({ listed: true })
  })

  it('a rematch of a private room is private too', async () => {
    const ann = await client()
    const code = await createRoom(ann, { listed: false })
    await joinRoom(ann, code, 'Ann', 'red')
    const bob = await client()
    await joinRoom(bob, code, 'Bob', 'blue')
    bob.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    ann.send({ type: 'offerRematch', swap: false })
    const next = (await ann.next('welcome')).room
    await bob.next('seats', (m) => m.rematch !== undefined)
    bob.send({ type: 'answerRematch', accept: false })
    // Bob's seat is free again: a listed room would now be waiting in the list.
    await ann.next('seats', (m) => m.room === next && m.seats.blue?.name === null)
    expect(await infoText()).not.toContain(next)
    expect((running as TestHost).host.openRooms()).toEqual([])
  })

  it('stays private after the host restarts', async () => {
    running = await startTestHost()
    const ann = await client()
    const hidden = await createRoom(ann, { listed: false })
    const shown = await createRoom(ann)
    await ann.close()
    const { dataDir } = running
    await running.stop({ keepData: true })
    running = await startTestHost({ dataDir })
    expect(running.host.roomCodes().sort()).toEqual([hidden, shown].sort())
    const text = await infoText()
    expect(listedCodes(text)).toEqual([shown])
    expect(text).not.toContain(hidden)
  })

  it('is refused when `listed` is not a yes or no', async () => {
    const ann = await client()
    ann.send({ type: 'createRoom', game: 'spies-and-lies', listed: 'no' } as Record<string, unknown>)
    expect((await ann.next('error')).code).toBe('bad-message')
  })
})

describe('saved rooms', () => {
  const record = {
    format: 'safehouse-room',
    version: 2,
    code: 'ABCDE',
    game: 'spies-and-lies',
    name: 'Room ABCDE',
    options: {},
    seed: 's',
    botSeed: 'b',
    seats: {},
    started: false,
    moves: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  }

  it('saved before the choice existed load as listed; a private one loads private', () => {
    expect(savedRoomSchema.parse(record).listed).toBeUndefined()
    expect(savedRoomSchema.parse({ ...record, listed: false }).listed).toBe(false)
    // Only "private" is ever written: a file saying listed: true was not written by this host.
    expect(savedRoomSchema.safeParse({ ...record, listed: true }).success).toBe(false)
  })
})
