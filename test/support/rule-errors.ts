// Expecting a game's refusal in the rule tests: `fn` throws the game's own RuleError (its class, not
// just any error) with this code. One copy for every game's helpers.
import { expect } from 'vitest'

type ErrorClass<E extends Error> = abstract new (...args: never[]) => E

/** What `fn` threw, checked to be a `kind`; fails the test when nothing or something else is thrown. */
export function thrownRuleError<E extends Error>(fn: () => unknown, kind: ErrorClass<E>): E {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(kind)
    return error as E
  }
  throw new Error(`expected a ${kind.name}, nothing was thrown`)
}

/** `fn` throws a `kind` with exactly this code; returns it. */
export function expectRuleErrorOf<E extends Error & { code: string }>(kind: ErrorClass<E>, fn: () => unknown, code: string): E {
  const error = thrownRuleError(fn, kind)
  expect(error.code).toBe(code)
  return error
}
