// Team property: each seat's or a spectator's view holds nothing it may not know, at every step; a
// partner's pair only while the second seat deploys beside it, since it must build on it.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { RANKS, game, teamViewFor } from '../../../../src/engine/spies-and-lies'
import { PROPERTY_TIMEOUT, ok, params } from '../../../support/property-checks'
import { where } from './games'
import { ALL_SEATS, OWNER, RUNS, SEATS, TEAM, gameArb, play, sideOf, teamsOf } from './team-games'
import { deployedToday } from './team-invariants'

describe('Spies & Lies two against two: properties (seeded random team games)', () => {
  it(
    "views never leak: each seat sees its own missions, its partner's pair only while deploying after it, tokens only once all confirmed, and nothing secret",
    () => {
      fc.assert(
        fc.property(gameArb, (input) => {
          const { states } = play(input)
          const escapedSeed = JSON.stringify(input.seed).slice(1, -1)
          states.forEach((s, step) => {
            const teams = teamsOf(s)
            const tokensPublic = s.intelConfirmed.red && s.intelConfirmed.blue
            const logJson = JSON.stringify(s.log)
            for (const viewer of [...ALL_SEATS, null]) {
              const view = teamViewFor(s, viewer)
              const json = JSON.stringify(view)
              const who = () => `${where(input, step)}, view for ${String(viewer)}`
              ok(view.seat === viewer, () => `${who()}: seat ${String(view.seat)}`)
              ok(isDeepStrictEqual(view.toAct, game.toAct(s)), () => `${who()}: toAct ${JSON.stringify(view.toAct)}`)
              ok(!json.includes(escapedSeed) && !json.includes(input.seed), () => `${who()}: contains the seed`)
              for (const key of ['rng', 'intelDeck', 'setup', 'seed', 'intelOrder']) ok(!json.includes(`"${key}":`), () => `${who()}: has a "${key}" key`)
              for (const id of s.intelDeck) ok(!json.includes(`"${id}"`), () => `${who()}: names the undrawn Intel card ${id}`)
              ok(JSON.stringify(view.log) === logJson, () => `${who()}: the log differs from the public log`)
              ok(isDeepStrictEqual(view.team.deployed, ALL_SEATS.filter((t) => teams.deployed[t])), () => `${who()}: team.deployed`)
              if (viewer === null) {
                ok(view.hand === null && view.prompt === null, () => `${who()}: a spectator has a hand or a prompt`)
              } else {
                const side = sideOf(viewer)
                const expected = RANKS.filter((r) => !s.exhausted[side].includes(r) && !deployedToday(s, side).includes(r))
                ok(isDeepStrictEqual(view.hand, expected), () => `${who()}: hand ${JSON.stringify(view.hand)}, expected ${JSON.stringify(expected)}`)
              }
              for (const side of SEATS) {
                const [first, second] = TEAM[side]
                const peeking = viewer === second && s.phase === 'deploy' && teams.deployed[first] && !teams.deployed[second]
                view.missions[side].forEach((m, i) => {
                  const real = s.missions[side][i]
                  const mine = OWNER[side][i] === viewer
                  const label = () => `${who()}: ${side} mission ${i + 1}`
                  if (mine || real.revealed || (peeking && i < 2)) ok(m.rank === real.rank, () => `${label()} shows ${String(m.rank)}, is ${String(real.rank)}`)
                  else ok(m.rank === null, () => `${label()} is hidden but shows ${String(m.rank)}`)
                  if (mine || tokensPublic) ok(m.intelToken === real.intelToken, () => `${label()}: Intel token differs`)
                  else ok(m.intelToken === null, () => `${label()}: Intel token shown before all four confirmed`)
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
