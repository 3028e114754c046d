// Issue 10, point 2: a network rematch stranded the other player (the one who pressed Rematch went
// to a new lobby; the other was never told). Now a rematch is offered to everyone at the table, and
// moves everyone who accepts into the new room, seats kept or swapped; computer seats come along.
// Over real sockets, with two and with four seats.
import { afterEach, describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom, playOut, randomPicker } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'
import { rematchName } from '../../src/main/host/rematch'
import { recordFileName } from '../../src/shared/replay-record'

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

async function seated(code: string, who: Array<[string, string]>): Promise<TestClient[]> {
  const out: TestClient[] = []
  for (const [name, seat] of who) {
    const c = await client()
    await joinRoom(c, code, name, seat)
    out.push(c)
  }
  return out
}

describe('rematch: offered to everyone, moving everyone who accepts', () => {
  it('two players, sides swapped: the offerer waits in the new room, the other is asked and moved on accepting, and it starts', async () => {
    const creator = await client()
    const code = await createRoom(creator)
    await creator.close()
    const [ann, bob] = (await seated(code, [['Ann', 'red'], ['Bob', 'blue']])) as [TestClient, TestClient]
    await playOut([ann, bob], randomPicker('rematch'))
    bob.send({ type: 'answerRematch', accept: true })
    expect((await bob.next('error')).code).toBe('no-offer')

    ann.send({ type: 'offerRematch', swap: true })
    const mine = await ann.next('welcome')
    const next = mine.room
    expect(next).not.toBe(code)
    expect(mine).toMatchObject({ seat: 'blue', started: false, creator: 'blue', seats: { blue: { name: 'Ann' }, red: { name: null } } })
    expect((await ann.next('view', (m) => m.room === next)).seq).toBe(0)

    const offer = await bob.next('seats', (m) => m.rematch !== undefined)
    expect(offer.rematch).toEqual({ by: 'red', swap: true, room: next, seats: { red: 'blue', blue: 'red' }, answers: { red: 'accepted', blue: 'waiting' } })
    // Bob's seat in the new room is his: a stranger with the code cannot take it, nor is it listed as open.
    const eve = await client()
    eve.send({ type: 'join', room: next, name: 'Eve', seat: 'red' })
    expect((await eve.next('error')).code).toBe('seat-taken')
    expect((running as TestHost).host.openRooms().map((r) => r.code)).not.toContain(next)

    bob.send({ type: 'answerRematch', accept: true })
    const welcome = await bob.next('welcome')
    expect(welcome).toMatchObject({ room: next, seat: 'red', started: true, seats: { red: { name: 'Bob', connected: true }, blue: { name: 'Ann', connected: true } } })
    expect((await bob.next('view', (m) => m.room === next)).seq).toBe(0)
    expect((await ann.next('seats', (m) => m.room === next)).started).toBe(true)
  }, 60_000)

  it('a decline frees the seat in the new room for someone else', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const [bob] = (await seated(code, [['Bob', 'blue']])) as [TestClient]
    ann.send({ type: 'offerRematch', swap: false })
    expect((await ann.next('error')).code).toBe('not-over')
    bob.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    ann.send({ type: 'offerRematch', swap: false })
    const welcome = await ann.next('welcome')
    const next = welcome.room
    // The lobby names whom the empty seat is kept for (issue 28, point 5)…
    expect(welcome.rematchSeats).toEqual([{ seat: 'blue', name: 'Bob', answer: 'waiting' }])
    await bob.next('seats', (m) => m.rematch !== undefined)
    bob.send({ type: 'answerRematch', accept: false })
    // …and tells Ann, waiting there, that Bob declined (point 3).
    const told = await ann.next('seats', (m) => m.room === next && m.seats.blue.name === null && m.rematchSeats?.[0]?.answer === 'declined')
    expect(told.started).toBe(false)
    expect(told.rematchSeats).toEqual([{ seat: 'blue', name: 'Bob', answer: 'declined' }])
    expect((running as TestHost).host.openRooms().find((r) => r.code === next)?.free).toEqual(['blue'])
    // Once somebody else sits there, the decline is no longer news.
    await seated(next, [['Eve', 'blue']])
    const full = await ann.next('seats', (m) => m.room === next && m.seats.blue.name === 'Eve')
    expect(full.rematchSeats).toBeUndefined()
  })

  it('four seats, one of them the computer’s: each person accepts in turn, the computer comes along, and the room starts when all are in', async () => {
    const ann = await client()
    const code = await createRoom(ann, { options: { teams: true }, bots: ['blue2'], botLevel: 'hard' })
    await joinRoom(ann, code, 'Ann', 'red1')
    const [bea, cy] = (await seated(code, [['Bea', 'red2'], ['Cy', 'blue1']])) as [TestClient, TestClient]
    await ann.next('seats', (m) => m.started)
    cy.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)

    // Bea offers, seats kept; Ann offering as well counts as accepting.
    bea.send({ type: 'offerRematch' })
    const next = (await bea.next('welcome')).room
    await ann.next('seats', (m) => m.rematch !== undefined)
    ann.send({ type: 'offerRematch', swap: true })
    const annIn = await ann.next('welcome')
    expect(annIn).toMatchObject({ room: next, seat: 'red1', started: false, seats: { blue2: { name: 'Computer', bot: true, level: 'hard' } } })
    expect((await cy.next('seats', (m) => m.rematch?.answers.red1 === 'accepted')).rematch).toMatchObject({
      by: 'red2',
      swap: false,
      answers: { red1: 'accepted', red2: 'accepted', blue1: 'waiting' },
    })
    cy.send({ type: 'answerRematch', accept: true })
    expect(await cy.next('welcome')).toMatchObject({ room: next, seat: 'blue1', started: true })
    for (const c of [ann, bea]) await c.next('seats', (m) => m.room === next && m.started)
  })

  it('the rematch is a room of its own: named by its own code, so its replay and record file are not the first game’s (issue 34, point 3)', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const [bob] = (await seated(code, [['Bob', 'blue']])) as [TestClient]
    await ann.next('seats', (m) => m.started)
    bob.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    ann.send({ type: 'offerRematch' })
    const next = (await ann.next('welcome')).room
    const host = (running as TestHost).host
    expect(host.room(code)?.record.name).toBe(`Room ${code}`)
    const record = host.room(next)?.record
    expect(record?.name).toBe(`Room ${next}`)
    expect(recordFileName(record ?? { name: '', code: '' })).toBe(`Room ${next}.safehouse`)
  })

  it('the new room’s creator need not wait: the computer may take a seat kept for someone who has not answered', async () => {
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const [bob] = (await seated(code, [['Bob', 'blue']])) as [TestClient]
    bob.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    ann.send({ type: 'offerRematch' })
    const next = (await ann.next('welcome')).room
    ann.send({ type: 'fillWithComputer', level: 'hard' })
    expect((await ann.next('seats', (m) => m.room === next && m.started)).seats.blue).toMatchObject({ bot: true, level: 'hard' })
    await bob.next('seats', (m) => m.rematch !== undefined)
    bob.send({ type: 'answerRematch', accept: true })
    expect((await bob.next('error')).code).toBe('seat-taken')
  })

  it('with the sides swapped against the computer, the computer moves too and the new room starts at once', async () => {
    const ann = await client()
    const code = await createRoom(ann, { bots: ['blue'] })
    await joinRoom(ann, code, 'Ann', 'red')
    ann.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    ann.send({ type: 'offerRematch', swap: true })
    expect(await ann.next('welcome')).toMatchObject({ seat: 'blue', started: true, seats: { red: { name: 'Computer', bot: true }, blue: { name: 'Ann' } } })
  })
})

describe('rematchName', () => {
  it('gives a room named by its code the new code, and numbers a chosen name on, within the name’s 40 characters', () => {
    expect(rematchName('Room 45FUR', '45FUR', 'VXBXY')).toBe('Room VXBXY')
    expect(rematchName('Friday night', '45FUR', 'VXBXY')).toBe('Friday night (2)')
    expect(rematchName('Friday night (2)', 'VXBXY', 'KJHGF')).toBe('Friday night (3)')
    expect(rematchName('Friday night (9)', 'VXBXY', 'KJHGF')).toBe('Friday night (10)')
    // Another room's code in the name is a name like any other.
    expect(rematchName('Room 45FUR', 'VXBXY', 'KJHGF')).toBe('Room 45FUR (2)')
    const long = 'x'.repeat(40)
    expect(rematchName(long, '45FUR', 'VXBXY')).toBe(`${'x'.repeat(36)} (2)`)
  })
})
