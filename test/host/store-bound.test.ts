// The bound holds and the host reads back what it wrote (issue 34, point 6): the move past 20,000
// is refused (`move-limit`) where moves are accepted, a room at the bound loads again after a
// restart, and a room the host has on disk but cannot load is reported (the log, and
// `room-unreadable` to whoever resumes one of its seats), never dropped in silence.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newToken } from '../../src/main/host/codes'
import { FileFinishedIndex } from '../../src/main/host/finished-index'
import { Host } from '../../src/main/host/host'
import { MAX_MOVES } from '../../src/main/host/room-record'
import { FileRoomStore } from '../../src/main/host/store'
import { longConfusion } from '../support/long-rooms'
import type { GameState } from '../../src/engine/confusion'
import { Inbox } from '../support/inbox'
import { record, savedRoomsPerTest, say } from '../support/saved-rooms'

const { tempDir, open, keep } = savedRoomsPerTest()

describe('the bound on a room’s moves', () => {
  it('refuses the move past 20,000 with move-limit where moves are accepted, and the room at the bound loads again after a restart', async () => {
    const dir = tempDir()
    const room = longConfusion('BNDXY', MAX_MOVES - 1)
    await new FileRoomStore(dir).save(room)
    const first = await open(dir)
    expect(first.skipped).toEqual([])
    // Red acts at the bound: White's 19,999 orders changes fill the record, so White's next one is
    // refused as a standing-orders run (`rate-limited`, point 5) before the bound is reached.
    const bob = new Inbox()
    const bobSession = first.host.connect(bob)
    await bobSession.handle({ type: 'resume', token: room.seats.red.token })
    expect(bob.take('view').map((v) => v.seq)).toEqual([MAX_MOVES - 1])
    const inForce = (first.host.room('BNDXY')?.state as GameState).orders.red
    const changed = inForce === 'yes' ? 'no' : 'yes'
    const next = (seq: number, doubleAgent: 'yes' | 'no') => bobSession.handle({ type: 'act', seq, action: { type: 'orders', doubleAgent } })
    await next(MAX_MOVES - 1, changed)
    expect(bob.take('error')).toEqual([])
    expect(bob.take('view').map((v) => v.seq)).toEqual([MAX_MOVES])
    await next(MAX_MOVES, changed === 'yes' ? 'no' : 'yes')
    await next(MAX_MOVES, changed)
    expect(bob.take('error').map((e) => e.code)).toEqual(['move-limit', 'move-limit'])
    expect(bob.take('view')).toEqual([])
    // It can still be conceded: the game ends.
    await bobSession.handle({ type: 'concede' })
    expect(first.host.room('BNDXY')?.over).toBe(true)
    await first.host.close()

    const second = await open(dir)
    expect(second.skipped).toEqual([])
    const ann = new Inbox()
    await say(second.host, ann, { type: 'resume', token: room.seats.white.token })
    expect(ann.take('view').map((v) => v.seq)).toEqual([MAX_MOVES])
    expect(second.host.room('BNDXY')?.record.result).toEqual({ reason: 'conceded', seat: 'red', winners: ['white'] })
  }, 120_000)
})

describe('rooms the host cannot load', () => {
  it('are named in the log at startup, and their players hear room-unreadable when they resume', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const over = longConfusion('VRBND', 40)
    await store.save(over)
    // A move past the bound, appended by hand (a host before the bound took them).
    const file = join(dir, 'VRBND.room.json')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace('"moves":[', `"moves":[${'{"seat":"white","action":{"type":"orders","doubleAgent":"yes"}},'.repeat(MAX_MOVES)}`))
    const bad = record('BADMV', 'unreadable-bad', 4)
    bad.moves = [...bad.moves.slice(0, 2), bad.moves[0]]
    await store.save(bad)
    const { host, warnings, skipped } = await open(dir)
    expect(skipped.map((s) => s.file.replace(`${dir}/`, '')).sort()).toEqual(['BADMV', 'VRBND.room.json'])
    expect(warnings.filter((w) => w.startsWith('[host] skipped saved room '))).toHaveLength(2)
    for (const token of [over.seats.white.token, over.seats.red.token, bad.seats.blue.token]) {
      const inbox = new Inbox()
      await say(host, inbox, { type: 'resume', token })
      expect(inbox.take('error').map((e) => e.code)).toEqual(['room-unreadable'])
    }
    const stranger = new Inbox()
    await say(host, stranger, { type: 'resume', token: newToken() })
    expect(stranger.take('error').map((e) => e.code)).toEqual(['unknown-token'])
  })

  it('a finished room kept only on disk whose file was damaged since: named in the log when asked for, its players hear room-unreadable', async () => {
    const dir = tempDir()
    const done = record('FNSHD', 'unreadable-finished', 'all')
    await new FileRoomStore(dir).save(done)
    const warnings: string[] = []
    const opened = (await Host.open({ store: new FileRoomStore(dir), finishedIndex: new FileFinishedIndex(dir), warn: (m) => warnings.push(m), sweepMs: 0, indexWriteMs: 0 })).host
    await opened.close()
    // Listed as finished: the next start reads no file of it, until somebody comes back.
    appendFileSync(join(dir, 'FNSHD.room.json'), 'not a move\n')
    const { host } = await Host.open({ store: new FileRoomStore(dir), finishedIndex: new FileFinishedIndex(dir), warn: (m) => warnings.push(m), sweepMs: 0 })
    keep(host)
    expect(warnings).toEqual([])
    const ann = new Inbox()
    await say(host, ann, { type: 'resume', token: done.seats.red.token })
    expect(ann.take('error').map((e) => e.code)).toEqual(['room-unreadable'])
    expect(warnings).toEqual([expect.stringMatching(/^\[host\] saved room FNSHD cannot be loaded: appended line 1 is damaged/)])
    const bob = new Inbox()
    await say(host, bob, { type: 'resume', token: done.seats.blue.token })
    expect(bob.take('error').map((e) => e.code)).toEqual(['room-unreadable'])
  })
})
