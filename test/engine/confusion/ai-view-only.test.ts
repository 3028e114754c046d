// A computer player sees exactly what a person in its seat sees. Two games that differ only in what
// the seat may not know (its own spies' movement pieces, as long as every answer so far fits both;
// the opponent's standing orders; the secret seed) give the seat the same view, and every level,
// asked directly or through the host's bot path, decides the same there.
import { describe, expect, it } from 'vitest'
import { applyAction, chooseAction, createGame, opponent, toActOf, viewFor, type Level } from '../../../src/engine/confusion'
import { decideNow } from '../../../src/main/host/bots'
import { hiddenTwin } from '../../support/confusion-twin'
import { runs } from '../../support/runs'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']

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
