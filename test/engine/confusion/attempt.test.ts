// Game Play and Moving Your Spies: the announcement and its physical validity,
// the answer, and the resolution of a plain move (the briefcase has its own file).
import { describe, expect, it } from 'vitest'
import { boardStep, legalActions, type GameState } from '../../../src/engine/confusion'
import { arrange, expectRuleError, isLegal, lastLog, move, newGame, play, spy, spyView, view } from './helpers'

/** The attempt entries of the log. */
function attempts(s: GameState): unknown[] {
  return s.log.filter((e) => e.type === 'attempt')
}

describe('the move attempt', () => {
  it('"On your turn, announce and make a move with one of your Spies": only the mover is asked, for a move', () => {
    const s = newGame()
    const v = view(s, 'white')
    expect(v.toAct).toEqual(['white'])
    expect(v.prompt).toMatchObject({ type: 'move', attempt: 1, mayPass: false })
    expect(view(s, 'red').prompt).toBeNull()
    expect(view(s, 'red').toAct).toEqual(['white'])
    expectRuleError(() => move(s, 'red', [7, 9], [7, 8]), 'not-your-turn')
  })

  it('"Your opponent responds with Yes to indicate that the move is legal": the spy moves and the turn passes', () => {
    const s = move(newGame(), 'white', [3, 1], [3, 4]) // H, M07: forward up to 3
    expect(spy(s, 'white', 'H').at).toEqual([3, 4])
    expect(s.log.slice(-2)).toEqual([
      { type: 'attempt', seat: 'white', from: [3, 1], to: [3, 4], yes: true },
      { type: 'turn', seat: 'red', number: 2 },
    ])
    expect(s.turn).toBe('red')
  })

  it('"or with No to indicate that you must return your Spy to the square it occupied before attempting the move"', () => {
    const before = newGame()
    const s = move(before, 'white', [3, 1], [3, 5]) // four squares: M07 moves at most 3
    expect(spy(s, 'white', 'H').at).toEqual([3, 1])
    expect(attempts(s)).toEqual([{ type: 'attempt', seat: 'white', from: [3, 1], to: [3, 5], yes: false }])
    expect(s.turn).toBe('red')
    expect(s.spies.map((x) => x.at)).toEqual(before.spies.map((x) => x.at))
  })

  it('"The Spy\'s Movement Piece determines whether your opponent will declare that the move is legal or not"', () => {
    // K is M09 (N, NE, NW up to 2): NE yes, E no.
    expect(lastLog(move(newGame(), 'white', [6, 1], [7, 2]))).toBeDefined()
    expect(attempts(move(newGame(), 'white', [6, 1], [7, 2]))).toEqual([{ type: 'attempt', seat: 'white', from: [6, 1], to: [7, 2], yes: true }])
    const arranged = arrange(newGame(), { white: { K: [6, 3] } })
    expect(attempts(move(arranged, 'white', [6, 3], [7, 3]))).toEqual([{ type: 'attempt', seat: 'white', from: [6, 3], to: [7, 3], yes: false }])
  })

  it('"A Spy need not be moved to its maximum distance"', () => {
    for (const [to, yes] of [[[3, 2], true], [[3, 3], true], [[3, 4], true], [[3, 5], false], [[3, 6], false]] as const) {
      const s = move(newGame(), 'white', [3, 1], [to[0], to[1]])
      expect(spy(s, 'white', 'H').at).toEqual(yes ? to : [3, 1])
    }
  })

  it('"The direction of up on a Movement Piece always means towards the opponent, and down always means towards you"', () => {
    const s = newGame({ firstSeat: 'red' })
    // Red's H (M07, forward only) stands on (7, 9); Red's forward is towards y = 0.
    expect(spy(move(s, 'red', [7, 9], [7, 7]), 'red', 'H').at).toEqual([7, 7])
    expect(spy(move(s, 'red', [7, 9], [7, 10]), 'red', 'H').at).toEqual([7, 9])
    // Red's left and right are its own as it faces White (ruling): its E is White's W.
    expect(boardStep('red', 'E')).toEqual([-1, 0])
    expect(boardStep('red', 'NE')).toEqual([-1, -1])
    expect(boardStep('white', 'NE')).toEqual([1, 1])
  })

  it('"A Spy may never change direction during a single move": a bent move is refused as bad-move and uses nothing up', () => {
    const s = newGame()
    expectRuleError(() => move(s, 'white', [3, 1], [4, 3]), 'bad-move')
    expectRuleError(() => move(s, 'white', [3, 1], [3, 1]), 'bad-move')
    expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [4, 3] })).toBe(false)
    // The turn is not used up: the same seat still moves.
    expect(move(s, 'white', [3, 1], [3, 2]).log.length).toBe(s.log.length + 2)
  })

  it('"A Spy cannot jump over any other Spy or the Top Secret Briefcase"', () => {
    const s = newGame()
    expectRuleError(() => move(s, 'white', [4, 0], [4, 2]), 'bad-move') // D over its own J
    const enemy = arrange(newGame(), { white: { H: [3, 4] }, red: { K: [3, 5] } })
    expectRuleError(() => move(enemy, 'white', [3, 4], [3, 6]), 'bad-move') // over an enemy spy
    const overCase = arrange(newGame(), { white: { H: [5, 4] } })
    expectRuleError(() => move(overCase, 'white', [5, 4], [5, 6]), 'bad-move') // over the briefcase on (5, 5)
    expect(spy(move(overCase, 'white', [5, 4], [5, 5]), 'white', 'H').at).toEqual([5, 5]) // onto it is fine
  })

  it('"You cannot move your Spy onto a square that contains one of your own Spies"', () => {
    expectRuleError(() => move(newGame(), 'white', [3, 1], [2, 1]), 'bad-move')
  })

  it('"You can, however, move a Spy onto a square that contains an enemy Spy. In that case, the enemy Spy is captured"', () => {
    // White's F (M05: N, E, S, W up to 2) takes Red's X two squares ahead.
    const s = move(arrange(newGame(), { white: { F: [5, 7] } }), 'white', [5, 7], [5, 9])
    expect(spy(s, 'white', 'F').at).toEqual([5, 9])
    expect(spy(s, 'red', 'X')).toMatchObject({ at: null, removed: 'captured' })
    expect(s.log.slice(-3, -1)).toEqual([
      { type: 'attempt', seat: 'white', from: [5, 7], to: [5, 9], yes: true },
      { type: 'capture', seat: 'white', label: 'X', at: [5, 9] },
    ])
  })

  it('"the opponent\'s Spy is captured and removed from the game without revealing its Movement Piece"', () => {
    const s = move(arrange(newGame(), { white: { F: [5, 7] } }), 'white', [5, 7], [5, 9])
    expect(spyView(view(s, 'red'), 'red', 'X')).toEqual({ owner: 'red', label: 'X', at: null, movement: null, promoted: false, removed: 'captured' })
    expect(spyView(view(s, 'white'), 'red', 'X').movement).toBe('DA')
    expect(spyView(view(s, null), 'red', 'X').movement).toBeNull()
  })

  it('an attempt that the movement does not allow captures nothing', () => {
    // White's D (M03: N, S up to 4) tries to take a red spy diagonally.
    const s = arrange(newGame(), { white: { D: [4, 6] }, red: { K: [5, 7] } })
    const after = move(s, 'white', [4, 6], [5, 7])
    expect(spy(after, 'red', 'K').at).toEqual([5, 7])
    expect(spy(after, 'white', 'D').at).toEqual([4, 6])
  })

  it('squares off the board, an empty square, an enemy spy: bad-move', () => {
    const s = newGame()
    expectRuleError(() => move(s, 'white', [1, 0], [1, -1]), 'bad-move')
    expectRuleError(() => move(s, 'white', [10, 0], [11, 0]), 'bad-move')
    expectRuleError(() => move(s, 'white', [5, 4], [5, 3]), 'bad-move')
    expectRuleError(() => move(s, 'white', [7, 9], [7, 8]), 'bad-move')
  })

  it('legalActions lists every physically possible attempt and never filters by the mover\'s own movement', () => {
    const s = newGame()
    const moves = legalActions(s, 'white').filter((a) => a.type === 'move')
    // H (forward only) is offered sideways and backwards too, wherever the board allows.
    expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [3, 0] })).toBe(true)
    expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [3, 8] })).toBe(true) // up to Red's L
    expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [3, 9] })).toBe(true) // capturing it
    expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [3, 10] })).toBe(false) // jumping it
    // Nobody in row 1 can move except along free lines: A sideways is blocked by C, diagonally open.
    expect(moves.every((a) => a.type === 'move' && (a.from[1] === 0 || a.from[1] === 1))).toBe(true)
    for (const a of moves) expect(() => play(s, 'white', a)).not.toThrow()
  })
})
