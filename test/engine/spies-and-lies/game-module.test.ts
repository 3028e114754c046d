// Spies & Lies as a GameModule (src/engine/core/game-module.ts): the module drives the same engine in
// both modes, its schemas accept exactly what the engine's types describe, and it refuses what a
// client may not choose.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  RuleError,
  SEATS,
  actionSchema,
  applyAction,
  createGame,
  game,
  isTeamView,
  legalActions,
  optionsSchema,
  promptFor,
  viewFor,
  type GameAction,
} from '../../../src/engine/spies-and-lies'
import { chooseAction } from '../../../src/engine/spies-and-lies/ai'
import { playRandomGame } from '../../support/random-game'
import { runs } from '../../support/runs'
import { playModuleGame } from './team-random-game'

/** Generous: not a timed assertion, only a guard against a hung game on a busy machine. */
const TIMEOUT = 60_000

describe('the Spies & Lies GameModule', () => {
  it("is 'spies-and-lies', with seats and teams from the options", () => {
    expect(game.id).toBe('spies-and-lies')
    expect(game.seatsFor({})).toEqual(['red', 'blue'])
    expect(game.seatsFor({ teams: true })).toEqual(['red1', 'red2', 'blue1', 'blue2'])
    expect(game.teamsFor?.({ teams: false })).toEqual([])
    expect(game.teamsFor?.({ teams: true })).toEqual([
      ['red1', 'red2'],
      ['blue1', 'blue2'],
    ])
  })

  it('plays a two-player game exactly as the engine functions do (states, actions, views, toAct, winner)', () => {
    for (let g = 0; g < runs(20); g++) {
      const seed = `module-two-${g}`
      const { states, moves } = playRandomGame(seed, { recordStates: true, setup: g % 2 ? { wall: 2 } : {} })
      let s = game.createGame({ seed, ...(g % 2 ? { wall: 2 } : {}) })
      expect(JSON.stringify(s)).toBe(JSON.stringify(states?.[0]))
      for (const [i, move] of moves.entries()) {
        const truth = states?.[i]
        if (!truth) throw new Error('no states recorded')
        expect(game.toAct(s)).toEqual(SEATS.filter((seat) => promptFor(truth, seat) !== null))
        for (const seat of [...SEATS, null]) expect(JSON.stringify(game.viewFor(s, seat))).toBe(JSON.stringify(viewFor(truth, seat)))
        for (const seat of SEATS) expect(game.legalActions(s, seat)).toEqual(legalActions(truth, seat))
        expect(game.winner(s)).toBeNull()
        s = game.applyAction(s, move.seat, move.action)
      }
      const final = states?.[states.length - 1]
      expect(JSON.stringify(s)).toBe(JSON.stringify(final))
      expect(game.winner(s)).toEqual(s.winner === 'draw' ? 'draw' : [s.winner])
      expect(game.toAct(s)).toEqual([])
    }
  }, TIMEOUT)

  it("computer players: a two-player view goes to the two-player levels, a team view to the team seat's", () => {
    let two = createGame({ seed: 'module-ai' })
    const view = game.viewFor(two, 'red')
    expect(isTeamView(view)).toBe(false)
    expect(game.chooseAction(view, 'normal', 's')).toEqual(chooseAction(viewFor(two, 'red'), 'normal', 's'))
    two = applyAction(two, 'red', game.chooseAction(view, 'normal', 's'))
    expect(two.deployed.red).toBe(true)

    const team = game.createGame({ seed: 'module-ai', teams: true })
    const teamView = game.viewFor(team, 'red1')
    expect(isTeamView(teamView)).toBe(true)
    const action = game.chooseAction(teamView, 'normal', 's')
    expect(game.legalActions(team, 'red1')).toContainEqual(action)
    expect(() => game.chooseAction(game.viewFor(team, 'red2'), 'normal', 's')).toThrow(RuleError)
    expect(() => game.chooseAction(game.viewFor(team, null), 'easy', 's')).toThrow(RuleError)
  })

  it("ruleErrorCode gives a refusal's stable code, and null for anything else (a bug)", () => {
    let caught: unknown = null
    try {
      game.applyAction(game.createGame({ seed: 'x' }), 'red', { type: 'guess', rank: 3 })
    } catch (e) {
      caught = e
    }
    expect(game.ruleErrorCode(caught)).toBe('wrong-phase')
    expect(game.ruleErrorCode(new Error('boom'))).toBeNull()
    expect(game.ruleErrorCode('wrong-phase')).toBeNull()
  })
})

describe('optionsSchema: what a client may choose', () => {
  it('accepts the first side, the wall (1..20) and team play', () => {
    for (const options of [{}, { teams: true }, { teams: false }, { firstSeat: 'blue', wall: 3 }, { firstSeat: 'red', wall: 20, teams: true }, { wall: 1 }]) {
      expect(optionsSchema.parse(options)).toEqual(options)
    }
  })

  it('refuses the seed and the test-only setup (exhausted soldiers, Intel order), and anything malformed', () => {
    const refused: unknown[] = [
      { seed: 'chosen' },
      { exhausted: { red: 1, blue: 2 } },
      { intelOrder: ['low-a', 'low-b', 'mid-a', 'mid-b', 'high-a', 'high-b'] },
      { wall: 0 },
      { wall: 21 },
      { wall: 2.5 },
      { teams: 'yes' },
      { firstSeat: 'red1' },
      null,
      'teams',
    ]
    for (const options of refused) expect(optionsSchema.safeParse(options).success, JSON.stringify(options)).toBe(false)
  })
})

describe('actionSchema: every action of either mode', () => {
  it('accepts every legal action of random two-player and team games, unchanged', () => {
    const seen = new Set<string>()
    const accept = (action: GameAction) => {
      const parsed = actionSchema.safeParse(action)
      expect(parsed.success, JSON.stringify(action)).toBe(true)
      expect(isDeepStrictEqual(parsed.data, action)).toBe(true)
      seen.add(action.type === 'deploy' ? `deploy/${action.missions.length}` : action.type)
    }
    for (let g = 0; g < runs(10); g++) {
      for (const teams of [false, true]) {
        const { states } = playModuleGame(`schema-${g}`, { setup: { teams }, recordStates: true })
        for (const s of states) for (const seat of game.seatsFor({ teams })) game.legalActions(s, seat).forEach(accept)
      }
    }
    expect([...seen].sort()).toEqual(['captain', 'deceive', 'deploy/2', 'deploy/4', 'guess', 'intel', 'marshal'])
  }, TIMEOUT)

  it('refuses malformed actions', () => {
    const refused: unknown[] = [
      { type: 'deploy', missions: [1, 2, 3] },
      { type: 'deploy', missions: [1] },
      { type: 'deploy', missions: [1, 2, 3, 11] },
      { type: 'deploy', missions: [0, 2] },
      { type: 'deploy', missions: [1, 2], seat: 'red1' },
      { type: 'intel', sergeantToken: 'yes' },
      { type: 'deceive' },
      { type: 'guess', rank: 1.5 },
      { type: 'marshal', choice: 'both' },
      { type: 'captain', choice: 'copy' },
      { type: 'captain', choice: 'six', rank: 3 },
      { type: 'pass' },
      null,
    ]
    for (const action of refused) expect(actionSchema.safeParse(action).success, JSON.stringify(action)).toBe(false)
  })
})
