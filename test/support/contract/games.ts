// What the contract suite (test/engine/contract.test.ts) needs to know of each registered game:
// data, not branches. The option sets worth playing (each with its bound on the number of actions
// and how many seeded games to play), and one hook: how to change a state only in what some
// viewers may not see. That is the one piece of knowledge the GameModule cannot give (which parts
// of a state are whose secret), so each game writes it here; everything else is generic.
import type { GameId } from '../../../src/shared/protocol'
import { nextInt, shuffled, type RngState } from '../../../src/engine/core/rng'
import { RANKS, type GameState as SlState, type Seat as SlSide } from '../../../src/engine/spies-and-lies'
import { opponent as confusionOpponent, SEATS as CONFUSION_SEATS, type GameState as ConfusionState } from '../../../src/engine/confusion'
import type { GameState as DogState } from '../../../src/engine/agent-dog'

export interface ContractCase {
  label: string
  /** Options without the seed, as a client would choose them (the game's optionsSchema accepts them). */
  options: object
  /** Every game with these options ends within this many actions, whoever plays. */
  maxActions: number
  /** Seeded random games played to check the properties on. */
  games: number
}

/** A state that differs from another only in what the `blind` viewers may not see. */
export interface HiddenChange {
  label: string
  state: unknown
  /** Viewers (null: a spectator) whose views and legal actions must not change. */
  blind: Array<string | null>
  /** Viewers of which at least one must see the change (so it is a real secret, not dead data); may be empty. */
  seeing: string[]
}

export interface ContractEntry {
  cases: ContractCase[]
  /** Changes of `state` in what some viewers may not see (none where there is nothing hidden). */
  hide(state: unknown, rng: RngState): HiddenChange[]
}

const SL_SIDES: readonly SlSide[] = ['red', 'blue']

/** Spies & Lies: the seed, the generator and the undrawn Intel cards are nobody's; unrevealed mission ranks are hidden from the other side. */
function hideSpiesAndLies(state: unknown, rng: RngState): HiddenChange[] {
  const s = state as SlState
  const seatsOf = (side: SlSide): string[] => (s.teams ? [`${side}1`, `${side}2`] : [side])
  const everyone = [...SL_SIDES.flatMap(seatsOf), null]
  const nobody = structuredClone(s)
  nobody.setup.seed = `other-${nextInt(rng, 1e9)}`
  nobody.setup.intelOrder = nobody.setup.intelOrder.slice().reverse()
  nobody.rng = [nextInt(rng, 2 ** 31), 1, 2, 3]
  nobody.intelDeck = nobody.intelDeck.slice().reverse()
  const out: HiddenChange[] = [{ label: 'the seed, the generator and the undrawn Intel order', state: nobody, blind: everyone, seeing: [] }]
  for (const side of SL_SIDES) {
    const hidden = s.missions[side].flatMap((m, i) => (m.rank !== null && !m.revealed ? [i] : []))
    if (hidden.length === 0) continue
    const b = structuredClone(s)
    for (const i of hidden) b.missions[side][i].rank = RANKS[nextInt(rng, RANKS.length)]
    const enemy = side === 'red' ? 'blue' : 'red'
    out.push({ label: `${side}'s unrevealed ranks`, state: b, blind: [...seatsOf(enemy), null], seeing: seatsOf(side) })
  }
  return out
}

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

const SL_DAY = (deploys: number) => 3 * (deploys + deploys + 8 * 3)

/** Every game the host plays has an entry: a new game id does not compile without one. */
export const CONTRACT: Record<GameId, ContractEntry> = {
  'spies-and-lies': {
    cases: [
      { label: 'two players', options: {}, maxActions: SL_DAY(2), games: 24 },
      { label: 'two players, a short track, red first', options: { wall: 2, firstSeat: 'red' }, maxActions: SL_DAY(2), games: 12 },
      { label: 'two against two', options: { teams: true }, maxActions: SL_DAY(4), games: 24 },
    ],
    hide: hideSpiesAndLies,
  },
  confusion: {
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
    hide: hideConfusion,
  },
  'agent-dog': {
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
    hide: hideAgentDog,
  },
}
