// Normal and hard choose a card: every play is tried in the mind's worlds and judged one card deep
// (evaluate.ts); hard then plays the best few out (lookahead.ts), expert a turn of its own further
// (deep-lookahead.ts), and takes the best of those.
import { CARDS } from '../tables'
import { evaluate } from './evaluate'
import type { LevelSettings } from './levels'
import { lookaheadFor, outPenalty, playOut } from './lookahead'
import type { Mind } from './mind'
import { playDeep } from './deep-lookahead'
import { inOpening, nearEqual } from './opening'
import { playOn, type Play } from './simulate'

/** Plays times worlds judged one card deep before only the likeliest world is used. */
const FIRST_LOOK_BUDGET = 2400

/** The value of each play one card deep, averaged over the worlds' colourings (or the likeliest alone when there are many plays). */
function firstLook(mind: Mind, plays: readonly Play[]): number[] {
  const worlds = plays.length * mind.colourings.length <= FIRST_LOOK_BUDGET ? mind.colourings : mind.colourings.slice(0, 1)
  const hand = mind.view.hand?.length ?? 0
  return plays.map((play) => {
    let sum = 0
    for (const pos of worlds) {
      const after = playOn(pos, mind.me, play)
      sum += after === null ? -Infinity : evaluate(after.state, mind.judge) - outPenalty(after, hand)
    }
    return sum / worlds.length
  })
}

/** The same card kind played the same way is the same play. */
const sameAs = (a: Play, b: Play): boolean => CARDS[a.card] === CARDS[b.card] && JSON.stringify(a.move) === JSON.stringify(b.move)

/** The best `n` different plays by these values, best first. */
function best(plays: readonly Play[], values: readonly number[], n: number): number[] {
  const order = plays.map((_, i) => i).sort((a, b) => values[b] - values[a] || a - b)
  const out: number[] = []
  for (const i of order) {
    if (out.length >= n) break
    if (!out.some((k) => sameAs(plays[k], plays[i]))) out.push(i)
  }
  return out
}

export function choosePlay(mind: Mind, plays: readonly Play[], settings: LevelSettings): Play {
  if (plays.length === 1) return plays[0]
  const values = firstLook(mind, plays)
  const opening = inOpening(mind.view)
  if (settings.candidates === 0 && opening) return plays[nearEqual(values, mind.rng)]
  const top = best(plays, values, Math.max(1, settings.candidates))
  if (settings.candidates === 0 || top.length === 1) return plays[top[0]]
  const la = lookaheadFor(mind.worlds[0].state, mind.me, mind.judge, settings.followUp, mind.rng)
  const looked = top.map((i) => {
    let sum = 0
    for (const pos of mind.worlds) sum += settings.turns > 0 ? playDeep(pos, plays[i], la, settings.turns) : playOut(pos, plays[i], la)
    return sum / mind.worlds.length
  })
  if (opening) return plays[top[nearEqual(looked, mind.rng)]]
  let choice = 0
  for (let k = 1; k < top.length; k++) if (looked[k] > looked[choice]) choice = k
  return plays[top[choice]]
}
