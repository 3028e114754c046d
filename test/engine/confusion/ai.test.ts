// The computer players: from the view alone, at every level and under every rule combination, they
// always answer their prompt with an action the engine accepts (one of the view's own legal actions,
// or a legal Variant 4 placement), never change the view they are given, and give the same action
// for the same view, level and seed.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  RuleError,
  actionsFromView,
  applyAction,
  chooseAction,
  createGame,
  placementProblem,
  toActOf,
  viewFor,
  type Action,
  type GameState,
  type Level,
  type Prompt,
  type Seat,
  type SetupOptions,
} from '../../../src/engine/confusion'
import { deepFreeze } from '../../support/deep-freeze'
import { playRandomGame } from '../../support/confusion-random-game'
import { runs } from '../../support/runs'
import { arrange, newGame, play } from './helpers'

const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert']

/** Every option: tokens, each variant, by-hand answers, and mixtures. */
const SETUPS: ReadonlyArray<Omit<SetupOptions, 'seed'>> = [
  {},
  { tokens: true },
  { answers: 'by-hand' },
  { variants: { honor: true }, tokens: true },
  { variants: { tight: true }, answers: 'by-hand' },
  { variants: { safeExtraction: true }, tokens: true },
  { variants: { variableSetup: true, promotion: true } },
  { variants: { promotion: true }, tokens: true, answers: 'by-hand' },
  { variants: { honor: true, tight: true, safeExtraction: true, variableSetup: true, promotion: true }, tokens: true, answers: 'by-hand' },
]
/**
 * The self-play's set-ups: all of them, or in the inner loop (test/support/runs.ts) the two that
 * between them ask every prompt it checks for (placement and standing orders; answers by hand).
 */
const SELF_PLAYED = runs(SETUPS.length) === SETUPS.length ? SETUPS : [SETUPS[6], SETUPS[8]]
/**
 * The random games whose prompts are answered: six, or in the inner loop the three that between them
 * ask every prompt it checks for (game 1 answers by hand, game 2 has Move 2, game 5 placement and promotion).
 */
const RANDOM_GAMES = runs(6) === 6 ? [0, 1, 2, 3, 4, 5] : [1, 2, 5]

/** Checks one decision and returns it: legal for the engine, in the view's own list, the view untouched, repeatable. */
function decideChecked(state: GameState, seat: Seat, level: Level, seed: string, repeat: boolean): { action: Action; prompt: Prompt } {
  const view = deepFreeze(viewFor(state, seat))
  const prompt = view.prompt as Prompt
  const action = chooseAction(view, level, seed)
  const context = JSON.stringify({ level, prompt, action })
  if (prompt.type === 'place') {
    expect(action.type, context).toBe('place')
    if (action.type === 'place') expect(placementProblem(state.rules, seat, action.squares), context).toBeNull()
  } else {
    expect(actionsFromView(view).some((a) => isDeepStrictEqual(a, action)), context).toBe(true)
  }
  if (repeat) expect(chooseAction(view, level, seed), context).toEqual(action)
  return { action, prompt }
}

/**
 * The levels that play whole games against themselves: all, or in the inner loop all but expert,
 * which is hard's search with a larger budget (the random games below still ask it every prompt).
 */
const SELF_PLAYING = runs(LEVELS.length) === LEVELS.length ? LEVELS : LEVELS.filter((level) => level !== 'expert')

