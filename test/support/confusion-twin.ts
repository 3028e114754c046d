// A Confusion game's hidden twin, shared by the computer players' and the hints' view-only tests (no
// Node or DOM imports, so both tsconfigs take it): the same game changed only where the seat may not
// look.
import { factsFor, opponent, piecesAllowed, viewFor, type GameState, type Orders, type Seat } from '../../src/engine/confusion'

/**
 * The same game with two of `seat`'s spies' pieces exchanged, where each piece fits the other spy's
 * answers so far (so nothing the seat can see tells the two games apart), the opponent's standing
 * orders changed and another secret seed. Null when no such pair exists.
 */
export function hiddenTwin(s: GameState, seat: Seat): GameState | null {
  const facts = factsFor(viewFor(s, seat), seat)
  const own = s.spies.map((spy, i) => ({ spy, i })).filter(({ spy }) => spy.owner === seat && !spy.learned && !spy.promoted)
  for (const a of own) {
    for (const b of own) {
      if (b.i <= a.i || a.spy.movement === b.spy.movement) continue
      const fa = facts.spies.find((f) => f.label === a.spy.label)
      const fb = facts.spies.find((f) => f.label === b.spy.label)
      if (!fa || !fb) continue
      if (!piecesAllowed(facts, fa).includes(b.spy.movement) || !piecesAllowed(facts, fb).includes(a.spy.movement)) continue
      const twin = JSON.parse(JSON.stringify(s)) as GameState
      twin.spies[a.i].movement = b.spy.movement
      twin.spies[b.i].movement = a.spy.movement
      twin.setup = { seed: `${s.setup.seed}/twin`, movement: { ...twin.setup.movement, [seat]: { ...twin.setup.movement[seat], [a.spy.label]: b.spy.movement, [b.spy.label]: a.spy.movement } } }
      const theirs = twin.orders[opponent(seat)]
      if (theirs !== null) {
        const other: Orders = theirs === 'no' ? 'yes' : 'no'
        twin.orders[opponent(seat)] = other
      }
      return twin
    }
  }
  return null
}
