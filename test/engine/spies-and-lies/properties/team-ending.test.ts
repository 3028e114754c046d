// Team property of the end: every team game ends (so a table of four never hangs), and a side's win
// is both its seats' win, in the module and in every view.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { game, teamViewFor, type Seat } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { where } from './games'
import { ALL_SEATS, MAX_ACTIONS, RUNS, TEAM, gameArb, play } from './team-games'

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  it(
    'every team game ends by day 3 or a flag within a bounded number of actions, and both seats of the winning side win',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { state, moves, states } = play(input)
          const at = () => where(input, moves.length)
          ok(state.phase === 'over' && moves.length <= MAX_ACTIONS, () => `${at()}: not over after ${moves.length} actions`)
          states.forEach((s, i) => ok((s.phase === 'over') === (i === states.length - 1), () => `${where(input, i)}: over too early`))
          const winner = game.winner(state)
          const expected = state.winner === 'draw' ? 'draw' : TEAM[state.winner as Seat]
          ok(isDeepStrictEqual(winner, expected === 'draw' ? 'draw' : [...expected]), () => `${at()}: winner ${JSON.stringify(winner)} for ${String(state.winner)}`)
          for (const viewer of [...ALL_SEATS, null]) {
            ok(isDeepStrictEqual(teamViewFor(state, viewer).winner, winner), () => `${at()}: ${String(viewer)} sees another winner`)
          }
          const ends = state.log.filter((e) => e.type === 'end')
          ok(ends.length === 1 && ends[0].winner === state.winner && state.log[state.log.length - 1] === ends[0], () => `${at()}: end entries ${JSON.stringify(ends)}`)
          if (state.day < 3 || ends[0].reason === 'flag') ok(Math.abs(state.doubleAgent) === state.setup.wall + 1, () => `${at()}: ended early without a flag`)
        }),
        params(RUNS.ending),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
