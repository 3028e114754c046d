// One host per data folder: the lock file that says who holds it, refused while its holder runs,
// taken over once that holder is gone (even when its PID now names another process).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Host } from '../../src/main/host/host'
import { parseLock, processStartTime } from '../../src/main/host/host-lock'
import { FileRoomStore, StoreLockedError } from '../../src/main/host/store'
import { savedRoomsPerTest } from '../support/saved-rooms'

const { tempDir, keep } = savedRoomsPerTest()

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
      keep(host)
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
