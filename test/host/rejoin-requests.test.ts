// Issue 34, point 7: in 2v2 a newer request by name silently replaced the older one, so a teammate
// who said yes to "Bob" let in whoever asked last (an opponent reading the seat's hand) and the real
// Bob was refused. Now every request is kept and listed with its own id and time (and address, for
// a peer on the network), an answer names the request it is for, each asker hears how many others
// ask for the same seat, and those not let in hear who was. Over real sockets.
import { describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'
import { MAX_ASKS_PER_SEAT } from '../../src/main/host/rejoin'

const { client } = clientsPerTest({ host: { graceMs: 100 } })

/** Spies & Lies two against two: Ann (red1) with Bob (red2) against Cy and Di; Bob leaves. */
async function bobLeft(): Promise<{ code: string; ann: TestClient }> {
  const [ann, bob, cy, di] = [await client(), await client(), await client(), await client()]
  const code = await createRoom(ann, { options: { teams: true } })
  await joinRoom(ann, code, 'Ann', 'red1')
  await joinRoom(bob, code, 'Bob', 'red2')
  await joinRoom(cy, code, 'Cy', 'blue1')
  await joinRoom(di, code, 'Di', 'blue2')
  await ann.next('seats', (m) => m.started)
  bob.send({ type: 'leave' })
  await ann.next('seats', (m) => m.seats.red2.left === true)
  ann.inbox.length = 0
  return { code, ann }
}

/** `asker` asks for Bob's seat; its request's id once the host has it. */
async function ask(asker: TestClient, code: string): Promise<string> {
  asker.send({ type: 'rejoin', room: code, name: 'Bob' })
  return (await asker.next('rejoinAsked')).id as string
}

describe('rejoin requests: none replaces another, and a yes goes to the one chosen', () => {
  it('lists both requests for a seat; an answer must say which; the other asker is told who was let in', async () => {
    const { code, ann } = await bobLeft()
    const [first, second] = [await client(), await client()]
    const firstId = await ask(first, code)
    const secondId = await ask(second, code)
    expect(secondId).not.toBe(firstId)
    // The first asker hears that someone else asks for the seat too.
    expect(await first.next('rejoinAsked', (m) => m.others === 1)).toMatchObject({ seat: 'red2', id: firstId })
    const listed = await ann.next('seats', (m) => (m.rejoin ?? []).length === 2)
    expect(listed.rejoin).toEqual([
      { seat: 'red2', name: 'Bob', id: firstId, at: expect.any(String) },
      { seat: 'red2', name: 'Bob', id: secondId, at: expect.any(String) },
    ])
    const [a, b] = listed.rejoin ?? []
    expect(Date.parse(a?.at ?? '')).toBeLessThanOrEqual(Date.parse(b?.at ?? ''))

    // Two people ask: a yes that names neither is refused, and nobody is let in.
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    expect(await ann.next('error')).toMatchObject({ code: 'no-offer', message: expect.stringContaining('2 people ask') })
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true, id: 'no-such-request' })
    expect((await ann.next('error')).code).toBe('no-offer')

    // The older request is the one let in, although a newer one came since.
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true, id: firstId })
    expect((await first.next('welcome')).seat).toBe('red2')
    const refused = await second.next('error')
    expect(refused.code).toBe('rejoin-refused')
    expect(refused.message).toContain('let in someone else')
    expect((await ann.next('seats', (m) => m.rejoin === undefined)).seats.red2.connected).toBe(true)
  })

  it('a no to one request leaves the other standing, and its asker hears it is alone again', async () => {
    const { code, ann } = await bobLeft()
    const [first, second] = [await client(), await client()]
    const firstId = await ask(first, code)
    const secondId = await ask(second, code)
    await ann.next('seats', (m) => (m.rejoin ?? []).length === 2)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: false, id: secondId })
    expect((await second.next('error')).code).toBe('rejoin-refused')
    expect(await first.next('rejoinAsked', (m) => m.others === 0)).toMatchObject({ id: firstId })
    const left = await ann.next('seats', (m) => (m.rejoin ?? []).length === 1)
    expect(left.rejoin?.[0]?.id).toBe(firstId)
    // One request left: answering it needs no id.
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    expect((await first.next('welcome')).seat).toBe('red2')
  })

  it('asking again from the same connection replaces only its own request; a closed asker’s request goes', async () => {
    const { code, ann } = await bobLeft()
    const [first, second] = [await client(), await client()]
    await ask(first, code)
    const secondId = await ask(second, code)
    // Everything the first asker heard so far is in: what it hears next answers its second request.
    await first.next('rejoinAsked', (m) => m.others === 1)
    first.inbox.length = 0
    const againId = await ask(first, code)
    const listed = await ann.next('seats', (m) => (m.rejoin ?? []).some((r) => r.id === againId))
    expect(listed.rejoin?.map((r) => r.id)).toEqual([secondId, againId])
    await first.close()
    expect(await second.next('rejoinAsked', (m) => m.others === 0)).toMatchObject({ id: secondId })
    expect((await ann.next('seats', (m) => m.rejoin?.length === 1 && m.rejoin[0]?.id === secondId)).rejoin).toHaveLength(1)
  })

  it(`keeps at most ${MAX_ASKS_PER_SEAT} requests for one seat: one more is refused, the others stay`, async () => {
    const { code, ann } = await bobLeft()
    const ids: string[] = []
    for (let i = 0; i < MAX_ASKS_PER_SEAT; i++) ids.push(await ask(await client(), code))
    const extra = await client()
    extra.send({ type: 'rejoin', room: code, name: 'Bob' })
    expect((await extra.next('error')).code).toBe('no-rejoin')
    const listed = await ann.next('seats', (m) => (m.rejoin ?? []).length === MAX_ASKS_PER_SEAT)
    expect(listed.rejoin?.map((r) => r.id)).toEqual(ids)
  })
})

