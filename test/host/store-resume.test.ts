// Host.open over saved rooms: good rooms resumed, unusable ones skipped with a warning, every move
// saved before it is shown, and finished rooms kept (out of memory when nobody watches) until deleted.
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Host } from '../../src/main/host/host'
import type { RoomRecord } from '../../src/main/host/room-record'
import { FileRoomStore } from '../../src/main/host/store'
import { Inbox, type HostMessage } from '../support/inbox'
import { playRandomGame } from '../support/random-game'
import { record, roomFileJson, savedRoomsPerTest, say } from '../support/saved-rooms'

const { tempDir, open, keep } = savedRoomsPerTest()

describe('Host.open over saved rooms', () => {
  it('resumes the good rooms and skips, with a warning, every file it cannot use, including moves that do not replay', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const good = record('GRAND', 'resume-good', 7)
    await store.save(good)
    const broken = record('BADMV', 'resume-bad', 4)
    broken.moves = [...broken.moves.slice(0, 2), broken.moves[0]] // someone deploys twice
    await store.save(broken)
    const text = JSON.stringify(record('TRUNC', 'resume-trunc', 3))
    writeFileSync(join(dir, 'TRUNC.room.json'), text.slice(0, 100))
    writeFileSync(join(dir, 'FRGNX.room.json'), '[1, 2, 3]')
    writeFileSync(join(dir, 'GRAND.room.json.99.3.tmp'), 'partial')

    const { host, warnings, skipped } = await open(dir)
    expect(host.roomCodes()).toEqual(['GRAND'])
    expect(skipped.map((s) => s.file.replace(`${dir}/`, '')).sort()).toEqual(['BADMV', 'FRGNX.room.json', 'TRUNC.room.json'])
    expect(skipped.find((s) => s.file === 'BADMV')?.reason).toMatch(/moves do not replay/)
    expect(warnings).toHaveLength(3)
    for (const w of warnings) expect(w).toMatch(/^\[host\] skipped saved room /)
    expect(warnings.some((w) => w.includes('BADMV'))).toBe(true)
    // The broken room's save is left alone for the user to look at.
    expect(readdirSync(dir)).toContain('BADMV.room.json')

    const red = new Inbox()
    await say(host, red, { type: 'resume', token: good.seats.red.token })
    const [welcome] = red.take('welcome')
    expect(welcome).toMatchObject({ room: 'GRAND', seat: 'red', token: good.seats.red.token })
    expect(red.take('view').map((v) => v.seq)).toEqual([7])

    const lost = new Inbox()
    await say(host, lost, { type: 'resume', token: broken.seats.red.token })
    // Its players are told the host has their game but cannot load it (issue 34, point 6).
    expect(lost.messages).toEqual([{ type: 'error', code: 'room-unreadable', message: expect.any(String) }])
  })

  it('saves every move before anyone sees its view', async () => {
    const dir = tempDir()
    const { host } = await open(dir)
    let code = ''
    const lag: Array<{ seq: number; saved: number }> = []
    const watch = (m: HostMessage) => {
      if (m.type !== 'view') return
      const saved = (roomFileJson(join(dir, `${m.room}.room.json`)) as RoomRecord).moves.length
      if (saved < m.seq) lag.push({ seq: m.seq, saved })
    }
    const ann = new Inbox(watch)
    const bob = new Inbox(watch)
    const annSession = host.connect(ann)
    const bobSession = host.connect(bob)
    await annSession.handle({ type: 'createRoom', game: 'spies-and-lies', options: {}, bots: [], botLevel: 'easy' })
    code = ann.take('room')[0].room
    await annSession.handle({ type: 'join', room: code, name: 'Ann', seat: 'red' })
    await bobSession.handle({ type: 'join', room: code, name: 'Bob', seat: 'blue' })
    const game = playRandomGame(host.room(code)?.record.seed ?? '', {})
    for (const [i, move] of game.moves.entries()) {
      await (move.seat === 'red' ? annSession : bobSession).handle({ type: 'act', seq: i, action: move.action })
    }
    expect(host.room(code)?.over).toBe(true)
    expect(ann.take('error')).toEqual([])
    expect(bob.take('error')).toEqual([])
    expect(ann.take('view').map((v) => v.seq)).toEqual(Array.from({ length: game.moves.length + 1 }, (_, i) => i))
    expect(lag).toEqual([])
  })

  it('keeps finished rooms after a restart, and deleteRoom removes them for good', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const done = record('FNSHD', 'finished', 'all')
    const live = record('GRAND', 'still-playing', 5)
    await store.save(done)
    await store.save(live)

    const first = await open(dir)
    expect(first.host.roomCodes().sort()).toEqual(['FNSHD', 'GRAND'])
    expect(first.host.room('FNSHD')?.over).toBe(true)
    const watcher = new Inbox()
    await say(first.host, watcher, { type: 'resume', token: done.seats.blue.token })
    const [view] = watcher.take('view')
    expect(view.seq).toBe(done.moves.length)
    expect(view.view.phase).toBe('over')
    expect(view.view.winner).not.toBeNull()
    await first.host.close()

    const second = await open(dir)
    expect(second.host.roomCodes().sort()).toEqual(['FNSHD', 'GRAND'])
    const holder = new Inbox()
    await say(second.host, holder, { type: 'resume', token: done.seats.red.token })
    await second.host.deleteRoom('FNSHD')
    expect(second.host.roomCodes()).toEqual(['GRAND'])
    // The lock is held while the host runs (released on close).
    expect(readdirSync(dir).sort()).toEqual(['GRAND.room.json', 'host.lock'])
    const late = new Inbox()
    await say(second.host, late, { type: 'resume', token: done.seats.red.token })
    expect(late.take('error').map((e) => e.code)).toEqual(['unknown-token'])
    await second.host.deleteRoom('FNSHD') // deleting twice is harmless
    await second.host.close()

    const third = await open(dir)
    expect(third.host.roomCodes()).toEqual(['GRAND'])
    expect(third.skipped).toEqual([])
  })
})

