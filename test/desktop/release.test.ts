// What the installers are built from: package.json's runtime (engines, dependencies) and the release
// workflow (.github/workflows/release.yml); the installers' configuration: packaging.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { load, obj, root, type Yaml } from './yaml-config'
const require = createRequire(__filename)

/** semver, as electron-builder and npm use it (no types of its own here). */
const semver = require('semver') as { subset(sub: string, dom: string): boolean; intersects(a: string, b: string): boolean; satisfies(v: string, r: string): boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.ts$/.test(name) ? [path] : []
  })
}

/** Packages a file loads at run time (`import type` and type-only imports do not count). */
function runtimePackages(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, spec = ''] = m
    if (typeOnly || spec.startsWith('.') || spec.startsWith('@shared') || spec.startsWith('node:') || spec === 'electron') continue
    found.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string))
  }
  return found
}

describe('package.json', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    engines?: { node?: string }
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const engines = pkg.engines?.node ?? ''

  // electron 45 declares node >= 22.12; vite 8 and electron-vite 6 ^20.19 || >=22.12; vitest skips 23.
  it('declares the Node versions every dependency supports, Node 22 LTS among them', () => {
    expect(engines).not.toBe('')
    const wanting = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
      .map((name) => ({ name, node: (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { engines?: { node?: string } }).engines?.node }))
      .filter((d): d is { name: string; node: string } => typeof d.node === 'string')
    expect(wanting.map((d) => d.name)).toContain('electron')
    for (const d of wanting) expect(semver.subset(engines, d.node), `${d.name} wants node ${d.node}`).toBe(true)
    expect(semver.satisfies('22.12.0', engines)).toBe(true)
    expect(semver.intersects('22.x', engines)).toBe(true)
  })

  // Our own machines run the tests on Node 20: npm only warns (EBADENGINE) unless engine-strict is on.
  it('keeps npm ci working on Node 20: no engine-strict in the project', () => {
    const npmrc = join(root, '.npmrc')
    if (existsSync(npmrc)) expect(readFileSync(npmrc, 'utf8')).not.toMatch(/^\s*engine-strict\s*=\s*true/m)
    expect(semver.satisfies('20.19.0', engines)).toBe(false) // said plainly: 20 is for our tests only
  })

  // electron-builder ships `dependencies` inside app.asar; the renderer is bundled by Vite, so its
  // packages (vue, pinia, vue-i18n, qrcode) are build-time only.
  it('ships as dependencies exactly the packages the main process loads at run time', () => {
    const used = new Set([...sourceFiles(join(root, 'src/main')), ...sourceFiles(join(root, 'src/shared'))].flatMap(runtimePackages))
    expect([...used].sort()).toEqual(Object.keys(pkg.dependencies).sort())
    for (const name of ['vue', 'pinia', 'vue-i18n', 'qrcode']) expect(pkg.devDependencies).toHaveProperty(name)
  })

  it.skipIf(!existsSync(join(root, 'out/main/index.js')))('the built main process and preload require nothing outside dependencies', () => {
    const builtins = new Set(require('node:module').builtinModules as string[])
    const files = [join(root, 'out/preload/index.js'), ...['out/main', 'out/main/chunks'].flatMap((d) => (existsSync(join(root, d)) ? readdirSync(join(root, d)).filter((f) => f.endsWith('.js')).map((f) => join(root, d, f)) : []))]
    const required = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/require\(["']([^"'.][^"']*)["']\)/g)].map((m) => m[1] as string)))
    const outside = [...required].filter((r) => r !== 'electron' && !r.startsWith('node:') && !builtins.has(r) && !(r in pkg.dependencies))
    expect(outside).toEqual([])
  })
})

