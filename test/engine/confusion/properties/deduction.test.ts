// Confusion property of the deduction helper over positions from real games: it never rules out the
// truth, and a side's knowledge of its own pieces comes out the same from its own view as from the
// enemy's, which shows more.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { SEATS, deduce, opponent, viewFor, type MovementId } from '../../../../src/engine/confusion'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { RUNS, play, shortGameArb, where } from './games'

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'the deduction helper: the truth is always possible; probabilities are doubly stochastic; the opponent computes the owner\'s knowledge exactly',
    () => {
      fc.assert(
        fc.property(shortGameArb, fc.nat(), (input, pick) => {
          const { states } = play(input)
          // A handful of states per game: the helper is exact, so a few points prove as much as all.
          for (let k = 0; k < 4; k++) {
            const step = (pick + k * 7919) % states.length
            const s = states[step]
            for (const side of SEATS) {
              const own = deduce(viewFor(s, side), side)
              const theirs = deduce(viewFor(s, opponent(side)), side)
              ok(isDeepStrictEqual(own, theirs), () => `${where(input, step)}: ${opponent(side)} deduces ${side}'s knowledge differently`)
              const pub = deduce(viewFor(s, null), side)
              ok(own.assignments >= 1 && pub.assignments >= own.assignments, () => `${where(input, step)}: ${own.assignments} assignments, public ${pub.assignments}`)
              const mine = s.spies.filter((x) => x.owner === side)
              own.spies.forEach((belief, i) => {
                const truth = mine[i].movement
                ok(belief.label === mine[i].label && belief.possible.includes(truth), () => `${where(input, step)}: ${side} ${belief.label} is ${truth}, deduced ${belief.possible.join(',')}`)
                ok(pub.spies[i].possible.includes(truth), () => `${where(input, step)}: the public deduction excludes the truth`)
                const sum = Object.values(belief.probabilities).reduce((x, y) => x + (y ?? 0), 0)
                ok(Math.abs(sum - 1) < 1e-9, () => `${where(input, step)}: ${belief.label}'s probabilities sum to ${sum}`)
              })
              for (const piece of Object.keys(own.spies[0].probabilities) as MovementId[]) {
                const sum = own.spies.reduce((x, b) => x + (b.probabilities[piece] ?? 0), 0)
                ok(Math.abs(sum - 1) < 1e-9, () => `${where(input, step)}: ${piece} is held with total probability ${sum}`)
              }
            }
          }
        }),
        params(RUNS.deduction),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
