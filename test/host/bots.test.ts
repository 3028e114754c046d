// Computer players through the real host: their decisions run on a worker thread (bots.ts), so a
// slow decision never holds up another room, and a worker that cannot start falls back to the
// main thread.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createGame, viewFor, type PlayerView } from '../../src/engine/spies-and-lies'
import { chooseAction } from '../../src/engine/spies-and-lies/ai'
import { BotPool, botWorkerSpec, type BotRequest } from '../../src/main/host/bots'
import { TestClient, createRoom, joinRoom, playOut, randomPicker } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

let running: TestHost | null = null
const clients: TestClient[] = []
const pools: BotPool[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
  await Promise.all(pools.splice(0).map((p) => p.close()))
})

async function client(): Promise<TestClient> {
  const c = await TestClient.connect((running as TestHost).wsUrl)
  clients.push(c)
  return c
}

function pool(...args: ConstructorParameters<typeof BotPool>): BotPool {
  const p = new BotPool(...args)
  pools.push(p)
  return p
}

/**
 * A worker (CommonJS source) that, on every job, marks `started` and then keeps its thread busy
 * until the `release` file exists: the test knows the decision is under way, and that it is still
 * under way, from files rather than from clocks.
 */
function busyWorker(started: string, release: string): string {
  return `
    const { parentPort } = require('node:worker_threads')
    const { existsSync, writeFileSync } = require('node:fs')
    parentPort.on('message', (job) => {
      writeFileSync(${JSON.stringify(started)}, '')
      while (!existsSync(${JSON.stringify(release)})) {}
      parentPort.postMessage({ id: job.id, error: 'slow fake' })
    })`
}

async function until(what: string, test: () => boolean, budgetMs = 60_000): Promise<void> {
  const deadline = Date.now() + budgetMs
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function firstDeployRequest(level: BotRequest['level']): BotRequest & { view: PlayerView } {
  const view = viewFor(createGame({ seed: 'bots-pool' }), 'red')
  return { game: 'spies-and-lies', view, level, seed: 'pool-seed' }
}

describe('computer players on a worker thread', () => {
  it('finds its worker script when running from the sources', () => {
    const spec = botWorkerSpec()
    expect(spec).not.toBeNull()
    expect(spec?.eval).toBe(true)
  })

  it('decides off the main thread exactly as chooseAction does in-thread', async () => {
    const bots = pool()
    for (const level of ['easy', 'normal', 'hard', 'expert'] as const) {
      const request = firstDeployRequest(level)
      const action = await bots.decide(request)
      expect(action).toEqual(chooseAction(request.view, level, request.seed))
    }
    expect(bots.threaded).toBe(true)
  }, 120_000)

  it('falls back to the main thread when a worker cannot start', async () => {
    const warnings: string[] = []
    const bots = pool({ worker: { filename: '/nonexistent/bot-worker.js' }, warn: (m) => warnings.push(m) })
    const request = firstDeployRequest('normal')
    expect(await bots.decide(request)).toEqual(chooseAction(request.view, 'normal', request.seed))
    expect(bots.threaded).toBe(false)
    expect(warnings.at(-1)).toMatch(/main thread/)
    // Later decisions go straight to the main thread.
    expect(await bots.decide(firstDeployRequest('hard'))).toEqual(chooseAction(request.view, 'hard', request.seed))
  }, 120_000)

  for (const level of ['easy', 'normal', 'hard', 'expert'] as const) {
    it(`a client plays a full game against the ${level} computer player`, async () => {
      running = await startTestHost()
      const ann = await client()
      const code = await createRoom(ann, { bots: ['blue'], botLevel: level })
      const welcome = await joinRoom(ann, code, 'Ann')
      expect(welcome.seats.blue.bot).toBe(true)
      // The table shows the computer's level: the seats carry it (and only for the computer's seat).
      expect(welcome.seats.blue.level).toBe(level)
      expect(welcome.seats.red).not.toHaveProperty('level')
      await playOut([ann], randomPicker(`bots-${level}`))
      expect(ann.view?.phase).toBe('over')
      expect(ann.view?.winner).not.toBeNull()
      expect(running.warnings).toEqual([])
    }, 60_000)
  }

  it('two computer players finish a game on their own, watched by a spectator', async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann, { bots: ['red', 'blue'], botLevel: 'hard' })
    await joinRoom(ann, code, 'Ann', null)
    const end = await ann.until((v) => v.phase === 'over', 60_000)
    expect(end.winner).not.toBeNull()
    expect(running.warnings).toEqual([])
  }, 60_000)

  it("a slow decision does not hold up another room's pong", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'busy-worker-'))
    const started = join(dir, 'started')
    const release = join(dir, 'release')
    try {
      running = await startTestHost({ host: { bots: pool({ worker: { filename: busyWorker(started, release), eval: true } }) } })
      const ann = await client()
      const bob = await client()
      // Ann's room is all computer players: its first decision keeps the worker busy until released.
      await createRoom(ann, { bots: ['red', 'blue'], botLevel: 'hard' })
      await until('the computer player to start deciding', () => existsSync(started))
      bob.send({ type: 'ping' })
      await bob.next('pong')
      // The pong came while the decision was still under way: nothing released the worker yet.
      expect(existsSync(release)).toBe(false)
    } finally {
      writeFileSync(release, '')
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
