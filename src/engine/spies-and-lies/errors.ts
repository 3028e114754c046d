import { RuleError as CoreRuleError } from '../core/rule-error'

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

/** The core's one refusal, its codes narrowed to this game's words. */
export class RuleError extends CoreRuleError<RuleErrorCode> {}
