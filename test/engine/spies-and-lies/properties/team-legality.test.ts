// Team property: what each of the four seats may do is exactly what legalActions lists, toAct names
// exactly those seats, and the two-player seats act in no team game (every state here is frozen).
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RuleError, game, teamViewFor } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params, ruleErrorOf } from '../../../support/property-checks'
import { where } from './games'
import { ALL_SEATS, PROBES, RUNS, gameArb, play } from './team-games'
import { checkInvariants } from './team-invariants'

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  it(
    'legal actions always apply (to frozen states); toAct is exactly the seats with legal actions; every other action throws a RuleError',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const g = play(input, true)
          g.states.forEach((s, step) => {
            const at = () => where(input, step)
            const toAct = game.toAct(s)
            for (const seat of ALL_SEATS) {
              const actions = game.legalActions(s, seat)
              const prompt = teamViewFor(s, seat).prompt
              ok(toAct.includes(seat) === actions.length > 0, () => `${at()}: ${seat} in toAct ${JSON.stringify(toAct)} with ${actions.length} actions`)
              ok((prompt !== null) === actions.length > 0, () => `${at()}: ${seat} prompt ${JSON.stringify(prompt)} with ${actions.length} actions`)
              for (const action of actions) {
                ok(action.type === prompt?.type, () => `${at()}: ${seat} ${action.type} answers a ${String(prompt?.type)} prompt`)
                checkInvariants(game.applyAction(s, seat, action), () => `${at()}, then ${seat} ${JSON.stringify(action)}`)
              }
              const others = [...PROBES, ...ALL_SEATS.filter((o) => o !== seat).flatMap((o) => game.legalActions(s, o))]
              for (const probe of others) {
                if (actions.some((a) => isDeepStrictEqual(a, probe))) continue
                const error = ruleErrorOf(RuleError, () => game.applyAction(s, seat, probe), () => `${at()}: ${seat} ${JSON.stringify(probe)}`)
                if (s.phase === 'over') ok(error.code === 'game-over', () => `${at()}: code ${error.code} after the game`)
              }
            }
            for (const seat of ['red', 'blue'] as const) {
              ok(game.legalActions(s, seat).length === 0, () => `${at()}: two-player seat ${seat} has actions`)
              ruleErrorOf(RuleError, () => game.applyAction(s, seat, { type: 'intel' }), () => `${at()}: two-player seat ${seat} acted`)
            }
          })
        }),
        params(RUNS.legality),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
