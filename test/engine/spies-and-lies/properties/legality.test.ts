// Two-player property: what a seat may do is exactly what legalActions lists, and the engine never
// mutates a state it is given (every state here is frozen).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RuleError, SEATS, applyAction, legalActions, opponent, viewFor } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params, ruleErrorOf } from '../../../support/property-checks'
import { PROBES, RUNS, gameArb, play, where } from './games'
import { checkInvariants } from './invariants'

describe('Spies & Lies engine properties (seeded random games)', () => {
  it(
    'legal actions always apply (to frozen states); seats without a prompt have none and every action throws a RuleError',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const game = play(input, true)
          game.states.forEach((s, step) => {
            const at = () => where(input, step)
            for (const seat of SEATS) {
              const actions = legalActions(s, seat)
              const prompt = viewFor(s, seat).prompt
              if (actions.length > 0) {
                ok(prompt !== null, () => `${at()}: ${seat} has legal actions but no prompt`)
                for (const action of actions) {
                  ok(action.type === prompt.type, () => `${at()}: ${seat} ${action.type} answers a ${prompt.type} prompt`)
                  const next = applyAction(s, seat, action)
                  checkInvariants(next, () => `${at()}, then ${seat} ${JSON.stringify(action)}`)
                }
                for (const probe of PROBES) {
                  if (probe.type === prompt.type) continue
                  ruleErrorOf(RuleError, () => applyAction(s, seat, probe), () => `${at()}: ${seat} ${JSON.stringify(probe)} during a ${prompt.type} prompt`)
                }
              } else {
                ok(prompt === null, () => `${at()}: ${seat} has a ${String(prompt?.type)} prompt but no legal actions`)
                for (const probe of [...PROBES, ...legalActions(s, opponent(seat))]) {
                  const error = ruleErrorOf(RuleError, () => applyAction(s, seat, probe), () => `${at()}: ${seat} (no prompt) ${JSON.stringify(probe)}`)
                  if (s.phase === 'over') ok(error.code === 'game-over', () => `${at()}: code ${error.code} after the game`)
                }
              }
            }
          })
        }),
        params(RUNS.legality),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
