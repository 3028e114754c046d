#!/usr/bin/env node
// `npm run audit:electron`: Doyensec's Electronegativity over src/, for the Electron version we
// ship. Fails on any HIGH or CRITICAL finding; lower ones are listed for review.
// The tool lives in tools/electronegativity with its own lockfile (it brings eslint 7 and
// TypeScript 4.2, and needs the commander 5 its @electron/asar brings hoisted): the first run
// installs it there with `npm ci`; after that it runs offline (its own update checks, for
// translations and Electron releases, fail quietly without a network).
import console from 'node:console'
import process from 'node:process'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const toolDir = join(root, 'tools', 'electronegativity')
const cli = join(toolDir, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js')
if (!existsSync(cli)) {
  console.log('installing electronegativity into tools/electronegativity (once)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const install = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: toolDir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (install.status !== 0 || !existsSync(cli)) {
    console.error('could not install electronegativity (npm ci in tools/electronegativity failed)')
    process.exit(2)
  }
}
const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')).version
const work = mkdtempSync(join(tmpdir(), 'electronegativity-'))
const report = join(work, 'report.csv')

const run = spawnSync(process.execPath, [cli, '-i', join(root, 'src'), '-r', '-e', electronVersion, '-v', 'false', '-o', report], {
  cwd: root,
  encoding: 'utf8',
  timeout: 10 * 60_000,
})
let csv = ''
try {
  csv = readFileSync(report, 'utf8')
} catch {
  console.error(run.stdout, run.stderr)
  console.error(`electronegativity wrote no report (exit ${run.status}${run.error ? `, ${run.error.message}` : ''})`)
  process.exit(2)
} finally {
  rmSync(work, { recursive: true, force: true })
}

/** One CSV line into fields (quoted fields may hold commas). */
function fields(line) {
  const out = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      out.push(field)
      field = ''
    } else field += c
  }
  out.push(field)
  return out.map((f) => f.trim())
}

const findings = csv
  .split(/\r?\n/)
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map(fields)
  .map(([issue, severity, confidence, file, location, , description]) => ({ issue, severity, confidence, file, location, description }))

const blocking = findings.filter((f) => f.severity === 'HIGH' || f.severity === 'CRITICAL')
console.log(`electronegativity (Electron ${electronVersion}): ${findings.length} finding(s), ${blocking.length} high or critical`)
for (const f of findings) {
  console.log(`  ${f.severity.padEnd(13)} ${f.confidence.padEnd(10)} ${f.issue.padEnd(26)} ${f.file}:${f.location}  ${f.description}`)
}
if (blocking.length > 0) {
  console.error('high or critical findings: fix them (or, for a false positive, explain it here and exclude the check)')
  process.exit(1)
}
