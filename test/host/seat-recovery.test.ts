// Issue 22 point 1 and issue 28 point 1: who may hold a seat, and how its player gets it back. An
// opponent could take a dropped player's seat by asking for it by name and answering its own request;
// a seat the computer took could never be taken back. Now a seat goes back only by its own token, its
// recovery code, or a teammate's word, and the computer keeps a seat warm. Over real sockets.
import { describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom, resumeSeat, type Received } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'
import * as teamScenes from '../support/team-scenes'
import { isRecoveryCodeOf, newToken, recoveryCodeOf } from '../../src/main/host/codes'
import { ROOM_CODE_ALPHABET } from '../../src/shared/protocol'

const { client, running } = clientsPerTest({ host: { graceMs: 100 } })

type Welcome = Extract<Received, { type: 'welcome' }>

/** Ann on red and Bob on blue (two players, no teams); Bob then leaves. */
async function bobLeftDuel(): Promise<{ code: string; ann: TestClient; bob: Welcome }> {
  const ann = await client()
  const bobConnection = await client()
  const code = await createRoom(ann)
  await joinRoom(ann, code, 'Ann', 'red')
  const bob = await joinRoom(bobConnection, code, 'Bob', 'blue')
  await ann.next('seats', (m) => m.started)
  bobConnection.send({ type: 'leave' })
  await ann.next('seats', (m) => m.seats.blue.left === true)
  return { code, ann, bob }
}

/** Spies & Lies two against two: Ann (red1) with Bob (red2) against Cy (blue1) and Di (blue2); Bob leaves. */
async function bobLeftTeams(): Promise<teamScenes.BobLeft> {
  const left = await teamScenes.bobLeftTeams(client)
  await left.cy.next('seats', (m) => m.seats.red2.left === true)
  return left
}

describe('nobody takes a seat that is not theirs', () => {
  it('an opponent cannot ask for a departed player’s seat by name, nor answer for it; the player’s token still works', async () => {
    const { code, ann, bob } = await bobLeftDuel()
    const thief = await client()
    thief.send({ type: 'rejoin', room: code, name: 'Bob' })
    const refused = await thief.next('error')
    expect(refused.code).toBe('no-rejoin')
    expect(refused.message).toMatch(/recovery code/)
    ann.send({ type: 'answerRejoin', seat: 'blue', accept: true })
    expect((await ann.next('error')).code).toBe('no-offer')
    const back = await client()
    const { welcome } = await resumeSeat(back, bob.token as string)
    expect(welcome).toMatchObject({ seat: 'blue', token: bob.token, recovery: bob.recovery })
  })

  it('in a team game an opponent’s answer is refused, and only a teammate at the table can let someone in', async () => {
    const { code, ann, cy } = await bobLeftTeams()
    const asker = await client()
    asker.send({ type: 'rejoin', room: code, name: 'bob' })
    expect(await asker.next('rejoinAsked')).toMatchObject({ type: 'rejoinAsked', room: code, seat: 'red2', others: 0 })
    await cy.next('seats', (m) => m.rejoin !== undefined)
    cy.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    expect((await cy.next('error')).code).toBe('not-teammate')
    // With the teammate gone too, nobody may let anyone in: asking is refused rather than left hanging.
    ann.send({ type: 'leave' })
    expect((await asker.next('error')).code).toBe('rejoin-refused')
    const again = await client()
    again.send({ type: 'rejoin', room: code, name: 'Bob' })
    expect((await again.next('error')).code).toBe('no-rejoin')
  })

  it('a teammate’s yes gives a key of its own (no recovery code), is announced to everyone, and ends when the seat’s player comes back', async () => {
    const { code, ann, cy, di, bob } = await bobLeftTeams()
    const guest = await client()
    guest.send({ type: 'rejoin', room: code, name: 'Bob' })
    await guest.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    const welcome = await guest.next('welcome')
    expect(welcome.seat).toBe('red2')
    expect(welcome.token).not.toBe(bob.token)
    expect(welcome.recovery).toBeUndefined()
    const told = { type: 'seatReturned', room: code, seat: 'red2', name: 'Bob', how: 'teammate', by: 'red1' }
    for (const c of [ann, cy, di, guest]) expect(await c.next('seatReturned')).toEqual(told)
    // The seat's own player comes back by their token: the guest is cut off and its key is worth nothing.
    const owner = await client()
    const { welcome: ownWelcome } = await resumeSeat(owner, bob.token as string)
    expect(ownWelcome).toMatchObject({ seat: 'red2', token: bob.token, recovery: bob.recovery })
    expect((await guest.closedBy()).code).toBe(4000)
    const stale = await client()
    stale.send({ type: 'resume', token: welcome.token as string })
    expect((await stale.next('error')).code).toBe('unknown-token')
  })
})

