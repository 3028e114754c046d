import { RuleError as CoreRuleError } from '../core/rule-error'

/** Stable words for every refusal; clients and tests match on these (the engine contract, "Confusion"). */
export type RuleErrorCode =
  | 'bad-setup'
  | 'bad-action'
  | 'bad-move'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'no-token'
  | 'same-orders'
  | 'game-over'

/** The core's one refusal, its codes narrowed to this game's words. */
export class RuleError extends CoreRuleError<RuleErrorCode> {}

export function refuse(code: RuleErrorCode, message: string): never {
  throw new RuleError(code, message)
}
