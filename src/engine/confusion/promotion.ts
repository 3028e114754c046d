// Promotion and Variant 5 "Promotion, Sir?": a spy ending a YES move on
// the enemy's first row. The base game flips crown spies at once; Variant 5 asks the owner about
// every spy, Double Agent included, and a Double Agent accepted is unmasked and may cost the briefcase.
import { log, removeSpy } from './state'
import { DOUBLE_AGENT, SPY_IDS, movementType, opponent } from './tables'
import { continueTurn } from './turn'
import { checkNoSpies, checkWin } from './win'
import type { GameState, Square } from './types'

function promote(s: GameState, i: number): void {
  const spy = s.spies[i]
  spy.promoted = true
  const at = spy.at as Square
  log(s, { type: 'promotion', seat: spy.owner, label: spy.label, at: [at[0], at[1]], result: 'promoted' })
}

/** A spy that is not promoted has just ended a YES move on the enemy's first row. */
export function arriveOnEnemyEdge(s: GameState, i: number): void {
  const spy = s.spies[i]
  if (s.rules.variants.promotion) {
    // Asked for every spy, every time it arrives ((ruling): a move along the edge asks again).
    s.pending = { kind: 'promote', spy: i }
    return
  }
  if (spy.movement !== DOUBLE_AGENT && movementType(s.rules, spy.movement).crown) promote(s, i)
  // Everyone now knows it is no crown type: a crown spy would have been promoted.
  else spy.crownless = true
}

/** The enemy's alphabetically first spy still on the board (T2 order), or -1. */
function firstSpyOnBoard(s: GameState, seat: GameState['turn']): number {
  for (const label of SPY_IDS) {
    const i = s.spies.findIndex((spy) => spy.owner === seat && spy.label === label)
    if (i >= 0 && s.spies[i].at !== null) return i
  }
  return -1
}

/** Variant 5: the owner accepts or declines the promotion offered for its spy. */
export function answerPromotion(s: GameState, accept: boolean): void {
  if (s.pending?.kind !== 'promote') throw new Error('no promotion offer is pending')
  const i = s.pending.spy
  const spy = s.spies[i]
  const at: Square = [(spy.at as Square)[0], (spy.at as Square)[1]]
  s.pending = null
  if (!accept) {
    log(s, { type: 'promotion', seat: spy.owner, label: spy.label, at, result: 'declined' })
  } else if (spy.movement === DOUBLE_AGENT) {
    // "The opponent reveals the Double Agent and it is removed from the game."
    removeSpy(s, i, 'unmasked')
    log(s, { type: 'promotion', seat: spy.owner, label: spy.label, at, result: 'unmasked' })
    if (checkNoSpies(s)) return
    const receiver = firstSpyOnBoard(s, opponent(spy.owner))
    if (receiver >= 0) {
      s.pending = { kind: 'transfer', spy: receiver }
      return
    }
  } else {
    promote(s, i)
  }
  if (checkWin(s)) return
  continueTurn(s)
}

/**
 * Variant 5: the briefcase, wherever it is, goes onto the enemy's alphabetically first spy, who
 * holds it, unless that side declines; then it stays put (with no holder if the Double Agent held it).
 */
export function answerTransfer(s: GameState, accept: boolean): void {
  if (s.pending?.kind !== 'transfer') throw new Error('no briefcase transfer is pending')
  const i = s.pending.spy
  const spy = s.spies[i]
  const at = spy.at as Square
  s.pending = null
  if (accept) {
    s.briefcase.at = [at[0], at[1]]
    s.briefcase.holder = i
  }
  log(s, { type: 'transfer', seat: spy.owner, label: spy.label, at: [at[0], at[1]], accept })
  if (checkWin(s)) return
  continueTurn(s)
}
