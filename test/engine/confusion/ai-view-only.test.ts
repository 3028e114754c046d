// A computer player sees exactly what a person in its seat sees. Two games that differ only in what
// the seat may not know (its own spies' movement pieces, as long as every answer so far fits both;
// the opponent's standing orders; the secret seed) give the seat the same view, and every level,
// asked directly or through the host's bot path, decides the same there.
import { describe, expect, it } from 'vitest'
import {
  applyAction,
  chooseAction,
  createGame,
  factsFor,
  opponent,
  piecesAllowed,
  toActOf,
  viewFor,
  type GameState,
  type Level,
  type Orders,
  type Seat,
} from '../../../src/engine/confusion'
import { decideNow } from '../../../src/main/host/bots'
import { runs } from '../../support/runs'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']

/**
 * The same game with two of `seat`'s spies' pieces exchanged, where each piece fits the other spy's
 * answers so far (so nothing the seat can see tells the two games apart), the opponent's standing
 * orders changed and another secret seed. Null when no such pair exists.
 */
function hiddenTwin(s: GameState, seat: Seat): GameState | null {
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

describe('the computer players decide from the view alone', () => {
  it('decide the same in games that differ only in what the seat cannot see', () => {
    let compared = 0
    for (let g = 0; g < runs(3); g++) {
      let s = createGame({ seed: `view-only-${g}`, maxTurns: 40, tokens: g % 2 === 1 })
      for (let step = 0; s.phase !== 'over'; step++) {
        const seat = toActOf(s)[0]
        if (step % 6 === 3) {
          const twin = hiddenTwin(s, seat)
          if (twin) {
            const view = viewFor(s, seat)
            expect(viewFor(twin, seat)).toEqual(view)
            // The difference is real: the opponent sees it.
            expect(viewFor(twin, opponent(seat))).not.toEqual(viewFor(s, opponent(seat)))
            for (const level of LEVELS) {
              const seed = `twin-${g}-${step}`
              const action = chooseAction(view, level, seed)
              expect(chooseAction(viewFor(twin, seat), level, seed)).toEqual(action)
              expect(decideNow({ game: 'confusion', view: viewFor(twin, seat), level, seed })).toEqual(action)
            }
            compared++
          }
        }
        s = applyAction(s, seat, chooseAction(viewFor(s, seat), 'normal', `play-${g}-${step}`))
      }
    }
    expect(compared).toBeGreaterThan(runs(8))
  }, 120_000)
})