describe('a guest key after the game is over', () => {
  it('stops once the seat’s own player comes back, also in a finished game', async () => {
    const { code, ann, cy, bob } = await bobLeftTeams()
    const guest = await client()
    guest.send({ type: 'rejoin', room: code, name: 'Bob' })
    await guest.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    const key = (await guest.next('welcome')).token as string
    cy.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    const owner = await client()
    await resumeSeat(owner, bob.token as string)
    expect((await guest.closedBy()).code).toBe(4000)
    const again = await client()
    again.send({ type: 'resume', token: key })
    expect((await again.next('error')).code).toBe('unknown-token')
  })
})

describe('a removed seat', () => {
  it('reopens whole: the key a teammate gave someone in it stops working too', async () => {
    const { code, ann } = await bobLeftTeams()
    const guest = await client()
    guest.send({ type: 'rejoin', room: code, name: 'Bob' })
    await guest.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    const key = (await guest.next('welcome')).token as string
    // Before the first move the creator (Ann) may remove whoever sits at red2.
    ann.send({ type: 'kick', seat: 'red2' })
    await guest.closedBy()
    const again = await client()
    again.send({ type: 'resume', token: key })
    expect((await again.next('error')).code).toBe('unknown-token')
  })
})

describe('the seat recovery code', () => {
  it('is sent only to the seat’s own player, and never to anyone else', async () => {
    const { ann, bob } = await bobLeftDuel()
    expect(bob.recovery).toMatch(/^[A-Z2-9]{8}$/)
    expect(JSON.stringify(ann.inbox)).not.toContain(bob.recovery)
  })

  it('takes the seat back at once from another device, as typed (case, dash), and is announced', async () => {
    const { code, ann, bob } = await bobLeftDuel()
    const typed = `${(bob.recovery as string).slice(0, 4).toLowerCase()}-${(bob.recovery as string).slice(4)}`
    const phone = await client()
    phone.send({ type: 'rejoin', room: code.toLowerCase(), name: 'Robert', recovery: typed })
    const welcome = await phone.next('welcome')
    expect(welcome).toMatchObject({ seat: 'blue', token: bob.token, recovery: bob.recovery, seats: { blue: { name: 'Bob', connected: true } } })
    expect(await ann.next('seatReturned')).toEqual({ type: 'seatReturned', room: code, seat: 'blue', name: 'Bob', how: 'recovery-code' })
    // From yet another device while the phone holds it: the phone is cut off, as with a token.
    const laptop = await client()
    laptop.send({ type: 'rejoin', room: code, name: 'Bob', recovery: bob.recovery as string })
    expect((await laptop.next('welcome')).seat).toBe('blue')
    expect((await phone.closedBy()).code).toBe(4000)
  })

  it('a wrong code is refused with its own error, a malformed one as a bad message', async () => {
    const { code, bob } = await bobLeftDuel()
    const eve = await client()
    const wrong = (bob.recovery as string).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    eve.send({ type: 'rejoin', room: code, name: 'Bob', recovery: wrong })
    expect((await eve.next('error')).code).toBe('wrong-recovery')
    eve.send({ type: 'rejoin', room: code, name: 'Bob', recovery: 'O0O0' })
    expect((await eve.next('error')).code).toBe('bad-message')
  })
})

