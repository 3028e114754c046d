// The owner's choice for an activated Marshal (+10, or +5 and the opponent loses 5) or Captain
// (+6, or copy an exhausted soldier): each option is played in the world and the best result kept.
import { applyAction } from '../actions'
import type { Action, GameState, Seat } from '../types'

/** The options of a pending Marshal or Captain choice in world `s`. */
export function choiceOptions(s: GameState, owner: Seat): Action[] {
  if (s.step === 'marshal') {
    return [
      { type: 'marshal', choice: 'ten' },
      { type: 'marshal', choice: 'sabotage' },
    ]
  }
  return [{ type: 'captain', choice: 'six' }, ...s.exhausted[owner].map((rank): Action => ({ type: 'captain', choice: 'copy', rank }))]
}

/** The option whose result `value` rates best for `owner`, with that result. */
export function bestChoice(
  s: GameState,
  owner: Seat,
  options: readonly Action[],
  value: (s: GameState, me: Seat) => number,
): { action: Action; next: GameState; value: number } {
  let best: { action: Action; next: GameState; value: number } | null = null
  for (const action of options) {
    const next = applyAction(s, owner, action)
    const v = value(next, owner)
    if (best === null || v > best.value + 1e-12) best = { action, next, value: v }
  }
  if (best === null) throw new Error('no options')
  return best
}
