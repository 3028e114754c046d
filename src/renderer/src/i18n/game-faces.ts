// Each game's face outside its table (the Start screen's name and pitch, its seats' names, what a
// replay jumps by) lives in the game's own folder, games/<id>/i18n/<lang>-start.ts, and comes with
// the app's text in that language under games.<id in camelCase>: a new game adds no line here.
import type { MessageTree } from './languages'

/** The key a game's texts sit under (spies-and-lies → spiesAndLies). */
export function gameKey(id: string): string {
  return id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** The i18n key prefix of a game's texts outside its table (spies-and-lies → games.spiesAndLies). */
export function gameTextKey(id: string): string {
  return `games.${gameKey(id)}`
}

/** The i18n key naming a seat outside the table ("Red 2"): from the game's id and the seat alone, so any part of the app can name a seat without the games' registry. */
export function seatNameKey(game: string, seat: string): string {
  return `${gameTextKey(game)}.seat.${seat}`
}

/** The games' face texts found by a glob over games/<id>/i18n/<lang>-start.ts, keyed by gameKey. */
export function gameFaces(files: Record<string, { default: MessageTree }>): MessageTree {
  return Object.fromEntries(
    Object.entries(files).map(([path, module]) => {
      const id = /\/games\/([a-z0-9-]+)\/i18n\//.exec(path)?.[1]
      if (id === undefined) throw new Error(`not a game's face text: ${path}`)
      return [gameKey(id), module.default]
    }),
  )
}
