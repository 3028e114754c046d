import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyProject } from './project-copy'
import { storedZip } from './stored-zip'

// Issue 23: `npm install && npm start` failed on every fresh clone ("Electron uninstall") because
// Electron 42+ fetches its binary on first use and electron-vite only reads path.txt. This runs the
// README's own command in a fresh copy, with a stand-in Electron served from 127.0.0.1.

const root = join(__dirname, '..', '..')
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version
// Where Electron's installer looks for the executable inside the archive (install.js, getPlatformPath).
const executable = process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron'

/** The README's first code block names the start command; the test runs it as written. */
function readmeStartCommand(readme: string): string {
  const block = /```\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const line = block.split('\n').find((l) => /\bnpm start\b/.test(l))
  if (!line) throw new Error("README's first code block has no `npm start` line")
  return line.replace(/\s+#.*$/, '').trim()
}

/** Everything the child inherits minus what would point npm or Electron elsewhere than our mirror. */
function isolatedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|electron_|vite|vitest)/i.test(key) || ['NODE_ENV', 'NODE_OPTIONS', 'TEST'].includes(key)) continue
    env[key] = value
  }
  return { ...env, ...extra }
}

interface Mirror { server: Server; url: string; requests: string[] }

function serveMirror(files: Map<string, Buffer>): Promise<Mirror> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    const path = req.url ?? ''
    requests.push(path)
    const body = files.get(path)
    if (!body) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-length': body.length }).end(body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}/`, requests })
    })
  })
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

const cleanup: (() => void)[] = []
afterAll(() => {
  for (const step of cleanup.reverse()) step()
})

describe.skipIf(process.platform === 'win32')("the README's start command on a fresh clone", () => {
  it('fetches Electron from the mirror and launches it with the built app', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const command = readmeStartCommand(readme)
    expect(command).toBe('npm install && npm start')
    const sharedElectronRan = existsSync(join(root, 'node_modules/electron/path.txt'))

    const scratch = mkdtempSync(join(tmpdir(), 'safehouse-electron-'))
    cleanup.push(() => rmSync(scratch, { recursive: true, force: true }))
    const project = copyProject(root)
    cleanup.push(() => rmSync(project, { recursive: true, force: true }))
    expect(existsSync(join(project, 'out'))).toBe(false)
    expect(existsSync(join(project, 'node_modules/electron/path.txt'))).toBe(false)

    const record = join(scratch, 'launched.json')
    const fake = `#!/usr/bin/env node\nrequire('fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd() }))\n`
    const zipName = `electron-v${electronVersion}-${process.platform}-${process.arch}.zip`
    const zip = storedZip([
      { name: executable, data: Buffer.from(fake), mode: 0o755 },
      { name: 'version', data: Buffer.from(`v${electronVersion}`), mode: 0o644 }
    ])
    const sums = `${createHash('sha256').update(zip).digest('hex')} *${zipName}\n`
    const mirror = await serveMirror(new Map([
      [`/v${electronVersion}/${zipName}`, zip],
      [`/v${electronVersion}/SHASUMS256.txt`, Buffer.from(sums)]
    ]))
    cleanup.push(() => void mirror.server.close())
    const npmrc = join(scratch, 'npmrc')
    writeFileSync(npmrc, '')

    const result = await run(command, project, isolatedEnv({
      ELECTRON_MIRROR: mirror.url,
      electron_use_remote_checksums: '1',
      electron_config_cache: join(scratch, 'cache'),
      XDG_CACHE_HOME: join(scratch, 'xdg-cache'),
      NO_PROXY: '127.0.0.1',
      // The copy's node_modules is complete: `npm install` must find it so, without the network.
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_userconfig: npmrc
    }))

    expect(result.code, result.output).toBe(0)
    expect(mirror.requests).toEqual(expect.arrayContaining([`/v${electronVersion}/${zipName}`, `/v${electronVersion}/SHASUMS256.txt`]))
    expect(readFileSync(join(project, 'node_modules/electron/path.txt'), 'utf8')).toBe(executable)
    expect(existsSync(join(project, 'out/main/index.js'))).toBe(true)
    expect(existsSync(join(project, 'out/renderer/index.html'))).toBe(true)
    const launched = JSON.parse(readFileSync(record, 'utf8')) as { argv: string[]; cwd: string }
    expect(launched.argv).toEqual(['.'])
    expect(realpathSync(launched.cwd)).toBe(realpathSync(project))
    // Electron's installer wrote into the copy, not into the node_modules it was linked from.
    expect(existsSync(join(root, 'node_modules/electron/path.txt'))).toBe(sharedElectronRan)
  })

  it('fetches Electron before `npm run dev` too', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts['prestart']).toBe('node scripts/fetch-electron.mjs')
    expect(scripts['predev']).toBe(scripts['prestart'])
  })
})
