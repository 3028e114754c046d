// Spies & Lies in the contract suite (test/support/contract/games.ts): its option sets, the whole games
// played over sockets, and which parts of a state are whose secret.
import { nextInt, type RngState } from '../../../src/engine/core/rng'
import { RANKS, type GameState as SlState, type Seat as SlSide } from '../../../src/engine/spies-and-lies'
import type { ContractEntry, HiddenChange } from '../../support/contract/games'

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

const SL_DAY = (deploys: number) => 3 * (deploys + deploys + 8 * 3)

export const CONTRACT_ENTRY: ContractEntry = {
  cases: [
    { label: 'two players', options: {}, maxActions: SL_DAY(2), games: 24 },
    { label: 'two players, a short track, red first', options: { wall: 2, firstSeat: 'red' }, maxActions: SL_DAY(2), games: 12 },
    { label: 'two against two', options: { teams: true }, maxActions: SL_DAY(4), games: 24 },
  ],
  overSockets: [{}, { teams: true }],
  hide: hideSpiesAndLies,
}
