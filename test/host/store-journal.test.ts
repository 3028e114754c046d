// The room file as a journal (issue 34, point 4): a move appends one line, any other change writes a
// snapshot, a torn last line is dropped, files written before the journal load, and the store never
// writes a file it would not read back. In-process, over a real data folder.
import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newToken } from '../../src/main/host/codes'
import type { RoomRecord } from '../../src/main/host/room-record'
import { FileRoomStore, MAX_SAVE_BYTES, RecordFullError } from '../../src/main/host/store'
import { seatsFor } from '../../src/engine/agent-dog'
import { playRandomGame } from '../support/agent-dog-random-game'
import { countedWrites } from '../support/counted-writes'
import { record, savedRoomsPerTest } from '../support/saved-rooms'

const { tempDir } = savedRoomsPerTest()

/** `full` cut after `n` moves, each version following the one before as play.ts makes them. */
function growing(full: RoomRecord): RoomRecord[] {
  const versions: RoomRecord[] = [{ ...full, moves: [] }]
  for (const move of full.moves) {
    const before = versions.at(-1) as RoomRecord
    versions.push({ ...before, moves: [...before.moves, move], updatedAt: new Date().toISOString() })
  }
  return versions
}

/** A four-player Agent DOG room of a seeded random game: a long one, hundreds of moves. */
function dogRecord(code: string, seed: string): RoomRecord {
  const seats = Object.fromEntries(seatsFor(4).map((seat) => [seat, { name: seat, token: newToken(), bot: null }]))
  return { ...record(code, seed, 0), game: 'agent-dog', options: { players: 4 }, seats, moves: playRandomGame(seed, 4).moves }
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n')
}

