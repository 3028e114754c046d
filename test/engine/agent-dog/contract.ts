// Agent DOG in the contract suite (test/support/contract/games.ts): its option sets, the whole games
// played over sockets, and which parts of a state are whose secret.
import { shuffled, type RngState } from '../../../src/engine/core/rng'
import type { GameState as DogState } from '../../../src/engine/agent-dog'
import type { ContractEntry, HiddenChange } from '../../support/contract/games'

/** Agent DOG: other hands, the deck, and exchange cards a seat neither gave nor received are hidden from it. */
function hideAgentDog(state: unknown, rng: RngState): HiddenChange[] {
  const s = state as DogState
  // Exchange cards chosen but not yet delivered: in no hand, the deck or the discard pile.
  const placed = new Set<string>([...s.deck, ...s.discard, ...s.seats.flatMap((x) => s.hands[x])])
  const pending = s.seats.flatMap((giver) => {
    const card = s.passed[giver]
    return card !== undefined && !placed.has(card) ? [card] : []
  })
  const out: HiddenChange[] = []
  for (const seat of s.seats) {
    const own = s.passed[seat]
    const visible = new Set<string>([...s.hands[seat], ...s.discard, ...(own === undefined ? [] : [own])])
    const hidden = [...s.deck, ...s.seats.filter((x) => x !== seat).flatMap((x) => s.hands[x]), ...pending].filter((c) => !visible.has(c))
    const fresh = shuffled(rng, hidden)
    let k = 0
    const next = () => fresh[k++]
    const hands = { ...s.hands }
    for (const x of s.seats) if (x !== seat) hands[x] = s.hands[x].map((c) => (visible.has(c) ? c : next()))
    const passed = { ...s.passed }
    for (const x of s.seats) {
      const c = s.passed[x]
      if (x !== seat && c !== undefined && pending.includes(c)) passed[x] = next()
    }
    const deck = s.deck.map((c) => (visible.has(c) ? c : next()))
    // Nobody need see it: late in a round the deck may be all that is hidden.
    out.push({ label: `the cards ${seat} cannot see dealt afresh`, state: { ...s, hands, passed, deck }, blind: [seat], seeing: [] })
  }
  return out
}

export const CONTRACT_ENTRY: ContractEntry = {
  cases: [
    { label: '2 players', options: { players: 2 }, maxActions: 6000, games: 3 },
    { label: '3 players', options: { players: 3 }, maxActions: 6000, games: 3 },
    { label: '4 players', options: { players: 4 }, maxActions: 6000, games: 3 },
    {
      label: '4 players, the other rule options',
      options: { players: 4, rules: { undercoverGoalEntry: 'forbidden', partnerSteps: 'blocking', unplayedCardVisibility: 'face-up' } },
      maxActions: 6000,
      games: 2,
    },
  ],
  overSockets: [{ players: 2 }, { players: 3 }, { players: 4 }],
  hide: hideAgentDog,
}
