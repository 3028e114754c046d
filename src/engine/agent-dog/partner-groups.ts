// Groups of touching paths (partner-listing.ts): the only steps of a Partner card whose order can
// change the outcome, so the only ones played out in every order. Here is what a group is made of
// and gone through with; the listing plays the orders out on its scratch board.
import type { Path } from './partner-paths'
import { STEP_CODES, stepCode } from './split-moves'

/** A group's different outcomes: a step order for each (indices into the group's paths), and whether a moved piece ends captured. */
export interface Outcomes {
  orders: number[][]
  captured: boolean[]
}

/** A lone path of 0..4 steps: one order, all its own, and nothing of it captured. */
export const ALONE: readonly Outcomes[] = [[], [0], [0, 0], [0, 0, 0], [0, 0, 0, 0]].map((order) => ({ orders: [order], captured: [false] }))

/** Union-find over at most four paths. */
export function root(group: number[], q: number): number {
  while (group[q] !== q) q = group[q]
  return q
}

export function join(group: number[], a: number, b: number): void {
  const x = root(group, a)
  const y = root(group, b)
  if (x !== y) group[Math.max(x, y)] = Math.min(x, y)
}

/** Next permutation of a multiset in lexicographic order; false after the last one. */
export function nextPermutation(a: number[]): boolean {
  let i = a.length - 2
  while (i >= 0 && a[i] >= a[i + 1]) i--
  if (i < 0) return false
  let j = a.length - 1
  while (a[j] <= a[i]) j--
  let t = a[i]
  a[i] = a[j]
  a[j] = t
  for (let l = i + 1, r = a.length - 1; l < r; l++, r--) {
    t = a[l]
    a[l] = a[r]
    a[r] = t
  }
  return true
}

/** A split's key `key` followed by the steps of these paths made in `order` (indices into `paths`, one per step). */
export function keyInOrder(paths: readonly Path[], order: readonly number[], key: number): number {
  let q0 = 0
  let q1 = 0
  let q2 = 0
  let q3 = 0
  for (let k = 0; k < order.length; k++) {
    const q = order[k]
    const p = paths[q]
    const s = q === 0 ? q0++ : q === 1 ? q1++ : q === 2 ? q2++ : q3++
    key = key * STEP_CODES + stepCode(s === 0 ? p.origin : p.targets[s - 1], s === p.turn)
  }
  return key
}
