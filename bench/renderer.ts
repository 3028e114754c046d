// Renderer benchmark: how soon a browser shows the app, and how much it downloads.
//
// - Start screen: a fresh browser profile (empty cache) opens the page served by the headless host;
//   the time runs from navigation start to the first frame after the Start screen's main heading
//   is in the document (performance.now() in the page, so the test driver's overhead is left out).
// - Table after a reload: a game against the computer is set up through the UI once; then the page
//   is reloaded, and the time runs from navigation start to the first frame after the table (its
//   board, drawn from the resumed seat's view) is in the document.
// - First screen: the JavaScript and CSS index.html loads before anything else (its script,
//   stylesheets and module preloads), gzipped: what every player downloads before the Start screen.
//   Each game's table and rules come later, in their own chunks.
// - Bundle: the renderer's JavaScript and CSS in out/renderer/assets, gzipped (level 9), summed.
//
// Chromium: Debian's /usr/bin/chromium through playwright-core; without it, only the bundle row.
// Knobs: RENDERER_BENCH_RUNS (default 7). Run alone: npx tsx bench/index.ts renderer
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'
import { median, type BenchRow, type BenchSection } from './harness'

const ROOT = resolve(__dirname, '..')
const RENDERER = join(ROOT, 'out', 'renderer')
const SERVE_JS = join(ROOT, 'out', 'main', 'serve.js')
const CHROMIUM = '/usr/bin/chromium'
const RUNS = Number(process.env.RENDERER_BENCH_RUNS ?? 7)
const GOAL = { firstViewMs: 1000, bundleKb: 250, firstScreenKb: 150 }

/** Builds the app when there is no renderer (or no headless host) to measure. */
function ensureBuilt(): void {
  if (existsSync(join(RENDERER, 'index.html')) && existsSync(SERVE_JS)) return
  console.log('  out/renderer is missing: building (electron-vite build) ...')
  execFileSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'inherit' })
}

/** The assets index.html itself loads: the entry script, its stylesheets and module preloads. */
export function firstScreenAssets(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string)
  return [...new Set(refs)]
}

function firstScreenRow(): BenchRow {
  const assets = firstScreenAssets(readFileSync(join(RENDERER, 'index.html'), 'utf8'))
  const gzipped = assets.reduce((n, file) => n + gzipSync(readFileSync(join(RENDERER, file)), { level: 9 }).length, 0)
  return {
    section: 'renderer',
    metric: 'first screen, JS + CSS gzipped',
    value: gzipped / 1000,
    unit: 'kB',
    goal: { op: '<=', target: GOAL.firstScreenKb },
    note: `${assets.length} files loaded by index.html; each game's table and rules load later`,
  }
}

function bundleRow(): BenchRow {
  const assets = join(RENDERER, 'assets')
  let raw = 0
  let gzipped = 0
  const files: string[] = []
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(name)) continue
    const bytes = readFileSync(join(assets, name))
    raw += bytes.length
    gzipped += gzipSync(bytes, { level: 9 }).length
    files.push(name)
  }
  return {
    section: 'renderer',
    metric: 'bundle, JS + CSS gzipped',
    value: gzipped / 1000,
    unit: 'kB',
    goal: { op: '<=', target: GOAL.bundleKb },
    note: `${files.length} files, ${Math.round(raw / 1000)} kB before gzip`,
  }
}

interface Host {
  proc: ChildProcess
  url: string
  dataDir: string
}

/** The headless host on 127.0.0.1, as `npm run serve` runs it, exiting with us. */
async function startHost(): Promise<Host> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safehouse-bench-renderer-'))
  const preload = pathToFileURL(join(ROOT, 'bench/exit-with-parent.cjs')).href
  const proc = spawn(process.execPath, ['--import', preload, SERVE_JS, '--host', '127.0.0.1', '--port', '0', '--no-mdns', '--no-pacing', '--data', dataDir], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const deadline = Date.now() + 30_000
  for (;;) {
    const match = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
    if (match) return { proc, url: `${match[1]}/`, dataDir }
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`the host did not start:\n${out}`)
    }
    await new Promise((done) => setTimeout(done, 25))
  }
}