describe('chooseAction, every level, every rule', () => {
  for (const level of SELF_PLAYING) {
    it(`${level}: plays whole games against itself, each seat from its own view, always legally`, () => {
      const prompts = new Set<Prompt['type']>()
      const kinds = new Set<Action['type']>()
      let decisions = 0
      SELF_PLAYED.forEach((setup, g) => {
        let s = createGame({ seed: `ai-self-${level}-${g}`, maxTurns: 30, ...setup })
        while (s.phase !== 'over') {
          const seat = toActOf(s)[0]
          const { action, prompt } = decideChecked(s, seat, level, `self-${g}-${decisions}`, decisions % 7 === 0)
          prompts.add(prompt.type)
          kinds.add(action.type)
          s = applyAction(s, seat, action)
          decisions++
        }
        expect(s.winner).not.toBeNull()
      })
      expect(decisions).toBeGreaterThan(runs(200))
      for (const type of ['place', 'move', 'answer'] as const) expect(prompts.has(type), type).toBe(true)
      // The hard player uses what the rules give it: standing orders and free actions.
      if (level === 'hard' || level === 'expert') for (const type of ['orders', 'move'] as const) expect(kinds.has(type), type).toBe(true)
    }, 120_000)
  }

  it('answers the prompts of random games (promotions, transfers, Move 2) at every level', () => {
    const seen = new Map<string, number>()
    let views = 0
    for (const g of RANDOM_GAMES) {
      const setup = SETUPS[(g % (SETUPS.length - 1)) + 1]
      const { states } = playRandomGame(`ai-random-${g}`, { setup: { maxTurns: 120, ...setup }, recordStates: true, briefcaseBias: 0.5, freeRate: 0.2 })
      ;(states ?? []).forEach((state, i) => {
        for (const seat of toActOf(state)) {
          const prompt = viewFor(state, seat).prompt as Prompt
          const key = prompt.type === 'move' && prompt.attempt === 2 ? 'move2' : prompt.type
          // Every rare prompt, and a sample of the common ones.
          if (key === 'move' && i % 9 !== 0) continue
          seen.set(key, (seen.get(key) ?? 0) + 1)
          views++
          for (const level of LEVELS) {
            const { action } = decideChecked(state, seat, level, `random-${g}-${i}`, level !== 'hard')
            expect(() => applyAction(state, seat, action)).not.toThrow()
          }
        }
      })
    }
    expect(views).toBeGreaterThan(100)
    for (const type of ['place', 'move', 'move2', 'answer', 'promote']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0)
  }, 120_000)

  it('passes when no attempt is possible, and may pass on the second attempt of Move 2', () => {
    const only = arrange(newGame({ tokens: true }), { only: true, white: { H: [3, 3] }, red: { H: [7, 9] } })
    const revealed = play(only, 'white', { type: 'token', kind: 'reveal', at: [3, 3] })
    for (const level of LEVELS) {
      let s = revealed
      // The hard player may first set its standing orders; then it can only pass.
      for (let i = 0; i < 3 && chooseAction(viewFor(s, 'white'), level, 'p').type === 'orders'; i++) s = play(s, 'white', chooseAction(viewFor(s, 'white'), level, 'p'))
      expect(chooseAction(viewFor(s, 'white'), level, 'p')).toEqual({ type: 'pass' })
    }
    let move2 = play(newGame({ tokens: true }), 'white', { type: 'token', kind: 'move2' })
    move2 = play(move2, 'white', { type: 'move', from: [3, 1], to: [3, 2] })
    const choices = new Set(Array.from({ length: 200 }, (_, i) => chooseAction(viewFor(move2, 'white'), 'easy', `m${i}`).type))
    expect(choices).toEqual(new Set(['move', 'pass']))
  })

  it('hard does not open every game alike: from the same position, other game seeds give other openings (issue 25, point 6)', () => {
    const openings = new Set<string>()
    for (let g = 0; g < 6; g++) {
      let s = createGame({ seed: 'same-position', tokens: true, firstSeat: 'white' })
      const mine: Action[] = []
      while (mine.length < 4 && s.phase !== 'over') {
        const seat = toActOf(s)[0]
        const action = chooseAction(viewFor(s, seat), 'hard', `opening-${g}-${s.log.length}`)
        if (seat === 'white') mine.push(action)
        s = applyAction(s, seat, action)
      }
      openings.add(JSON.stringify(mine))
    }
    expect(openings.size).toBeGreaterThanOrEqual(3)
  })

  it('every level above easy varies its very first move from the same position by its seed (issue 38, point 2)', () => {
    for (const level of ['normal', 'hard', 'expert'] as const) {
      const firsts = new Set<string>()
      for (let g = 0; g < 12; g++) {
        let s = createGame({ seed: 'same-start', firstSeat: 'white' })
        // White may set its standing orders first; its first move follows.
        for (let i = 0; i < 4 && toActOf(s)[0] === 'white'; i++) {
          const action = chooseAction(viewFor(s, 'white'), level, `first-${g}-${i}`)
          if (action.type === 'move') {
            firsts.add(JSON.stringify(action))
            break
          }
          s = applyAction(s, 'white', action)
        }
      }
      expect(firsts.size, level).toBeGreaterThanOrEqual(3)
    }
  })

  it('refuses a view with nothing to decide', () => {
    const s = createGame({ seed: 'idle', firstSeat: 'white' })
    for (const level of LEVELS) {
      expect(() => chooseAction(viewFor(s, 'red'), level, 'x')).toThrow(RuleError)
      expect(() => chooseAction(viewFor(s, null), level, 'x')).toThrow(RuleError)
    }
  })
})
