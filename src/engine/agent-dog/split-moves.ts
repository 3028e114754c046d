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
 * Values built once per (tag, key), both small non-negative integers, in an open-addressing table (a
 * Map lookup per play was a quarter of a worst listing's time). Bounded: emptied when half full, so
 * that a long session does not grow it, while the few thousand plays of a worst listing fit.
 */
export class SharedValues<T> {
  private readonly keys: Int32Array
  private readonly tags: Int32Array
  private readonly values: Array<T | undefined>
  private used = 0
  private emptyings = 0

  constructor(
    private readonly bits: number,
    private readonly build: (tag: number, key: number) => T,
  ) {
    this.keys = new Int32Array(1 << bits).fill(-1)
    this.tags = new Int32Array(1 << bits)
    this.values = new Array<T | undefined>(1 << bits).fill(undefined)
  }

  /** How many times the table has been emptied (a value built before then is built anew when asked again). */
  get emptied(): number {
    return this.emptyings
  }

  get(tag: number, key: number): T {
    const mask = (1 << this.bits) - 1
    let slot = Math.imul(key ^ Math.imul(tag, 0x85ebca6b), 0x9e3779b1) >>> (32 - this.bits)
    for (;;) {
      const k = this.keys[slot]
      if (k === key && this.tags[slot] === tag) return this.values[slot] as T
      if (k < 0) break
      slot = (slot + 1) & mask
    }
    if (this.used >= (mask + 1) / 2) {
      this.keys.fill(-1)
      this.values.fill(undefined)
      this.used = 0
      this.emptyings++
      return this.get(tag, key)
    }
    const value = this.build(tag, key)
    this.keys[slot] = key
    this.tags[slot] = tag
    this.values[slot] = value
    this.used++
    return value
  }
}

const SPLITS = new SharedValues<PlayMove>(15, (_, key) => buildSplit(key))

/** The play of the four steps `key` holds (steps coded one after another, base STEP_CODES). */
export const splitOf = (key: number): PlayMove => SPLITS.get(0, key)

function buildSplit(key: number): PlayMove {
  const steps: Step[] = []
  for (let s = 0, rest = key, scale = STEP_CODES ** (PARTNER_STEPS - 1); s < PARTNER_STEPS; s++, scale /= STEP_CODES) {
    const code = Math.floor(rest / scale)
    rest -= code * scale
    steps.push(stepFrom(code >> 1, (code & 1) === 1))
  }
  return Object.freeze({ kind: 'split', steps: Object.freeze(steps) as Step[] })
}
