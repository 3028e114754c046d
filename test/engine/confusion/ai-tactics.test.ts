// Named positions the computer players must handle: the win that is certainly allowed, the enemy
// Double Agent's win denied by our standing orders (or by hand), the certain move preferred to
// the impossible one, the eliminate action that wins, and Variant 4 and 5's questions.
import { describe, expect, it } from 'vitest'
import {
  chooseAction,
  deduce,
  placementProblem,
  viewFor,
  type Action,
  type GameState,
  type Level,
  type Seat,
} from '../../../src/engine/confusion'
import { arrange, entries, newGame, play } from './helpers'

/**
 * Lets `seat` act at `level` until it makes an attempt (or passes): standing orders and free actions
 * first are applied as they come. Returns the state before the attempt and the attempt.
 */
function untilAttempt(s: GameState, seat: Seat, level: Level): { state: GameState; action: Action | null; before: Action[] } {
  const before: Action[] = []
  for (let i = 0; i < 4 && s.phase !== 'over'; i++) {
    const action = chooseAction(viewFor(s, seat), level, `tactics-${i}`)
    if (action.type === 'move' || action.type === 'pass') return { state: s, action, before }
    before.push(action)
    s = play(s, seat, action)
  }
  if (s.phase === 'over') return { state: s, action: null, before }
  throw new Error('no attempt after four actions')
}

describe('hard', () => {
  it('takes an unguarded winning carry when the move is certainly allowed', () => {
    // White's H holds M07 (forward up to 3); White learns it with Reveal 1, and then carries the
    // briefcase from row 8 onto Red's first row.
    let s = arrange(newGame({ tokens: true }), {
      only: true,
      white: { H: [5, 7], A: [1, 0] },
      red: { A: [9, 10], X: [0, 10] },
      briefcase: { at: [5, 7], holder: ['white', 'H'] },
    })
    s = play(s, 'white', { type: 'token', kind: 'reveal', at: [5, 7] })
    s = play(s, 'white', { type: 'move', from: [1, 0], to: [1, 1] })
    s = play(s, 'red', { type: 'move', from: [9, 10], to: [9, 9] })
    const h = deduce(viewFor(s, 'white')).spies.find((b) => b.label === 'H')
    expect(h?.probabilities.M07).toBe(1)
    const { state, action } = untilAttempt(s, 'white', 'hard')
    expect(action).toEqual({ type: 'move', from: [5, 7], to: [5, 10], briefcase: 'carry' })
    expect(play(state, 'white', action as Action).winner).toEqual(['white'])
  })

  it("denies the enemy Double Agent's winning carry by its standing orders", () => {
    // Red's X is its Double Agent, holding the briefcase one row from White's first row. White's
    // orders allow everything; on its turn the hard player changes them, so the carry is refused.
    let s = arrange(newGame(), {
      only: true,
      white: { A: [0, 6], C: [10, 6] },
      red: { X: [5, 1], A: [9, 10] },
      briefcase: { at: [5, 1], holder: ['red', 'X'] },
    })
    s = play(s, 'white', { type: 'orders', doubleAgent: 'yes' })
    const { before } = untilAttempt(s, 'white', 'hard')
    expect(before[0]?.type).toBe('orders')
    // With those orders, the carry is refused on Red's turn (whatever else White does first).
    const ordered = arrange(play(s, 'white', before[0]), { turn: 'red' })
    const tried = play(ordered, 'red', { type: 'move', from: [5, 1], to: [5, 0], briefcase: 'carry' })
    expect(entries(tried, 'attempt').at(-1)).toMatchObject({ seat: 'red', from: [5, 1], to: [5, 0], yes: false })
    expect(tried.winner).toBeNull()
  })

  it("answers no by hand to the enemy Double Agent's winning carry", () => {
    let s = arrange(newGame({ answers: 'by-hand' }), {
      only: true,
      white: { A: [0, 6], C: [10, 6] },
      red: { X: [5, 1], A: [9, 10] },
      briefcase: { at: [5, 1], holder: ['red', 'X'] },
      turn: 'red',
    })
    s = play(s, 'red', { type: 'move', from: [5, 1], to: [5, 0], briefcase: 'carry' })
    const prompt = viewFor(s, 'white').prompt
    expect(prompt).toMatchObject({ type: 'answer', forced: null })
    expect(chooseAction(viewFor(s, 'white'), 'hard', 'answer')).toEqual({ type: 'answer', yes: false })
  })

  it("eliminates the opponent's Double Agent when it is their last spy, and wins", () => {
    const s = arrange(newGame(), { only: true, white: { A: [1, 0], H: [3, 1] }, red: { X: [5, 9] } })
    const { state, action, before } = untilAttempt(s, 'white', 'hard')
    expect(action).toBeNull()
    expect(before.at(-1)).toEqual({ type: 'eliminateDoubleAgent' })
    expect(state.winner).toEqual(['white'])
  })

  it('declines a promotion for the spy holding the briefcase on the enemy edge, so the win stands (Variant 5)', () => {
    let s = arrange(newGame({ variants: { promotion: true } }), {
      white: { H: [5, 8] },
      red: { X: [0, 8] },
      briefcase: { at: [5, 8], holder: ['white', 'H'] },
    })
    s = play(s, 'white', { type: 'move', from: [5, 8], to: [5, 10], briefcase: 'carry' })
    expect(viewFor(s, 'white').prompt?.type).toBe('promote')
    const action = chooseAction(viewFor(s, 'white'), 'hard', 'promote')
    expect(action).toEqual({ type: 'promote', accept: false })
    expect(play(s, 'white', action).winner).toEqual(['white'])
  })

  it('accepts a promotion when there is no Double Agent to fear (Variants 1 and 5)', () => {
    let s = arrange(newGame({ variants: { honor: true, promotion: true } }), { only: true, white: { H: [3, 8], A: [1, 0] }, red: { F: [0, 7] } })
    s = play(s, 'white', { type: 'move', from: [3, 8], to: [3, 10] })
    expect(viewFor(s, 'white').prompt?.type).toBe('promote')
    expect(chooseAction(viewFor(s, 'white'), 'hard', 'promote')).toEqual({ type: 'promote', accept: true })
  })

  it('takes the briefcase offered when the enemy Double Agent is unmasked (Variant 5)', () => {
    let s = play(newGame({ variants: { promotion: true } }), 'red', { type: 'orders', doubleAgent: 'yes' })
    s = play(arrange(s, { white: { X: [0, 8] } }), 'white', { type: 'move', from: [0, 8], to: [0, 10] })
    s = play(s, 'white', { type: 'promote', accept: true })
    expect(viewFor(s, 'red').prompt?.type).toBe('transfer')
    expect(chooseAction(viewFor(s, 'red'), 'hard', 'transfer')).toEqual({ type: 'transfer', accept: true })
  })
})

