// What every state of a team game must satisfy: checked at every step of a game
// (team-invariants.test.ts) and after every legal action from every step (team-legality.test.ts).
import { RANKS, lineupsOf, teamViewFor, type GameState, type Rank, type Seat } from '../../../../src/engine/spies-and-lies'
import { ok } from '../../../support/property-checks'
import { passes } from '../team-helpers'
import { OWNER, SEATS, TEAM, teamsOf } from './team-games'

/** Ranks on the side's missions deployed today (by seats that have deployed). */
export function deployedToday(s: GameState, side: Seat): Rank[] {
  const teams = teamsOf(s)
  const out: Rank[] = []
  s.missions[side].forEach((m, i) => {
    if (!teams.deployed[OWNER[side][i]]) return
    if (m.rank === null) throw new Error(`${OWNER[side][i]} deployed a mission without a rank`)
    out.push(m.rank)
  })
  return out
}

export function checkInvariants(s: GameState, at: () => string): void {
  const teams = teamsOf(s)
  const over = s.phase === 'over'
  ok(s.day >= 1 && s.day <= 3, () => `${at()}: day ${s.day}`)
  ok(over === (s.winner !== null), () => `${at()}: phase ${s.phase} but winner ${String(s.winner)}`)
  ok(Math.abs(s.doubleAgent) <= s.setup.wall + 1, () => `${at()}: Double Agent at ${s.doubleAgent}`)
  const played = s.log.filter((e) => e.type === 'deceive' && e.play === true).length
  ok(s.deception.red + s.deception.blue + s.deception.supply + played === 4, () => `${at()}: Deception tokens do not add up to 4`)
  for (const side of SEATS) {
    const [first, second] = TEAM[side]
    ok(!teams.deployed[second] || teams.deployed[first], () => `${at()}: ${second} deployed before ${first}`)
    ok(s.deployed[side] === (teams.deployed[first] && teams.deployed[second]), () => `${at()}: ${side} deployed flag disagrees with its seats`)
    ok(
      s.intelConfirmed[side] === (teams.intelConfirmed[first] && teams.intelConfirmed[second]),
      () => `${at()}: ${side} Intel flag disagrees with its seats`,
    )
    if (s.phase === 'intel' || s.phase === 'mission') ok(s.deployed[side], () => `${at()}: ${s.phase} before ${side} deployed`)
    if (s.phase === 'mission') ok(s.intelConfirmed[side], () => `${at()}: missions before ${side} confirmed`)
    const hand = teamViewFor(s, first).hand ?? []
    const deployed = deployedToday(s, side)
    const exhausted = s.exhausted[side]
    const all = new Set<Rank>([...hand, ...deployed, ...exhausted])
    ok(
      hand.length + deployed.length + exhausted.length === 10 && all.size === 10,
      () => `${at()}: ${side} hand ${hand.join(',')} + deployed ${deployed.join(',')} + exhausted ${exhausted.join(',')} is not the ten soldiers`,
    )
    const dayHand = RANKS.filter((r) => !exhausted.includes(r))
    if (deployed.length === 4) ok(passes(dayHand, deployed), () => `${at()}: ${side} line-up ${deployed.join(',')} breaks the order rule`)
    if (deployed.length === 2) {
      ok(
        lineupsOf(dayHand).some((l) => l[0] === deployed[0] && l[1] === deployed[1]),
        () => `${at()}: ${side}'s first pair ${deployed.join(',')} leaves no legal line-up`,
      )
    }
  }
}