describe('the computer keeps a seat warm (issue 28, point 1)', () => {
  it('the seat’s player takes it back by their token: everyone is told, and the computer plays it no more', async () => {
    const { code, ann, bob } = await bobLeftDuel()
    ann.send({ type: 'handToComputer', seat: 'blue', level: 'easy' })
    const kept = await ann.next('seats', (m) => m.seats.blue.bot)
    expect(kept.seats.blue).toEqual({ name: 'Computer', connected: true, bot: true, level: 'easy', keptFor: 'Bob' })
    const back = await client()
    const { welcome } = await resumeSeat(back, bob.token as string)
    expect(welcome.seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    expect(await ann.next('seatReturned')).toEqual({ type: 'seatReturned', room: code, seat: 'blue', name: 'Bob', how: 'token', fromComputer: true })
    expect((await ann.next('seats', (m) => !m.seats.blue.bot)).seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    const record = running().host.room(code)?.record.seats.blue
    expect(record).toMatchObject({ name: 'Bob', bot: null })
    expect(record?.keptFor).toBeUndefined()
  })

  it('the recovery code takes it back from the computer too, and asking by name lists the kept seat for a teammate', async () => {
    const { code, ann, bob } = await bobLeftDuel()
    ann.send({ type: 'handToComputer', seat: 'blue' })
    await ann.next('seats', (m) => m.seats.blue.bot)
    const phone = await client()
    phone.send({ type: 'rejoin', room: code, name: 'Bob', recovery: bob.recovery as string })
    expect((await phone.next('welcome')).seats.blue).toEqual({ name: 'Bob', connected: true, bot: false })
    expect(await ann.next('seatReturned')).toMatchObject({ seat: 'blue', how: 'recovery-code', fromComputer: true })
  })

  it('a teammate can let a player back into the seat the computer keeps for them', async () => {
    const { code, ann, cy } = await bobLeftTeams()
    cy.send({ type: 'handToComputer', seat: 'red2', level: 'easy' })
    await ann.next('seats', (m) => m.seats.red2.bot)
    const bob = await client()
    bob.send({ type: 'rejoin', room: code, name: 'Bob' })
    await bob.next('rejoinAsked')
    await ann.next('seats', (m) => m.rejoin !== undefined)
    ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
    expect((await bob.next('welcome')).seats.red2).toEqual({ name: 'Bob', connected: true, bot: false })
    expect(await cy.next('seatReturned')).toMatchObject({ seat: 'red2', how: 'teammate', by: 'red1', fromComputer: true })
  })
})

describe('recoveryCodeOf', () => {
  it('is the same for the same token, fits only its token, and draws every letter about equally often', () => {
    const token = newToken()
    expect(recoveryCodeOf(token)).toBe(recoveryCodeOf(token))
    expect(isRecoveryCodeOf(recoveryCodeOf(token), token)).toBe(true)
    expect(isRecoveryCodeOf(recoveryCodeOf(newToken()), token)).toBe(false)
    const counts = new Map<string, number>()
    const tokens = 40_000
    for (let i = 0; i < tokens; i++) for (const c of recoveryCodeOf(`token-${i}-${'x'.repeat(20)}`)) counts.set(c, (counts.get(c) ?? 0) + 1)
    const expected = (tokens * 8) / ROOM_CODE_ALPHABET.length
    // A byte taken modulo 31 would make A..H 9/8 as likely (+12.5%); chance alone stays within ±4% (4 standard deviations).
    for (const c of ROOM_CODE_ALPHABET) expect(Math.abs((counts.get(c) ?? 0) - expected) / expected).toBeLessThan(0.06)
  })
})