describe('normal', () => {
  it('prefers a move the deduction helper says is certain over one it knows is impossible', () => {
    // H holds M07 (forward only) and knows it. Two Red spies stand within reach of its lines: one
    // straight ahead (certain), one on the diagonal (impossible for M07).
    let s = arrange(newGame({ tokens: true }), {
      only: true,
      white: { H: [5, 3] },
      red: { A: [5, 5], C: [6, 4], X: [10, 10] },
      briefcase: { at: [0, 9] },
    })
    s = play(s, 'white', { type: 'token', kind: 'reveal', at: [5, 3] })
    s = play(s, 'white', { type: 'pass' })
    s = play(s, 'red', { type: 'move', from: [10, 10], to: [10, 9] })
    const view = viewFor(s, 'white')
    const h = deduce(view).spies.find((b) => b.label === 'H')
    expect(h?.probabilities.M07).toBe(1)
    const { action } = untilAttempt(s, 'white', 'normal')
    expect(action).toEqual({ type: 'move', from: [5, 3], to: [5, 5] })
  })
})

describe('placement (Variant 4)', () => {
  it('places a full second row across the centre, legally, under every board', () => {
    for (const variants of [{}, { honor: true }, { tight: true }, { honor: true, tight: true }]) {
      const s = newGame({ variants: { variableSetup: true, ...variants } })
      for (const seat of ['white', 'red'] as const) {
        for (const level of ['normal', 'hard'] as const) {
          const action = chooseAction(viewFor(s, seat), level, 'place')
          if (action.type !== 'place') throw new Error('expected a placement')
          expect(placementProblem(s.rules, seat, action.squares)).toBeNull()
          const second = seat === 'white' ? 1 : 9
          expect(Object.values(action.squares).filter((sq) => sq?.[1] === second)).toHaveLength(7)
        }
      }
    }
  })
})
