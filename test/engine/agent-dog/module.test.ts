// The module shape every game has (engine-api.md, "Every game: one module shape"), its schemas and
// the computer player.
import { describe, expect, it } from 'vitest'
import {
  RuleError,
  actionSchema,
  chooseAction,
  createGame,
  game,
  legalActions,
  legalActionsFromView,
  optionsSchema,
  viewFor,
} from '../../../src/engine/agent-dog'
import { T, position } from './helpers'

describe('the game module', () => {
  it('is agent-dog, with seats and teams from the number of players', () => {
    expect(game.id).toBe('agent-dog')
    expect(game.seatsFor({ players: 2 })).toEqual(['red', 'green'])
    expect(game.seatsFor({ players: 3 })).toEqual(['red', 'blue', 'green'])
    expect(game.seatsFor({ players: 4 })).toEqual(['red', 'blue', 'green', 'yellow'])
    expect(game.teamsFor?.({ players: 4 })).toEqual([
      ['red', 'green'],
      ['blue', 'yellow'],
    ])
    expect(game.teamsFor?.({ players: 3 })).toEqual([])
    expect(game.teamsFor?.({ players: 2 })).toEqual([])
  })

  it('drives a game: createGame, toAct, legalActions, applyAction, viewFor, winner', () => {
    const s = game.createGame({ seed: 'module', players: 3 })
    expect(game.toAct(s)).toEqual(['red', 'blue', 'green'])
    expect(game.winner(s)).toBeNull()
    const a = game.legalActions(s, 'red')[0]
    const next = game.applyAction(s, 'red', a)
    expect(game.toAct(next)).toEqual(['blue', 'green'])
    expect(game.viewFor(next, 'red').passed).toEqual(['red'])
  })

  it('ruleErrorCode: the code of a refusal, null for anything else', () => {
    expect(game.ruleErrorCode(new RuleError('bad-move', 'x'))).toBe('bad-move')
    expect(game.ruleErrorCode(new Error('bug'))).toBeNull()
    let code: string | null = null
    try {
      game.applyAction(createGame({ seed: 'm', players: 2 }), 'red', { type: 'discard', card: 'c000' })
    } catch (e) {
      code = game.ruleErrorCode(e)
    }
    expect(code).toBe('wrong-phase')
  })
})

describe('schemas', () => {
  it('optionsSchema: players, dealer and rules, nothing secret', () => {
    expect(optionsSchema.parse({ players: 4 })).toEqual({ players: 4 })
    expect(optionsSchema.parse({ players: 2, dealer: 'green', rules: { partnerSteps: 'blocking' } })).toEqual({
      players: 2,
      dealer: 'green',
      rules: { partnerSteps: 'blocking' },
    })
    for (const bad of [
      {},
      { players: 5 },
      { players: 2, dealer: 'blue' },
      { players: 4, seed: 'x' },
      { players: 4, deck: [] },
      { players: 4, rules: { undercoverGoalEntry: 'sometimes' } },
      { players: 4, rules: { extra: true } },
    ]) {
      expect(optionsSchema.safeParse(bad).success).toBe(false)
    }
  })

  it('actionSchema: accepts every legal action and refuses extra fields and unknown cards', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(62) },
        { colour: 'blue', at: T(8), undercover: true },
        { colour: 'green', at: T(20), undercover: true },
      ],
      hands: { red: ['partner', 'swap', 'start-1-11', '3'] },
      turn: 'red',
    })
    const actions = legalActions(s, 'red')
    expect(actions.length).toBeGreaterThan(10)
    for (const a of actions) expect(actionSchema.parse(a)).toEqual(a)
    expect(actionSchema.safeParse({ type: 'pass', card: 'c110' }).success).toBe(false)
    expect(actionSchema.safeParse({ type: 'pass', card: 'c000', x: 1 }).success).toBe(false)
    expect(actionSchema.safeParse({ type: 'play', card: 'c000', move: { kind: 'enter', from: T(1) } }).success).toBe(false)
  })
})

describe('the computer player (its levels: ai.test.ts and ai-properties.test.ts)', () => {
  it('picks one of its legal actions, from its view alone, the same one for the same seed', () => {
    const s = position({
      players: 4,
      pieces: [
        { colour: 'red', at: T(1) },
        { colour: 'green', at: T(33) },
        { colour: 'blue', at: T(8), undercover: true },
      ],
      hands: { red: ['partner', '5', 'start-13'] },
      turn: 'red',
    })
    const view = viewFor(s, 'red')
    const legal = legalActions(s, 'red').map((a) => JSON.stringify(a))
    expect(legalActionsFromView(view).map((a) => JSON.stringify(a))).toEqual(legal)
    const picks = new Set<string>()
    for (let i = 0; i < 60; i++) {
      const a = chooseAction(view, 'easy', `seed-${i}`)
      expect(legal).toContain(JSON.stringify(a))
      expect(chooseAction(view, 'easy', `seed-${i}`)).toEqual(a)
      picks.add(JSON.stringify(a))
    }
    // The beginner plays on a whim now and then.
    expect(picks.size).toBeGreaterThan(1)
  })

  it('has nothing to choose without a prompt', () => {
    const s = createGame({ seed: 'ai', players: 2 })
    expect(() => chooseAction(viewFor(s, null), 'easy', 'x')).toThrow(RuleError)
  })
})
