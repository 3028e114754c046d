// Expert's deeper look: hard meets the position after one round of replies; expert plays on in each
// world for more of its own turns (its own next cards chosen as the others choose theirs, by a quick
// judge), so a play is judged with what its hand can do after it: a start card kept for an agent
// still waiting, a small card kept for the goal lane, a hand that would leave it stuck and out.
import { evaluate } from './evaluate'
import { bestReply, CARD_VALUE, followUpBonus, outPenalty, REPLIES, sampled, type Lookahead } from './lookahead'
import { playOn, playsIn, positionOf, seatsBetween, type Play, type Position } from './simulate'
import type { GameState, Seat } from '../types'

/** With 4 players a seat that cannot play drops out of the round: its hand is gone. */
function stuck(s: GameState, seat: Seat): GameState {
  return s.setup.players === 4 ? { ...s, hands: { ...s.hands, [seat]: [] }, out: [...s.out, seat] } : s
}

/** The others' turns until mine, each its best card by its own side's quick judge. */
function othersReply(s: GameState, la: Lookahead): GameState {
  for (const seat of seatsBetween(s, la.me)) {
    if (s.winner !== null) break
    const here = positionOf(s)
    const judge = la.quick[seat]
    if (judge === undefined) continue
    const reply = bestReply(here, seat, sampled(playsIn(here, seat), REPLIES, la.rng), judge)
    s = reply === null ? stuck(s, seat) : reply.after.state
  }
  return s
}

/** The value of `play` in this world after the others' replies and `turns` more turns of mine with theirs. */
export function playDeep(pos: Position, play: Play, la: Lookahead, turns: number): number {
  const first = playOn(pos, la.me, play)
  if (first === null) return -Infinity
  const mine = la.quick[la.me]
  let penalty = outPenalty(first, pos.state.hands[la.me].length)
  let s = othersReply(first.state, la)
  for (let t = 0; t < turns && mine !== undefined; t++) {
    if (s.winner !== null || s.out.includes(la.me) || s.hands[la.me].length === 0) break
    const here = positionOf(s)
    const hand = s.hands[la.me].length
    const next = bestReply(here, la.me, sampled(playsIn(here, la.me), REPLIES, la.rng), mine)
    if (next === null) {
      // Stuck: with 4 players the rest of the hand is lost.
      if (s.setup.players === 4) penalty += CARD_VALUE * hand
      break
    }
    penalty += outPenalty(next.after, hand)
    s = othersReply(next.after.state, la)
  }
  const value = evaluate(s, la.judge) - penalty
  return s.out.includes(la.me) ? value : value + followUpBonus(s, la)
}
