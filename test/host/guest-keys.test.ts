// Issue 34, point 8: a key a teammate gave a guest kept opening the seat after the game ended, and a
// rematch offer gave the guest a real token and recovery code under the player's name (the player
// coming back was refused). The guest whose player came back saw an endless "Disconnected". Now the
// guest's key ends with its game, a guest has no rematch seat of its own, and it is told why the
// seat went. Over real sockets.
import { describe, expect, it } from 'vitest'
import { TestClient, resumeSeat, type Received } from '../support/client'
import { clientsPerTest } from '../support/clients-per-test'
import * as teamScenes from '../support/team-scenes'

const { client } = clientsPerTest({ host: { graceMs: 100 } })

/** Two against two, Bob (red2) left, and Ann let a guest into his seat. */
async function guestInBobsSeat(): Promise<{ code: string; ann: TestClient; cy: TestClient; guest: TestClient; key: string; bob: Extract<Received, { type: 'welcome' }> }> {
  const { code, ann, cy, guest, guestWelcome, bob } = await teamScenes.guestInBobsSeat(client)
  await guest.next('view')
  return { code, ann, cy, guest, key: guestWelcome.token as string, bob }
}

describe('a guest key ends with its game', () => {
  it('opens nothing once the game is over, also before the seat’s player comes back', async () => {
    const { ann, cy, key } = await guestInBobsSeat()
    cy.send({ type: 'concede' })
    await ann.next('seats', (m) => m.result !== undefined)
    const again = await client()
    again.send({ type: 'resume', token: key })
    expect((await again.next('error')).code).toBe('unknown-token')
  })

  it('gives the guest no seat in a rematch: it can neither offer nor accept one, and the seat’s player takes it up', async () => {
    const { ann, cy, guest, bob } = await guestInBobsSeat()
    cy.send({ type: 'concede' })
    await guest.next('seats', (m) => m.result !== undefined)
    guest.send({ type: 'offerRematch', swap: false })
    expect((await guest.next('error')).code).toBe('no-offer')
    ann.send({ type: 'offerRematch', swap: false })
    const next = (await ann.next('welcome', (m) => m.seat !== null && m.started === false)).room
    await guest.next('seats', (m) => m.rematch !== undefined)
    guest.send({ type: 'answerRematch', accept: true })
    expect((await guest.next('error')).code).toBe('no-offer')
    // Bob comes back by his own token, and his rematch seat is still waiting for him.
    const owner = await client()
    await resumeSeat(owner, bob.token as string)
    owner.send({ type: 'answerRematch', accept: true })
    const welcome = await owner.next('welcome', (m) => m.room === next)
    expect(welcome).toMatchObject({ seat: 'red2', seats: { red2: { name: 'Bob' } } })
    expect(welcome.recovery).toEqual(expect.any(String))
  })

  it('tells the guest whose player came back that the seat is theirs again, then closes', async () => {
    const { guest, bob } = await guestInBobsSeat()
    const owner = await client()
    await resumeSeat(owner, bob.token as string)
    expect(await guest.next('error')).toMatchObject({ code: 'owner-back', message: 'Bob is back: the seat is theirs again' })
    expect((await guest.closedBy()).code).toBe(4000)
  })
})
