// Confusion property: a seat's or a spectator's view holds nothing it may not know, at every step,
// since the host sends views as they are and a client can read all of one.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { DOUBLE_AGENT, SEATS, toActOf, viewFor, type MovementId } from '../../../../src/engine/confusion'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { RUNS, mediumGameArb, play, where } from './games'

describe('Confusion engine properties (seeded random games)', () => {
  it(
    'views never leak: own pieces only when learned, promoted, unmasked or the game is over; spectators see none before the end; orders only to their giver; never the seed',
    () => {
      fc.assert(
        fc.property(mediumGameArb, (input) => {
          const { states } = play(input)
          const escapedSeed = JSON.stringify(input.seed).slice(1, -1)
          states.forEach((s, step) => {
            const logJson = JSON.stringify(s.log)
            const due = JSON.stringify(toActOf(s))
            for (const viewer of [...SEATS, null]) {
              const view = viewFor(s, viewer)
              const json = JSON.stringify(view)
              const who = () => `${where(input, step)}, view for ${String(viewer)}`
              ok(view.seat === viewer, () => `${who()}: seat ${String(view.seat)}`)
              ok(JSON.stringify(view.toAct) === due, () => `${who()}: toAct ${JSON.stringify(view.toAct)}`)
              ok(JSON.stringify(view.log) === logJson, () => `${who()}: the log differs from the public log`)
              ok(!json.includes(escapedSeed) && !json.includes('"seed":') && !json.includes('"setup":'), () => `${who()}: holds the seed`)
              ok(isDeepStrictEqual(view.orders, viewer === null ? null : s.orders[viewer]), () => `${who()}: orders ${JSON.stringify(view.orders)}`)
              if (viewer === null) ok(view.prompt === null, () => `${who()}: a spectator has a prompt`)
              view.spies.forEach((v, i) => {
                const real = s.spies[i]
                const label = () => `${who()}: ${real.owner} ${real.label}`
                ok(v.owner === real.owner && v.label === real.label, () => `${label()}: spies out of order`)
                let expected: MovementId | 'PROMOTED' | null
                const over = s.phase === 'over'
                if (real.removed === 'unmasked') expected = DOUBLE_AGENT
                else if (over) expected = real.promoted ? 'PROMOTED' : real.movement
                else if (viewer === null) expected = null
                else if (real.promoted) expected = 'PROMOTED'
                else if (viewer !== real.owner || real.learned) expected = real.movement
                else expected = null
                ok(v.movement === expected, () => `${label()}: shows ${String(v.movement)}, may show ${String(expected)}`)
                ok(v.was === (real.promoted && (over || (viewer !== null && viewer !== real.owner)) ? real.movement : undefined), () => `${label()}: was ${String(v.was)}`)
                if (viewer !== real.owner && s.phase === 'place') ok(v.at === null, () => `${label()}: a placement shown before both placed`)
              })
              for (const [label, piece] of Object.entries(view.learned)) {
                const real = s.spies.find((x) => x.owner === viewer && x.label === label)
                ok(real !== undefined && real.learned && real.movement === piece, () => `${who()}: learned ${label} as ${String(piece)} without a reveal`)
              }
            }
          })
        }),
        params(RUNS.views),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
