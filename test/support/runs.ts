// How many seeded games or cases a property test plays. `npm test` (and CI) plays every one; the
// inner loop, `npm run test:unit`, plays a fifth (at least one), so a change meets every property in
// seconds and the full count before it lands. vitest.config.ts sets SAFEHOUSE_RUNS for the unit project.
// (Read through globalThis: the renderer's tests, type-checked without Node's types, use it too.)
const QUICK = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SAFEHOUSE_RUNS === 'quick'

/** `full` runs, or a fifth of them (at least one) in the inner loop. */
export function runs(full: number): number {
  return QUICK ? Math.max(1, Math.ceil(full / 5)) : full
}

/** A table of run counts (numbers, or numbers by key), each scaled by `runs`. */
export function runsOf<T extends Record<string, number | Record<number | string, number>>>(table: T): T {
  const scale = (v: number | Record<number | string, number>) => (typeof v === 'number' ? runs(v) : Object.fromEntries(Object.entries(v).map(([k, n]) => [k, runs(n)])))
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, scale(v)])) as T
}

/**
 * Every one of `cases` (moments of a game, seats, languages...), or in the inner loop a fifth of them
 * (at least one), spread evenly over the list from its first: cases 0, 5, 10... of a list of ten or more.
 */
export function runsFrom<T>(cases: readonly T[]): T[] {
  const n = runs(cases.length)
  return Array.from({ length: n }, (_, i) => cases[Math.floor((i * cases.length) / n)] as T)
}
