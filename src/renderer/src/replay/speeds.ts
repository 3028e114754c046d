// How fast a replay plays: moves per second at 1×.
export const SPEEDS = [0.5, 1, 2, 4] as const
export type Speed = (typeof SPEEDS)[number]
/** A move every this many ms at 1×. */
export const MOVE_MS = 900
