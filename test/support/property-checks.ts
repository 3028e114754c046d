// What every game's property suites check with: a condition that names where it failed (an expect
// per step would cost more than the games themselves), and a refusal that must be the game's own
// RuleError.

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