describe('finished rooms', () => {
  it('leave memory when nobody watches them, come back on resume, and do not count toward the room limit', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const done = record('FNSHD', 'finished-unload', 'all')
    await store.save(done)
    const { host } = await Host.open({ store: new FileRoomStore(dir), warn: () => {}, finishedIdleMs: 30, maxRooms: 1 })
    keep(host)
    expect(host.room('FNSHD')?.over).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 120))
    // Out of memory, still listed and on disk.
    expect(host.room('FNSHD')).toBeUndefined()
    expect(host.roomCodes()).toEqual(['FNSHD'])
    expect(readdirSync(dir)).toContain('FNSHD.room.json')

    // The limit counts games in play only: a new room opens although a finished one exists.
    const creator = new Inbox()
    await say(host, creator, { type: 'createRoom', game: 'spies-and-lies', options: {}, bots: [], botLevel: 'easy' })
    expect(creator.take('room')).toHaveLength(1)
    const second = new Inbox()
    await say(host, second, { type: 'createRoom', game: 'spies-and-lies', options: {}, bots: [], botLevel: 'easy' })
    expect(second.take('error').map((e) => e.code)).toEqual(['host-full'])

    // A resume loads the finished room back and shows its final view.
    const player = new Inbox()
    const session = host.connect(player)
    await session.handle({ type: 'resume', token: done.seats.red.token })
    const [view] = player.take('view')
    expect(view.seq).toBe(done.moves.length)
    expect(view.view.phase).toBe('over')
    expect(host.room('FNSHD')?.over).toBe(true)
    // While someone watches it stays; once they leave it goes again.
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(host.room('FNSHD')).toBeDefined()
    session.disconnected()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(host.room('FNSHD')).toBeUndefined()

    // Deleting an unloaded room removes it for good.
    await host.deleteRoom('FNSHD')
    expect(host.roomCodes()).not.toContain('FNSHD')
    expect(readdirSync(dir)).not.toContain('FNSHD.room.json')
  })
})
