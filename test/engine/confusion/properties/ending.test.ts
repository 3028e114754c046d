// Confusion property of the end: a game with a draw limit ends within it (so a table never hangs),
// and nothing can be played or logged after the end.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RuleError, SEATS, applyAction, legalActions } from '../../../../src/engine/confusion'
import { PROPERTY_TIMEOUT, ok, params, ruleErrorOf } from '../../../support/property-checks'
import { RUNS, play, shortGameArb, where } from './games'

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'games with a draw limit end within it, the winner is set iff the game is over, and nothing follows the end',
    () => {
      fc.assert(
        fc.property(shortGameArb, (input) => {
          const { state, moves } = play(input)
          ok(state.phase === 'over', () => `${where(input, moves.length)}: not over`)
          const last = state.log[state.log.length - 1]
          ok(last.type === 'end', () => `${where(input, moves.length)}: the log goes on after the end`)
          for (const seat of SEATS) {
            ok(legalActions(state, seat).length === 0, () => `${where(input, moves.length)}: ${seat} has actions after the end`)
            ruleErrorOf(RuleError, () => applyAction(state, seat, { type: 'orders', doubleAgent: 'yes' }), () => 'orders after the end')
          }
        }),
        params(RUNS.ending),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
