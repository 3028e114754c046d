// mDNS discovery between two machines, for real: two throw-away network namespaces joined by a
// veth cable (test/support/netns.ts), one advertising, one browsing. All traffic, multicast
// included, stays inside those namespaces. Needs root and iproute2; skipped otherwise.
import { type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscoveredHost } from '../../src/main/net/mdns'
import { instanceNameFor, truncateUtf8, txtNameFor } from '../../src/main/net/mdns-record'
import { createNetnsPair, netnsAvailable, runIn, type NetnsPair } from '../support/netns'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = resolve(HERE, '../..')
const FIXTURES = join(HERE, 'fixtures')
const SERVE = join(ROOT, 'src/main/serve.ts')

const netns = netnsAvailable()
if (!netns.available) {
  console.warn(`[mdns.test] skipped: mDNS tests need private network namespaces (${netns.reason})`)
}

// --- child processes ------------------------------------------------------------------------------

interface Child {
  proc: ChildProcess
  /** Everything printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the first stdout line (then parsed by `parse`) for which `match` holds. */
  waitFor<T>(what: string, parse: (line: string) => T | undefined, timeoutMs: number): Promise<T>
  /** Resolves with the exit code (or signal name). */
  exited(timeoutMs: number): Promise<number | string>
  /** SIGKILLs it if still running and waits for it. */
  kill(): Promise<void>
}

