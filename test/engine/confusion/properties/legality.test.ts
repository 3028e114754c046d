// Confusion property: what a seat may do is exactly what legalActions lists and its view offers, and
// a seat nobody waits for may only change its standing orders (every state here is frozen).
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RuleError, SEATS, actionsFromView, applyAction, legalActions, promptFor, toActOf, viewFor } from '../../../../src/engine/confusion'
import { PROPERTY_TIMEOUT, ok, params, ruleErrorOf } from '../../../support/property-checks'
import { PROBES, RUNS, play, shortGameArb, where } from './games'
import { checkInvariants } from './invariants'

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'legal actions always apply to frozen states; the view lists the same actions; seats without a prompt may only give orders',
    () => {
      fc.assert(
        fc.property(shortGameArb, (input) => {
          const game = play(input, { freeze: true })
          game.states.forEach((s, step) => {
            const at = () => where(input, step)
            const due = toActOf(s)
            for (const seat of SEATS) {
              const actions = legalActions(s, seat)
              const view = viewFor(s, seat)
              ok(isDeepStrictEqual(actionsFromView(view), actions), () => `${at()}: ${seat}'s view lists other actions than legalActions`)
              const prompt = promptFor(s, seat)
              ok(due.includes(seat) === (prompt !== null), () => `${at()}: toAct ${JSON.stringify(due)} but ${seat}'s prompt is ${JSON.stringify(prompt)}`)
              const answers = actions.filter((a) => a.type !== 'orders')
              ok((prompt === null) === (answers.length === 0), () => `${at()}: ${seat} prompt ${JSON.stringify(prompt)} with ${answers.length} actions`)
              for (const action of actions) {
                const next = applyAction(s, seat, action)
                checkInvariants(next, game.states[0], () => `${at()}, then ${seat} ${JSON.stringify(action)}`)
              }
              if (prompt === null) {
                for (const probe of PROBES) {
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
