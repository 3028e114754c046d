// Who begins (issue 38): every game says which seat began a game and which options make one begin
// at a given seat, so that the host can hand the first move on from game to game of a series. Those
// options are ones a client could already send (the optionsSchema takes them), the game they set up
// begins where asked and plays to an end. Without them the seed draws, as it always did (createGame
// is unchanged, so saved games and replays without them are what they were; the games' replay
// tests hold that). For every game the host plays and every option set of its contract entry.
import { describe, expect, it } from 'vitest'
import type { AnyGameModule } from '../../src/engine/core/game-module'
import { gameModule, playedGames } from '../../src/engine/registry'
import { sideOf } from '../../src/shared/sides'
import { CONTRACT, type ContractCase } from '../support/contract/games'
import { playGame } from '../support/contract/play'

const SEEDS = ['starter-1', 'starter-2', 'starter-3', 'starter-4', 'starter-5', 'starter-6']

describe.each(playedGames())('who begins: %s', (id) => {
  const game = gameModule(id) as AnyGameModule
  const starter = game.starter

  describe.each(CONTRACT[id].cases)('$label', (c: ContractCase) => {
    const seats = game.seatsFor(c.options)
    const teams = game.teamsFor?.(c.options) ?? []

    /** The case's options name the starter already (a game begun where the options say). */
    const fixedByCase = Object.keys(starter.optionsFor(seats[0] as string)).some((key) => key in c.options)

    it.skipIf(fixedByCase)('without the option the seed draws the starter, as before: different seats over a few seeds', () => {
      const drawn = new Set<string>()
      for (const seed of SEEDS) {
        const began = starter.of(game.createGame({ ...c.options, seed })) as string
        expect(seats).toContain(began)
        drawn.add(began)
      }
      expect(drawn.size).toBeGreaterThan(1)
    })

    it.each(seats)('begun at %s: options a client may send, a game that begins on its side and plays to an end', (seat) => {
      const options = { ...c.options, ...starter.optionsFor(seat) }
      expect(game.optionsSchema.safeParse(options).success).toBe(true)
      const state = game.createGame({ ...options, seed: `starter-at-${seat}` })
      expect(sideOf(seat, teams)).toContain(starter.of(state))
      const played = playGame(game, options, `starter-at-${seat}`, c.maxActions)
      expect(game.winner(played.states[played.states.length - 1])).not.toBeNull()
    })
  })

  it('refuses a starter that is no seat of the game', () => {
    const c = CONTRACT[id].cases[0] as ContractCase
    const options = { ...c.options, ...starter.optionsFor('nobody') }
    expect(game.optionsSchema.safeParse(options).success).toBe(false)
    expect(() => game.createGame({ ...options, seed: 'starter-bad' })).toThrow()
  })
})
