// The computer player, from the seat's view alone (engine-api.md: it sees exactly what a human in
// its seat sees, so it cannot cheat).
//
// FOR NOW EVERY LEVEL IS THE SAME HONEST RANDOM PLAYER: it lists the complete plays its own hand
// allows from the view (the same listing the engine's legalActions makes; a view holds everything
// it needs, undercover colours never being part of what decides legality) and picks one uniformly,
// seeded. Real levels are a later issue.
import { boardOfView } from './board'
import { RuleError } from './errors'
import { playsFor } from './plays'
import { nextInt, seedRng } from '../spies-and-lies/rng'
import { moverOf } from './which-agents-may-move'
import type { Level } from '../../../shared/game-module'
import type { Action, PlayerView } from './types'

/** Every action the viewer may take now, worked out from its view (equal to legalActions for that seat). */
export function legalActionsFromView(view: PlayerView): Action[] {
  if (view.seat === null || view.prompt === null || view.hand === null) return []
  const hand = view.hand.map((c) => c.id)
  switch (view.prompt.type) {
    case 'pass':
      return hand.map((card) => ({ type: 'pass', card }))
    case 'discard':
      return hand.map((card) => ({ type: 'discard', card }))
    case 'play': {
      const board = boardOfView(view.pieces)
      return playsFor(board, moverOf(board, view.seat, view.players, view.rules), hand, view.lastPlayed)
    }
  }
}

/** Uniformly random among the viewer's legal actions; the same (view, level, seed) gives the same action. */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  const actions = legalActionsFromView(view)
  if (actions.length === 0) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const rng = seedRng(`${seed}:${level}:${view.round}:${view.log.length}:${view.hand?.length ?? 0}`)
  return actions[nextInt(rng, actions.length)]
}
