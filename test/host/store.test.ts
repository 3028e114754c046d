// FileRoomStore and Host.open over a real data folder: atomic saves, damaged files skipped with a
// warning, good rooms resumed, finished rooms kept until deleted. In-process, no network.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { devNull, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSeed, newToken } from '../../src/main/host/codes'
import { Host } from '../../src/main/host/host'
import type { Connection } from '../../src/main/host/session'
import type { RoomRecord } from '../../src/main/host/room-record'
import { FileHeadroom } from '../../src/main/host/file-headroom'
import { parseLock, processStartTime } from '../../src/main/host/host-lock'
import { FileRoomStore, StoreLockedError } from '../../src/main/host/store'
import type { ClientMessage, HostMessage as AnyHostMessage } from '../../src/shared/protocol'
import type { PlayerView } from '../../src/engine/spies-and-lies'

type HostMessage = AnyHostMessage<PlayerView>
import { playRandomGame } from '../support/random-game'

const dirs: string[] = []
const hosts: Host[] = []
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-store-'))
  dirs.push(dir)
  return dir
}

function record(code: string, seed: string, moveCount: number | 'all'): RoomRecord {
  const game = playRandomGame(seed, moveCount === 'all' ? {} : { maxActions: moveCount })
  const now = new Date().toISOString()
  return {
    format: 'safehouse-room',
    version: 3,
    code,
    game: 'spies-and-lies',
    name: `Room ${code}`,
    options: {},
    seed,
    botSeed: newSeed(),
    seats: {
      red: { name: 'Ann', token: newToken(), bot: null },
      blue: { name: 'Bob', token: newToken(), bot: null },
    },
    started: true,
    moves: game.moves,
    createdAt: now,
    updatedAt: now,
  }
}

/** A Connection that keeps what the host sends. */
class Inbox implements Connection {
  readonly messages: HostMessage[] = []
  closedWith: { code: number; reason: string } | null = null
  constructor(private readonly onSend: (message: HostMessage) => void = () => {}) {}
  send(message: HostMessage): void {
    this.onSend(message)
    this.messages.push(message)
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason }
  }
  take<T extends HostMessage['type']>(type: T): Array<Extract<HostMessage, { type: T }>> {
    return this.messages.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type)
  }
}

async function open(dir: string): Promise<{ host: Host; warnings: string[]; skipped: Array<{ file: string; reason: string }> }> {
  const warnings: string[] = []
  const { host, skipped } = await Host.open({ store: new FileRoomStore(dir), warn: (m) => warnings.push(m), graceMs: 50 })
  hosts.push(host)
  return { host, warnings, skipped }
}

async function say(host: Host, inbox: Inbox, message: ClientMessage): Promise<void> {
  await host.connect(inbox).handle(message)
}

