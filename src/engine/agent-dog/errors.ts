import { RuleError as CoreRuleError } from '../core/rule-error'

/** Stable words for every refusal (engine-api.md, "Agent DOG"); clients and tests match on these. */
export type RuleErrorCode = 'bad-setup' | 'bad-action' | 'not-your-turn' | 'wrong-phase' | 'not-in-hand' | 'bad-move' | 'game-over'

/** The core's one refusal, its codes narrowed to this game's words. */
export class RuleError extends CoreRuleError<RuleErrorCode> {}
