// Team properties of every step of a game: one hand per side however its two seats split the work,
// and Infiltration tracks that the public log alone rebuilds, as in two-player games.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tracksFromLog } from '../../../support/track-log'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { where } from './games'
import { RUNS, gameArb, play } from './team-games'
import { checkInvariants } from './team-invariants'

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  it(
    'every change of an Infiltration track is explained by the log, in team games too',
    () => {
      let carried = 0
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          states.forEach((s, step) => {
            const replayed = tracksFromLog(s.log)
            ok(
              replayed.red === s.infiltration.red && replayed.blue === s.infiltration.blue,
              () => `${where(input, step)}: the log gives ${JSON.stringify(replayed)}, the tracks are ${JSON.stringify(s.infiltration)}`,
            )
          })
          carried += states[states.length - 1].log.filter((e) => e.type === 'carry-over').length
        }),
        params(RUNS.trackLog),
      )
      expect(carried).toBeGreaterThan(0)
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'invariants hold at every step: one hand per side, seats deploy in order, line-ups legal, side flags agree with the seats',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          states.forEach((s, step) => checkInvariants(s, () => where(input, step)))
        }),
        params(RUNS.invariants),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
