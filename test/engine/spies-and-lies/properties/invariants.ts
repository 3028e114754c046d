// What every state of a two-player game must satisfy: checked at every step of a game
// (invariants.test.ts) and after every legal action from every step (legality.test.ts).
import { RANKS, SEATS, SERGEANT, viewFor, type GameState, type Rank, type Seat } from '../../../../src/engine/spies-and-lies'
import { ok } from '../../../support/property-checks'

export function flagOf(s: GameState): number {
  return s.setup.wall + 1
}

function tokensPlayed(s: GameState): number {
  let n = 0
  for (const e of s.log) if (e.type === 'deceive' && e.play === true) n++
  return n
}

/** Ranks on the side's missions today (none before it has deployed today). */
export function deployedRanks(s: GameState, seat: Seat): Rank[] {
  if (!s.deployed[seat]) return []
  return s.missions[seat].map((m) => {
    if (m.rank === null) throw new Error(`${seat} deployed a mission without a rank`)
    return m.rank
  })
}

function isLegalLineup(line: readonly Rank[]): boolean {
  const ordered = line.filter((r) => r !== SERGEANT)
  return line.length === 4 && new Set(line).size === 4 && ordered.every((r, i) => i === 0 || r > ordered[i - 1])
}

export function checkInvariants(s: GameState, at: () => string): void {
  const flag = flagOf(s)
  const over = s.phase === 'over'
  ok(s.day >= 1 && s.day <= 3, () => `${at()}: day ${s.day}`)
  ok(Number.isInteger(s.turn) && s.turn >= 0 && s.turn <= 8, () => `${at()}: turn ${s.turn}`)
  ok(over === (s.winner !== null), () => `${at()}: phase ${s.phase} but winner ${String(s.winner)}`)
  ok(Number.isInteger(s.doubleAgent) && Math.abs(s.doubleAgent) <= flag, () => `${at()}: Double Agent at ${s.doubleAgent}, flag ${flag}`)
  if (Math.abs(s.doubleAgent) > s.setup.wall) {
    ok(over && s.winner === (s.doubleAgent > 0 ? 'red' : 'blue'), () => `${at()}: Double Agent past the wall at ${s.doubleAgent} without a win`)
  }
  const played = tokensPlayed(s)
  ok(Number.isInteger(s.deception.supply) && s.deception.supply >= 0, () => `${at()}: supply ${s.deception.supply}`)
  ok(
    s.deception.red + s.deception.blue + s.deception.supply + played === 4,
    () => `${at()}: Deception tokens red ${s.deception.red} + blue ${s.deception.blue} + supply ${s.deception.supply} + played ${played} != 4`,
  )
  ok(s.intelOld.length === s.day, () => `${at()}: ${s.intelOld.length} old Intel cards on day ${s.day}`)
  ok((s.intelCurrent === null) === (s.phase === 'deploy'), () => `${at()}: Intel card ${String(s.intelCurrent)} in phase ${s.phase}`)
  for (const seat of SEATS) {
    const ip = s.infiltration[seat]
    ok(Number.isInteger(ip) && ip >= 0 && ip <= 9, () => `${at()}: ${seat} infiltration ${ip}`)
    const held = s.deception[seat]
    ok(Number.isInteger(held) && held >= 0 && held <= 2, () => `${at()}: ${seat} holds ${held} Deception tokens`)
    const exhausted = s.exhausted[seat]
    ok(exhausted.length === 1 || exhausted.length === 2, () => `${at()}: ${seat} has ${exhausted.length} exhausted`)
    const hand = viewFor(s, seat).hand ?? []
    const deployed = deployedRanks(s, seat)
    ok(
      hand.length + deployed.length + exhausted.length === 10,
      () => `${at()}: ${seat} hand ${hand.length} + deployed ${deployed.length} + exhausted ${exhausted.length} != 10`,
    )
    const all = new Set<Rank>([...hand, ...deployed, ...exhausted])
    ok(all.size === 10 && RANKS.every((r) => all.has(r)), () => `${at()}: ${seat}'s soldiers overlap or are missing`)
    if (s.deployed[seat]) ok(isLegalLineup(deployed), () => `${at()}: ${seat} line-up ${deployed.join(',')} breaks the order rule`)
  }
}
