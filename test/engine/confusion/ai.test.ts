// The computer player (for now the same honest random player at every level): from the view alone
// it always answers its prompt with an action the engine accepts, and the same inputs give the same action.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  RuleError,
  actionsFromView,
  applyAction,
  chooseAction,
  createGame,
  toActOf,
  viewFor,
  type GameState,
  type Level,
  type Prompt,
  type SetupOptions,
} from '../../../src/main/engine/confusion'
import { deepFreeze, playRandomGame } from '../../support/confusion-random-game'
import { arrange, newGame, play } from './helpers'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard']

const SETUPS: ReadonlyArray<Omit<SetupOptions, 'seed'>> = [
  { maxTurns: 80 },
  { maxTurns: 80, tokens: true, answers: 'by-hand' },
  { maxTurns: 80, variants: { variableSetup: true, promotion: true, tight: true }, tokens: true },
  { maxTurns: 80, variants: { honor: true, safeExtraction: true, promotion: true } },
]

describe('chooseAction', () => {
  it('answers every prompt of thousands of random views with an action the engine accepts, at every level', () => {
    const seen = new Map<Prompt['type'], number>()
    let views = 0
    for (let g = 0; g < 24; g++) {
      const { states } = playRandomGame(`ai-${g}`, { setup: SETUPS[g % SETUPS.length], recordStates: true, briefcaseBias: 0.5, freeRate: 0.15 })
      for (const state of states ?? []) {
        for (const seat of toActOf(state)) {
          const view = deepFreeze(viewFor(state, seat))
          const prompt = view.prompt as Prompt
          seen.set(prompt.type, (seen.get(prompt.type) ?? 0) + 1)
          views++
          for (const level of LEVELS) {
            const action = chooseAction(view, level, `legal:${level}`)
            expect(() => applyAction(state, seat, action), JSON.stringify({ prompt, action })).not.toThrow()
            expect(chooseAction(view, level, `legal:${level}`)).toEqual(action)
            if (prompt.type !== 'place') expect(actionsFromView(view).some((a) => isDeepStrictEqual(a, action))).toBe(true)
            expect(['orders', 'eliminateOwn', 'eliminateDoubleAgent', 'token']).not.toContain(action.type)
          }
        }
      }
    }
    expect(views).toBeGreaterThan(2000)
    for (const type of ['place', 'move', 'answer', 'promote'] as const) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0)
  }, 60_000)

  it('decides a Variant 5 transfer of the briefcase', () => {
    let s = play(newGame({ variants: { promotion: true } }), 'red', { type: 'orders', doubleAgent: 'yes' })
    s = play(arrange(s, { white: { X: [0, 8] } }), 'white', { type: 'move', from: [0, 8], to: [0, 10] })
    s = play(s, 'white', { type: 'promote', accept: true })
    expect(viewFor(s, 'red').prompt?.type).toBe('transfer')
    const choices = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(chooseAction(viewFor(s, 'red'), 'hard', `t${i}`))))
    expect(choices).toEqual(new Set([JSON.stringify({ type: 'transfer', accept: true }), JSON.stringify({ type: 'transfer', accept: false })]))
  })

  it('passes when no attempt is possible, and may pass on the second attempt of Move 2', () => {
    const only = arrange(newGame({ tokens: true }), { only: true, white: { H: [3, 3] }, red: { H: [7, 9] } })
    const revealed = play(only, 'white', { type: 'token', kind: 'reveal', at: [3, 3] })
    expect(chooseAction(viewFor(revealed, 'white'), 'easy', 'p')).toEqual({ type: 'pass' })
    let move2 = play(newGame({ tokens: true }), 'white', { type: 'token', kind: 'move2' })
    move2 = play(move2, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    const choices = new Set(Array.from({ length: 200 }, (_, i) => chooseAction(viewFor(move2, 'white'), 'easy', `m${i}`).type))
    expect(choices).toEqual(new Set(['move', 'pass']))
  })

  it('plays whole games against itself, for both seats, from their views alone', () => {
    for (let g = 0; g < 12; g++) {
      let s: GameState = createGame({ seed: `self-${g}`, ...SETUPS[g % SETUPS.length] })
      let steps = 0
      while (s.phase !== 'over') {
        const seat = toActOf(s)[0]
        s = applyAction(s, seat, chooseAction(viewFor(s, seat), 'normal', `self-${g}-${steps++}`))
      }
      expect(s.winner).not.toBeNull()
    }
  })

  it('refuses a view with nothing to decide', () => {
    const s = createGame({ seed: 'idle', firstSeat: 'white' })
    expect(() => chooseAction(viewFor(s, 'red'), 'easy', 'x')).toThrow(RuleError)
    expect(() => chooseAction(viewFor(s, null), 'easy', 'x')).toThrow(RuleError)
  })
})
