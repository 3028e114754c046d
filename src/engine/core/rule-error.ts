// The one refusal every engine throws: an Error with a stable `code` word that clients and tests
// match on. A game narrows `Code` to its own words (its errors.ts), so a typo in a code does not compile.

export class RuleError<Code extends string = string> extends Error {
  readonly code: Code

  constructor(code: Code, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}

/** The refusal's code, or null when `err` is not a refusal (a bug). */
export function ruleErrorCode(err: unknown): string | null {
  return err instanceof RuleError ? err.code : null
}
