// Issue 11, finished games: a host with 5,000 saved games read and replayed every one at startup
// (4.8 s, 183 MB), and bot-only games could pile them up without end. Now finished rooms are
// listed in one small file (host/finished-index.ts) that startup reads instead of their files; a
// finished room is loaded when somebody comes back to it; and only so many are kept.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSeed, newToken } from '../../src/main/host/codes'
import { FINISHED_INDEX_FILE, FileFinishedIndex } from '../../src/main/host/finished-index'
import { Host, type HostOptions } from '../../src/main/host/host'
import type { RoomRecord } from '../../src/main/host/room-record'
import { FileRoomStore } from '../../src/main/host/store'
import { peer } from '../support/inbox'
import { playRandomGame } from '../support/random-game'

const dirs: string[] = []
const hosts: Host[] = []
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-archive-'))
  dirs.push(dir)
  return dir
}

/** A FileRoomStore that counts the rooms it reads. */
class CountingStore extends FileRoomStore {
  readAtStartup = 0
  readOnDemand = 0
  override async loadAll(skip?: (code: string) => boolean) {
    const loaded = await super.loadAll(skip)
    this.readAtStartup += loaded.records.length
    return loaded
  }
  override async load(code: string) {
    this.readOnDemand += 1
    return super.load(code)
  }
}