/** Runs a TypeScript file under Node + tsx inside namespace `ns`. */
function runTs(ns: string, script: string, args: string[]): Child {
  const proc = runIn(ns, process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'], // fixtures exit when stdin closes, i.e. when the runner dies
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.node.json'), FORCE_COLOR: '0' },
  })
  let all = ''
  const lines: string[] = []
  const listeners = new Set<() => void>()
  let pending = ''
  proc.stdout?.setEncoding('utf8')
  proc.stderr?.setEncoding('utf8')
  proc.stdout?.on('data', (chunk: string) => {
    all += chunk
    pending += chunk
    const parts = pending.split('\n')
    pending = parts.pop() ?? ''
    lines.push(...parts)
    for (const listener of [...listeners]) listener()
  })
  proc.stderr?.on('data', (chunk: string) => {
    all += chunk
  })
  let exit: number | string | undefined
  const exitListeners = new Set<() => void>()
  proc.on('exit', (code, signal) => {
    exit = code ?? signal ?? 'unknown'
    for (const listener of [...exitListeners, ...listeners]) listener()
  })

  const child: Child = {
    proc,
    output: () => all,
    waitFor(what, parse, timeoutMs) {
      return new Promise((resolvePromise, reject) => {
        let index = 0
        const check = (): void => {
          for (; index < lines.length; index++) {
            const found = parse(lines[index] ?? '')
            if (found !== undefined) {
              done()
              resolvePromise(found)
              return
            }
          }
          if (exit !== undefined) {
            done()
            reject(new Error(`${script} exited (${exit}) before ${what}:\n${all}`))
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what} from ${script}:\n${all}`))
        }, timeoutMs)
        const done = (): void => {
          clearTimeout(timer)
          listeners.delete(check)
        }
        listeners.add(check)
        check()
      })
    },
    exited(timeoutMs) {
      return new Promise((resolvePromise, reject) => {
        if (exit !== undefined) return resolvePromise(exit)
        const timer = setTimeout(() => {
          exitListeners.delete(onExit)
          reject(new Error(`${script} did not exit within ${timeoutMs} ms:\n${all}`))
        }, timeoutMs)
        const onExit = (): void => {
          clearTimeout(timer)
          exitListeners.delete(onExit)
          resolvePromise(exit ?? 'unknown')
        }
        exitListeners.add(onExit)
      })
    },
    async kill() {
      if (exit !== undefined) return
      proc.kill('SIGKILL')
      await child.exited(5_000).catch(() => undefined)
    },
  }
  return child
}

interface Event {
  event: string
  host?: DiscoveredHost
  [key: string]: unknown
}

/** A parser for JSON event lines of the given kind. */
function event(kind: string): (line: string) => Event | undefined {
  return (line) => {
    if (!line.startsWith('{')) return undefined
    try {
      const parsed = JSON.parse(line) as Event
      return parsed.event === kind ? parsed : undefined
    } catch {
      return undefined
    }
  }
}

// --- tests -----------------------------------------------------------------------------------------

describe('mDNS names (no network)', () => {
  const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')

  it('makes unique, single-label instance names of at most 63 bytes', () => {
    const name = instanceNameFor('Ann\'s.room\\with\nnewline')
    expect(name).toMatch(/^Ann's-room-with newline \([0-9a-f]{4}\)$/)
    const long = instanceNameFor('🕵️ spy '.repeat(40))
    expect(bytes(long)).toBeLessThanOrEqual(63)
    expect(long).not.toContain('\uFFFD')
    expect(long).toMatch(/ \([0-9a-f]{4}\)$/)
    expect(instanceNameFor('\u0000\u202E')).toMatch(/^Safehouse \([0-9a-f]{4}\)$/)
    const many = new Set(Array.from({ length: 20 }, () => instanceNameFor('Same room')))
    expect(many.size).toBeGreaterThan(1)
  })

  it('keeps TXT names to one clean line of at most 63 bytes, never splitting a character', () => {
    expect(txtNameFor('  Test\troom\u0007 ')).toBe('Test room')
    const long = txtNameFor('é'.repeat(40))
    expect(long).toBe('é'.repeat(31))
    expect(bytes(long)).toBe(62)
    expect(truncateUtf8('ab€', 4)).toBe('ab')
    expect(txtNameFor('')).toBe('Safehouse')
  })
})

describe.skipIf(!netns.available)('mDNS discovery between two network namespaces', () => {
  let pair: NetnsPair
  const children: Child[] = []
  const dirs: string[] = []

  const start = (ns: string, script: string, args: string[]): Child => {
    const child = runTs(ns, script, args)
    children.push(child)
    return child
  }

  beforeAll(() => {
    pair = createNetnsPair()
  })

  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()))
    pair?.destroy()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('finds an advertised host with its TXT data and address, and sees it leave', async () => {
    const advertiser = start(pair.a.name, join(FIXTURES, 'advertise.ts'), [
      '--port', '4567', '--name', 'Test room', '--game', 'spies-and-lies', '--interface', pair.a.address,
    ])
    try {
      const advertised = await advertiser.waitFor('advertising', event('advertising'), 15_000)

      // A one-shot discovery: prints the first host it finds and exits.
      const once = start(pair.b.name, join(FIXTURES, 'discover.ts'), [
        '--interface', pair.b.address, '--exit-on', 'up', '--timeout', '15000',
      ])
      const found = (await once.waitFor('a discovered host', event('up'), 20_000)).host
      expect(await once.exited(5_000)).toBe(0)
      expect(found).toEqual({
        id: advertised['fqdn'],
        name: 'Test room',
        game: 'spies-and-lies',
        games: ['spies-and-lies'],
        open: 0,
        version: '2',
        address: pair.a.address,
        port: 4567,
      })
      expect(found?.id).toMatch(/^Test room \([0-9a-f]{4}\)\._safehouse\._tcp\.local$/)

      // A watching discovery sees the host, then its goodbye once the advertiser stops.
      const watcher = start(pair.b.name, join(FIXTURES, 'discover.ts'), [
        '--interface', pair.b.address, '--exit-on', 'down', '--timeout', '20000',
      ])
      expect((await watcher.waitFor('the host again', event('up'), 15_000)).host).toEqual(found)
      advertiser.proc.kill('SIGTERM')
      await advertiser.waitFor('stopped', event('stopped'), 5_000)
      expect(await advertiser.exited(5_000)).toBe(0)
      const down = await watcher.waitFor('the goodbye', event('down'), 10_000)
      expect(down.host).toEqual(found)
      expect(await watcher.exited(5_000)).toBe(0)
    } finally {
      await Promise.all(children.map((child) => child.kill()))
    }
  }, 60_000)

  it('drops a host that vanished without a goodbye', async () => {
    const advertiser = start(pair.a.name, join(FIXTURES, 'advertise.ts'), [
      '--port', '4568', '--name', 'Crashy room', '--game', 'spies-and-lies', '--interface', pair.a.address,
    ])
    try {
      await advertiser.waitFor('advertising', event('advertising'), 15_000)
      // Refresh every second: a host that misses three refreshes (+2 s) is gone.
      const watcher = start(pair.b.name, join(FIXTURES, 'discover.ts'), [
        '--interface', pair.b.address, '--exit-on', 'down', '--refresh', '1000', '--timeout', '30000',
      ])
      const up = await watcher.waitFor('the host', event('up'), 15_000)
      expect(up.host?.name).toBe('Crashy room')
      // Still listed after several refreshes while it is alive.
      await new Promise((r) => setTimeout(r, 6_000))
      expect(watcher.output()).not.toContain('"event":"down"')
      const killedAt = Date.now()
      await advertiser.kill() // SIGKILL: no goodbye
      const down = await watcher.waitFor('the host to be dropped', event('down'), 15_000)
      expect(down.host).toEqual(up.host)
      expect(Date.now() - killedAt).toBeGreaterThan(2_000)
    } finally {
      await Promise.all(children.map((child) => child.kill()))
    }
  }, 60_000)

  it('lists only well-formed services of the versions it knows (1 and 2), and survives garbage', async () => {
    const rogue = start(pair.a.name, join(FIXTURES, 'rogue.ts'), ['--interface', pair.a.address])
    try {
      await rogue.waitFor('sending', event('sending'), 15_000)
      const watcher = start(pair.b.name, join(FIXTURES, 'discover.ts'), [
        '--interface', pair.b.address, '--exit-on', 'never', '--timeout', '4000',
      ])
      const result = await watcher.waitFor('the list', event('timeout'), 20_000)
      expect(await watcher.exited(5_000)).toBe(0)
      const list = result['list'] as DiscoveredHost[]
      const evilName = `Evil room ${'x'.repeat(200)}`.slice(0, 63)
      expect(list).toEqual([
        {
          id: 'Evil room (0bad)._safehouse._tcp.local',
          name: evilName,
          game: 'spies-and-lies',
          games: ['spies-and-lies'],
          open: null,
          version: '1',
          address: pair.a.address,
          port: 4001,
        },
        {
          id: 'Good room (beef)._safehouse._tcp.local',
          name: 'Good room',
          game: 'spies-and-lies',
          games: ['spies-and-lies'],
          open: null,
          version: '1',
          address: pair.a.address,
          port: 4000,
        },
        {
          id: 'Two games (0c0c)._safehouse._tcp.local',
          name: 'Two games',
          game: 'spies-and-lies',
          games: ['spies-and-lies', 'confusion'],
          open: 3,
          version: '2',
          address: pair.a.address,
          port: 4009,
        },
      ])
    } finally {
      await Promise.all(children.map((child) => child.kill()))
    }
  }, 60_000)

  it.skipIf(!existsSync(SERVE))('a headless host advertises its games and how many rooms wait for players (v2 TXT)', async () => {
    const data = mkdtempSync(join(tmpdir(), 'safehouse-mdns-'))
    dirs.push(data)
    const server = start(pair.a.name, SERVE, ['--host', '0.0.0.0', '--port', '0', '--data', data])
    try {
      const port = await server.waitFor('the listening address', (line) => {
        const match = /http:\/\/[^\s/]+:(\d+)/.exec(line)
        return match ? Number(match[1]) : undefined
      }, 120_000)
      const watcher = start(pair.b.name, join(FIXTURES, 'discover.ts'), ['--interface', pair.b.address, '--exit-on', 'never', '--timeout', '30000'])
      const withOpen = (open: number) => (line: string) => {
        const up = event('up')(line)
        return up && (up.host as DiscoveredHost | undefined)?.open === open ? up : undefined
      }
      const first = (await watcher.waitFor('the host with no open room', withOpen(0), 20_000)).host as DiscoveredHost
      expect(first).toMatchObject({ version: '2', games: expect.arrayContaining(['spies-and-lies', 'confusion']), port })
      const opener = start(pair.b.name, join(FIXTURES, 'open-room.ts'), ['--url', `ws://${pair.a.address}:${port}/ws`])
      await opener.waitFor('the room', event('created'), 10_000)
      // The host re-announces at once: the watcher sees the new count without waiting for a refresh.
      const updated = (await watcher.waitFor('the host with one open room', withOpen(1), 10_000)).host as DiscoveredHost
      expect(updated.id).toBe(first.id)
    } finally {
      server.proc.kill('SIGTERM')
      await server.exited(5_000).catch(() => undefined)
      await Promise.all(children.map((child) => child.kill()))
    }
  }, 60_000)

  it.skipIf(!existsSync(SERVE))('discovers a headless host and plays a whole game on it', async () => {
    const data = mkdtempSync(join(tmpdir(), 'safehouse-mdns-'))
    dirs.push(data)
    const server = start(pair.a.name, SERVE, ['--host', '0.0.0.0', '--port', '0', '--data', data])
    try {
      const port = await server.waitFor(
        'the listening address',
        (line) => {
          const match = /http:\/\/[^\s/]+:(\d+)/.exec(line)
          return match ? Number(match[1]) : undefined
        },
        20_000,
      )
      const client = start(pair.b.name, join(FIXTURES, 'play.ts'), ['--interface', pair.b.address, '--timeout', '45000'])
      const discovered = (await client.waitFor('the discovered host', event('discovered'), 20_000)).host
      expect(discovered).toMatchObject({ game: 'spies-and-lies', games: expect.arrayContaining(['spies-and-lies']), version: '2', address: pair.a.address, port })
      expect(discovered?.name).toMatch(/\S/)
      const over = await client.waitFor('the end of the game', event('over'), 45_000)
      expect(['red', 'blue', 'draw']).toContain(over['winner'])
      expect(over['actions']).toBeGreaterThan(0)
      expect(await client.exited(5_000)).toBe(0)
    } finally {
      server.proc.kill('SIGTERM')
      await server.exited(5_000).catch(() => undefined)
      await Promise.all(children.map((child) => child.kill()))
    }
  }, 60_000)
})