describe('FileRoomStore', () => {
  it('saves atomically: one file per room that parses, no temp file left, private to the user', async () => {
    const dir = join(tempDir(), 'nested', 'rooms')
    const store = new FileRoomStore(dir)
    const base = record('GRAND', 'atomic', 8)
    const versions = Array.from({ length: 9 }, (_, n) => ({ ...base, moves: base.moves.slice(0, n) }))
    for (const v of versions) await store.save(v)
    await Promise.all(versions.map((v) => store.save(v)))
    expect(readdirSync(dir)).toEqual(['GRAND.room.json'])
    const saved = JSON.parse(readFileSync(join(dir, 'GRAND.room.json'), 'utf8')) as RoomRecord
    expect(versions.map((v) => JSON.stringify(v))).toContain(JSON.stringify(saved))
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
    expect(lost.messages).toEqual([{ type: 'error', code: 'unknown-token', message: expect.any(String) }])
  })

  it('saves every move before anyone sees its view', async () => {
    const dir = tempDir()
    const { host } = await open(dir)
    let code = ''
    const lag: Array<{ seq: number; saved: number }> = []
    const watch = (m: HostMessage) => {
      if (m.type !== 'view') return
      const saved = (JSON.parse(readFileSync(join(dir, `${m.room}.room.json`), 'utf8')) as RoomRecord).moves.length
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

describe('one host per data folder', () => {
  it('refuses a folder another running host has locked, and takes over a lock whose host died', async () => {
    const dir = tempDir()
    const other = spawn('sleep', ['30'], { stdio: 'ignore' })
    try {
      writeFileSync(join(dir, 'host.lock'), String(other.pid))
      await expect(new FileRoomStore(dir).lock()).rejects.toBeInstanceOf(StoreLockedError)
      await expect(Host.open({ store: new FileRoomStore(dir), warn: () => {} })).rejects.toThrow(/already using/)
    } finally {
      other.kill('SIGKILL')
      await new Promise((done) => other.once('exit', done))
    }
    // Its process is gone: the lock is stale and this host takes it over.
    const { host } = await Host.open({ store: new FileRoomStore(dir), warn: () => {} })
    expect(parseLock(readFileSync(join(dir, 'host.lock'), 'utf8'))?.pid).toBe(process.pid)
    await host.close()
    expect(existsSync(join(dir, 'host.lock'))).toBe(false)
  })

  /** Runs `body` with a live process (not this one) that a lock can name. */
  async function withLiveProcess(body: (pid: number) => Promise<void>): Promise<void> {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' })
    try {
      await new Promise((done) => other.once('spawn', done))
      await body(other.pid as number)
    } finally {
      other.kill('SIGKILL')
      await new Promise((done) => other.once('exit', done))
    }
  }

  it('records who holds it: PID, process start time and a random id', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    await store.lock()
    const owner = parseLock(readFileSync(join(dir, 'host.lock'), 'utf8'))
    expect(owner).toEqual({ pid: process.pid, started: processStartTime(process.pid), id: expect.stringMatching(/^[0-9a-f]{24}$/) })
    if (process.platform === 'linux') expect(owner?.started).toMatch(/^linux:[0-9a-f-]{36}:\d+$/)
    await store.close()
    expect(existsSync(join(dir, 'host.lock'))).toBe(false)
  })

  it.runIf(process.platform === 'linux')('takes over a lock whose PID now belongs to another process (its start time differs)', async () => {
    await withLiveProcess(async (pid) => {
      const started = processStartTime(pid)
      expect(started).not.toBeNull()
      const dir = tempDir()
      // The holder it names is running: refused.
      writeFileSync(join(dir, 'host.lock'), JSON.stringify({ pid, started, id: 'a'.repeat(24) }))
      await expect(new FileRoomStore(dir).lock()).rejects.toBeInstanceOf(StoreLockedError)
      // Same PID, another start: the host that wrote it died and the PID went to someone else.
      const [kind, boot, ticks] = (started as string).split(':')
      writeFileSync(join(dir, 'host.lock'), JSON.stringify({ pid, started: `${kind}:${boot}:${Number(ticks) + 1}`, id: 'b'.repeat(24) }))
      const { host } = await Host.open({ store: new FileRoomStore(dir), warn: () => {} })
      hosts.push(host)
      expect(parseLock(readFileSync(join(dir, 'host.lock'), 'utf8'))?.pid).toBe(process.pid)
      // The same after a reboot (another boot id).
      const again = tempDir()
      writeFileSync(join(again, 'host.lock'), JSON.stringify({ pid, started: `${kind}:00000000-0000-0000-0000-000000000000:${ticks}`, id: 'c'.repeat(24) }))
      await new FileRoomStore(again).lock()
    })
  })

  it('takes over a lock naming this very PID from an earlier process (a restarted container), keeps an old PID-only lock of a live process', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'host.lock'), JSON.stringify({ pid: process.pid, started: 'linux:earlier:1', id: 'd'.repeat(24) }))
    const store = new FileRoomStore(dir)
    await store.lock()
    expect(parseLock(readFileSync(join(dir, 'host.lock'), 'utf8'))?.id).not.toBe('d'.repeat(24))
    await store.close()
    await withLiveProcess(async (pid) => {
      // Written by an earlier version: no start time to tell, so a live PID is taken at its word.
      writeFileSync(join(dir, 'host.lock'), String(pid))
      await expect(new FileRoomStore(dir).lock()).rejects.toBeInstanceOf(StoreLockedError)
    })
  })

  it('closing leaves alone a lock another host has taken over meanwhile', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    await store.lock()
    const theirs = JSON.stringify({ pid: process.pid, started: null, id: 'e'.repeat(24) })
    writeFileSync(join(dir, 'host.lock'), theirs)
    await store.close()
    expect(readFileSync(join(dir, 'host.lock'), 'utf8')).toBe(theirs)
  })

  it('a lock a host cannot read (damaged) is taken over', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'host.lock'), '{"pid": "no')
    const store = new FileRoomStore(dir)
    await store.lock()
    await store.close()
    expect(existsSync(join(dir, 'host.lock'))).toBe(false)
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

    // The host resumes neither: the token opens no room rather than the wrong one.
    const { host, warnings } = await open(dir)
    expect(host.roomCodes()).toEqual(['WATCH'])
    expect(warnings).toHaveLength(3)
    const lost = new Inbox()
    await say(host, lost, { type: 'resume', token: original.seats.red.token })
    expect(lost.take('error').map((e) => e.code)).toEqual(['unknown-token'])
    // The files stay on disk for the user to sort out.
    expect(readdirSync(dir).filter((f) => f.endsWith('.room.json')).sort()).toEqual(['CPYXZ.room.json', 'GRAND.room.json', 'TWXNS.room.json', 'WATCH.room.json'])
  })
})

