// Hard's look ahead: after a play, the others play their turns in the world with the hands it guessed
// for them, each its best card by its own side's reckoning (partners help, opponents hurt); then it
// judges the position it will meet, and the best card its own remaining hand has there.
import { nextInt, type RngState } from '../../core/rng'
import { evaluate, judgeFor, type Judge } from './evaluate'
import { playOn, playsIn, positionOf, seatsBetween, type Play, type Played, type Position } from './simulate'
import type { GameState, Seat } from '../types'

/** A Partner with many agents out has thousands of plays: the others' replies look at a sample. */
export const REPLIES = 40

/** What losing the rest of the hand (capturing your own team) costs, per card. */
export const CARD_VALUE = 6

export function outPenalty(after: Played, handBefore: number): number {
  return after.outOfRound ? CARD_VALUE * (handBefore - 1) : 0
}

/** At most `n` of the plays: every plain one, and a seeded sample of the Partner's splits. */
export function sampled(plays: readonly Play[], n: number, rng: RngState): readonly Play[] {
  if (plays.length <= n) return plays
  const plain = plays.filter((p) => p.move.kind !== 'split')
  const splits = plays.filter((p) => p.move.kind === 'split')
  const out = plain.slice(0, n)
  for (let k = out.length; k < n && splits.length > 0; k++) {
    const i = nextInt(rng, splits.length)
    out.push(splits[i])
    splits[i] = splits[splits.length - 1]
    splits.pop()
  }
  return out
}

/** The best of these plays for `seat` by `judge` (one card deep), or null when none fits. */
export function bestReply(pos: Position, seat: Seat, plays: readonly Play[], judge: Judge): { play: Play; after: Played; value: number } | null {
  let best: { play: Play; after: Played; value: number } | null = null
  const hand = pos.state.hands[seat].length
  for (const play of plays) {
    const after = playOn(pos, seat, play)
    if (after === null) continue
    const value = evaluate(after.state, judge) - outPenalty(after, hand)
    if (best === null || value > best.value) best = { play, after, value }
  }
  return best
}

export interface Lookahead {
  me: Seat
  /** Every seat's quick judge (no danger terms): how the others choose their replies. */
  quick: Partial<Record<Seat, Judge>>
  /** My judge for the position I meet. */
  judge: Judge
  followUp: number
  rng: RngState
}

export function lookaheadFor(state: GameState, me: Seat, judge: Judge, followUp: number, rng: RngState): Lookahead {
  const quick: Partial<Record<Seat, Judge>> = {}
  for (const seat of state.seats) quick[seat] = judgeFor(state, seat, judge, 0, 0)
  return { me, quick, judge: { ...judge, danger: judge.danger / 2, threat: judge.threat / 2 }, followUp, rng }
}

/** The value of `play` in this world once the others have replied (and of my next card there). */
export function playOut(pos: Position, play: Play, la: Lookahead): number {
  const hand = pos.state.hands[la.me].length
  const first = playOn(pos, la.me, play)
  if (first === null) return -Infinity
  let s = first.state
  const penalty = outPenalty(first, hand)
  for (const seat of seatsBetween(s, la.me)) {
    if (s.winner !== null) break
    const here = positionOf(s)
    const judge = la.quick[seat]
    if (judge === undefined) continue
    const reply = bestReply(here, seat, sampled(playsIn(here, seat), REPLIES, la.rng), judge)
    if (reply !== null) s = reply.after.state
  }
  return evaluate(s, la.judge) - penalty + followUpBonus(s, la)
}

/** What `me`'s own best next card would add after the replies (weighted by followUp), or 0. */
export function followUpBonus(s: GameState, la: Lookahead): number {
  const mine = la.quick[la.me]
  if (la.followUp <= 0 || mine === undefined || s.winner !== null || s.hands[la.me].length === 0) return 0
  const here = positionOf(s)
  const next = bestReply(here, la.me, sampled(playsIn(here, la.me), REPLIES, la.rng), mine)
  return next === null ? 0 : la.followUp * Math.max(0, next.value - evaluate(s, mine))
}
