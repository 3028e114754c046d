// Confusion in the contract suite (test/support/contract/games.ts): its option sets, the whole games
// played over sockets, and which parts of a state are whose secret.
import { shuffled, type RngState } from '../../../src/engine/core/rng'
import { opponent as confusionOpponent, SEATS as CONFUSION_SEATS, type GameState as ConfusionState } from '../../../src/engine/confusion'
import type { ContractEntry, HiddenChange } from '../../support/contract/games'

/** Confusion: a side's movement pieces are hidden from that side (until learned, promoted, unmasked or the end) and from spectators. */
function hideConfusion(state: unknown, rng: RngState): HiddenChange[] {
  const s = state as ConfusionState
  if (s.phase === 'over') return []
  const out: HiddenChange[] = []
  for (const side of CONFUSION_SEATS) {
    const secret = s.spies.flatMap((x, i) => (x.owner === side && !x.learned && !x.promoted && x.removed !== 'unmasked' ? [i] : []))
    if (secret.length < 2) continue
    const b = structuredClone(s)
    const movements = shuffled(rng, secret.map((i) => s.spies[i].movement))
    secret.forEach((i, k) => (b.spies[i].movement = movements[k]))
    out.push({ label: `${side}'s movement pieces dealt afresh`, state: b, blind: [side, null], seeing: [confusionOpponent(side)] })
  }
  return out
}

export const CONTRACT_ENTRY: ContractEntry = {
  cases: [
    { label: 'the standard game (draw after 40 turns)', options: { maxTurns: 40 }, maxActions: 2000, games: 12 },
    {
      label: 'every variant, tokens, answers by hand (draw after 40 turns)',
      options: { maxTurns: 40, tokens: true, answers: 'by-hand', variants: { honor: true, tight: true, safeExtraction: true, variableSetup: true, promotion: true } },
      maxActions: 2000,
      games: 12,
    },
    { label: 'long games (draw after 150 turns)', options: { maxTurns: 150, tokens: true }, maxActions: 6000, games: 4 },
  ],
  overSockets: [{ maxTurns: 120 }],
  // Variant 4's placements are too many to list: legalActions offers a sample (legal.ts).
  partlyListed: ['place'],
  hide: hideConfusion,
}
