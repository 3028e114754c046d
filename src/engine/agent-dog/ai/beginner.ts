// The easy level plays like a beginner: it likes bringing an agent in, moving its own agents forward
// and into the goal, and now and then plays on a whim. It sees only what its own visible agents do:
// undercover agents are strangers to it (it forgets who went under), and it does not think about
// captures, meetings or what the others may do next.
import { nextFloat, nextInt, type RngState } from '../../core/rng'
import { boardOfView, UNKNOWN } from '../board'
import { checkMove } from '../cards'
import { playedAs } from '../copy'
import { START_AREA } from '../places'
import { CARDS } from '../tables'
import { moverOf, type Mover } from '../which-agents-may-move'
import { agentValue, ENTER_VALUE } from './evaluate'
import { BEGINNER } from './levels'
import type { Play } from './simulate'
import type { Board } from '../board'
import type { PlayerView, Seat } from '../types'

/** Bringing an agent in is what a beginner likes best. */
const ENTER_LIKING = ENTER_VALUE + 8
/** Even a beginner knows not to hit its own side's visible agents. */
const OWN_HIT = 20

/** What the beginner sees in a play: its own agents' progress, an entry, a hit on its own side. */
function liking(board: Board, m: Mover, view: PlayerView, play: Play): number {
  const as = playedAs(CARDS[play.card], view.lastPlayed)
  const outcome = as === null ? null : checkMove(board, m, as, play.move)
  if (outcome === null) return -Infinity
  const own = (i: number): boolean => board.colour[i] === m.playing
  const ownSide = (i: number): boolean => board.colour[i] !== UNKNOWN && (board.colour[i] === m.seat || board.colour[i] === m.teammate)
  const progress = (i: number, to: number): number => (own(i) ? agentValue(m.playing, to) - agentValue(m.playing, board.loc[i]) : 0)
  switch (outcome.kind) {
    case 'enter':
      return ENTER_LIKING
    case 'swap':
      return 0
    case 'move': {
      const hit = board.at[outcome.to]
      return progress(outcome.piece, outcome.to) - (hit >= 0 && ownSide(hit) ? OWN_HIT : 0)
    }
    case 'split': {
      const { final, captured } = outcome.result
      let sum = 0
      for (let i = 0; i < board.n; i++) if (final[i] !== START_AREA && final[i] !== board.loc[i]) sum += progress(i, final[i])
      for (const [i] of captured) if (ownSide(i)) sum -= OWN_HIT
      return sum
    }
  }
}

export function beginnerPlay(view: PlayerView, me: Seat, plays: readonly Play[], rng: RngState): Play {
  if (nextFloat(rng) < BEGINNER.randomPlay) return plays[nextInt(rng, plays.length)]
  const board = boardOfView(view.pieces)
  const m = moverOf(board, me, view.players, view.rules)
  let best = plays[0]
  let bestValue = -Infinity
  for (const play of plays) {
    const value = liking(board, m, view, play) + nextFloat(rng) * BEGINNER.noise
    if (value > bestValue) {
      bestValue = value
      best = play
    }
  }
  return best
}
