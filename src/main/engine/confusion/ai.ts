// Computer players. Their only input is the seat's PlayerView, exactly what a human in that seat
// sees, so they cannot cheat.
//
// FOR NOW EVERY LEVEL IS THE SAME HONEST RANDOM PLAYER (the real levels are a later issue): it
// answers its prompt with a uniformly drawn choice, seeded: any physically possible attempt (or,
// on Move 2's optional second attempt, the pass as one more choice), the forced answer or a random
// one for the Double Agent, a random promotion or transfer decision, a uniformly drawn legal
// Variant 4 placement. It never takes a free action (eliminations, tokens) and never changes its
// standing orders.
import { buildBoard, type BoardSpy } from './board'
import { RuleError } from './errors'
import { listActions } from './legal'
import { nextInt, seedRng } from '../spies-and-lies/rng'
import { randomPlacement } from './variants'
import type { Level } from '../../../shared/game-module'
import type { Action, PlayerView } from './types'

export type { Level }

/** Every legal action of the viewer, listed from its view alone (the same list as legalActions). */
export function actionsFromView(view: PlayerView): Action[] {
  if (view.seat === null || view.phase === 'over') return []
  const spies: BoardSpy[] = view.spies
  const h = view.briefcase.holder
  const holder = h === null ? null : spies.findIndex((s) => s.owner === h.owner && s.label === h.label)
  return listActions({
    seat: view.seat,
    prompt: view.prompt,
    board: buildBoard(spies, view.briefcase.at, holder, view.rules.variants.tight),
    rules: view.rules,
    orders: view.orders !== null,
  })
}

const ANSWERS: readonly Action['type'][] = ['move', 'pass', 'answer', 'promote', 'transfer']

/** Picks the seat's next action from its view alone. The same (view, level, seed) always gives the same action. */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  const prompt = view.prompt
  if (prompt === null || view.seat === null) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const rng = seedRng(`${seed}:${level}:${view.turns}:${view.log.length}`)
  if (prompt.type === 'place') return { type: 'place', squares: randomPlacement(rng, view.seat, view.rules) }
  const choices = actionsFromView(view).filter((a) => ANSWERS.includes(a.type))
  if (choices.length === 0) throw new Error(`no answer to a ${prompt.type} prompt`)
  return choices[nextInt(rng, choices.length)]
}
