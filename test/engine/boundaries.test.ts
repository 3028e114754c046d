// The engines are a library of their own (issue 24, point 1): each game in src/engine/<game>/, one
// core they share (src/engine/core/), and one client face per game that is all the renderer may use;
// for a finished game's replay (issue 26) also the game's replay face, which never reaches the
// computer player, and the core's replay cursor. eslint.config.mjs says the same to an editor; this
// test holds it in CI.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/shared/protocol'
import { files, importsOf, rel, root, target } from '../support/import-graph'

const CLIENT_FACES = new Set([
  ...GAME_IDS.flatMap((id) => [`src/engine/${id}/client`, `src/engine/${id}/replay-face`]),
  'src/engine/core/game-module',
  'src/engine/core/replay-cursor',
  'src/engine/core/room-options',
])

/** The file an import of `src/...` (as `target` gives it) loads, or null for a package. */
function sourceFile(to: string): string | null {
  if (!to.startsWith('src/')) return null
  for (const path of [to, `${to}.ts`, `${to}/index.ts`]) {
    const file = join(root, path)
    try {
      if (statSync(file).isFile()) return file
    } catch {
      // not this one
    }
  }
  throw new Error(`no file for ${to}`)
}

/** Every project file `file` loads, itself included, following imports (type-only ones too) transitively. */
function reachable(file: string): string[] {
  const seen = new Set<string>([file])
  const queue = [file]
  while (queue.length > 0) {
    const from = queue.pop() as string
    for (const spec of importsOf(from)) {
      const next = sourceFile(target(from, spec))
      if (next !== null && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen].map(rel).sort()
}

/** A computer player's file: ai.ts or anything in an ai/ folder, in any game (team/ai.ts too). */
const isComputerPlayer = (path: string) => /(?:^|\/)ai(?:\/|\.ts$)/.test(path)

describe('the engine boundary', () => {
  it('every game has its folder, its client face and its replay face', () => {
    for (const id of GAME_IDS) {
      expect(statSync(join(root, 'src/engine', id, 'client.ts')).isFile(), id).toBe(true)
      expect(statSync(join(root, 'src/engine', id, 'replay-face.ts')).isFile(), id).toBe(true)
    }
  })

  it('a replay face (and the replay cursor) never reaches a computer player, however indirectly', () => {
    const faces = [...GAME_IDS.map((id) => `src/engine/${id}/replay-face.ts`), 'src/engine/core/replay-cursor.ts']
    for (const face of faces) {
      const files = reachable(join(root, face))
      // The walk itself works: it finds the game's rules behind the face.
      expect(files.length, face).toBeGreaterThan(face.includes('/core/') ? 2 : 10)
      expect(files.filter(isComputerPlayer), face).toEqual([])
    }
    // And it would notice one: the host's module does reach its game's computer player.
    for (const id of GAME_IDS) expect(reachable(join(root, 'src/engine', id, 'index.ts')).some(isComputerPlayer), id).toBe(true)
  })

  it('the host never shows a revealed view: nothing under src/main calls revealedViewFor', () => {
    const offenders = files(join(root, 'src/main')).filter((file) => readFileSync(file, 'utf8').includes('revealedViewFor'))
    expect(offenders.map(rel)).toEqual([])
  })

  it('the renderer reaches an engine only through its client face (and the module types)', () => {
    const offenders = files(join(root, 'src/renderer'))
      .flatMap((file) => importsOf(file).map((spec) => ({ file: rel(file), to: target(file, spec) })))
      .filter(({ to }) => to.startsWith('src/engine/') && !CLIENT_FACES.has(to.replace(/\.ts$/, '')))
    expect(offenders).toEqual([])
  })

  it('no game imports another game; engines import only their own folder, the core, shared types and zod', () => {
    // The registry (src/engine/registry.ts) is the one place every game is named, by design.
    const offenders = files(join(root, 'src/engine')).filter((file) => rel(file) !== 'src/engine/registry.ts').flatMap((file) => {
      const own = rel(file).split('/')[2] as string
      return importsOf(file)
        .map((spec) => target(file, spec))
        .filter((to) => {
          if (to === 'zod') return false
          if (to.startsWith('src/engine/')) {
            const game = to.split('/')[2]
            return game !== own && game !== 'core'
          }
          // src/shared is the ground floor: the core and the games may use its types, seats and
          // levels; nothing else of the project.
          return !to.startsWith('src/shared/')
        })
        .map((to) => `${rel(file)} -> ${to}`)
    })
    expect(offenders).toEqual([])
  })

  it('src/shared is the ground floor: it imports nothing of the project above it (issue 37, point 2)', () => {
    const offenders = files(join(root, 'src/shared'))
      .flatMap((file) => importsOf(file).map((spec) => ({ file: rel(file), to: target(file, spec) })))
      .filter(({ to }) => to.startsWith('src/') && !to.startsWith('src/shared/'))
    expect(offenders).toEqual([])
  })

  it('the registry imports each game’s module and the shared game ids, nothing else', () => {
    const file = join(root, 'src/engine/registry.ts')
    const targets = importsOf(file).map((spec) => target(file, spec))
    const others = targets.filter((to) => !GAME_IDS.some((id) => to === `src/engine/${id}` || to.startsWith(`src/engine/${id}/`)))
    expect(others.sort()).toEqual(['src/engine/core/game-module', 'src/shared/protocol'])
    // One module per game: its folder's index or one file in it.
    for (const id of GAME_IDS) expect(targets.filter((to) => to === `src/engine/${id}` || to.startsWith(`src/engine/${id}/`)), id).toHaveLength(1)
  })
})
