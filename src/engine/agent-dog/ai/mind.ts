// What one decision starts from: the undercover agents as the seat remembers them, the unseen cards,
// and a few worlds that agree with its view (the likeliest first), each ready for trying plays.
import type { RngState } from '../../core/rng'
import { countCards, type CardCount } from './card-counting'
import { judgeFor, type Judge } from './evaluate'
import type { LevelSettings } from './levels'
import { positionOf, type Position } from './simulate'
import { undercoverBeliefs, type UndercoverBeliefs } from './undercover-memory'
import { likeliestColouring, sampleColouring, sampleHands, worldOf } from './worlds'
import type { PlayerView, Seat } from '../types'

export interface Mind {
  view: PlayerView
  me: Seat
  beliefs: UndercoverBeliefs
  cards: CardCount
  /** Worlds to try plays in; the first has the likeliest colours. */
  worlds: Position[]
  /** The worlds whose undercover colours differ (one card deep, only the colours tell worlds apart). */
  colourings: Position[]
  /** My view of positions, with the level's danger weights. */
  judge: Judge
  rng: RngState
}

export function mindOf(view: PlayerView, me: Seat, settings: LevelSettings, rng: RngState): Mind {
  const beliefs = undercoverBeliefs(view, settings.remember)
  const cards = countCards(view)
  const sure = beliefs.p.every((row) => Math.max(...row) > 0.999)
  const worlds: Position[] = []
  const colourings: Position[] = []
  const seen = new Set<string>()
  for (let k = 0; k < settings.worlds; k++) {
    const colouring = k === 0 || sure ? likeliestColouring(beliefs) : sampleColouring(beliefs, rng)
    const world = positionOf(worldOf(view, beliefs, colouring, sampleHands(view, cards, rng)))
    worlds.push(world)
    const key = colouring.join()
    if (!seen.has(key)) colourings.push(world)
    seen.add(key)
  }
  const judge = judgeFor(worlds[0].state, me, cards, settings.danger, settings.threat)
  return { view, me, beliefs, cards, worlds, colourings, judge, rng }
}