/** A two-player room played to the end (or stopped `short` moves before it), finished at `at`. */
function game(code: string, at: string, options: { short?: number; reach?: 'local' } = {}): RoomRecord {
  const seed = `archive-${code}`
  const played = playRandomGame(seed, {})
  return {
    format: 'safehouse-room',
    version: 3,
    code,
    game: 'spies-and-lies',
    name: `Room ${code}`,
    options: {},
    seed,
    botSeed: newSeed(),
    seats: { red: { name: 'Ann', token: newToken(), bot: null }, blue: { name: 'Bob', token: newToken(), bot: null } },
    started: true,
    ...(options.reach ? { reach: options.reach } : {}),
    moves: played.moves.slice(0, played.moves.length - (options.short ?? 0)),
    createdAt: at,
    updatedAt: at,
  }
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString()

async function openHost(dir: string, options: Partial<HostOptions> = {}): Promise<{ host: Host; store: CountingStore; warnings: string[] }> {
  const store = new CountingStore(dir)
  const warnings: string[] = []
  const { host } = await Host.open({ store, finishedIndex: new FileFinishedIndex(dir), warn: (m) => warnings.push(m), sweepMs: 0, ...options })
  hosts.push(host)
  return { host, store, warnings }
}

async function closeHost(host: Host): Promise<void> {
  hosts.splice(hosts.indexOf(host), 1)
  await host.close()
}

function listed(dir: string): string[] {
  return (JSON.parse(readFileSync(join(dir, FINISHED_INDEX_FILE), 'utf8')) as { rooms: Array<{ code: string }> }).rooms.map((r) => r.code)
}

describe('finished rooms are listed, and not read at startup', () => {
  it('the second start reads only the game in play; a resume loads its finished room on demand', async () => {
    const dir = tempDir()
    const seed = new FileRoomStore(dir)
    const finished = ['FNAAA', 'FNBBB', 'FNCCC', 'FNDDD'].map((code, i) => game(code, day(i + 1)))
    for (const record of finished) await seed.save(record)
    await seed.save(game('PNAYS', day(9), { short: 5 }))

    // First start (a data folder from before the list): every room is read, and the list written.
    const first = await openHost(dir)
    expect(first.store.readAtStartup).toBe(5)
    await closeHost(first.host)
    expect(listed(dir)).toEqual(['FNAAA', 'FNBBB', 'FNCCC', 'FNDDD'])

    const second = await openHost(dir)
    expect(second.store.readAtStartup).toBe(1)
    expect(second.host.room('FNBBB')).toBeUndefined()
    expect(second.host.roomCodes().sort()).toEqual(['FNAAA', 'FNBBB', 'FNCCC', 'FNDDD', 'PNAYS'])
    const bob = peer(second.host)
    await bob.say({ type: 'resume', token: finished[1].seats.blue.token })
    expect(bob.inbox.take('welcome')[0]).toMatchObject({ room: 'FNBBB', seat: 'blue' })
    const [view] = bob.inbox.take('view')
    expect(view.seq).toBe(finished[1].moves.length)
    expect(view.view.phase).toBe('over')
    expect(second.store.readOnDemand).toBe(1)
    // A code of a listed room is taken: no new room, import or join mistakes it for a free one.
    await expect(second.host.addRoom(game('FNCCC', day(20)))).rejects.toThrow(/already a room/)
  })

  it('the list is only a cache: damaged, it is ignored (and written anew); a listed room whose file is gone is dropped', async () => {
    const dir = tempDir()
    const seed = new FileRoomStore(dir)
    const kept = game('KEPTA', day(1))
    await seed.save(kept)
    writeFileSync(join(dir, FINISHED_INDEX_FILE), JSON.stringify({ format: 'safehouse-finished-rooms', version: 1, rooms: [{ code: 'nope' }] }))
    const first = await openHost(dir)
    expect(first.warnings.join('\n')).toMatch(/not a list of finished rooms; reading every saved room instead/)
    expect(first.store.readAtStartup).toBe(1)
    await closeHost(first.host)
    expect(listed(dir)).toEqual(['KEPTA'])

    const ghostToken = newToken()
    writeFileSync(
      join(dir, FINISHED_INDEX_FILE),
      JSON.stringify({
        format: 'safehouse-finished-rooms',
        version: 1,
        rooms: [
          { code: 'KEPTA', reach: 'network', tokens: [kept.seats.red.token, kept.seats.blue.token], finishedAt: day(1) },
          { code: 'GHZST', reach: 'network', tokens: [ghostToken], finishedAt: day(2) },
        ],
      }),
    )
    const second = await openHost(dir)
    expect(second.store.readAtStartup).toBe(0)
    const lost = peer(second.host)
    await lost.say({ type: 'resume', token: ghostToken })
    expect(lost.inbox.errors()).toEqual(['unknown-token'])
    expect(second.host.roomCodes()).toEqual(['KEPTA'])
    await closeHost(second.host)
    expect(listed(dir)).toEqual(['KEPTA'])
  })

  it('a listed room sharing a seat token with a game in play cannot take that seat over', async () => {
    const dir = tempDir()
    const live = game('GAMEA', day(5), { short: 3 })
    await new FileRoomStore(dir).save(live)
    writeFileSync(
      join(dir, FINISHED_INDEX_FILE),
      JSON.stringify({ format: 'safehouse-finished-rooms', version: 1, rooms: [{ code: 'CZPYA', reach: 'network', tokens: [live.seats.red.token], finishedAt: day(1) }] }),
    )
    const { host, warnings } = await openHost(dir)
    expect(warnings.join('\n')).toMatch(/CZPYA shares a seat token/)
    const ann = peer(host)
    await ann.say({ type: 'resume', token: live.seats.red.token })
    expect(ann.inbox.take('welcome')[0]).toMatchObject({ room: 'GAMEA', seat: 'red' })
  })
})

describe('finished rooms are kept up to a bound', () => {
  it('beyond it the oldest finished network rooms are deleted with their files; local ones are counted apart', async () => {
    const dir = tempDir()
    const seed = new FileRoomStore(dir)
    for (const [i, code] of ['NAAAA', 'NBBBB', 'NCCCC', 'NDDDD'].entries()) await seed.save(game(code, day(i + 1)))
    await seed.save(game('NXZAN', day(0), { reach: 'local' }))
    const nearEnd = game('NEEEE', day(10), { short: 1 })
    const last = playRandomGame(nearEnd.seed, {}).moves.at(-1)
    if (!last) throw new Error('the game has no moves')
    await seed.save(nearEnd)

    const { host } = await openHost(dir, { limits: { network: { finished: 3 } } })
    // At startup: four finished network rooms, one too many: the oldest goes.
    const player = peer(host)
    await player.say({ type: 'resume', token: nearEnd.seats[last.seat as 'red' | 'blue'].token })
    await player.say({ type: 'act', seq: nearEnd.moves.length, action: last.action })
    expect(player.inbox.errors()).toEqual([])
    expect(host.room('NEEEE')?.over).toBe(true)
    // The game that just finished pushes out the next oldest.
    await closeHost(host)
    const files = ['NAAAA', 'NBBBB', 'NCCCC', 'NDDDD', 'NEEEE', 'NXZAN'].filter((code) => existsSync(join(dir, `${code}.room.json`)))
    expect(files).toEqual(['NCCCC', 'NDDDD', 'NEEEE', 'NXZAN'])
    expect(listed(dir).sort()).toEqual(['NCCCC', 'NDDDD', 'NEEEE', 'NXZAN'])
  })
})
