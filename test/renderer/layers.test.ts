// The renderer's layers run one way (issue 37, point 2). Its lower floors, bottom up: the ground
// (text, the network client, the address, the platform, sounds), the stores, the desktop shell, the
// parts every game's table shares (components, composables), the shape of a game's entry and of a
// tutorial, and the games. A file on one imports only its own floor and those below; everything
// else in src/renderer/src (the games' registry, the screens and their parts, replay, App, main and
// its wiring, and any folder added later) stands above them all. What a lower floor needs from above
// is handed down, not imported: a store's at start-up (src/renderer/src/wire-app.ts), a seat's
// colours by the app (App.vue provides them), a replay's table by its screen.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { files, importsOf, rel, root, target } from '../support/import-graph'

const RENDERER = 'src/renderer/src'

/** The lower floors, bottom up, as entries of src/renderer/src (a folder or a file). */
const FLOORS: readonly (readonly string[])[] = [
  ['i18n', 'net', 'navigation.ts', 'platform.ts', 'sound.ts', 'option-field.ts'],
  ['stores'],
  ['desktop'],
  ['components', 'composables'],
  ['game-entry.ts', 'tutorial'],
  ['games'],
]

/** The entry of src/renderer/src a path lies in ('stores' for src/renderer/src/stores/game/rooms), or null outside it. */
function entryOf(path: string): string | null {
  if (!path.startsWith(`${RENDERER}/`)) return null
  const [first, ...inside] = path.slice(RENDERER.length + 1).split('/') as [string, ...string[]]
  // An import names a file without its extension, and a file comes before a folder of the same
  // name: `../games` is games.ts, `../games/confusion/entry` lies in games/.
  return inside.length === 0 && existsSync(join(root, RENDERER, `${first}.ts`)) ? `${first}.ts` : first
}

/** The floor of an entry: its index in FLOORS, or FLOORS.length (above them all). */
const floorOf = (entry: string) => {
  const at = FLOORS.findIndex((floor) => floor.includes(entry))
  return at === -1 ? FLOORS.length : at
}

/** Every import in the renderer's lower floors that reaches a floor above its own, as "file -> target". */
function upwardImports(): string[] {
  return FLOORS.flat().flatMap((entry) => {
    const path = join(root, RENDERER, entry)
    const sources = entry.endsWith('.ts') ? [path] : files(path)
    return sources.flatMap((file) =>
      importsOf(file)
        .map((spec) => target(file, spec))
        .filter((to) => {
          const lands = entryOf(to)
          return lands !== null && floorOf(lands) > floorOf(entry)
        })
        .map((to) => `${rel(file)} -> ${to}`),
    )
  })
}

describe('the renderer’s layers', () => {
  it('every floor named here is a folder or file of the renderer, and the rest of it stands above', () => {
    const entries = readdirSync(join(root, RENDERER))
    for (const entry of FLOORS.flat()) expect(entries, entry).toContain(entry)
    // What the stores must never reach is above them, found from the folder itself.
    const above = entries.filter((entry) => floorOf(entry) > floorOf('stores'))
    expect(above).toEqual(expect.arrayContaining(['desktop', 'components', 'screens', 'games', 'games.ts', 'replay', 'App.vue', 'wire-app.ts']))
    // The registry and the screens stand above every game.
    expect(entries.filter((entry) => floorOf(entry) > floorOf('games'))).toEqual(expect.arrayContaining(['games.ts', 'screens', 'replay', 'App.vue', 'wire-app.ts', 'main.ts']))
  })

  it('the walk sees the imports between floors (the stores use the network client)', () => {
    const fromStores = files(join(root, RENDERER, 'stores')).flatMap((file) => importsOf(file).map((spec) => entryOf(target(file, spec))))
    expect(fromStores).toContain('net')
    expect(entryOf(`${RENDERER}/games`)).toBe('games.ts')
    expect(entryOf(`${RENDERER}/games/confusion/entry`)).toBe('games')
  })

  it('no store imports the desktop shell, the games or their registry, a component or a screen; the desktop shell imports none of those but the stores; the shared parts import no game, and no game the registry or a screen', () => {
    expect(upwardImports()).toEqual([])
  })
})
