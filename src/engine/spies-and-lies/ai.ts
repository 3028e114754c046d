// Computer players. Their only input is the seat's PlayerView, exactly what a human in that seat
// sees, so they cannot cheat. The levels live in ai/policies.ts.
import { RuleError } from './errors'
import { actionsForPrompt } from './answers'
import { seedRng } from '../core/rng'
import { decide, type Level } from './ai/policies'
import type { Action, PlayerView } from './types'

export type { Level }

/**
 * Picks the seat's next action from its view alone: 'easy' plays like a beginner, 'normal' deduces
 * exactly and looks one step ahead, 'hard' adds a learned prior and looks to the end of the day,
 * 'expert' searches four times the worlds, expects the enemy to deploy as hard does and deploys
 * against hard's reading of it.
 * The same (view, level, seed) always gives the same action.
 */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  const actions = actionsForPrompt(view.prompt, view.hand)
  if (actions.length === 0 || view.seat === null) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const decisionSeed = `${seed}:${level}:${view.turn}:${view.log.length}`
  return decide(view, level, seedRng(decisionSeed), decisionSeed)
}
