// The host benchmark's child processes (always killed, whatever happens), temporary folders, and
// what /proc says of a process: memory, CPU time, and how long it waited for a core.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, pct } from './knobs'

const children = new Set<ChildProcess>()
const tempDirs = new Set<string>()

function killAllNow(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
}
process.on('exit', killAllNow)

export function onSignal(): void {
  killAllNow()
  process.exit(130)
}

/** Removes the temporary folders made so far. */
export function removeTempDirs(): void {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
}

export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `safehouse-bench-${label}-`))
  tempDirs.add(dir)
  return dir
}

export interface Child {
  proc: ChildProcess
  pid: number
  url: string
}

/** Starts `node script args` (TypeScript under tsx) (exiting with us, see exit-with-parent.cjs) and waits for the line matching `ready`. */
export function startChild(script: string, args: string[], ready: RegExp, label: string, nodeArgs: string[] = []): Promise<Child> {
  // TypeScript children run under tsx; the host runs bundled (out/main/serve.js), as `npm run serve` does.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  // Imported (not --require'd): under tsx a --require'd stdin reader keeps the child from starting.
  const preload = ['--import', pathToFileURL(join(ROOT, 'bench/exit-with-parent.cjs')).href]
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, ...preload, join(ROOT, script), ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  children.add(proc)
  proc.once('exit', () => children.delete(proc))
  const stderr: string[] = []
  proc.stderr?.setEncoding('utf8')
  proc.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line) continue
      stderr.push(line)
      if (stderr.length > 50) stderr.shift()
      if (line.includes('[host]')) console.error(`[${label}] ${line}`)
    }
  })
  return new Promise((resolveReady, reject) => {
    let buffered = ''
    let settled = false
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      proc.kill('SIGKILL')
      reject(new Error(`${err.message}\n${stderr.join('\n')}`))
    }
    const timer = setTimeout(() => fail(new Error(`${label} did not start within 30 s`)), 30_000)
    proc.once('exit', (code, signal) => fail(new Error(`${label} exited (${code ?? signal}) before it was ready`)))
    proc.once('error', fail)
    proc.stdout?.setEncoding('utf8')
    proc.stdout?.on('data', (chunk: string) => {
      if (settled) return // keep draining stdout
      buffered += chunk
      const match = ready.exec(buffered)
      if (!match || proc.pid === undefined) return
      settled = true
      clearTimeout(timer)
      resolveReady({ proc, pid: proc.pid, url: match[1] })
    })
  })
}

export async function stopChild(child: Child): Promise<void> {
  const { proc } = child
  if (proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise<void>((done) => proc.once('exit', () => done()))
  proc.stdin?.end()
  proc.kill('SIGTERM')
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc), or NaN elsewhere. */
export function cpuSeconds(pid: number | 'self'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/** Nanoseconds a process's main thread has run, and waited on a run queue ready to run (Linux /proc/PID/schedstat), or null elsewhere. */
export function schedstat(pid: number | 'self'): { run: number; wait: number } | null {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number)
    return Number.isFinite(run) && Number.isFinite(wait) ? { run, wait } : null
  } catch {
    return null
  }
}

/**
 * The share of their ready time that processes spent running, summed over the spans between
 * start() and stop(): 1 when none ever waited for a core (see the head of this file).
 */
export class ShareMeter {
  private readonly run = new Map<string, number>()
  private readonly wait = new Map<string, number>()
  private from = new Map<string, { run: number; wait: number } | null>()

  constructor(private readonly processes: ReadonlyArray<readonly [label: string, pid: number | 'self']>) {}

  start(): void {
    this.from = new Map(this.processes.map(([label, pid]) => [label, schedstat(pid)]))
  }

  stop(): void {
    for (const [label, pid] of this.processes) {
      const a = this.from.get(label)
      const b = schedstat(pid)
      if (!a || !b) continue
      this.run.set(label, (this.run.get(label) ?? 0) + b.run - a.run)
      this.wait.set(label, (this.wait.get(label) ?? 0) + b.wait - a.wait)
    }
  }

  /** Each process's share (NaN where /proc could not be read). */
  shares(): Map<string, number> {
    return new Map(
      this.processes.map(([label]) => {
        const run = this.run.get(label)
        const wait = this.wait.get(label) ?? 0
        return [label, run === undefined || run + wait <= 0 ? NaN : run / (run + wait)]
      }),
    )
  }

  /** The least share of the processes. */
  least(): number {
    return Math.min(...this.shares().values())
  }

  describe(): string {
    return [...this.shares()].map(([label, share]) => `${label} ${pct(share)}`).join(', ')
  }
}
