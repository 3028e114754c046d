// The Partner's plays as shared values. A Partner with many agents out lists thousands of plays,
// and a fresh move with its array of four steps for each was most of what a listing allocated (and
// so of the garbage collection that made its slowest calls several times its usual ones). Every
// play of four given steps is the same value, so each is built once, frozen, and handed out by
// every listing that lists it, like the frozen steps (places.ts) it is made of.
import { LOCS, stepFrom } from './places'
import { PARTNER_STEPS } from './tables'
import type { Loc, PlayMove, Step } from './types'

/** A step as a number: its field times two, plus one when it turns into the goal lane. */
export const STEP_CODES = 2 * LOCS

export const stepCode = (loc: Loc, goal: boolean): number => 2 * loc + (goal ? 1 : 0)

// Four steps in one key, the first step in the highest digit: it must stay a small integer.
if (STEP_CODES ** PARTNER_STEPS >= 2 ** 31) throw new Error('split-moves.ts: four step codes no longer fit a small integer key')

/**
 * Built splits by key, in an open-addressing table (a Map lookup per split was a quarter of a worst
 * listing's time). Bounded: emptied when half full, so that a long session does not grow it, while
 * the few thousand plays of a worst listing fit.
 */
const SLOT_BITS = 15
const SLOTS = 1 << SLOT_BITS
const KEYS = new Int32Array(SLOTS).fill(-1)
const MOVES: Array<PlayMove | undefined> = new Array<PlayMove | undefined>(SLOTS).fill(undefined)
let used = 0

/** The play of the four steps `key` holds (steps coded one after another, base STEP_CODES). */
export function splitOf(key: number): PlayMove {
  let slot = Math.imul(key, 0x9e3779b1) >>> (32 - SLOT_BITS)
  for (;;) {
    const k = KEYS[slot]
    if (k === key) return MOVES[slot] as PlayMove
    if (k < 0) break
    slot = (slot + 1) & (SLOTS - 1)
  }
  if (used >= SLOTS / 2) {
    KEYS.fill(-1)
    MOVES.fill(undefined)
    used = 0
    return splitOf(key)
  }
  const move = buildSplit(key)
  KEYS[slot] = key
  MOVES[slot] = move
  used++
  return move
}

function buildSplit(key: number): PlayMove {
  const steps: Step[] = []
  for (let s = 0, rest = key, scale = STEP_CODES ** (PARTNER_STEPS - 1); s < PARTNER_STEPS; s++, scale /= STEP_CODES) {
    const code = Math.floor(rest / scale)
    rest -= code * scale
    steps.push(stepFrom(code >> 1, (code & 1) === 1))
  }
  return Object.freeze({ kind: 'split', steps: Object.freeze(steps) as Step[] })
}
