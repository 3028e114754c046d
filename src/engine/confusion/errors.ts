/** Stable words for every refusal; clients and tests match on these (the engine contract, "Confusion"). */
export type RuleErrorCode =
  | 'bad-setup'
  | 'bad-action'
  | 'bad-move'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'no-token'
  | 'game-over'

export class RuleError extends Error {
  readonly code: RuleErrorCode

  constructor(code: RuleErrorCode, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}

export function refuse(code: RuleErrorCode, message: string): never {
  throw new RuleError(code, message)
}
