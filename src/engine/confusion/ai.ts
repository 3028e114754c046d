// Computer players. Their only input is the seat's PlayerView, exactly what a human in that seat
// sees, so they cannot cheat: their own movement pieces reach them only as the deduction helper
// weighs them from the view. The levels live in ai/levels.ts.
import { RuleError } from './errors'
import { decide } from './ai/levels'
import { seedRng } from '../core/rng'
import type { Level } from '../core/game-module'
import type { Action, PlayerView } from './types'

export type { Level }
export { actionsFromView } from './ai/listing'

/**
 * Picks the seat's next action from its view alone: 'easy' plays like a beginner; 'normal' weighs
 * its own spies with the deduction helper, races for the briefcase and guards it against the
 * opponent's next move; 'hard' weighs every damaging reply, safe ways home, the fight over the
 * briefcase's square, standing orders for the enemy's Double Agent, the eliminate actions and the
 * tokens; 'expert' plays as hard and prices doubt about its own pieces higher. The same (view, level,
 * seed) always gives the same action.
 */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  if (view.prompt === null || view.seat === null) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  return decide(view, level, seedRng(`${seed}:${level}:${view.turns}:${view.log.length}`))
}
