// How fast a replay plays: a move every MOVE_MS at 1×, twice as often at 2×.
export const SPEEDS = [0.5, 1, 2, 4] as const
export type Speed = (typeof SPEEDS)[number]
/** A move every this many ms at 1×. */
export const MOVE_MS = 900
