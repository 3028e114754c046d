// `npm run serve` (src/main/serve.ts) as a child process: usage, bad arguments, clean shutdown.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { RawSocket } from '../support/raw-ws'
import { spawnServe, startServe, type ServeProcess } from '../support/host-server'

const processes: ServeProcess[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const p of processes.splice(0)) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL')
    await p.exited
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function run(args: string[]): ServeProcess {
  const p = spawnServe(args)
  processes.push(p)
  return p
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'safehouse-serve-'))
  dirs.push(dir)
  return dir
}

describe('serve CLI', () => {
  it('--help prints the usage and exits 0', async () => {
    const p = run(['--help'])
    expect(await p.exited).toBe(0)
    expect(p.stdout()).toMatch(/^Usage: npm run serve/)
    for (const option of ['--port', '--host', '--no-mdns', '--data']) expect(p.stdout()).toContain(option)
  }, 120_000)

  it('bad arguments (--port abc, --port 70000, an unknown option) exit non-zero with a message and the usage', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--port', 'abc'], /--port must be a whole number from 0 to 65535/],
      [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
      [['--bogus'], /Unknown option '--bogus'/],
    ]
    const runs = cases.map(([args]) => run([...args, '--no-mdns', '--host', '127.0.0.1', '--data', tempDir()]))
    for (const [i, p] of runs.entries()) {
      const code = await p.exited
      expect({ args: cases[i][0], failed: typeof code === 'number' && code !== 0 }).toEqual({ args: cases[i][0], failed: true })
      expect(p.stderr()).toMatch(cases[i][1])
      expect(p.stderr()).toContain('Usage:')
      expect(p.stdout()).not.toContain('listening')
    }
  }, 120_000)

  it('a port in use is a clear error, not a crash, and leaves the data folder free (no host.lock)', async () => {
    const squatter = createServer()
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done))
    const port = (squatter.address() as { port: number }).port
    try {
      const data = tempDir()
      const p = run(['--port', String(port), '--no-mdns', '--host', '127.0.0.1', '--data', data])
      expect(await p.exited).toBe(1)
      expect(p.stderr()).toContain(`port ${port} is in use: stop what uses it, or choose another with --port N`)
      expect(p.stderr()).not.toMatch(/\n\s+at /)
      expect(existsSync(join(data, 'host.lock'))).toBe(false)
    } finally {
      await new Promise((done) => squatter.close(done))
    }
  }, 120_000)

  it('prints its address once ready, and exits 0 on SIGTERM, closing clients with 1001', async () => {
    const dataDir = tempDir()
    const p = await startServe(dataDir)
    processes.push(p)
    expect(p.stdout()).toMatch(/^listening http:\/\/127\.0\.0\.1:\d+$/m)
    // The next line may come in a later chunk of the pipe (it failed once on a busy machine): wait for it.
    await expect.poll(() => p.stdout(), { timeout: 60_000 }).toContain(`saving rooms in ${dataDir} (0 resumed)`)
    expect(p.stdout()).not.toContain('advertised')
    const c = await TestClient.connect(p.wsUrl)
    await createRoom(c)
    p.child.kill('SIGTERM')
    expect(await p.exited).toBe(0)
    expect((await c.closedBy()).code).toBe(1001)
    expect(p.stdout()).toContain('SIGTERM: shutting down')
  }, 120_000)

  // The gateway used to wait out its grace period on a timer that did not keep Node alive: once the
  // clients had gone, the process ran out of work and ended before host.close() removed host.lock.
  it('shutting down with clients connected leaves no host.lock', async () => {
    const dataDir = tempDir()
    const p = await startServe(dataDir)
    processes.push(p)
    const ann = await TestClient.connect(p.wsUrl)
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')
    const idle = await TestClient.connect(p.wsUrl)
    expect(existsSync(join(dataDir, 'host.lock'))).toBe(true)
    p.child.kill('SIGTERM')
    expect(await p.exited).toBe(0)
    expect((await ann.closedBy()).code).toBe(1001)
    expect((await idle.closedBy()).code).toBe(1001)
    // The room stays saved (with the finished-games index and the port of this run beside it); the lock is gone.
    expect(readdirSync(dataDir).sort()).toEqual([`${code}.room.json`, 'finished-rooms.json', 'listen-port.json'])
  }, 120_000)

  it('... also when a client never answers the close: it is cut off after the grace period', async () => {
    const dataDir = tempDir()
    const p = await startServe(dataDir)
    processes.push(p)
    // A bare socket: it reads the host's close frame but never answers it.
    const deaf = await RawSocket.upgraded(p.port)
    p.child.kill('SIGTERM')
    expect(await p.exited).toBe(0)
    expect(await deaf.endedWithin(5000)).toBe(true)
    expect(deaf.closeCodes()).toEqual([1001])
    deaf.destroy()
    expect(readdirSync(dataDir)).not.toContain('host.lock')
  }, 120_000)

  it('exits 0 on SIGINT too', async () => {
    const p = await startServe(tempDir())
    processes.push(p)
    const c = await TestClient.connect(p.wsUrl)
    await createRoom(c)
    p.child.kill('SIGINT')
    expect(await p.exited).toBe(0)
    expect(p.stdout()).toContain('SIGINT: shutting down')
  }, 120_000)

  // protocol.md: serve prints its address "once it is ready". A supervisor (or a test) that stops
  // it right after that line must get the clean shutdown, not the default "killed by signal".
  it('a SIGTERM sent the moment the ready line appears still exits 0', async () => {
    const runs = Array.from({ length: 4 }, () => {
      const p = run(['--host', '127.0.0.1', '--port', '0', '--no-mdns', '--data', tempDir()])
      p.child.stdout?.on('data', () => {
        if (p.stdout().includes('listening http://') && p.child.signalCode === null && !p.child.killed) p.child.kill('SIGTERM')
      })
      return p
    })
    const results = await Promise.all(runs.map((p) => p.exited))
    expect(results).toEqual([0, 0, 0, 0])
  }, 120_000)
})