describe('FileRoomStore journal', () => {
  it('appends one line per move: bytes written per move stay flat over a whole game, and the file loads as the last version', async () => {
    const dir = tempDir()
    const writes = countedWrites()
    const store = new FileRoomStore(dir, writes.open)
    const versions = growing(dogRecord('JRNAX', 'journal-flat'))
    expect(versions.length).toBeGreaterThan(200)
    const file = join(dir, 'JRNAX.room.json')
    const perMove: number[] = []
    for (const version of versions) {
      const before = writes.bytes()
      await store.save(version)
      if (version.moves.length > 0) perMove.push(writes.bytes() - before)
    }
    // Every byte written is in the file: each move's line, and nothing written again.
    expect(writes.bytes()).toBe(statSync(file).size)
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    expect(sum(perMove.slice(-100))).toBeLessThanOrEqual(1.5 * sum(perMove.slice(0, 100)))
    // One snapshot line (the room with no moves), then a line per move.
    expect(lines(file)).toHaveLength(versions.length + 1)
    const last = versions.at(-1) as RoomRecord
    expect(await new FileRoomStore(dir).load('JRNAX')).toEqual(last)
  })

  it('writes any change that is not a move as a snapshot, and appends again after it', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const [v0, v1, v2, v3] = growing(record('SNAPS', 'journal-snap', 3))
    const file = join(dir, 'SNAPS.room.json')
    await store.save(v0)
    await store.save(v1)
    expect(lines(file)).toHaveLength(3)
    // A seat change (a name, say) with the same moves: the whole record, one line.
    const renamed: RoomRecord = { ...v1, seats: { ...v1.seats, blue: { ...v1.seats.blue, name: 'Cat' } } }
    await store.save(renamed)
    expect(lines(file)).toHaveLength(2)
    // A move together with another change is a snapshot too: nothing but moves goes on a line.
    const both: RoomRecord = { ...renamed, moves: v2.moves, result: { reason: 'conceded', seat: 'red', winners: ['blue'] } }
    await store.save(both)
    expect(lines(file)).toHaveLength(2)
    const next: RoomRecord = { ...both, moves: v3.moves }
    await store.save(next)
    expect(lines(file)).toHaveLength(3)
    expect(await new FileRoomStore(dir).load('SNAPS')).toEqual(next)
    // A record whose moves are not the ones written (a new deal, another history) is a snapshot.
    const other: RoomRecord = { ...next, moves: [...v2.moves.map((m) => ({ ...m })), v3.moves[2]] }
    await store.save(other)
    expect(lines(file)).toHaveLength(2)
  })

  it('drops a torn last line (a host killed while appending) and writes a whole snapshot before appending again', async () => {
    const dir = tempDir()
    const versions = growing(record('TRNNN', 'journal-torn', 6))
    const store = new FileRoomStore(dir)
    for (const version of versions.slice(0, 5)) await store.save(version)
    const file = join(dir, 'TRNNN.room.json')
    const whole = lines(file).length
    // The sixth move's line, cut off by the kill: its view was never sent.
    appendFileSync(file, `{"seq":5,"at":"2026-01-01T00:00:00.000Z","move":{"seat":"re`)
    const restarted = new FileRoomStore(dir)
    expect(await restarted.load('TRNNN')).toEqual(versions[4])
    const { records, skipped } = await restarted.loadAll()
    expect(skipped).toEqual([])
    expect(records).toEqual([versions[4]])
    // The next save after the restart replaces the file whole, torn bytes and all.
    await restarted.save(versions[5])
    expect(lines(file)).toHaveLength(2)
    expect(lines(file).length).toBeLessThan(whole + 1)
    expect(await new FileRoomStore(dir).load('TRNNN')).toEqual(versions[5])
  })

  it('writes a snapshot when the file it would append to is gone (removed by hand), never a move line alone', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const [v0, v1, v2] = growing(record('GNXNE', 'journal-gone', 2))
    await store.save(v0)
    await store.save(v1)
    rmSync(join(dir, 'GNXNE.room.json'))
    await store.save(v2)
    expect(lines(join(dir, 'GNXNE.room.json'))).toHaveLength(2)
    expect(await new FileRoomStore(dir).load('GNXNE')).toEqual(v2)
  })

  it('loads room files written before the journal (one line of JSON, no newline; pretty-printed), and appends to them after a snapshot', async () => {
    const dir = tempDir()
    const [, v1, v2] = growing(record('XDFAB', 'journal-old', 2))
    const pretty = record('PRTTY', 'journal-pretty', 1)
    writeFileSync(join(dir, 'XDFAB.room.json'), JSON.stringify(v1))
    writeFileSync(join(dir, 'PRTTY.room.json'), JSON.stringify(pretty, null, 2))
    const store = new FileRoomStore(dir)
    const { records, skipped } = await store.loadAll()
    expect(skipped).toEqual([])
    expect(records).toEqual([pretty, v1])
    await store.save(v2)
    expect(await new FileRoomStore(dir).load('XDFAB')).toEqual(v2)
    const fixture = readFileSync(join(import.meta.dirname, '../fixtures/v1-room.json'), 'utf8')
    const code = (JSON.parse(fixture) as { code: string }).code
    writeFileSync(join(dir, `${code}.room.json`), fixture)
    expect((await store.load(code))?.version).toBe(3)
  })

  it('skips a file whose appended lines are damaged before the last one, or out of order, saying so', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    for (const version of growing(record('DMGED', 'journal-damaged', 4))) await store.save(version)
    for (const version of growing(record('RDERS', 'journal-order', 4))) await store.save(version)
    const damaged = join(dir, 'DMGED.room.json')
    const text = lines(damaged)
    writeFileSync(damaged, [text[0], text[1], 'garbage', ...text.slice(3)].join('\n'))
    const order = join(dir, 'RDERS.room.json')
    const ordered = lines(order)
    writeFileSync(order, [ordered[0], ordered[2], ordered[1], ...ordered.slice(3)].join('\n'))
    const { records, skipped } = await new FileRoomStore(dir).loadAll()
    expect(records).toEqual([])
    expect(skipped.map((s) => s.reason).sort()).toEqual([expect.stringMatching(/appended line 1 is seq 2, not 1/), expect.stringMatching(/appended line 2 is damaged/)])
    await expect(new FileRoomStore(dir).load('DMGED')).rejects.toThrow(/damaged/)
    expect(await new FileRoomStore(dir).load('NNNEE')).toBeNull()
  })

  it('never writes a file larger than it reads back: the save that would is refused whole (RecordFullError)', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const base = record('FUZZY', 'journal-full', 2)
    // Moves the store does not check (the game does, when the room is rebuilt), big enough to fill a file in a few saves.
    const pad = 'x'.repeat(512 * 1024)
    const big = (n: number) => ({ seat: 'red', action: { type: 'deploy', pad: `${n}${pad}` } })
    let version: RoomRecord = { ...base, moves: [] }
    await store.save(version)
    let saved = 0
    for (;;) {
      const next: RoomRecord = { ...version, moves: [...version.moves, big(saved)] }
      try {
        await store.save(next)
      } catch (err) {
        expect(err).toBeInstanceOf(RecordFullError)
        break
      }
      version = next
      saved++
    }
    expect(saved).toBe(7)
    const file = join(dir, 'FUZZY.room.json')
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_SAVE_BYTES)
    expect(await new FileRoomStore(dir).load('FUZZY')).toEqual(version)
    // Saved whole, it is refused too.
    await expect(new FileRoomStore(dir).save({ ...version, moves: [...version.moves, big(99)] })).rejects.toBeInstanceOf(RecordFullError)
    expect(await new FileRoomStore(dir).load('FUZZY')).toEqual(version)
  })
})
