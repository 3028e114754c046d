// What every game's property suites check with: a condition that names where it failed (an expect
// per step would cost more than the games themselves), a refusal that must be the game's own
// RuleError, and the fast-check settings and time limit the suites share.

/** Fails with the message (built only when it fails) unless `condition` holds. */
export function ok(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new Error(message())
}

/** The error `fn` throws, which must be an `Err` (the game's RuleError); fails if it throws nothing else. */
export function ruleErrorOf<E extends Error>(Err: abstract new (...args: never[]) => E, fn: () => unknown, message: () => string): E {
  try {
    fn()
  } catch (error) {
    ok(error instanceof Err, () => `${message()}: threw ${String(error)} instead of a RuleError`)
    return error
  }
  throw new Error(`${message()}: did not throw`)
}

/** Generous per-test limit for a property suite: not a timed assertion, only a guard against a hung game. */
export const PROPERTY_TIMEOUT = 180_000

/** fast-check settings: the run count, and the failing check's own message in the report. */
export function params(numRuns: number): { numRuns: number; includeErrorInReport: boolean } {
  return { numRuns, includeErrorInReport: true }
}
