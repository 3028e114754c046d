// The project's imports as written, for the boundary tests (test/engine/boundaries.test.ts, the
// engines and src/shared; test/renderer/layers.test.ts, the renderer's floors): read from the source
// text, so a test sees what an editor's lint sees, static, dynamic and re-exports alike.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const root = resolve(__dirname, '../..')

/** Every .ts and .vue file under `dir`. */
export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

/** Every module a file imports (static, dynamic and re-exports), as written. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const statements = /^\s*(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s*['"]([^'"]+)['"]/gm
  const dynamic = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
  return [...text.matchAll(statements), ...text.matchAll(dynamic)].map((m) => m[1] as string)
}

/** Where an import lands, relative to the repository ('src/engine/agent-dog/tables'), or the bare name. */
export function target(file: string, spec: string): string {
  if (spec.startsWith('@engine/')) return `src/engine/${spec.slice('@engine/'.length)}`
  if (spec.startsWith('@shared/')) return `src/shared/${spec.slice('@shared/'.length)}`
  if (!spec.startsWith('.')) return spec
  return relative(root, resolve(dirname(file), spec)).split('\\').join('/')
}

/** A file's path from the repository's root, with forward slashes. */
export const rel = (file: string) => relative(root, file).split('\\').join('/')