describe('.github/workflows/release.yml', () => {
  const workflow = load('.github/workflows/release.yml')
  const workflowText = readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')
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
  it('checks out, sets up Node 22, installs, type-checks, builds, tests, packages and uploads, in that order', () => {
    const order = [
      uses.findIndex((u) => u.startsWith('actions/checkout@')),
      uses.findIndex((u) => u.startsWith('actions/setup-node@')),
      runs.findIndex((r) => r.trim() === 'npm ci'),
      runs.findIndex((r) => r.includes('npm run typecheck')),
      runs.findIndex((r) => r.includes('electron-vite build')),
      runs.findIndex((r) => r.includes('vitest run')),
      runs.findIndex((r) => r.trim() === 'node scripts/package-installers.mjs'),
      uses.findIndex((u) => u.startsWith('actions/upload-artifact@')),
    ]
    expect(order.every((i) => i >= 0), JSON.stringify(order)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(obj(step((s) => String(s['uses']).startsWith('actions/setup-node@'), 'setup-node')['with'], 'with')['node-version']).toBe(22)
    expect(runs.some((r) => r.includes('npm run lint'))).toBe(true)
    expect(runs.some((r) => r.includes('make-icons.mjs'))).toBe(true)
  })

  it('never publishes from electron-builder, and sets no Electron switch that does nothing', () => {
    // Since Electron 42 `npm ci` downloads no binary, so ELECTRON_SKIP_BINARY_DOWNLOAD is inert (issue 23).
    for (const text of [workflowText, ...['.ci/run', 'README.md'].map((f) => readFileSync(join(root, f), 'utf8'))]) {
      expect(text).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD')
    }
    for (const r of runs) if (r.includes('electron-builder')) expect(r).toContain('--publish never')
  })

  it('hands the signing secrets to the packaging step only, under the names the script reads', () => {
    const pack = step((s) => String(s['run'] ?? '').includes('package-installers.mjs'), 'packaging')
    const env = obj(pack['env'], 'packaging env')
    expect(Object.keys(env).sort()).toEqual([
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_ID',
      'APPLE_TEAM_ID',
      'AZURE_CERTIFICATE_PROFILE',
      'AZURE_CLIENT_ID',
      'AZURE_CLIENT_SECRET',
      'AZURE_PUBLISHER_NAME',
      'AZURE_SIGNING_ACCOUNT',
      'AZURE_SIGNING_ENDPOINT',
      'AZURE_TENANT_ID',
      'MAC_CERTIFICATE',
      'MAC_CERTIFICATE_PASSWORD',
      'WIN_CERTIFICATE',
      'WIN_CERTIFICATE_PASSWORD',
    ])
    for (const [name, value] of Object.entries(env)) expect(value).toBe(`\${{ secrets.${name} }}`)
    // Nothing else sees them, and nothing forces "unsigned" for the whole job any more.
    expect(steps.filter((s) => JSON.stringify(s).includes('secrets.'))).toEqual([pack])
    expect(build['env'] ?? {}).not.toHaveProperty('CSC_IDENTITY_AUTO_DISCOVERY')
  })

  it('pins every action by its full commit, naming the release in a comment', () => {
    const uses = workflowText.split('\n').filter((l) => /^\s*(-\s+)?uses:/.test(l))
    expect(uses.length).toBeGreaterThanOrEqual(4)
    for (const line of uses) expect(line, line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
  })

  it('has rpmbuild on Linux before packaging (the rpm target runs fpm)', () => {
    const rpm = steps.findIndex((s) => String(s['run'] ?? '').includes('rpmbuild') && String(s['if'] ?? '').includes("== 'Linux'"))
    const pack = steps.findIndex((s) => String(s['run'] ?? '').includes('package-installers.mjs'))
    expect(rpm).toBeGreaterThanOrEqual(0)
    expect(rpm).toBeLessThan(pack)
  })

  it('runs every test on Linux and the ones that need no Chromium elsewhere', () => {
    const linux = step((s) => String(s['run'] ?? '').includes('vitest run') && String(s['if'] ?? '').includes("== 'Linux'"), 'Linux tests')
    expect(String(linux['run']).trim()).toBe('npx vitest run')
    const others = step((s) => String(s['run'] ?? '').includes('vitest run') && String(s['if'] ?? '').includes("!= 'Linux'"), 'other tests')
    expect(String(others['run'])).toContain('test/engine test/host test/renderer test/desktop')
  })

  it('uploads the installers of every OS, with the update zip, feeds and blockmaps', () => {
    const upload = step((s) => String(s['uses']).startsWith('actions/upload-artifact@'), 'upload')
    const path = String(obj(upload['with'], 'with')['path'])
    for (const ext of ['AppImage', 'deb', 'rpm', 'exe', 'dmg', 'blockmap']) expect(path).toContain(`dist/*.${ext}`)
    // Produced now that electron-builder.yml has a publish provider (it had none: they never were).
    expect(path).toContain('dist/latest*.yml')
    expect(path).toContain('dist/*-mac.zip')
    expect(obj(upload['with'], 'with')['if-no-files-found']).toBe('error')
  })

  it("publishes the draft with electron-builder's own GitHub publisher, with the job's token, for v* tags", () => {
    const release = obj(jobs['release'], 'jobs.release')
    const releaseSteps = release['steps'] as Yaml[]
    const publish = releaseSteps.find((s) => String(s['run'] ?? '').includes('electron-builder publish'))
    expect(publish).toBeDefined()
    expect(String(publish?.['run'])).toMatch(/npx electron-builder publish --policy always --files installers\/\*/)
    expect(obj(publish?.['env'], 'publish env')['GH_TOKEN']).toBe('${{ secrets.GITHUB_TOKEN }}')
    const order = (match: (s: Yaml) => boolean) => releaseSteps.findIndex(match)
    const checkout = order((s) => String(s['uses']).startsWith('actions/checkout@'))
    const install = order((s) => String(s['run'] ?? '').trim() === 'npm ci --ignore-scripts')
    const tag = order((s) => String(s['run'] ?? '').includes('require(\'./package.json\').version'))
    const download = order((s) => String(s['uses']).startsWith('actions/download-artifact@'))
    const draft = order((s) => String(s['run'] ?? '').includes('gh release create'))
    const pub = releaseSteps.indexOf(publish as Yaml)
    expect([checkout, install, tag, download, draft, pub].every((i) => i >= 0)).toBe(true)
    expect([checkout, install, tag, download, draft, pub]).toEqual([...[checkout, install, tag, download, draft, pub]].sort((a, b) => a - b))
    // The build job never publishes (it has no write token).
    for (const r of runs) if (r.includes('electron-builder')) expect(r).toContain('--publish never')
  })

  // Issue 36, point 1: electron-builder 26.17's publish exits 0 after "error publishing".
  it('after publishing, reads the release back and fails unless every built file is on it', () => {
    const release = obj(jobs['release'], 'jobs.release')
    const releaseSteps = release['steps'] as Yaml[]
    const publish = releaseSteps.findIndex((s) => String(s['run'] ?? '').includes('electron-builder publish'))
    const check = releaseSteps.findIndex((s) => String(s['run'] ?? '').includes('scripts/check-release-assets.mjs'))
    expect(check).toBe(publish + 1)
    expect(String(releaseSteps[check]?.['run']).trim()).toBe('node scripts/check-release-assets.mjs "$TAG" installers')
    expect(releaseSteps[check]?.['env']).toEqual({ GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}', GH_REPO: '${{ github.repository }}', TAG: '${{ github.ref_name }}' })
    expect(releaseSteps[check]?.['continue-on-error']).toBeUndefined()
    // The folder it compares with is the one the installers were downloaded into and published from.
    const download = obj(releaseSteps.find((s) => String(s['uses']).startsWith('actions/download-artifact@'))?.['with'], 'download with')
    expect(download['path']).toBe('installers')
  })

  it('publishes only to the repository package.json names, which must be the one the workflow runs in', () => {
    const release = obj(jobs['release'], 'jobs.release')
    const releaseSteps = release['steps'] as Yaml[]
    const named = releaseSteps.findIndex((s) => String(s['run'] ?? '').includes('GITHUB_REPOSITORY'))
    const publish = releaseSteps.findIndex((s) => String(s['run'] ?? '').includes('electron-builder publish'))
    expect(named).toBeGreaterThanOrEqual(0)
    expect(named).toBeLessThan(publish)
    expect(String(releaseSteps[named]?.['run'])).toContain("require('./package.json').repository.url")
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
