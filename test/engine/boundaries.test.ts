// The engines are a library of their own (issue 24, point 1): each game in src/engine/<game>/, one
// core they share (src/engine/core/), and one client face per game that is all the renderer may use.
// eslint.config.mjs says the same to an editor; this test holds it in CI.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/shared/protocol'

const root = resolve(__dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

/** Every module a file imports (static, dynamic and re-exports), as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const statements = /^\s*(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s*['"]([^'"]+)['"]/gm
  const dynamic = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
  return [...text.matchAll(statements), ...text.matchAll(dynamic)].map((m) => m[1] as string)
}

/** Where an import lands, relative to the repository ('src/engine/agent-dog/tables'), or the bare name. */
function target(file: string, spec: string): string {
  if (spec.startsWith('@engine/')) return `src/engine/${spec.slice('@engine/'.length)}`
  if (spec.startsWith('@shared/')) return `src/shared/${spec.slice('@shared/'.length)}`
  if (!spec.startsWith('.')) return spec
  return relative(root, resolve(dirname(file), spec)).split('\\').join('/')
}

const rel = (file: string) => relative(root, file).split('\\').join('/')
const CLIENT_FACES = new Set([...GAME_IDS.map((id) => `src/engine/${id}/client`), 'src/engine/core/game-module'])

describe('the engine boundary', () => {
  it('every game has its folder and its client face', () => {
    for (const id of GAME_IDS) expect(statSync(join(root, 'src/engine', id, 'client.ts')).isFile(), id).toBe(true)
  })

  it('the renderer reaches an engine only through its client face (and the module types)', () => {
    const offenders = files(join(root, 'src/renderer'))
      .flatMap((file) => importsOf(file).map((spec) => ({ file: rel(file), to: target(file, spec) })))
      .filter(({ to }) => to.startsWith('src/engine/') && !CLIENT_FACES.has(to.replace(/\.ts$/, '')))
    expect(offenders).toEqual([])
  })

  it('no game imports another game; engines import only their own folder, the core, shared types and zod', () => {
    const offenders = files(join(root, 'src/engine')).flatMap((file) => {
      const own = rel(file).split('/')[2] as string
      return importsOf(file)
        .map((spec) => target(file, spec))
        .filter((to) => {
          if (to === 'zod') return false
          if (to.startsWith('src/engine/')) {
            const game = to.split('/')[2]
            return game !== own && game !== 'core'
          }
          // The core depends on nothing of the project; games may use the shared types and seats.
          return own === 'core' || !to.startsWith('src/shared/')
        })
        .map((to) => `${rel(file)} -> ${to}`)
    })
    expect(offenders).toEqual([])
  })
})
