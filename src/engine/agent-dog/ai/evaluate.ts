// How good a position is for one seat: the race (how far every agent has come, counted for its side
// and against the others), finished colours and the win, the start-field blocks (an agent on its own
// start field holds up everyone behind it), less what the seat's side may lose to a capture before it
// plays again (danger.ts), plus what its teammate may take from the other side.
import { GOAL_LENGTH, START, START_AREA, TRACK, colourIndex, goalIndexOf, isGoal, LOCS, trackBehind } from '../places'
import { SEATS, teammateOf } from '../tables'
import { captureChance, REACH, type Agent, type Attacker, type Odds } from './danger'
import { seatsBetween } from './simulate'
import type { CardKind, GameState, Seat } from '../types'

/** An agent on its start field has cost a start card: worth this many fields. */
export const ENTER_VALUE = 12
/** In the goal an agent is safe for good. */
const GOAL_BONUS = 6
/** All four of a colour home. */
const COMPLETE_BONUS = 20
const WIN_VALUE = 1000
/** An agent on its own start field blocks: nobody behind it may pass. Worth this much per agent it holds up. */
const BLOCK_VALUE = 2

/** One seat's point of view. */
export interface Judge {
  me: Seat
  /** Per colour index: how much that colour's progress is worth to me (+ my side, − the others, 0 not in play). */
  weight: number[]
  /** Per colour index: its side (its team with 4 players, else itself). */
  side: number[]
  /** Weight of my side's danger of capture (0: not looked at). */
  danger: number
  /** Weight of the other side's danger from my side's players. */
  threat: number
  byKind: Record<CardKind, number>
  total: number
}

export function judgeFor(state: GameState, me: Seat, odds: { byKind: Record<CardKind, number>; total: number }, danger: number, threat: number): Judge {
  const weight = [0, 0, 0, 0]
  const side = [-1, -1, -1, -1]
  const mate = teammateOf(me, state.setup.players)
  const others = state.seats.filter((s) => s !== me && s !== mate)
  for (const seat of state.seats) {
    const c = colourIndex(seat)
    const mine = seat === me || seat === mate
    weight[c] = mine ? 1 : state.setup.players === 4 ? -1 : -1 / others.length
    const partner = teammateOf(seat, state.setup.players)
    side[c] = partner === null ? c : Math.min(c, colourIndex(partner))
  }
  return { me, weight, side, danger, threat, byKind: odds.byKind, total: odds.total }
}

/** What one agent of colour c on `loc` is worth: fields come round, the goal, or nothing in the start area. */
export function agentValue(c: number, loc: number): number {
  if (loc === START_AREA) return 0
  if (isGoal(loc)) return ENTER_VALUE + TRACK + goalIndexOf(loc) + GOAL_BONUS
  return ENTER_VALUE + ((loc - START[c] + TRACK) % TRACK)
}

/** Who may hit my side before I play again (and whom my side may hit). */
function attackersOf(s: GameState, agents: readonly Agent[], seats: readonly Seat[]): Attacker[] {
  const home = [0, 0, 0, 0]
  const waiting = [0, 0, 0, 0]
  for (const p of s.pieces) {
    const c = colourIndex(p.colour)
    if (p.loc === START_AREA) waiting[c]++
    else if (isGoal(p.loc)) home[c]++
  }
  return seats.map((seat) => {
    const c = colourIndex(seat)
    const mateSeat = teammateOf(seat, s.setup.players)
    const mate = mateSeat === null ? -1 : colourIndex(mateSeat)
    const playing = mate >= 0 && home[c] === GOAL_LENGTH ? mate : c
    const onStart = agents.some((a) => !a.undercover && a.colour === c && a.loc === START[c])
    return {
      seat: c,
      playing,
      teammate: mate,
      restricted: onStart,
      partnerAny: mate < 0 || home[c] === GOAL_LENGTH || home[mate] === GOAL_LENGTH,
      canEnter: waiting[playing] > 0,
      cards: s.hands[seat].length,
    }
  })
}

/** The other side's agents within a card's reach behind a block, less its own side's. */
function heldUp(block: Agent, at: Int8Array, side: readonly number[]): number {
  let n = 0
  for (let d = 1; d <= REACH; d++) {
    const k = at[trackBehind(block.loc, d)]
    if (k < 0) continue
    const q = AGENTS[k]
    if (!q.undercover && q.loc === START[q.colour]) break
    if (q.undercover) continue
    n += side[q.colour] === side[block.colour] ? -1 : 1
  }
  return n
}

/** Scratch for evaluate (one evaluation at a time): agents on the board, and which stands where. */
const AGENTS: Agent[] = Array.from({ length: 16 }, () => ({ loc: 0, colour: 0, undercover: false }))
const AT = new Int8Array(LOCS)

/** The value of a position to the judge's seat. */
export function evaluate(s: GameState, j: Judge): number {
  if (s.winner !== null) return s.winner.includes(j.me) ? WIN_VALUE : -WIN_VALUE
  let total = 0
  const home = [0, 0, 0, 0]
  const at = AT.fill(-1)
  let n = 0
  for (const p of s.pieces) {
    const c = colourIndex(p.colour)
    total += j.weight[c] * agentValue(c, p.loc)
    if (isGoal(p.loc)) home[c]++
    else if (p.loc !== START_AREA) {
      if (n === AGENTS.length) AGENTS.push({ loc: 0, colour: 0, undercover: false })
      const a = AGENTS[n]
      a.loc = p.loc
      a.colour = c
      a.undercover = p.undercover
      at[p.loc] = n++
    }
  }
  for (let c = 0; c < SEATS.length; c++) if (home[c] === GOAL_LENGTH) total += j.weight[c] * COMPLETE_BONUS
  for (let k = 0; k < n; k++) {
    const block = AGENTS[k]
    if (!block.undercover && block.loc === START[block.colour]) total += j.weight[block.colour] * BLOCK_VALUE * heldUp(block, at, j.side)
  }
  if (j.danger === 0 && j.threat === 0) return total

  const agents = AGENTS.slice(0, n)
  const mySide = j.side[colourIndex(j.me)]
  const attackers = attackersOf(s, agents, seatsBetween(s, j.me))
  // The attackers of each side's agents: for my side its enemies, for the others my side's players.
  const bySide = new Map<number, Attacker[]>()
  const odds: Odds = { byKind: j.byKind, total: j.total, lastPlayed: s.lastPlayed }
  for (const target of agents) {
    const w = j.weight[target.colour]
    if (w === 0) continue
    const side = j.side[target.colour]
    const ours = side === mySide
    const scale = ours ? j.danger : j.threat
    if (scale === 0) continue
    let enemies = bySide.get(side)
    if (enemies === undefined) {
      enemies = attackers.filter((a) => j.side[a.seat] !== side && (ours || j.side[a.seat] === mySide))
      bySide.set(side, enemies)
    }
    if (enemies.length === 0) continue
    total -= w * scale * captureChance(target, agents, at, enemies, odds) * agentValue(target.colour, target.loc)
  }
  return total
}
