// Intel: the next card is turned up and tokens go on every mission whose rank is on it; a deployed
// Sergeant's token is its owner's choice, true or false.
import { startMissions } from './mission'
import { SEATS, SERGEANT, intelRanks } from './tables'
import { log } from './state'
import type { GameState, Seat } from './types'

export function startIntel(s: GameState): void {
  s.phase = 'intel'
  // Replaced, not edited: states share the deck (see cloneState).
  s.intelCurrent = s.intelDeck[0] ?? null
  s.intelDeck = s.intelDeck.slice(1)
  const card = s.intelCurrent === null ? [] : intelRanks(s.intelCurrent)
  for (const seat of SEATS) {
    for (const m of s.missions[seat]) {
      // The Sergeant's token waits for its owner's choice.
      m.intelToken = m.rank === SERGEANT ? null : m.rank !== null && card.includes(m.rank)
    }
  }
  log(s, { type: 'intel', card })
}

export function sergeantIndex(s: GameState, seat: Seat): number | null {
  const i = s.missions[seat].findIndex((m) => m.rank === SERGEANT)
  return i < 0 ? null : i
}

/**
 * (ruling) Both sides confirm the Intel phase every day, with or without a Sergeant, and all tokens
 * are shown together once both have, so nobody learns who holds a Sergeant from who is deciding.
 * (ruling) Only the Sergeant can give false intel: the engine places every other token itself,
 * replacing the printed penalty for incorrect intel (special rule 1).
 */
export function confirmIntel(s: GameState, seat: Seat, sergeantToken: boolean | undefined): void {
  const at = sergeantIndex(s, seat)
  if (at !== null && sergeantToken !== undefined) s.missions[seat][at].intelToken = sergeantToken
  s.intelConfirmed[seat] = true
  if (s.intelConfirmed.red && s.intelConfirmed.blue) showTokens(s)
}

/** Everyone has confirmed: every Intel token is shown at once and the missions begin. */
export function showTokens(s: GameState): void {
  log(s, {
    type: 'intel-tokens',
    tokens: { red: s.missions.red.map((m) => m.intelToken), blue: s.missions.blue.map((m) => m.intelToken) },
  })
  startMissions(s)
}
