// Starts an in-process host + server on 127.0.0.1 with a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Host, type HostOptions } from '../../src/main/host/host'
import { FileRoomStore } from '../../src/main/host/store'
import { startServer, type RunningServer, type ServerOptions } from '../../src/main/net/server'

export interface TestHost {
  host: Host
  server: RunningServer
  dataDir: string
  wsUrl: string
  httpUrl: string
  /** What the host warned about (it is given a collecting `warn` unless options.host.warn is set). */
  warnings: string[]
  stop(options?: { keepData?: boolean }): Promise<void>
}

export async function startTestHost(
  options: { dataDir?: string; host?: Partial<HostOptions>; server?: Partial<ServerOptions> } = {},
): Promise<TestHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'safehouse-test-'))
  const warnings: string[] = []
  const { host } = await Host.open({ store: new FileRoomStore(dataDir), warn: (m) => warnings.push(m), ...options.host })
  const server = await startServer({
    host,
    port: 0,
    address: '127.0.0.1',
    rendererDir: join(dataDir, 'no-renderer'),
    ...options.server,
  })
  return {
    host,
    server,
    dataDir,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    httpUrl: `http://127.0.0.1:${server.port}`,
    warnings,
    async stop({ keepData = false } = {}) {
      await server.close()
      await host.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `npm run serve` as a child process: one Node process (no tsx wrapper), so a signal reaches the host itself. */
export interface ServeProcess {
  child: ChildProcess
  /** Everything printed so far. */
  stdout: () => string
  stderr: () => string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>
}

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/**
 * Starts `src/main/serve.ts` with `args` under plain Node + tsx. `fileLimit`: run it under that
 * many file descriptors (`ulimit -n`, through a shell that then becomes Node itself).
 */
export function spawnServe(args: string[], { fileLimit }: { fileLimit?: number } = {}): ServeProcess {
  const node = [process.execPath, '--import', 'tsx', 'src/main/serve.ts', ...args]
  const [command, ...argv] = fileLimit === undefined ? node : ['sh', '-c', `ulimit -n ${fileLimit} && exec "$0" "$@"`, ...node]
  const child = spawn(command, argv, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  const exited = new Promise<number | string>((done) => {
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown'))
  })
  return { child, stdout: () => out, stderr: () => err, exited }
}

/** Starts a headless host on 127.0.0.1 (any port, no mDNS) and waits for its `listening http://` line. */
export async function startServe(
  dataDir: string,
  timeoutMs = 20_000,
  options: { fileLimit?: number } = {},
): Promise<ServeProcess & { port: number; wsUrl: string }> {
  const proc = spawnServe(['--host', '127.0.0.1', '--port', '0', '--no-mdns', '--no-pacing', '--data', dataDir], options)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = /listening http:\/\/127\.0\.0\.1:(\d+)/.exec(proc.stdout())
    if (match) {
      const port = Number(match[1])
      return { ...proc, port, wsUrl: `ws://127.0.0.1:${port}/ws` }
    }
    if (proc.child.exitCode !== null || proc.child.signalCode !== null || Date.now() > deadline) {
      proc.child.kill('SIGKILL')
      throw new Error(`serve did not start: ${proc.stdout()} ${proc.stderr()}`)
    }
    await new Promise((done) => setTimeout(done, 25))
  }
}
