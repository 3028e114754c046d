// How likely is an agent to be captured before its side plays again? The players in between can hit
// it with a card that moves one of their agents (or an undercover one) exactly onto it: a blue card
// or a start card's number, a Partner's single steps from up to four fields behind, a Copy of the
// card just played, or a start card entering onto their start field. What they hold is unseen, so
// the chance is read from the unseen cards (card-counting.ts) and the size of their hands.
import { DECK, PARTNER_STEPS } from '../tables'
import { START, START_AREA, TRACK, trackBehind } from '../places'
import type { CardKind } from '../types'

/** Card kinds as bits, in DECK order. */
export const KIND_BIT: Readonly<Record<CardKind, number>> = Object.fromEntries(DECK.map((row, i) => [row.kind, 1 << i])) as Record<CardKind, number>

/** The farthest any single card moves an agent. */
export const REACH = Math.max(...DECK.flatMap((row) => row.effect.steps))

/** STEP_KINDS[n]: the kinds whose plain moves go exactly n fields. */
const STEP_KINDS: readonly number[] = Array.from({ length: REACH + 1 }, (_, n) => DECK.filter((row) => row.effect.steps.includes(n)).reduce((bits, row) => bits | KIND_BIT[row.kind], 0))
const ENTER_KINDS = DECK.filter((row) => row.effect.enter).reduce((bits, row) => bits | KIND_BIT[row.kind], 0)
const PARTNER_KINDS = DECK.filter((row) => row.effect.special === 'partner').reduce((bits, row) => bits | KIND_BIT[row.kind], 0)
const KINDS = DECK.map((row) => row.kind)

/** The chance that a player attacks when it can: it may have better things to do, or not see it. */
const WILLING = 0.7
/** Players cannot tell whose an undercover agent is, so they hit one less readily. */
const UNDERCOVER_TARGET = 0.6

/** One agent on the board, as the danger estimate needs it. */
export interface Agent {
  loc: number
  /** Colour index. */
  colour: number
  undercover: boolean
}

/** A player who plays before the side of the agent moves again. */
export interface Attacker {
  /** Colour index of its seat. */
  seat: number
  /** The colour its blue and start cards move. */
  playing: number
  teammate: number
  /** An agent of its colour on its start field: no plain moves of undercover agents. */
  restricted: boolean
  /** Its Partner may move any agent. */
  partnerAny: boolean
  /** Its start area is not empty (a start card may enter onto its start field). */
  canEnter: boolean
  cards: number
}

export interface Odds {
  byKind: Record<CardKind, number>
  total: number
  /** What a Copy would copy now. */
  lastPlayed: CardKind | null
}

/** The kinds (bits) of cards with which `a` could capture `target`; `at[loc]` indexes `agents` or is -1. */
export function killingKinds(target: Agent, agents: readonly Agent[], at: Int8Array, a: Attacker): number {
  let kinds = 0
  if (a.canEnter && target.loc === START[a.playing] && target.colour !== a.playing) kinds |= ENTER_KINDS
  for (let d = 1; d <= REACH; d++) {
    const k = at[trackBehind(target.loc, d)]
    if (k < 0) continue
    const q = agents[k]
    const plain = q.undercover ? !a.restricted : q.colour === a.playing
    if (plain) kinds |= STEP_KINDS[d]
    if (d <= PARTNER_STEPS && (q.undercover || a.partnerAny || q.colour === a.seat || q.colour === a.teammate)) kinds |= PARTNER_KINDS
    // Nobody jumps an agent on its own start field: the scan ends there.
    if (!q.undercover && q.loc === START[q.colour]) break
  }
  return kinds
}

/** The chance that a hand of `cards` unseen cards holds one of these kinds (a Copy counts when it copies one). */
export function holdsOneOf(kinds: number, cards: number, odds: Odds): number {
  if (kinds === 0 || cards === 0 || odds.total === 0) return 0
  let n = 0
  for (let i = 0; i < KINDS.length; i++) if (kinds & (1 << i)) n += odds.byKind[KINDS[i]]
  if (odds.lastPlayed !== null && kinds & KIND_BIT[odds.lastPlayed]) n += odds.byKind.copy
  const f = Math.min(1, n / odds.total)
  return 1 - Math.pow(1 - f, cards)
}

/** The chance that `target` is captured by one of `attackers` (enemies of its colour) before its side plays again. */
export function captureChance(target: Agent, agents: readonly Agent[], at: Int8Array, attackers: readonly Attacker[], odds: Odds): number {
  if (target.loc === START_AREA || target.loc >= TRACK) return 0
  if (!target.undercover && target.loc === START[target.colour]) return 0
  let safe = 1
  for (const a of attackers) safe *= 1 - WILLING * holdsOneOf(killingKinds(target, agents, at, a), a.cards, odds)
  const p = 1 - safe
  return target.undercover ? p * UNDERCOVER_TARGET : p
}
