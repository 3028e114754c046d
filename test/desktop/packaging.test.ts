// The installers' configuration (electron-builder.yml, checked with electron-builder's own schema
// validator, offline) and the release workflow (.github/workflows/release.yml).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { APP_ID, PRODUCT_NAME } from '../../src/main/desktop/app-info'
import { GAME_FILE_EXTENSION } from '../../src/main/desktop/game-files'
import { SERVICE_TYPE } from '../../src/main/net/mdns'

const root = resolve(__dirname, '../..')
const require = createRequire(__filename)

type Yaml = Record<string, unknown>

function load(path: string): Yaml {
  return parse(readFileSync(join(root, path), 'utf8')) as Yaml
}

function obj(value: unknown, what: string): Yaml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a mapping`)
  return value as Yaml
}

function targetsOf(platform: Yaml): string[] {
  const targets = platform['target']
  if (!Array.isArray(targets)) throw new Error('no target list')
  return targets.map((t: unknown) => (typeof t === 'string' ? t : String(obj(t, 'target')['target'])))
}

describe('electron-builder.yml', () => {
  const config = load('electron-builder.yml')
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; main: string; devDependencies: Record<string, string> }

  it('names the app', () => {
    expect(config['appId']).toBe('app.safehouse.desktop')
    expect(config['appId']).toBe(APP_ID) // Windows notifications need the same AppUserModelID
    expect(config['productName']).toBe(PRODUCT_NAME)
  })

  it('packs the built app only, in an asar', () => {
    expect(config['asar']).toBe(true)
    const files = config['files'] as string[]
    expect(files).toEqual(expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']))
    expect(files.some((f) => f.startsWith('src') || f === '**/*')).toBe(false)
    expect(pkg.main).toBe('./out/main/index.js')
    expect(obj(config['directories'], 'directories')).toMatchObject({ buildResources: 'build', output: 'dist' })
  })

  it('builds AppImage and deb (category Game) on Linux, NSIS on Windows, dmg on macOS', () => {
    const linux = obj(config['linux'], 'linux')
    expect(targetsOf(linux)).toEqual(expect.arrayContaining(['AppImage', 'deb']))
    expect(linux['category']).toBe('Game')
    expect(targetsOf(obj(config['win'], 'win'))).toEqual(['nsis'])
    expect(targetsOf(obj(config['mac'], 'mac'))).toEqual(['dmg'])
  })

  it('declares local network use and the Bonjour service on macOS', () => {
    const info = obj(obj(config['mac'], 'mac')['extendInfo'], 'mac.extendInfo')
    expect(typeof info['NSLocalNetworkUsageDescription']).toBe('string')
    expect((info['NSLocalNetworkUsageDescription'] as string).length).toBeGreaterThan(20)
    expect(info['NSBonjourServices']).toEqual([`_${SERVICE_TYPE}._tcp`])
    expect(info['NSBonjourServices']).toEqual(['_safehouse._tcp'])
  })

  it('opens game record files (.safehouse) with the app', () => {
    const associations = config['fileAssociations']
    expect(Array.isArray(associations)).toBe(true)
    const own = (associations as unknown[]).map((a) => obj(a, 'file association'))
    expect(own).toEqual([expect.objectContaining({ ext: GAME_FILE_EXTENSION, mimeType: 'application/x-safehouse-game' })])
  })

  it('flips the Electron fuses', () => {
    expect(obj(config['electronFuses'], 'electronFuses')).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('uses the icons made from resources/icon.svg', () => {
    expect(obj(config['mac'], 'mac')['icon']).toBe('build/icon.icns')
    expect(obj(config['win'], 'win')['icon']).toBe('build/icon.ico')
    expect(obj(config['linux'], 'linux')['icon']).toBe('build/icons')
    expect(pkg.scripts['icons']).toBe('node scripts/make-icons.mjs')
  })

  it('npm run dist makes icons, builds and packages without publishing', () => {
    expect(pkg.scripts['dist']).toBe('node scripts/make-icons.mjs && electron-vite build && electron-builder --publish never')
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it("passes electron-builder's own schema validation (and a broken copy does not)", async () => {
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<unknown>
      validateConfiguration(config: unknown, logger: unknown): Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    const loaded = await getConfig(root, join(root, 'electron-builder.yml'), null)
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined()
    await expect(validateConfiguration({ ...(loaded as object), linux: { category: 'Game', notAnOption: true } }, new DebugLogger(false))).rejects.toThrow()
  }, 30_000)
})

describe('.github/workflows/release.yml', () => {
  const workflow = load('.github/workflows/release.yml')
  const on = obj(workflow['on'], 'on')
  const jobs = obj(workflow['jobs'], 'jobs')
  const build = obj(jobs['build'], 'jobs.build')
  const steps = build['steps'] as Yaml[]
  const runs = steps.map((s) => String(s['run'] ?? ''))
  const uses = steps.map((s) => String(s['uses'] ?? ''))

  function step(match: (s: Yaml) => boolean, what: string): Yaml {
    const found = steps.find(match)
    if (!found) throw new Error(`no step ${what}`)
    return found
  }

  it('runs on pushes, pull requests and v* tags', () => {
    const push = obj(on['push'], 'on.push')
    expect(push['tags']).toEqual(['v*'])
    expect(on).toHaveProperty('pull_request')
  })

  it('builds on Linux, Windows and macOS runners', () => {
    const matrix = obj(obj(build['strategy'], 'strategy')['matrix'], 'matrix')
    expect(matrix['os']).toEqual(expect.arrayContaining(['ubuntu-latest', 'windows-latest', 'macos-latest']))
    expect(build['runs-on']).toBe('${{ matrix.os }}')
    expect(obj(build['strategy'], 'strategy')['fail-fast']).toBe(false)
  })

  // The build comes before the tests: some tests run the built host and pages (as `npm test` does).
  it('checks out, sets up Node 20, installs, type-checks, builds, tests, packages and uploads, in that order', () => {
    const order = [
      uses.findIndex((u) => u.startsWith('actions/checkout@')),
      uses.findIndex((u) => u.startsWith('actions/setup-node@')),
      runs.findIndex((r) => r.trim() === 'npm ci'),
      runs.findIndex((r) => r.includes('npm run typecheck')),
      runs.findIndex((r) => r.includes('electron-vite build')),
      runs.findIndex((r) => r.includes('vitest run')),
      runs.findIndex((r) => r.includes('electron-builder --publish never')),
      uses.findIndex((u) => u.startsWith('actions/upload-artifact@')),
    ]
    expect(order.every((i) => i >= 0), JSON.stringify(order)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(obj(step((s) => String(s['uses']).startsWith('actions/setup-node@'), 'setup-node')['with'], 'with')['node-version']).toBe(20)
    expect(runs.some((r) => r.includes('npm run lint'))).toBe(true)
    expect(runs.some((r) => r.includes('make-icons.mjs'))).toBe(true)
  })

  it('never downloads Electron in npm ci, and never publishes from electron-builder', () => {
    expect(obj(build['env'], 'env')['ELECTRON_SKIP_BINARY_DOWNLOAD']).toBe('1')
    for (const r of runs) if (r.includes('electron-builder')) expect(r).toContain('--publish never')
  })

  it('runs every test on Linux and the ones that need no Chromium elsewhere', () => {
    const linux = step((s) => String(s['run'] ?? '').includes('vitest run') && String(s['if'] ?? '').includes("== 'Linux'"), 'Linux tests')
    expect(String(linux['run']).trim()).toBe('npx vitest run')
    const others = step((s) => String(s['run'] ?? '').includes('vitest run') && String(s['if'] ?? '').includes("!= 'Linux'"), 'other tests')
    expect(String(others['run'])).toContain('test/engine test/host test/renderer test/desktop')
  })

  it('uploads the installers of every OS', () => {
    const upload = step((s) => String(s['uses']).startsWith('actions/upload-artifact@'), 'upload')
    const path = String(obj(upload['with'], 'with')['path'])
    for (const ext of ['AppImage', 'deb', 'exe', 'dmg']) expect(path).toContain(`dist/*.${ext}`)
    expect(obj(upload['with'], 'with')['if-no-files-found']).toBe('error')
  })

  it('puts them on a draft release for v* tags only', () => {
    const release = obj(jobs['release'], 'jobs.release')
    expect(release['needs']).toBe('build')
    expect(release['if']).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(obj(release['permissions'], 'permissions')['contents']).toBe('write')
    const releaseSteps = release['steps'] as Yaml[]
    expect(releaseSteps.some((s) => String(s['uses']).startsWith('actions/download-artifact@'))).toBe(true)
    const create = releaseSteps.map((s) => String(s['run'] ?? '')).join('\n')
    expect(create).toContain('gh release create')
    expect(create).toContain('--draft')
    // The build job itself can only read.
    expect(obj(workflow['permissions'], 'permissions')['contents']).toBe('read')
  })
})