describe('finished rooms', () => {
  it('leave memory when nobody watches them, come back on resume, and do not count toward the room limit', async () => {
    const dir = tempDir()
    const store = new FileRoomStore(dir)
    const done = record('FNSHD', 'finished-unload', 'all')
    await store.save(done)
    const { host } = await Host.open({ store: new FileRoomStore(dir), warn: () => {}, finishedIdleMs: 30, maxRooms: 1 })
    hosts.push(host)
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

describe('FileHeadroom', () => {
  /** An open() that fails with `code` for the next `failures` opens of anything but the spares' device. */
  function fakeOpen(failures: number, code = 'EMFILE') {
    const log: string[] = []
    let left = failures
    let spares = 0
    const openFile = (async (path: string) => {
      if (path !== devNull && left > 0) {
        left -= 1
        log.push(`fail ${path}`)
        throw Object.assign(new Error(code), { code })
      }
      if (path === devNull) spares += 1
      log.push(`open ${path}`)
      return {
        close: async () => {
          if (path === devNull) spares -= 1
          log.push(`close ${path}`)
        },
      } as unknown as FileHandle
    }) as unknown as typeof import('node:fs/promises').open
    return { openFile, log, spares: () => spares }
  }

  it('out of descriptors, gives up a spare and tries again; the spare is taken back afterwards', async () => {
    const fs = fakeOpen(2)
    const headroom = new FileHeadroom(4, fs.openFile)
    await headroom.fill()
    expect(headroom.held()).toBe(4)
    await headroom.open('/data/ROOM.tmp', 'w')
    expect(fs.log.slice(4)).toEqual(['fail /data/ROOM.tmp', `close ${devNull}`, 'fail /data/ROOM.tmp', `close ${devNull}`, 'open /data/ROOM.tmp'])
    expect(headroom.held()).toBe(2)
    await headroom.fill()
    expect(headroom.held()).toBe(4)
    await headroom.release()
    expect(fs.spares()).toBe(0)
  })

  it('with no spare left, waits for a descriptor a bounded number of times, then gives up; other errors at once', async () => {
    const slow = fakeOpen(3)
    expect(await new FileHeadroom(0, slow.openFile).open('/data/A.tmp', 'w')).toBeDefined()
    // One spare, then six waits (about 2 s in all): eight tries.
    const never = fakeOpen(1000)
    const headroom = new FileHeadroom(1, never.openFile)
    await headroom.fill()
    await expect(headroom.open('/data/B.tmp', 'w')).rejects.toMatchObject({ code: 'EMFILE' })
    expect(never.log.filter((l) => l.startsWith('fail')).length).toBe(8)
    const denied = fakeOpen(1, 'EACCES')
    await expect(new FileHeadroom(4, denied.openFile).open('/data/C.tmp', 'w')).rejects.toMatchObject({ code: 'EACCES' })
  })
})