describe('the seat’s own player, at the table, is told and can object (issue 34, point 7)', () => {
  /** Ann (red1) with Bob (red2) against Cy and Di, all four at the table. */
  async function everyoneHere(): Promise<{ code: string; ann: TestClient; bob: TestClient; cy: TestClient }> {
    const [ann, bob, cy, di] = [await client(), await client(), await client(), await client()]
    const code = await createRoom(ann, { options: { teams: true } })
    await joinRoom(ann, code, 'Ann', 'red1')
    await joinRoom(bob, code, 'Bob', 'red2')
    await joinRoom(cy, code, 'Cy', 'blue1')
    await joinRoom(di, code, 'Di', 'blue2')
    await bob.next('seats', (m) => m.started)
    return { code, ann, bob, cy }
  }

  it('a request for a seat its player holds is shown to that player; "not me" refuses it at once and everyone sees it go', async () => {
    const { code, ann, bob, cy } = await everyoneHere()
    const eve = await client()
    const id = await ask(eve, code)
    // Bob's own window gets the request, with when it was made, like everyone in the room.
    const told = await bob.next('seats', (m) => (m.rejoin ?? []).some((r) => r.id === id))
    expect(told.rejoin).toEqual([{ seat: 'red2', name: 'Bob', id, at: expect.any(String) }])
    // An opponent cannot object for Bob, and Bob cannot let anyone into his own seat.
    cy.send({ type: 'answerRejoin', seat: 'red2', accept: false, id })
    expect((await cy.next('error')).code).toBe('not-teammate')
    bob.send({ type: 'answerRejoin', seat: 'red2', accept: true, id })
    expect((await bob.next('error')).code).toBe('not-teammate')
    // "It's not me": refused at once, without the teammate's answer.
    bob.send({ type: 'answerRejoin', seat: 'red2', accept: false, id })
    const refused = await eve.next('error')
    expect(refused.code).toBe('rejoin-refused')
    expect(refused.message).toContain('own player')
    await ann.next('seats', (m) => m.rejoin === undefined)
    await cy.next('seats', (m) => m.rejoin === undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true, id })
    expect((await ann.next('error')).code).toBe('no-offer')
  })

  it('a teammate’s yes while the seat’s player holds it lets nobody in', async () => {
    const { code, ann, bob } = await everyoneHere()
    const eve = await client()
    const id = await ask(eve, code)
    await ann.next('seats', (m) => (m.rejoin ?? []).length === 1)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true, id })
    expect((await eve.next('error')).code).toBe('rejoin-refused')
    expect((await bob.next('seats', (m) => m.rejoin === undefined)).seats.red2.connected).toBe(true)
    expect(eve.inbox.some((m) => m.type === 'welcome')).toBe(false)
  })
})
