// Two-player properties of the end: every game ends (so a table never hangs), with the winner the
// board gives, and nothing is logged after it.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { SEATS, type Seat } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { MAX_ACTIONS, RUNS, gameArb, play, where } from './games'
import { flagOf } from './invariants'

describe('Spies & Lies engine properties (seeded random games)', () => {
  it(
    'every game ends by day 3 or a flag within a bounded number of actions, the winner is set iff the game is over, and it matches the board',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { state, moves, states } = play(input)
          const at = () => where(input, moves.length)
          ok(state.phase === 'over', () => `${at()}: not over after ${moves.length} actions (bound ${MAX_ACTIONS})`)
          ok(moves.length <= MAX_ACTIONS, () => `${at()}: ${moves.length} actions`)
          states.forEach((s, i) => {
            ok((s.phase === 'over') === (i === states.length - 1), () => `${where(input, i)}: phase ${s.phase} before the end`)
            ok((s.winner !== null) === (s.phase === 'over'), () => `${where(input, i)}: winner ${String(s.winner)} in phase ${s.phase}`)
          })
          const flag = flagOf(state)
          const ends = state.log.filter((e) => e.type === 'end')
          ok(ends.length === 1, () => `${at()}: ${ends.length} 'end' log entries`)
          const end = ends[0]
          ok(end.winner === state.winner, () => `${at()}: log says ${JSON.stringify(end)}, winner ${String(state.winner)}`)
          if (Math.abs(state.doubleAgent) === flag) {
            // Flag capture, on any day.
            ok(state.winner === (state.doubleAgent > 0 ? 'red' : 'blue'), () => `${at()}: flag at ${state.doubleAgent} but winner ${String(state.winner)}`)
            ok(end.reason === 'flag', () => `${at()}: flag taken but reason ${String(end.reason)}`)
          } else {
            // The final count after day 3's eighth guess.
            ok(state.day === 3, () => `${at()}: over on day ${state.day} without a flag`)
            for (const seat of SEATS) {
              ok(state.missions[seat].every((m) => m.revealed), () => `${at()}: over with ${seat} missions unrevealed and no flag`)
            }
            const expected: Seat | 'draw' =
              state.doubleAgent > 0 ? 'red'
              : state.doubleAgent < 0 ? 'blue'
              : state.infiltration.red > state.infiltration.blue ? 'red'
              : state.infiltration.blue > state.infiltration.red ? 'blue'
              : 'draw'
            ok(
              state.winner === expected,
              () => `${at()}: agent ${state.doubleAgent}, infiltration ${JSON.stringify(state.infiltration)}: winner ${String(state.winner)}, expected ${expected}`,
            )
            ok(end.reason !== 'flag', () => `${at()}: reason flag without the Double Agent on a flag`)
          }
        }),
        params(RUNS.ending),
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'nothing happens after the game ends: the end is the last log entry of the action that ended it',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { state, moves } = play(input)
          const last = state.log[state.log.length - 1]
          ok(
            last.type === 'end',
            () => `${where(input, moves.length)}: the log goes on after the end: ${JSON.stringify(state.log.slice(state.log.findIndex((e) => e.type === 'end')))}`,
          )
        }),
        params(RUNS.ending),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
