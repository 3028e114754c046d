// Scenes of a two-against-two Spies & Lies room that the seat tests over sockets start from: Ann
// (red1) with Bob (red2) against Cy (blue1) and Di (blue2), Bob gone; and a guest Ann let into
// Bob's seat. One place, so the seat-recovery, seat-holders and guest-key tests start alike.
import { createRoom, joinRoom, type Received, type TestClient } from './client'

type Welcome = Extract<Received, { type: 'welcome' }>

export interface BobLeft {
  code: string
  ann: TestClient
  cy: TestClient
  di: TestClient
  /** Bob's welcome: his token and recovery code. */
  bob: Welcome
}

/** The four sit down, the game starts, Bob leaves; returns once Ann has seen him go. */
export async function bobLeftTeams(client: () => Promise<TestClient>): Promise<BobLeft> {
  const [ann, bobConnection, cy, di] = [await client(), await client(), await client(), await client()]
  const code = await createRoom(ann, { options: { teams: true } })
  await joinRoom(ann, code, 'Ann', 'red1')
  const bob = await joinRoom(bobConnection, code, 'Bob', 'red2')
  await joinRoom(cy, code, 'Cy', 'blue1')
  await joinRoom(di, code, 'Di', 'blue2')
  await ann.next('seats', (m) => m.started)
  bobConnection.send({ type: 'leave' })
  await ann.next('seats', (m) => m.seats.red2.left === true)
  return { code, ann, cy, di, bob }
}

/** Then a guest asks for Bob's seat under his name and Ann lets them in; returns at the guest's welcome. */
export async function guestInBobsSeat(client: () => Promise<TestClient>): Promise<BobLeft & { guest: TestClient; guestWelcome: Welcome }> {
  const left = await bobLeftTeams(client)
  const guest = await client()
  guest.send({ type: 'rejoin', room: left.code, name: 'Bob' })
  await guest.next('rejoinAsked')
  await left.ann.next('seats', (m) => m.rejoin !== undefined)
  left.ann.send({ type: 'answerRejoin', seat: 'red2', accept: true })
  const guestWelcome = await guest.next('welcome')
  return { ...left, guest, guestWelcome }
}
