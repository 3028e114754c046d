// The optional Special Action tokens: Reveal 1, Move 2 and Swap 2. At most one
// per turn, never in a turn with an eliminate action, always before the attempt, then out of the game.
import { moversOf } from './attempt'
import { refuse } from './errors'
import { onOwnHalf } from './geometry'
import { boardOf, log, spyIndexAt, spyIndexOf } from './state'
import type { GameState, Label, Seat, Square, TokenKind } from './types'

/** Takes `kind` out of `seat`'s tokens, or refuses with 'no-token'. */
export function spendToken(s: GameState, seat: Seat, kind: TokenKind): void {
  if (!s.rules.tokens) refuse('no-token', 'this game is played without Special Action tokens')
  if (!s.tokens[seat].includes(kind)) refuse('no-token', `you have no ${kind} token left`)
  s.tokens[seat] = s.tokens[seat].filter((k) => k !== kind)
}

/**
 * Reveal 1 on one of your own spies, on the board or removed ((ruling) with FR/DE: "one of your
 * Spies"). Its owner learns its current movement piece; a spy on the board may not attempt this
 * turn. A promoted spy shows its promoted side, which is known already.
 */
export function reveal(s: GameState, seat: Seat, target: { at: Square } | { label: Label }): void {
  let i: number
  if ('at' in target) {
    i = spyIndexAt(s, target.at)
    if (i < 0 || s.spies[i].owner !== seat) refuse('bad-action', `no spy of yours stands on ${JSON.stringify(target.at)}`)
  } else {
    i = spyIndexOf(s, seat, target.label)
    if (i < 0) refuse('bad-action', `you have no spy ${target.label} in this game`)
    if (s.spies[i].at !== null) refuse('bad-action', 'name a spy on the board by its square')
  }
  const spy = s.spies[i]
  if (!spy.promoted) spy.learned = true
  if (spy.at !== null) s.current.revealed = spy.label
  log(s, { type: 'token', seat, kind: 'reveal', label: spy.label })
}

/**
 * Move 2: up to two attempts this turn, by two different spies on your half without the briefcase.
 * (ruling) Refused when no spy could make even the first attempt: the token would only be a pass.
 */
export function move2(s: GameState, seat: Seat): void {
  if (moversOf(boardOf(s), seat, s.current).length === 0) refuse('bad-action', 'Move 2 needs a spy on your half, without the briefcase, that can move')
  log(s, { type: 'token', seat, kind: 'move2' })
}

/** Swap 2: two of your spies on your half, neither holding the briefcase, change squares unrevealed. */
export function swap(s: GameState, seat: Seat, a: Square, b: Square): void {
  const ia = spyIndexAt(s, a)
  const ib = spyIndexAt(s, b)
  for (const [i, sq] of [[ia, a], [ib, b]] as const) {
    if (i < 0 || s.spies[i].owner !== seat) refuse('bad-action', `no spy of yours stands on ${JSON.stringify(sq)}`)
    if (!onOwnHalf(seat, sq)) refuse('bad-action', 'Swap 2 only swaps spies on your half of the board')
    if (s.briefcase.holder === i) refuse('bad-action', 'Swap 2 may not swap the spy holding the briefcase')
  }
  if (ia === ib) refuse('bad-action', 'Swap 2 swaps two different spies')
  s.spies[ia].at = b
  s.spies[ib].at = a
  s.current.swapped = [s.spies[ia].label, s.spies[ib].label]
  log(s, { type: 'token', seat, kind: 'swap', a, b })
}
