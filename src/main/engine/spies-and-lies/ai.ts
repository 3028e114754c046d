// Computer players. Their only input is the seat's PlayerView, exactly what a human in that seat
// sees, so they cannot cheat.
import { RuleError } from './errors'
import { actionsForPrompt } from './prompt'
import { nextInt, seedRng } from './rng'
import type { Action, PlayerView } from './types'

export type Level = 'easy' | 'normal' | 'hard'

/**
 * Picks the seat's next action. Every level currently picks uniformly among the legal actions;
 * the deduction-based levels arrive with the computer-opponent work.
 */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  const actions = actionsForPrompt(view.prompt, view.hand)
  if (actions.length === 0) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const rng = seedRng(`${seed}:${level}:${view.turn}:${view.log.length}`)
  return actions[nextInt(rng, actions.length)]
}
