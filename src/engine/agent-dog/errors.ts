/** Stable words for every refusal (engine-api.md, "Agent DOG"); clients and tests match on these. */
export type RuleErrorCode = 'bad-setup' | 'bad-action' | 'not-your-turn' | 'wrong-phase' | 'not-in-hand' | 'bad-move' | 'game-over'

export class RuleError extends Error {
  readonly code: RuleErrorCode

  constructor(code: RuleErrorCode, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}
