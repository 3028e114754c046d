// States and views frozen all the way down, so that a rule or a computer player that changes its
// input throws at once in a test (every engine is pure). One copy for every test.

/** Recursively freezes a value in place and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}