async function stopHost(host: Host): Promise<void> {
  if (host.proc.exitCode === null && host.proc.signalCode === null) {
    const exited = new Promise<void>((done) => host.proc.once('exit', () => done()))
    host.proc.stdin?.end()
    host.proc.kill('SIGTERM')
    const timer = setTimeout(() => host.proc.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
  rmSync(host.dataDir, { recursive: true, force: true })
}

// Installed before the app's own scripts: notes (in ms since navigation start) the first frame
// after the Start screen's heading, and after the table's board, are in the document.
const MARKS = `(() => {
  const marks = {};
  window.__firstViews = marks;
  const framed = (key) => requestAnimationFrame(() => { marks[key] = performance.now(); });
  const check = () => {
    if (!('start' in marks) && !marks.startSeen) {
      const h = document.querySelector('h1#start-title');
      if (h && h.textContent.trim()) { marks.startSeen = true; framed('start'); }
    }
    if (!('table' in marks) && !marks.tableSeen && document.querySelector('main.table')) { marks.tableSeen = true; framed('table'); }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})()`

async function firstView(page: Page, key: 'start' | 'table'): Promise<number> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = (await page.evaluate(`window.__firstViews && window.__firstViews.${key}`)) as number | undefined
    if (typeof value === 'number') return value
    if (Date.now() > deadline) throw new Error(`no ${key} view within 20 s`)
    await new Promise((done) => setTimeout(done, 20))
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  // Nothing but the host: the app needs nothing else.
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort())
  await context.addInitScript(MARKS)
  return context.newPage()
}

async function startScreenRuns(browser: Browser, url: string): Promise<number[]> {
  const runs: number[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    const page = await newPage(browser)
    await page.goto(url)
    const ms = await firstView(page, 'start')
    if (i > 0) runs.push(ms) // the first load warms the host's file cache and Chromium up
    await page.context().close()
  }
  return runs
}

async function tableReloadRuns(browser: Browser, url: string): Promise<number[]> {
  const page = await newPage(browser)
  await page.goto(url)
  // A game against the computer, set up as a player would.
  await page.getByRole('textbox', { name: 'Your name' }).fill('Bench')
  await page.getByRole('button', { name: 'Save name' }).click()
  await page.getByRole('button', { name: /^Play against the computer/ }).click()
  await page.getByRole('radio', { name: /^Easy/ }).check()
  await page.getByRole('button', { name: 'Start the game' }).click()
  await firstView(page, 'table')
  const runs: number[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    await page.reload()
    const ms = await firstView(page, 'table')
    if (i > 0) runs.push(ms)
  }
  await page.context().close()
  return runs
}

function timingRow(metric: string, runs: number[], note: string): BenchRow {
  return {
    section: 'renderer',
    metric,
    value: median(runs),
    unit: 'ms',
    runs,
    goal: { op: '<=', target: GOAL.firstViewMs },
    note,
  }
}

export const rendererSection: BenchSection = {
  name: 'renderer',
  description: `first view of the Start screen and of a reloaded table in Chromium (median of ${RUNS}), and the gzipped bundle`,
  async run() {
    ensureBuilt()
    const rows: BenchRow[] = []
    if (!existsSync(CHROMIUM)) {
      console.log(`  no Chromium at ${CHROMIUM}: only the bundle size is measured`)
      return [firstScreenRow(), bundleRow()]
    }
    const host = await startHost()
    let browser: Browser | null = null
    try {
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
      rows.push(timingRow('Start screen, first view (fresh profile)', await startScreenRuns(browser, host.url), 'navigation start to the first frame with the main heading; empty cache'))
      rows.push(timingRow('table after a reload, first view', await tableReloadRuns(browser, host.url), 'navigation start to the first frame with the board, after resuming the seat'))
    } finally {
      await browser?.close()
      await stopHost(host)
    }
    rows.push(firstScreenRow(), bundleRow())
    return rows
  },
}
