// Long records on the host's loop (issue 34, point 9): a room of up to 20,000 moves is read, checked,
// replayed and handed out a slice of time at a time, so other connections' messages run between
// slices (how long a slice holds the loop is measured in `npm run bench -- store`, not here).
import { describe, expect, it } from 'vitest'
import { FileFinishedIndex } from '../../src/main/host/finished-index'
import { Host } from '../../src/main/host/host'
import { slicer } from '../../src/main/host/loop-slices'
import { Room } from '../../src/main/host/room'
import { parseSavedRoom } from '../../src/main/host/room-record'
import { FileRoomStore } from '../../src/main/host/store'
import { Inbox } from '../support/inbox'
import { longConfusion } from '../support/long-rooms'
import { savedRoomsPerTest, say } from '../support/saved-rooms'

const { tempDir, keep } = savedRoomsPerTest()

/** Says when a room's file has been read (and parsed), before the host rebuilds the room from it. */
class ReadingStore extends FileRoomStore {
  read = false

  override async load(code: string): ReturnType<FileRoomStore['load']> {
    const record = await super.load(code)
    this.read = true
    return record
  }
}

/** Counts the turns the loop takes while `work` runs. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let done = false
  const tick = () => {
    if (done) return
    turns++
    setImmediate(tick)
  }
  setImmediate(tick)
  await work()
  done = true
  return turns
}

describe('long records on the host’s loop', () => {
  it('rebuilding a room and checking its saved moves give the loop a turn whenever a slice is spent', async () => {
    const long = longConfusion('SXCDX', 2_000)
    // A slice of no time: a turn after every move.
    expect(await turnsDuring(() => Room.rebuilt(long, slicer(0)))).toBeGreaterThanOrEqual(long.moves.length * 2 - 1)
    const whole = new Room(long)
    const sliced = await Room.rebuilt(long)
    expect(sliced.state).toEqual(whole.state)
    expect(sliced.record).toBe(long)
    expect(await parseSavedRoom(JSON.parse(JSON.stringify(long)))).toEqual(long)
  })

  it('a replay of a 19,990-move finished room kept only on disk answers the whole record, and a ping sent meanwhile is answered first', async () => {
    const dir = tempDir()
    const long = longConfusion('NGXYZ', 19_990, { reason: 'conceded', seat: 'white', winners: ['red'] })
    await new FileRoomStore(dir).save(long)
    const opened = (await Host.open({ store: new FileRoomStore(dir), finishedIndex: new FileFinishedIndex(dir), sweepMs: 0, indexWriteMs: 0 })).host
    await opened.close()
    const store = new ReadingStore(dir)
    const { host } = await Host.open({ store, finishedIndex: new FileFinishedIndex(dir), sweepMs: 0 })
    keep(host)
    expect(host.room('NGXYZ')).toBeUndefined()
    const order: string[] = []
    const eve = new Inbox((m) => order.push(`eve ${m.type}`))
    const bob = new Inbox((m) => order.push(`bob ${m.type}`))
    const asked = say(host, eve, { type: 'replay', room: 'NGXYZ' })
    // Once the room's file is read, its moves are checked and replayed in slices: a ping gets in
    // (the loop's first turn after the read comes once the first slice is spent).
    await new Promise<void>((ready) => {
      const wait = () => (store.read || order.length > 0 ? ready() : setImmediate(wait))
      wait()
    })
    await say(host, bob, { type: 'ping' })
    await asked
    expect(order).toEqual(['bob pong', 'eve replay'])
    const [replay] = eve.take('replay')
    expect(replay.record.moves).toEqual(long.moves)
  }, 60_000)
})
