// FileRoomStore over a real data folder: atomic saves, damaged files skipped with a reason, and
// seat tokens that must open one room only. In-process, no network.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RoomRecord } from '../../src/main/host/room-record'
import { FileRoomStore } from '../../src/main/host/store'
import { Inbox } from '../support/inbox'
import { record, savedRoomsPerTest, say } from '../support/saved-rooms'

const { tempDir, open } = savedRoomsPerTest()

describe('FileRoomStore', () => {
  it('saves atomically: one file per room that parses, no temp file left, private to the user', async () => {
    const dir = join(tempDir(), 'nested', 'rooms')
    const store = new FileRoomStore(dir)
    const base = record('GRAND', 'atomic', 8)
    const versions = Array.from({ length: 9 }, (_, n) => ({ ...base, moves: base.moves.slice(0, n) }))
    for (const v of versions) await store.save(v)
    await Promise.all(versions.map((v) => store.save(v)))
    expect(readdirSync(dir)).toEqual(['GRAND.room.json'])
    const saved = (await new FileRoomStore(dir).load('GRAND')) as RoomRecord
    expect(versions).toContainEqual(saved)
    expect(statSync(join(dir, 'GRAND.room.json')).mode & 0o077).toBe(0)
    await store.save(versions[8])
    const { records, skipped } = await store.loadAll()
    expect(skipped).toEqual([])
    expect(records).toEqual([versions[8]])
  })

  it('loads from a folder that does not exist as empty', async () => {
    const store = new FileRoomStore(join(tempDir(), 'never-made'))
    expect(await store.loadAll()).toEqual({ records: [], skipped: [] })
  })

  it('skips damaged, foreign, misnamed and oversized files with a reason, drops leftover temp files, and ignores other files', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const good = record('GRAND', 'good', 6)
    await store.save(good)
    const text = JSON.stringify(record('TRUNC', 'truncated', 6))
    writeFileSync(join(dir, 'TRUNC.room.json'), text.slice(0, text.length / 2))
    writeFileSync(join(dir, 'FRGNX.room.json'), JSON.stringify({ hello: 'world', moves: [] }))
    writeFileSync(join(dir, 'WRNGN.room.json'), JSON.stringify(record('RGHTN', 'misnamed', 2)))
    writeFileSync(join(dir, 'HVYYY.room.json'), ' '.repeat(4 * 1024 * 1024 + 1))
    mkdirSync(join(dir, 'DRCTR.room.json'))
    writeFileSync(join(dir, 'GRAND.room.json.1234.0.tmp'), '{"format":"safehouse-room","version":1,"co')
    writeFileSync(join(dir, 'notes.txt'), 'not a room')

    const { records, skipped } = await store.loadAll()
    expect(records).toEqual([good])
    const reasons = Object.fromEntries(skipped.map((s) => [s.file.slice(dir.length + 1), s.reason]))
    expect(Object.keys(reasons).sort()).toEqual(['DRCTR.room.json', 'FRGNX.room.json', 'HVYYY.room.json', 'TRUNC.room.json', 'WRNGN.room.json'])
    expect(reasons['FRGNX.room.json']).toMatch(/not a Safehouse room/)
    expect(reasons['WRNGN.room.json']).toMatch(/does not match/)
    expect(reasons['HVYYY.room.json']).toMatch(/larger than/)
    expect(reasons['DRCTR.room.json']).toMatch(/not a file/)
    // The temp file was a cut-off save: removed, the room's previous file still stands.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(readdirSync(dir)).toContain('notes.txt')
  })
})

describe('seat tokens across save files', () => {
  it('skips every file holding a token another file holds too (a copy under another code), and a file whose seats share one', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const original = record('GRAND', 'original', 6)
    const other = record('WATCH', 'other', 3)
    await store.save(original)
    await store.save(other)
    // Someone copies GRAND under another code: its seats' tokens come with it.
    writeFileSync(join(dir, 'CPYXZ.room.json'), JSON.stringify({ ...original, code: 'CPYXZ' }))
    const twins = record('TWXNS', 'twins', 2)
    twins.seats.blue = { ...twins.seats.blue, token: twins.seats.red.token }
    writeFileSync(join(dir, 'TWXNS.room.json'), JSON.stringify(twins))

    const { records, skipped } = await store.loadAll()
    expect(records.map((r) => r.code)).toEqual(['WATCH'])
    const reasons = Object.fromEntries(skipped.map((s) => [s.file.slice(dir.length + 1), s.reason]))
    expect(reasons).toEqual({
      'CPYXZ.room.json': 'a seat token is also in GRAND.room.json; every file holding it is skipped',
      'GRAND.room.json': 'a seat token is also in CPYXZ.room.json; every file holding it is skipped',
      'TWXNS.room.json': 'two of its seats share a token',
    })

    // The host resumes neither: the token opens no room rather than the wrong one, and its holder
    // is told the host has their game but cannot load it (issue 34, point 6).
    const { host, warnings } = await open(dir)
    expect(host.roomCodes()).toEqual(['WATCH'])
    expect(warnings).toHaveLength(3)
    const lost = new Inbox()
    await say(host, lost, { type: 'resume', token: original.seats.red.token })
    expect(lost.take('error').map((e) => e.code)).toEqual(['room-unreadable'])
    // The files stay on disk for the user to sort out.
    expect(readdirSync(dir).filter((f) => f.endsWith('.room.json')).sort()).toEqual(['CPYXZ.room.json', 'GRAND.room.json', 'TWXNS.room.json', 'WATCH.room.json'])
  })
})
