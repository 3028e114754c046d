// Winning the game and the engine's additions: no spies left, the draw limit.
import { describe, expect, it } from 'vitest'
import { game, legalActions } from '../../../src/engine/confusion'
import { arrange, expectRuleError, move, newGame, play, view } from './helpers'

describe('the end of the game', () => {
  it('"The object of the game is to gain control of the Top Secret Briefcase with one of your Spies and make it to the opposite side of the board"', () => {
    const s = move(arrange(newGame(), { white: { F: [0, 8] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } }), 'white', [0, 8], [0, 10])
    expect(s.phase).toBe('over')
    expect(s.winner).toEqual(['white'])
    expect(game.winner(s)).toEqual(['white'])
    expect(s.log.at(-1)).toEqual({ type: 'end', winner: ['white'], reason: 'briefcase' })
    for (const seat of ['white', 'red', null] as const) expect(view(s, seat)).toMatchObject({ winner: ['white'], toAct: [], prompt: null, phase: 'over' })
    expect(legalActions(s, 'white')).toEqual([])
    expect(legalActions(s, 'red')).toEqual([])
    expectRuleError(() => move(s, 'red', [7, 9], [7, 8]), 'game-over')
    expectRuleError(() => play(s, 'red', { type: 'orders', doubleAgent: 'yes' }), 'game-over')
  })

  it('taking the briefcase where it lies on the opponent\'s first row wins too, and so does Red on White\'s', () => {
    const onEdge = move(arrange(newGame(), { white: { F: [0, 8] }, briefcase: { at: [0, 10] } }), 'white', [0, 8], [0, 10])
    expect(onEdge.winner).toEqual(['white'])
    const red = move(arrange(newGame({ firstSeat: 'red' }), { red: { F: [10, 2] }, briefcase: { at: [10, 2], holder: ['red', 'F'] } }), 'red', [10, 2], [10, 0])
    expect(red.winner).toEqual(['red'])
  })

  it('(ruling) whoever ends up holding the briefcase on the enemy\'s first row wins, even when the other side sent it there', () => {
    // Red sends the briefcase to White's spy standing on Red's first row.
    const s = arrange(newGame({ firstSeat: 'red' }), { white: { F: [5, 10] }, red: { N: [5, 8], X: [0, 5] }, briefcase: { at: [5, 8], holder: ['red', 'N'] } })
    const after = move(s, 'red', [5, 8], [5, 10], 'send')
    expect(after.winner).toEqual(['white'])
  })

  it('holding the briefcase on your own first row wins nothing', () => {
    const s = move(arrange(newGame(), { white: { F: [0, 2] }, briefcase: { at: [0, 2], holder: ['white', 'F'] } }), 'white', [0, 2], [0, 0])
    expect(s.winner).toBeNull()
  })

  it('(ruling) a side with no spy on the board loses at once: its last spy captured', () => {
    const s = arrange(newGame(), { only: true, white: { F: [5, 3] }, red: { H: [5, 5] } })
    const after = move(s, 'white', [5, 3], [5, 5])
    expect(after.winner).toEqual(['white'])
    expect(after.log.at(-1)).toEqual({ type: 'end', winner: ['white'], reason: 'no-spies' })
  })

  it('(ruling) ... or removed by its own "Eliminate the Double Agent", or unmasked', () => {
    const own = arrange(newGame(), { only: true, white: { F: [5, 3] }, red: { H: [7, 9] } })
    expect(play(own, 'white', { type: 'eliminateOwn', at: [5, 3] }).winner).toEqual(['red'])
    const unmasked = arrange(newGame(), { only: true, white: { F: [5, 3] }, red: { X: [7, 9] } })
    expect(play(unmasked, 'white', { type: 'eliminateDoubleAgent' }).winner).toEqual(['white'])
  })

  it('the optional draw limit: the game is drawn after maxTurns turns, one per player per turn', () => {
    let s = newGame({ maxTurns: 3 })
    s = move(s, 'white', [3, 1], [3, 2])
    s = move(s, 'red', [7, 9], [7, 8])
    expect(s.turns).toBe(2)
    expect(s.winner).toBeNull()
    s = move(s, 'white', [3, 2], [3, 3])
    expect(s.winner).toBe('draw')
    expect(game.winner(s)).toBe('draw')
    expect(s.log.at(-1)).toEqual({ type: 'end', winner: 'draw', reason: 'turn-limit' })
    expect(view(s, 'red')).toMatchObject({ winner: 'draw', toAct: [], turns: 3 })
  })

  it('there is no draw without a limit', () => {
    let s = newGame()
    for (let i = 0; i < 30; i++) {
      s = move(s, 'white', [3, 1], [3, 5]) // always a no
      s = move(s, 'red', [7, 9], [7, 5])
    }
    expect(s.winner).toBeNull()
    expect(s.turns).toBe(60)
  })

  it('(ruling) the mover passes only when no attempt is physically possible; pass is refused otherwise', () => {
    expectRuleError(() => play(newGame(), 'white', { type: 'pass' }), 'bad-action')
    expectRuleError(() => play(newGame(), 'red', { type: 'pass' }), 'not-your-turn')
  })
})
