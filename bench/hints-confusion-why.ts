// `npm run bench:ai -- --hints --game confusion --why [--players easy|normal]`: why Confusion's hints
// gain so little (issue 35, point 4). Both sides play as the computer, no one follows a hint; at each
// move the threat hint (a one-move or open-column run) comes up for, it counts whether the player
// answered it anyway (captured the carrier or blocked the line it names) and whether that attempt
// was allowed, and at the end whether the loser's last move had answered a warning. It also counts
// the warnings that came with advice (a capture or block the Notebook says may be allowed) and
// the advice's mean chance, which a follower would have had instead.
import { nextInt, seedRng } from '../src/engine/core/rng'
import * as cf from '../src/engine/confusion'
import { chooseAction } from '../src/engine/confusion/ai'
import { confusionHint } from '../src/renderer/src/games/confusion/table/hints'
import { threatAdvice } from '../src/renderer/src/games/confusion/table/advice'
import { answersThreat } from './hints-confusion'

export interface Why {
  games: number
  /** Losses where a threat hint was up at the loser's last move. */
  warnedLast: number
  losses: number
  warnings: number
  answered: number
  captureTries: number
  capturesAllowed: number
  blockTries: number
  blocksAllowed: number
  /** Losses where the loser's last move had answered a warning. */
  answeredLast: number
  /** Warnings that came with advice, and the advice's chance of being allowed, summed (mean: / advised). */
  advised: number
  adviceChance: number
}

export function confusionWhy(games: number, from: number, level: 'easy' | 'normal'): Why {
  const w: Why = { games, warnedLast: 0, losses: 0, warnings: 0, answered: 0, captureTries: 0, capturesAllowed: 0, blockTries: 0, blocksAllowed: 0, answeredLast: 0, advised: 0, adviceChance: 0 }
  for (let g = 0; g < games; g++) {
    const seed = `cf/${from + g}`
    let state = cf.createGame({ seed, maxTurns: 400 })
    const rng = seedRng(`bench-hints/${seed}`)
    const last: Record<cf.Seat, 'none' | 'warned' | 'answered'> = { white: 'none', red: 'none' }
    for (let step = 0; state.phase !== 'over' && step < 20000; step++) {
      const due = cf.toActOf(state)
      const seat = due[nextInt(rng, due.length)] as cf.Seat
      const view = cf.viewFor(state, seat)
      const act = chooseAction(view, level, `${seed}:${step}:${seat}`)
      let tried: 'capture' | 'block' | null = null
      if (view.prompt?.type === 'move') {
        const hint = confusionHint(view, seat, null)
        last[seat] = hint === null ? 'none' : 'warned'
        if (hint !== null) w.warnings++
        const advice = hint === null ? null : threatAdvice(view, seat)
        if (advice !== null) {
          w.advised++
          w.adviceChance += advice.chance
        }
        if (hint !== null && act.type === 'move' && answersThreat(hint, act)) {
          w.answered++
          last[seat] = 'answered'
          tried = act.to[0] === view.briefcase.at[0] && act.to[1] === view.briefcase.at[1] ? 'capture' : 'block'
        }
      }
      const before = state.log.length
      state = cf.applyAction(state, seat, act)
      const attempt = state.log.slice(before).find((e) => e.type === 'attempt')
      if (tried === null || attempt?.type !== 'attempt') continue
      if (tried === 'capture') {
        w.captureTries++
        if (attempt.yes) w.capturesAllowed++
      } else {
        w.blockTries++
        if (attempt.yes) w.blocksAllowed++
      }
    }
    if (!Array.isArray(state.winner) || state.winner.length !== 1) continue
    const loser: cf.Seat = state.winner[0] === 'white' ? 'red' : 'white'
    w.losses++
    if (last[loser] !== 'none') w.warnedLast++
    if (last[loser] === 'answered') w.answeredLast++
  }
  return w
}
