// scripts/check-release-assets.mjs: the release workflow's check that the draft release really holds
// every file the build jobs made (electron-builder's publish exits 0 after a failed upload; issue
// 36, point 1). The script is also run whole, with a stand-in `gh` on PATH that answers as
// `gh release view --json assets` does.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

interface File {
  name: string
  size: number
}
interface Asset extends File {
  state: string
}
interface CheckReleaseAssets {
  releaseProblems(built: File[], assets: Asset[]): string[]
  builtFiles(folder: string): File[]
}

const root = resolve(__dirname, '../..')
const scriptPath = join(root, 'scripts/check-release-assets.mjs')
let script: CheckReleaseAssets

beforeAll(async () => {
  script = (await import(pathToFileURL(scriptPath).href)) as CheckReleaseAssets
})

/** What the three build jobs make for version 0.1.0 (electron-builder.yml's artifact names). */
const BUILT: File[] = [
  'Safehouse-0.1.0-x86_64.AppImage',
  'safehouse_0.1.0_amd64.deb',
  'safehouse-0.1.0.x86_64.rpm',
  'latest-linux.yml',
  'Safehouse-0.1.0-setup-x64.exe',
  'Safehouse-0.1.0-setup-x64.exe.blockmap',
  'latest.yml',
  'Safehouse-0.1.0-mac-universal.dmg',
  'Safehouse-0.1.0-mac-universal.dmg.blockmap',
  'Safehouse-0.1.0-universal-mac.zip',
  'Safehouse-0.1.0-universal-mac.zip.blockmap',
  'latest-mac.yml',
].map((name, i) => ({ name, size: 100 + i }))
const uploaded = (files: File[]): Asset[] => files.map((f) => ({ ...f, state: 'uploaded' }))

describe('what a release must hold', () => {
  it('a release with every file built, uploaded and whole is complete', () => {
    expect(script.releaseProblems(BUILT, uploaded(BUILT))).toEqual([])
  })

  it('names each file missing from the release (a failed upload), as electron-builder does not', () => {
    const assets = uploaded(BUILT.filter((f) => !/latest-mac\.yml|\.deb$/.test(f.name)))
    expect(script.releaseProblems(BUILT, assets)).toEqual(['safehouse_0.1.0_amd64.deb is not on the release', 'latest-mac.yml is not on the release'])
  })

  it('refuses an upload left unfinished or of another size', () => {
    const assets = uploaded(BUILT).map((a) => (a.name === 'latest.yml' ? { ...a, state: 'open' } : a.name.endsWith('.AppImage') ? { ...a, size: 7 } : a))
    expect(script.releaseProblems(BUILT, assets)).toEqual(['Safehouse-0.1.0-x86_64.AppImage is on the release with 7 bytes, built with 100', 'latest.yml is on the release but open, not uploaded'])
  })

  it('refuses a release whose builds made no file of a kind every release needs', () => {
    const built = BUILT.filter((f) => !f.name.endsWith('-mac.zip.blockmap') && f.name !== 'latest-linux.yml')
    const problems = script.releaseProblems(built, uploaded(built))
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/the Linux update feed/)
    expect(problems.join('\n')).toMatch(/the macOS update zip's blockmap/)
  })
})

describe('the script, with a stand-in gh', () => {
  let dir: string
  let folder: string
  let bin: string

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'safehouse-release-'))
    folder = join(dir, 'installers')
    bin = join(dir, 'bin')
    for (const d of [folder, bin]) mkdirSync(d)
    for (const f of BUILT) writeFileSync(join(folder, f.name), 'x'.repeat(f.size))
    // Answers `gh release view <tag> --json assets` with what STAND_IN_ASSETS holds, and records its arguments.
    const gh = join(bin, 'gh')
    writeFileSync(gh, `#!${process.execPath}\nrequire('fs').writeFileSync(process.env.GH_ARGS_FILE, JSON.stringify(process.argv.slice(2)))\nprocess.stdout.write(JSON.stringify({ assets: JSON.parse(process.env.STAND_IN_ASSETS) }))\n`)
    chmodSync(gh, 0o755)
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  function run(assets: Asset[]) {
    const argsFile = join(dir, 'gh-args.json')
    const env = { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}`, STAND_IN_ASSETS: JSON.stringify(assets), GH_ARGS_FILE: argsFile }
    const result = spawnSync(process.execPath, [scriptPath, 'v0.1.0', folder], { env, encoding: 'utf8' })
    return { ...result, ghArgs: JSON.parse(readFileSync(argsFile, 'utf8')) as string[] }
  }

  it('passes when the release holds every file, reading it with gh release view', () => {
    expect(script.builtFiles(folder)).toEqual(expect.arrayContaining(BUILT))
    const r = run(uploaded(BUILT))
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain('has all 12 files')
    expect(r.ghArgs).toEqual(['release', 'view', 'v0.1.0', '--json', 'assets'])
  })

  it('fails, naming what is missing, when an upload did not happen', () => {
    const r = run(uploaded(BUILT.filter((f) => f.name !== 'latest.yml')))
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('The release v0.1.0 is not complete')
    expect(r.stderr).toContain('latest.yml is not on the release')
  })
})
