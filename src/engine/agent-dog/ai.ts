// The computer player, from the seat's view alone (engine-api.md: it sees exactly what a human in
// its seat sees, so it cannot cheat). It lists the complete plays its own hand allows from the view
// (the same listing the engine's legalActions makes; undercover colours never decide legality) and
// chooses among them as its level plays (ai/levels.ts): a beginner, a careful player, or one that
// plays for its team and looks ahead (expert: in more worlds, more plays, one turn of its own
// further). Every guess it makes about what it cannot see comes from a generator seeded by the
// decision's seed, so the same view, level and seed give the same action.
import { boardOfView } from './board'
import { RuleError } from './errors'
import { playsFor } from './plays'
import { seedRng } from '../core/rng'
import { moverOf } from './which-agents-may-move'
import { beginnerPlay } from './ai/beginner'
import { choosePlay } from './ai/choose-play'
import { beginnerPass, chooseDiscard, choosePass } from './ai/exchange'
import { LEVELS } from './ai/levels'
import { mindOf } from './ai/mind'
import type { Level } from '../core/game-module'
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

/** The level's choice among the viewer's legal actions; the same (view, level, seed) gives the same action. */
export function chooseAction(view: PlayerView, level: Level, seed: string): Action {
  const me = view.seat
  if (me === null || view.prompt === null || view.hand === null) throw new RuleError('not-your-turn', 'this view has nothing to decide')
  const hand = view.hand.map((c) => c.id)
  const rng = seedRng(`${seed}:${level}:${view.round}:${view.log.length}:${hand.length}`)
  switch (view.prompt.type) {
    case 'pass':
      if (hand.length === 0) break
      return level === 'easy' ? beginnerPass(view, me, rng) : choosePass(mindOf(view, me, LEVELS[level], rng), LEVELS[level])
    case 'discard':
      if (hand.length === 0) break
      return chooseDiscard(view, me, level === 'easy' ? rng : null)
    case 'play': {
      const board = boardOfView(view.pieces)
      const plays = playsFor(board, moverOf(board, me, view.players, view.rules), hand, view.lastPlayed)
      if (plays.length === 0) break
      if (level === 'easy') return beginnerPlay(view, me, plays, rng)
      return choosePlay(mindOf(view, me, LEVELS[level], rng), plays, LEVELS[level])
    }
  }
  throw new RuleError('not-your-turn', 'this view has nothing to decide')
}
