// What every state of a Confusion game must satisfy: checked at every step of a game
// (invariants.test.ts) and after every legal action from every step (legality.test.ts).
import { isDeepStrictEqual } from 'node:util'
import { DOUBLE_AGENT, MOVEMENT_TYPES, SEATS, opponent, type GameState, type Seat, type TypeId } from '../../../../src/engine/confusion'
import { ok } from '../../../support/property-checks'

const SQUARE_COUNT = 121

/** Counts of log entries, kept per game as the log grows (and checking that it only grows). */
export class LogTally {
  seen = 0
  turns = 0
  ends = 0
  tokens: Record<Seat, number> = { white: 0, red: 0 }
  private json: string[] = []

  update(s: GameState, at: () => string): this {
    ok(s.log.length >= this.seen, () => `${at()}: the log shrank`)
    // Entries are appended, never edited: spot-check the latest ones already seen.
    for (let i = Math.max(0, this.seen - 3); i < this.seen; i++) {
      ok(JSON.stringify(s.log[i]) === this.json[i], () => `${at()}: log entry ${i} changed`)
    }
    for (let i = this.seen; i < s.log.length; i++) {
      const e = s.log[i]
      this.json.push(JSON.stringify(e))
      if (e.type === 'turn') this.turns++
      if (e.type === 'end') this.ends++
      if (e.type === 'token') this.tokens[e.seat]++
    }
    this.seen = s.log.length
    return this
  }

  static of(s: GameState): LogTally {
    return new LogTally().update(s, () => 'tally')
  }
}

export function checkInvariants(s: GameState, initial: GameState, at: () => string, tally: LogTally = LogTally.of(s)): void {
  const over = s.phase === 'over'
  ok(over === (s.winner !== null), () => `${at()}: phase ${s.phase}, winner ${JSON.stringify(s.winner)}`)
  const taken = new Set<number>()
  for (const spy of s.spies) {
    const first = initial.spies[s.spies.indexOf(spy)]
    ok(first.owner === spy.owner && first.label === spy.label && first.movement === spy.movement, () => `${at()}: ${spy.owner} ${spy.label}'s movement piece changed`)
    if (s.phase !== 'place') ok((spy.at === null) === (spy.removed !== null), () => `${at()}: ${spy.owner} ${spy.label} at ${JSON.stringify(spy.at)} removed ${spy.removed}`)
    ok(!(spy.promoted && spy.movement === DOUBLE_AGENT), () => `${at()}: a promoted Double Agent`)
    if (spy.removed === 'unmasked') ok(spy.movement === DOUBLE_AGENT, () => `${at()}: unmasked ${spy.label} is no Double Agent`)
    if (spy.promoted && !s.rules.variants.promotion) ok(MOVEMENT_TYPES[spy.movement as TypeId].crown, () => `${at()}: ${spy.label} promoted without a crown`)
    if (spy.at === null) continue
    const [x, y] = spy.at
    ok(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x <= 10 && y <= 10, () => `${at()}: spy off the board at ${x},${y}`)
    ok(!(s.rules.variants.tight && (x === 0 || x === 10)), () => `${at()}: spy in a radiation column`)
    const cell = y * 11 + x
    ok(!taken.has(cell), () => `${at()}: two spies on ${x},${y}`)
    taken.add(cell)
  }
  ok(taken.size <= SQUARE_COUNT, () => `${at()}: too many spies`)
  const b = s.briefcase
  ok(b.at[0] >= 0 && b.at[0] <= 10 && b.at[1] >= 0 && b.at[1] <= 10, () => `${at()}: the briefcase is off the board`)
  if (b.holder !== null) {
    const holder = s.spies[b.holder].at
    ok(holder !== null && holder[0] === b.at[0] && holder[1] === b.at[1], () => `${at()}: the holder does not stand on the briefcase`)
  }
  for (const seat of SEATS) {
    ok(s.tokens[seat].every((k) => initial.tokens[seat].includes(k)), () => `${at()}: ${seat} gained a token`)
    const played = tally.tokens[seat]
    ok(s.tokens[seat].length + played === initial.tokens[seat].length, () => `${at()}: ${seat}'s tokens do not add up`)
  }
  ok(s.current.attempts <= (s.current.free === 'move2' ? 2 : 1), () => `${at()}: ${s.current.attempts} attempts this turn`)
  const turns = tally.turns
  if (!over && s.phase === 'play') ok(turns === s.turns + 1, () => `${at()}: ${turns} turn entries, ${s.turns} turns done`)
  if (s.rules.maxTurns !== null) ok(s.turns <= s.rules.maxTurns, () => `${at()}: ${s.turns} turns past the limit`)
  ok(tally.ends === (over ? 1 : 0) && (!over || s.log[s.log.length - 1].type === 'end'), () => `${at()}: the end entry is missing, doubled or not last`)
  if (over) {
    const end = s.log[s.log.length - 1]
    ok(end.type === 'end' && isDeepStrictEqual(end.winner, s.winner), () => `${at()}: log ${JSON.stringify(end)}, winner ${JSON.stringify(s.winner)}`)
    if (end.type !== 'end') return
    const onBoard = (seat: Seat) => s.spies.some((x) => x.owner === seat && x.at !== null)
    const holder = b.holder === null ? null : s.spies[b.holder]
    const onEnemyRow = holder !== null && holder.at !== null && holder.at[1] === (holder.owner === 'white' ? 10 : 0)
    switch (end.reason) {
      case 'no-spies':
        ok(Array.isArray(s.winner) && !onBoard(opponent(s.winner[0])), () => `${at()}: no-spies but the loser has spies`)
        break
      case 'briefcase':
        ok(!s.rules.variants.safeExtraction && onEnemyRow && isDeepStrictEqual(s.winner, [holder.owner]), () => `${at()}: a briefcase win without the briefcase on the row`)
        break
      case 'extraction':
        ok(s.rules.variants.safeExtraction && onEnemyRow && isDeepStrictEqual(s.winner, [holder.owner]), () => `${at()}: an extraction without the briefcase on the row`)
        break
      case 'turn-limit':
        ok(s.winner === 'draw' && s.turns === s.rules.maxTurns, () => `${at()}: a draw before the limit`)
        break
    }
  } else if (!s.rules.variants.safeExtraction && s.pending === null && s.phase === 'play') {
    const holder = b.holder === null ? null : s.spies[b.holder]
    const onEnemyRow = holder !== null && holder.at !== null && holder.at[1] === (holder.owner === 'white' ? 10 : 0)
    ok(!onEnemyRow, () => `${at()}: the briefcase sits on the enemy's first row and nobody has won`)
  }
}
