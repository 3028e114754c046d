/** Stable words for every refusal; clients and tests match on these. */
export type RuleErrorCode =
  | 'bad-setup'
  | 'bad-action'
  | 'wrong-phase'
  | 'not-your-turn'
  | 'already-deployed'
  | 'not-in-hand'
  | 'bad-order'
  | 'no-token'
  | 'bad-choice'
  | 'game-over'

export class RuleError extends Error {
  readonly code: RuleErrorCode

  constructor(code: RuleErrorCode, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}
