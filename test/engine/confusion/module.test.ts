// The one module shape (the engine contract, "Every game: one module shape") and the boundary schemas.
import { describe, expect, it } from 'vitest'
import {
  RuleError,
  actionSchema,
  applyAction,
  createGame,
  game,
  legalActions,
  optionsSchema,
  viewFor,
} from '../../../src/engine/confusion'
import { playRandomGame } from '../../support/confusion-random-game'
import { runs } from '../../support/runs'

describe('the Confusion game module', () => {
  it('has the shape every game has', () => {
    expect(game.id).toBe('confusion')
    expect(game.seatsFor({})).toEqual(['white', 'red'])
    expect(game.seatsFor({ variants: { honor: true } })).toEqual(['white', 'red'])
    expect(game.teamsFor).toBeUndefined()
    expect(game.createGame).toBe(createGame)
    expect(game.applyAction).toBe(applyAction)
    expect(game.legalActions).toBe(legalActions)
    expect(game.viewFor).toBe(viewFor)
    const s = game.createGame({ seed: 'module', firstSeat: 'red' })
    expect(game.toAct(s)).toEqual(['red'])
    expect(game.winner(s)).toBeNull()
    const v = game.viewFor(s, 'white')
    for (const key of ['seat', 'toAct', 'prompt', 'winner', 'log', 'spies', 'briefcase', 'turn', 'tokens', 'orders']) expect(v).toHaveProperty(key)
  })

  it('ruleErrorCode gives the refusal code, and null for anything else', () => {
    let error: unknown
    try {
      game.applyAction(game.createGame({ seed: 'm', firstSeat: 'white' }), 'red', { type: 'pass' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(RuleError)
    expect(game.ruleErrorCode(error)).toBe('not-your-turn')
    expect(game.ruleErrorCode(new Error('bug'))).toBeNull()
    expect(game.ruleErrorCode('text')).toBeNull()
  })

  describe('optionsSchema: what a client may choose', () => {
    it('accepts every option a room may have', () => {
      const options = {
        firstSeat: 'red',
        tokens: { white: ['reveal'], red: ['move2', 'swap'] },
        variants: { honor: true, tight: true, safeExtraction: true, variableSetup: true, promotion: true },
        answers: 'by-hand',
        maxTurns: 200,
      }
      expect(optionsSchema.parse(options)).toEqual(options)
      expect(optionsSchema.parse({})).toEqual({})
      expect(optionsSchema.parse({ tokens: true })).toEqual({ tokens: true })
    })

    it('never the seed nor the secret assignment, nor anything unknown', () => {
      for (const bad of [
        { seed: 'x' },
        { movement: { white: {}, red: {} } },
        { variants: { fog: true } },
        { maxTurns: 0 },
        { maxTurns: 1.5 },
        { tokens: { white: ['reveal', 'reveal'], red: [] } },
        { answers: 'later' },
        { firstSeat: 'blue' },
      ]) {
        expect(optionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
      }
    })
  })

  describe('actionSchema: every action a client may send', () => {
    it('accepts every legal action of random games, unchanged', () => {
      // Six games, or in the inner loop (test/support/runs.ts) two: one of each set-up.
      for (let g = 0; g < runs(6); g++) {
        const setup = g % 2 === 0 ? { tokens: true, maxTurns: 60 } : { tokens: true, answers: 'by-hand' as const, variants: { variableSetup: true, promotion: true }, maxTurns: 60 }
        const { states } = playRandomGame(`schema-${g}`, { setup, recordStates: true, briefcaseBias: 0.5 })
        for (const s of states ?? []) {
          for (const seat of game.toAct(s)) {
            for (const action of legalActions(s, seat)) expect(actionSchema.parse(action)).toEqual(action)
          }
        }
      }
    }, 120_000)

    it('refuses malformed actions: extra keys, squares off the grid, wrong kinds', () => {
      for (const bad of [
        { type: 'move', from: [3, 1], to: [3, 2], extra: 1 },
        { type: 'move', from: [3, 1], to: [3, 11] },
        { type: 'move', from: [3, 1], to: [3, -1] },
        { type: 'move', from: [3, 1], to: [3, 1.5] },
        { type: 'move', from: [3, 1], to: [3] },
        { type: 'move', from: [3, 1], to: [3, 2], briefcase: 'throw' },
        { type: 'orders', doubleAgent: 'maybe' },
        { type: 'orders', doubleAgent: { as: 'M13' } },
        { type: 'token', kind: 'reveal' },
        { type: 'token', kind: 'teleport' },
        { type: 'token', kind: 'swap', a: [1, 1] },
        { type: 'place', squares: { B: [1, 0] } },
        { type: 'answer' },
        { type: 'jump' },
      ]) {
        expect(actionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
      }
    })

    it('the engine refuses malformed actions too, with bad-action', () => {
      const s = createGame({ seed: 'm', firstSeat: 'white' })
      for (const bad of [null, 'move', { type: 'jump' }, { type: 'move', from: [3], to: [3, 2] }, { type: 'answer', yes: 'yes' }, { type: 'token', kind: 'reveal', label: 'B' }]) {
        try {
          applyAction(s, 'white', bad as never)
          throw new Error('accepted')
        } catch (e) {
          expect(game.ruleErrorCode(e), JSON.stringify(bad)).toBe('bad-action')
        }
      }
      expect(() => applyAction(s, 'blue' as never, { type: 'pass' })).toThrow(RuleError)
    })
  })
})
