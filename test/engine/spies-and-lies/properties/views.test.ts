// Two-player property: a seat's or a spectator's view holds nothing it may not know, at every step,
// since the host sends views as they are and a client can read all of one.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RANKS, SEATS, legalActions, viewFor } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { RUNS, gameArb, play, where } from './games'
import { deployedRanks } from './invariants'

describe('Spies & Lies engine properties (seeded random games)', () => {
  it(
    'views never leak: hidden ranks, the other hand, the seed, the generator, the deck, early Intel tokens',
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          const escapedSeed = JSON.stringify(input.seed).slice(1, -1)
          states.forEach((s, step) => {
            const at = () => where(input, step)
            const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
            const undrawn = s.intelDeck
            const logJson = JSON.stringify(s.log)
            const toAct = JSON.stringify(SEATS.filter((seat) => legalActions(s, seat).length > 0))
            for (const viewer of [...SEATS, null]) {
              const view = viewFor(s, viewer)
              const json = JSON.stringify(view)
              const who = () => `${at()}, view for ${String(viewer)}`
              ok(view.seat === viewer, () => `${who()}: seat ${String(view.seat)}`)
              ok(JSON.stringify(view.toAct) === toAct, () => `${who()}: toAct ${JSON.stringify(view.toAct)}, seats with actions ${toAct}`)
              ok(!json.includes(escapedSeed) && !json.includes(input.seed), () => `${who()}: contains the seed`)
              for (const key of ['rng', 'intelDeck', 'setup', 'seed', 'intelOrder']) {
                ok(!json.includes(`"${key}":`), () => `${who()}: has a "${key}" key`)
              }
              for (const id of undrawn) ok(!json.includes(`"${id}"`), () => `${who()}: names the undrawn Intel card ${id}`)
              ok(JSON.stringify(view.log) === logJson, () => `${who()}: the log differs from the public log`)
              if (viewer === null) {
                ok(view.hand === null, () => `${who()}: a spectator has a hand`)
                ok(view.prompt === null, () => `${who()}: a spectator has a prompt`)
              } else {
                const expected = RANKS.filter((r) => !s.exhausted[viewer].includes(r) && !deployedRanks(s, viewer).includes(r))
                ok(JSON.stringify(view.hand) === JSON.stringify(expected), () => `${who()}: hand ${JSON.stringify(view.hand)}, expected ${JSON.stringify(expected)}`)
              }
              for (const side of SEATS) {
                const mine = side === viewer
                view.missions[side].forEach((m, i) => {
                  const real = s.missions[side][i]
                  const label = () => `${who()}: ${side} mission ${i + 1}`
                  if (mine || real.revealed) ok(m.rank === real.rank, () => `${label()} shows ${String(m.rank)}, is ${String(real.rank)}`)
                  else ok(m.rank === null, () => `${label()} is hidden but shows rank ${String(m.rank)}`)
                  ok(m.revealed === real.revealed, () => `${label()}: revealed flag differs`)
                  if (!mine && !tokensPublic) ok(m.intelToken === null, () => `${label()}: Intel token shown before both confirmed`)
                  if (mine || tokensPublic) ok(m.intelToken === real.intelToken, () => `${label()}: Intel token differs`)
                })
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
