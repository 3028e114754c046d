// Shared pieces of the browser tests: the built renderer, a headless host serving it on
// 127.0.0.1, Debian's Chromium driven by playwright-core, and a browser context per player that
// can reach nothing but 127.0.0.1.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

export const CHROMIUM = '/usr/bin/chromium'
export const HAVE_CHROMIUM = existsSync(CHROMIUM)
export const NO_CHROMIUM = `browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer')
export const SERVE_JS = join(REPO_ROOT, 'out', 'main', 'serve.js')
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots')

/**
 * How long a driver waits for its page to have something to do before it calls the game stuck. A
 * hang detector, not a speed check: with two full runs at once on two cores, one browser waited
 * more than 30 s for another browser's turn in a game of four.
 */
export const STEP_WAIT_MS = 120_000

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function built(): boolean {
  return existsSync(join(RENDERER_DIR, 'index.html')) && existsSync(SERVE_JS)
}

/**
 * Builds the app (`electron-vite build`) when out/renderer or out/main/serve.js is missing.
 * `npm test` builds before the tests; this covers `npx vitest run test/e2e` on a fresh checkout.
 * Test files run in parallel, so one build at a time, behind a lock folder.
 */
export function ensureBuilt(): void {
  if (built()) return
  const lock = join(tmpdir(), `safehouse-e2e-build-${Buffer.from(REPO_ROOT).toString('hex').slice(-24)}.lock`)
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // Another file is building; a lock older than 3 minutes is a leftover.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        // Gone meanwhile.
      }
      if (Date.now() > deadline) throw new Error('timed out waiting for another build of the renderer')
      execFileSync(process.execPath, ['-e', 'setTimeout(() => {}, 500)'])
    }
  }
  try {
    if (!built()) execFileSync('npx', ['electron-vite', 'build'], { cwd: REPO_ROOT, stdio: 'pipe' })
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
  if (!built()) throw new Error('electron-vite build did not produce out/renderer and out/main/serve.js')
}

export interface RunningHost {
  /** http://127.0.0.1:PORT/ */
  url: string
  port: number
  dataDir: string
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

/** Preloaded into the host: it exits when its stdin (a pipe from this process) closes, so a test
 *  process that dies outright never leaves a host running. */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  "process.stdin.on('end', () => process.exit(0)); process.stdin.on('error', () => process.exit(0)); process.stdin.resume()",
)}`

/**
 * `node out/main/serve.js --host 127.0.0.1 --port 0 --no-mdns --no-pacing --data <tmp>`, once it
 * listens. `paced`: the computer plays at the app's pace (as a person sees it) instead of at once;
 * `dataDir`: another host's data folder (a restart), else a new one.
 */
export async function startHost(timeoutMs = 120_000, { paced = false, dataDir: reused }: { paced?: boolean; dataDir?: string } = {}): Promise<RunningHost> {
  ensureBuilt()
  const dataDir = reused ?? mkdtempSync(join(tmpdir(), 'safehouse-e2e-'))
  const args = ['--host', '127.0.0.1', '--port', '0', '--no-mdns', ...(paced ? [] : ['--no-pacing']), '--data', dataDir]
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, SERVE_JS, ...args], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = /listening (http:\/\/127\.0\.0\.1:(\d+))/.exec(out)
    if (match) {
      return { url: `${match[1]}/`, port: Number(match[2]), dataDir, child, output: () => out, stop }
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the host did not start:\n${out}`)
    }
    await new Promise((done) => setTimeout(done, 25))
  }
}

/**
 * A suite's host and Chromium: both started before its tests (handed to `started`), both closed
 * after them, the browser first. What every browser suite set up by hand before.
 */
export function withHostAndBrowser(started: (running: { host: RunningHost; browser: Browser }) => void): void {
  let host: RunningHost | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[host, browser] = await Promise.all([startHost(), launchBrowser()])
    started({ host, browser })
  })
  afterAll(async () => {
    await browser?.close()
    await host?.stop()
  })
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

export interface Player {
  context: BrowserContext
  page: Page
  /** Uncaught exceptions in the page. */
  errors: string[]
  /** Requests to anything but 127.0.0.1, which were refused. */
  blocked: string[]
}

function isLocal(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:'
}

/**
 * A fresh browser profile (its own localStorage), in English, with reduced motion so that
 * screenshots and contrast checks do not catch a transition half-way. Nothing leaves 127.0.0.1.
 */
export async function newPlayer(browser: Browser, options: BrowserContextOptions = {}): Promise<Player> {
  const context = await browser.newContext({
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
    ...options,
  })
  // Bounds are budgets for a machine shared by two full runs at once (issue 37, point 7): every wait
  // returns as soon as what it waits for is there, so a longer bound costs nothing when the page is
  // quick, and only a test that is failing anyway waits it out. Opening the app waits for its load
  // event: on 2 cores running several suites at once that took over 15 s (issue 23's CI runs).
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(90_000)
  const blocked: string[] = []
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error.stack ?? error)))
  return { context, page, errors, blocked }
}

/** The parts of Vitest's test context the helpers below use (tests in a file run concurrently). */
export interface TestHooks {
  onTestFinished(fn: () => unknown): void
  onTestFailed(fn: () => unknown): void
}

/**
 * Players for one test: closed when the test ends; on failure, the seed is printed so that the
 * same random choices can be replayed.
 */
export async function playersFor(browser: Browser, test: TestHooks, seed: number, count: number, options: BrowserContextOptions = {}): Promise<Player[]> {
  const players = await Promise.all(Array.from({ length: count }, () => newPlayer(browser, options)))
  test.onTestFailed(() => console.error(`random choices from seed ${seed}: rerun with E2E_SEED=${seed}`))
  test.onTestFinished(async () => {
    await Promise.all(players.map((p) => p.context.close()))
  })
  return players
}

/** No uncaught error in any page, and no request left 127.0.0.1. */
export function expectCleanRun(players: readonly Player[]): void {
  for (const p of players) {
    expect(p.errors, 'uncaught errors in the page').toEqual([])
    expect(p.blocked, 'requests to anything but 127.0.0.1').toEqual([])
  }
}

/** A small seeded generator (mulberry32), so that a failing game can be replayed with E2E_SEED. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** In-page: a promise of two animation frames, by when the page has drawn its last update. */
export const FRAMES = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))'

/** Two animation frames: the page has drawn its last update (after a click, a resize). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(FRAMES)
}

/**
 * Every transition and finite animation over (a card's flip, a hovered control's fade), then the
 * last update drawn. A theme switch starts none: theme.ts turns transitions off while it happens.
 * Transitions that end can be followed by new ones (before theme.ts, a theme switch started 173
 * on the Settings screen, and a few more started in each of the next frames), so it waits until
 * a frame has none running; 60 rounds at most, so that a page that never settles cannot hang it.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let round = 0; round < 60; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().endTime !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
      await new Promise((done) => requestAnimationFrame(done))
    }
  })()`)
  await nextFrames(page)
}

/** The seed for this run: E2E_SEED if set, else a fresh one (printed by the tests on failure). */
export function runSeed(): number {
  const fromEnv = Number(process.env.E2E_SEED)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.floor(Math.random() * 2 ** 31) + 1
}

export function ensureScreenshotDir(): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return SCREENSHOT_DIR
}
