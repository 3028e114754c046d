import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * A copy of the project as a fresh clone would have it after `npm ci`: the repository's files
 * (never `out/` or `dist/`), and a node_modules whose Electron has never run.
 *
 * node_modules is hard-linked file by file (a full copy is 300 MB; a symlinked node_modules makes
 * `npm install` rebuild it and Node resolve packages back into the shared tree), except
 * node_modules/electron, copied for real without `dist/` and `path.txt` so that Electron's installer
 * writes into the copy, and npm's own top-level files, which `npm install` may rewrite in place.
 */
export function copyProject(root: string): string {
  const parent = linkableTempRoot(root)
  const dir = mkdtempSync(join(parent, 'safehouse-start-'))
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  for (const file of listed.toString('utf8').split('\0')) {
    if (!file || !existsSync(join(root, file))) continue
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file))
  }
  const modules = join(root, 'node_modules')
  const copyModules = join(dir, 'node_modules')
  mkdirSync(copyModules)
  for (const name of readdirSync(modules)) {
    const from = join(modules, name)
    const to = join(copyModules, name)
    if (CACHES.has(name)) continue
    if (name === 'electron') cpSync(from, to, { recursive: true, filter: (src) => !FRESH_ELECTRON_LACKS.has(src.slice(from.length + 1)) })
    else if (lstatSync(from).isFile()) cpSync(from, to)
    else linkTree(from, to)
  }
  return dir
}

// Written by tools at run time, never by npm: a copy starts without them.
const CACHES = new Set(['.vite', '.cache', '.tmp', '.vitest'])
const FRESH_ELECTRON_LACKS = new Set(['dist', 'path.txt'])

function linkTree(from: string, to: string): void {
  const stat = lstatSync(from)
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
  else if (stat.isDirectory()) {
    mkdirSync(to)
    for (const name of readdirSync(from)) linkTree(join(from, name), join(to, name))
  } else linkSync(from, to)
}

// Hard links need one file system: the system's temp folder if node_modules is on it, else the
// repository's git-ignored test-results/.
function linkableTempRoot(root: string): string {
  const probe = mkdtempSync(join(tmpdir(), 'safehouse-link-'))
  try {
    linkSync(join(root, 'node_modules', 'electron', 'package.json'), join(probe, 'package.json'))
    return tmpdir()
  } catch {
    const fallback = join(root, 'test-results')
    mkdirSync(fallback, { recursive: true })
    return fallback
  } finally {
    rmSync(probe, { recursive: true, force: true })
  }
}
