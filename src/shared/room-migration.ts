// Saved games replay their moves under their game's rules, so a rule that changes must not change a
// game saved before it: such a game keeps the rule it was played with, named in its options. Rooms
// saved before a change lack that option, so it is stamped on them when they are loaded, in one
// place every loader goes through (the host's store and the desktop app's game files:
// src/main/host/room-record.ts savedRoomSchema; a record file opened in the replay viewer:
// replay-record.ts replayOfRoomRecord). Rooms saved since need no stamp: an absent option means
// the game's current rule. A replay record is made from a loaded room (so it carries the stamp) or
// from a room of the current format, and needs none.
import type { GameId } from './room-basics'

/** Game options that saved rooms of room format `through` or older lacked, with the values those games were played with. */
export interface OptionStamp {
  game: GameId
  through: number
  options: Readonly<Record<string, unknown>>
}

/**
 * Every stamp, oldest first. Room format 3 came with Confusion's second movement set (M04 moves
 * back too): a Confusion room saved before it was played with set 1.
 */
export const OPTION_STAMPS: readonly OptionStamp[] = [{ game: 'confusion', through: 2, options: { pieces: 1 } }]

/**
 * `options` of a room of `game` saved in room format `version`, with every option it lacked stamped
 * (an option it has is kept). Pure: a new object when a stamp applies, else `options` itself.
 */
export function stampedOptions(game: unknown, version: unknown, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  let out: Record<string, unknown> = options
  for (const stamp of OPTION_STAMPS) {
    if (stamp.game !== game || typeof version !== 'number' || version > stamp.through) continue
    for (const [key, value] of Object.entries(stamp.options)) if (!Object.hasOwn(out, key)) out = { ...out, [key]: value }
  }
  return out
}

/**
 * A finished room's options for a new game of it (a rematch): without the stamps, so the new game is
 * played by the current rules, as every new game is.
 */
export function freshOptions(game: GameId, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const stamped = new Set(OPTION_STAMPS.filter((stamp) => stamp.game === game).flatMap((stamp) => Object.keys(stamp.options)))
  return Object.fromEntries(Object.entries(options).filter(([key]) => !stamped.has(key)))
}
