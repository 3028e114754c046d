// Confusion property of every step of a game: the board, the briefcase, the tokens and the turns stay
// whole, and a finished game's end entry gives the reason the board shows.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { PROPERTY_TIMEOUT, params } from '../../../support/property-checks'
import { RUNS, gameArb, play, where } from './games'
import { LogTally, checkInvariants } from './invariants'

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'invariants hold at every step: one spy per square, the briefcase and its holder, tokens, turns, the end and its reason',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          const tally = new LogTally()
          states.forEach((s, step) => {
            const at = () => where(input, step)
            checkInvariants(s, states[0], at, tally.update(s, at))
          })
        }),
        params(RUNS.invariants),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
