// The seq a view carries while a move is being saved: a seat or spectator welcomed in that window
// must be shown the state its seq names, and never be left with a seq the game has not reached.
import { describe, expect, it } from 'vitest'
import { actionsForPrompt, replay, viewFor } from '../../src/engine/spies-and-lies'
import type { RoomRecord } from '../../src/main/host/room-record'
import { TestClient, createRoom } from '../support/client'
import { GatedStore } from '../support/gated-store'
import { recordFrames } from '../support/honest-play'
import { startTestHost, type TestHost } from '../support/host-server'
import { movesOf, setupOf } from '../support/sl-record'

/**
 * A host whose saves can be held (and made to fail), with Ann (red) and Bob (blue) seated in a
 * fresh Spies & Lies room at their first prompt; `join` connects one more client. Closes it all.
 */
async function atDeploy(test: (table: {
  store: GatedStore
  local: TestHost
  join: () => Promise<TestClient>
  code: string
  red: TestClient
  blueToken: string
}) => Promise<void>): Promise<void> {
  const store = new GatedStore()
  const local = await startTestHost({ host: { store } })
  const clients: TestClient[] = []
  try {
    const join = async (): Promise<TestClient> => {
      const c = await TestClient.connect(local.wsUrl)
      clients.push(c)
      return c
    }
    const red = await join()
    const blue = await join()
    const code = await createRoom(red)
    red.send({ type: 'join', room: code, name: 'Ann', seat: 'red' })
    blue.send({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
    const blueToken = (await blue.next('welcome')).token as string
    await red.until((v) => v.prompt?.type === 'deploy')
    await blue.until((v) => v.prompt?.type === 'deploy')
    await test({ store, local, join, code, red, blueToken })
  } finally {
    store.failHeld = false
    store.release()
    await Promise.all(clients.map((c) => c.close()))
    await local.stop()
  }
}

describe('wire secrecy: the seq a view carries', () => {
  // Found by the random games in wire-secrecy.test.ts. applyMove pushes the move onto record.moves
  // before it awaits the save, and room.seq is record.moves.length, while room.state only changes
  // after the save.
  // A welcome sent in that window (join or resume) carries seq N+1 with the view of state N; the
  // real view of N+1 then follows with the same seq. A client acting on the welcome's view uses
  // seq N+1, which the host takes as current, for a state it has not been shown.
  it('a welcome sent while a move is being saved carries the view of its own seq', async () => {
    await atDeploy(async ({ store, local, join, code, red }) => {
      store.hold()
      red.act(actionsForPrompt(red.view?.prompt ?? null, red.view?.hand ?? null)[0])
      expect(await store.held(), 'the deploy is being saved').toBe(true)

      const eve = await join()
      const tape = recordFrames(eve)
      eve.send({ type: 'join', room: code, name: 'Eve', seat: null })
      await eve.next('welcome')
      await eve.next('view')
      store.release()
      await eve.until((_v, seq) => seq === 1)
      // Every view sent to Eve so far is on the tape once the answer to a later ping is: the host
      // sends on one connection in order.
      eve.send({ type: 'ping' })
      await eve.next('pong')

      const record = local.host.room(code)?.record as RoomRecord
      const views = tape.map((raw) => JSON.parse(raw) as { type: string; seq: number; view: unknown }).filter((m) => m.type === 'view')
      const described = views.map((m) => {
        const truth = JSON.stringify(viewFor(replay(setupOf(record), movesOf(record).slice(0, m.seq)), null))
        return { seq: m.seq, matchesItsSeq: JSON.stringify(m.view) === truth }
      })
      // Expected: one view per seq, each the view of that seq, e.g. [{0,true},{1,true}] (or [{1,true}]).
      expect(described.every((d) => d.matchesItsSeq), JSON.stringify(described)).toBe(true)
      expect(new Set(described.map((d) => d.seq)).size, JSON.stringify(described)).toBe(described.length)
    })
  })
})

describe('wire secrecy: a seq the host never reached', () => {
  // The same window, when the save then fails: the move is undone (seq back to N), but a seat
  // welcomed meanwhile holds a view labelled N+1. Its acts are refused as stale ("the game is at
  // seq N, not N+1") and no view with seq N ever comes: that client is stuck until someone else moves.
  it('a seat resumed while a save is failing is never left with a seq ahead of the game', async () => {
    await atDeploy(async ({ store, local, join, code, red, blueToken }) => {
      store.hold()
      store.failHeld = true
      red.act(actionsForPrompt(red.view?.prompt ?? null, red.view?.hand ?? null)[0])
      expect(await store.held(), 'the deploy is being saved').toBe(true)
      const blue2 = await join()
      blue2.send({ type: 'resume', token: blueToken })
      await blue2.next('welcome')
      await blue2.next('view')
      store.release()
      expect((await red.next('error')).code).toBe('server-error')
      store.failHeld = false

      const room = local.host.room(code)
      expect(room?.seq).toBe(0)
      // Blue answers the prompt it was shown, with the seq it was given: the host either takes it
      // (a view of seq 1 follows) or refuses it (an error).
      blue2.act(actionsForPrompt(blue2.view?.prompt ?? null, blue2.view?.hand ?? null)[0])
      await blue2.until((_v, seq) => seq >= 1 || blue2.inbox.some((m) => m.type === 'error'))
      const refused = blue2.inbox.find((m) => m.type === 'error')
      // The move is accepted (not refused as stale) and blue is shown the seq the host reached.
      expect({ blueSeq: blue2.seq, hostSeq: room?.seq, refused: refused ?? null }).toEqual({ blueSeq: 1, hostSeq: 1, refused: null })
    })
  })
})
