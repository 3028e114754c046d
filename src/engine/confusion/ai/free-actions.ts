// The free actions before an attempt: the two eliminate actions and the three tokens, each taken
// only where it clearly pays (a token is spent once; an eliminated spy is gone for good).
import { evaluate, race, spyCost } from './evaluate'
import { enemyDoubleAgent } from './orders'
import { afterRemoval, copyPos, rowOf, squareOf, W, type Pos } from './position'
import { onOwnHalf } from '../geometry'
import { nextFloat } from '../../core/rng'
import type { Context } from './context'
import type { Scored } from './search'
import type { Action, FreeActions } from '../types'

/** Sure enough that a spy of ours is the Double Agent to throw it out when it holds the briefcase. */
const OWN_DOUBLE_AGENT_SURE = 0.85
/** A swap is worth its token when the position gains this much. */
const SWAP_GAIN = 0.04
/** Reveal a spy whose likeliest piece is less likely than this... */
const REVEAL_DOUBT = 0.75
/** ...and which is within this many turns of our best carrier. */
const REVEAL_NEAR = 2
/** Move 2 is for the opening, while spies are still to be brought forward. */
const MOVE2_TURNS = 40

const chebyshev = (a: number, b: number): number => Math.max(Math.abs((a % W) - (b % W)), Math.abs(rowOf(a) - rowOf(b)))

function eliminateTheirs(c: Context): boolean {
  const da = enemyDoubleAgent(c)
  if (da < 0) return false
  const others = c.view.spies.filter((s, i) => i !== da && s.owner !== c.me && s.at !== null).length
  // Their last spy: removing it wins at once.
  if (others === 0) return true
  const p = c.pos
  if (chebyshev(p.at[da], p.bc) > 1) return false
  // Next to the briefcase it stands in our way; holding it, it keeps the briefcase from them.
  return evaluate(c.ev, afterRemoval(c.table, p, da)) > evaluate(c.ev, p)
}

function eliminateOwn(c: Context): Action | null {
  const h = c.pos.holder
  if (h < 0 || !c.beliefs.spies[h].mine || c.beliefs.spies[h].da < OWN_DOUBLE_AGENT_SURE) return null
  const mine = c.view.spies.filter((s) => s.owner === c.me && s.at !== null).length
  // Our Double Agent holding the briefcase keeps it frozen: the opponent refuses its every move.
  return mine > 1 ? { type: 'eliminateOwn', at: squareOf(c.pos.at[h]) } : null
}

function swapped(p: Pos, a: number, b: number): Pos {
  const q = copyPos(p)
  const ca = p.at[a]
  const cb = p.at[b]
  q.at[a] = cb
  q.at[b] = ca
  q.grid[ca] = b + 1
  q.grid[cb] = a + 1
  return q
}

function swapToken(c: Context): Action | null {
  const own: number[] = []
  c.pos.at.forEach((cell, i) => {
    if (cell >= 0 && c.beliefs.spies[i].mine && i !== c.pos.holder && onOwnHalf(c.me, squareOf(cell))) own.push(i)
  })
  const mine = c.view.spies.filter((s) => s.owner === c.me && s.at !== null).length
  if (own.length < 2 || mine < 3) return null
  const base = evaluate(c.ev, c.pos)
  let best: [number, number] | null = null
  let bestGain = SWAP_GAIN
  for (let j = 0; j < own.length; j++) {
    for (let k = j + 1; k < own.length; k++) {
      const gain = evaluate(c.ev, swapped(c.pos, own[j], own[k])) - base
      if (gain > bestGain) {
        bestGain = gain
        best = [own[j], own[k]]
      }
    }
  }
  return best === null ? null : { type: 'token', kind: 'swap', a: squareOf(c.pos.at[best[0]]), b: squareOf(c.pos.at[best[1]]) }
}

function revealToken(c: Context, plan: Scored | null): Action | null {
  let bestCost = Infinity
  c.pos.at.forEach((cell, i) => {
    if (cell >= 0 && c.beliefs.spies[i].mine) bestCost = Math.min(bestCost, spyCost(c.ev, c.pos, i))
  })
  // Every doubtful spy near our best carrier is worth knowing: which one is the seeded generator's
  // choice, so that games do not open alike (issue 25, point 6).
  const targets: number[] = []
  c.pos.at.forEach((cell, i) => {
    const b = c.beliefs.spies[i]
    if (cell < 0 || !b.mine || i === plan?.attempt.spy) return
    if (Math.max(b.da, ...b.kinds) >= REVEAL_DOUBT) return
    if (spyCost(c.ev, c.pos, i) <= bestCost + REVEAL_NEAR) targets.push(i)
  })
  const target = targets[Math.floor(nextFloat(c.rng) * targets.length)]
  return target === undefined ? null : { type: 'token', kind: 'reveal', at: squareOf(c.pos.at[target]) }
}

function move2Token(c: Context, plan: Scored | null): Action | null {
  if (plan === null || c.view.turns >= MOVE2_TURNS || plan.attempt.spy === c.pos.holder) return null
  if (!onOwnHalf(c.me, squareOf(plan.attempt.from))) return null
  // Only while the opponent is not about to win: Move 2 spends the turn on our own half.
  return race(c.ev, c.pos).theirs.turns > 4 ? { type: 'token', kind: 'move2' } : null
}

/** The free action to take before the planned attempt, or null. */
export function chooseFree(c: Context, free: FreeActions, plan: Scored | null): Action | null {
  if (free.eliminateDoubleAgent && eliminateTheirs(c)) return { type: 'eliminateDoubleAgent' }
  if (free.eliminateOwn) {
    const own = eliminateOwn(c)
    if (own) return own
  }
  const tokens = free.tokens
  if (tokens.includes('swap')) {
    const swap = swapToken(c)
    if (swap) return swap
  }
  if (tokens.includes('reveal')) {
    const reveal = revealToken(c, plan)
    if (reveal) return reveal
  }
  if (tokens.includes('move2')) return move2Token(c, plan)
  return null
}
