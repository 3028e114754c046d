// The optional rule: Special Action tokens, rule by rule.
import { describe, expect, it } from 'vitest'
import { arrange, expectRuleError, isLegal, move, newGame, play, spy, spyView, view } from './helpers'

const withTokens = () => newGame({ tokens: true })

describe('Special Action tokens', () => {
  it('are refused with no-token in a game without them, or once played', () => {
    expectRuleError(() => play(newGame(), 'white', { type: 'token', kind: 'move2' }), 'no-token')
    let s = play(withTokens(), 'white', { type: 'token', kind: 'reveal', at: [3, 1] })
    s = move(s, 'white', [6, 1], [6, 2])
    s = move(s, 'red', [7, 9], [7, 8])
    expectRuleError(() => play(s, 'white', { type: 'token', kind: 'reveal', at: [6, 2] }), 'no-token')
  })

  it('"Once played, return the token to the box, out of the game"', () => {
    const s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
    expect(view(s).tokens).toEqual({ white: ['reveal', 'swap'], red: ['reveal', 'move2', 'swap'] })
  })

  it('"On a turn, you may play one (and only one) of these tokens, but not if you chose to use an Eliminate ... action"', () => {
    const token = play(withTokens(), 'white', { type: 'token', kind: 'reveal', at: [3, 1] })
    expectRuleError(() => play(token, 'white', { type: 'token', kind: 'swap', a: [6, 1], b: [7, 1] }), 'bad-action')
    expectRuleError(() => play(token, 'white', { type: 'eliminateOwn', at: [6, 1] }), 'bad-action')
    const eliminated = play(withTokens(), 'white', { type: 'eliminateDoubleAgent' })
    expectRuleError(() => play(eliminated, 'white', { type: 'token', kind: 'move2' }), 'bad-action')
    expect(view(eliminated, 'white').prompt).toMatchObject({ type: 'move', free: null })
  })

  it('"You must play the Special Action token before moving any Spies"', () => {
    let s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
    s = move(s, 'white', [3, 1], [3, 2])
    expect(s.turn).toBe('white')
    expectRuleError(() => play(s, 'white', { type: 'token', kind: 'swap', a: [6, 1], b: [7, 1] }), 'bad-action')
    expectRuleError(() => play(s, 'white', { type: 'eliminateOwn', at: [6, 1] }), 'bad-action')
  })

  describe('Reveal 1', () => {
    it('"This action allows you to have the identity of any one Spy revealed to you": one of your own, shown to you alone', () => {
      const s = play(withTokens(), 'white', { type: 'token', kind: 'reveal', at: [3, 1] })
      expect(spyView(view(s, 'white'), 'white', 'H').movement).toBe('M07')
      expect(view(s, 'white').learned).toEqual({ H: 'M07' })
      expect(spyView(view(s, null), 'white', 'H').movement).toBeNull()
      expect(view(s, 'red').learned).toEqual({})
      expect(s.log.at(-1)).toEqual({ type: 'token', seat: 'white', kind: 'reveal', label: 'H' })
      expect(view(s, 'red').notebook.find((n) => n.owner === 'white' && n.label === 'H')?.revealed).toBe(true)
      expectRuleError(() => play(withTokens(), 'white', { type: 'token', kind: 'reveal', at: [7, 9] }), 'bad-action')
    })

    it('"After revealing one of the Spies, you make your normal move attempt, although you may not select the just-revealed Spy to move this turn"', () => {
      const s = play(withTokens(), 'white', { type: 'token', kind: 'reveal', at: [3, 1] })
      expectRuleError(() => move(s, 'white', [3, 1], [3, 2]), 'bad-move')
      expect(isLegal(s, 'white', { type: 'move', from: [3, 1], to: [3, 2] })).toBe(false)
      expect(move(s, 'white', [6, 1], [6, 2]).turn).toBe('red')
    })

    it('"You may choose to have one of your eliminated Spies revealed", named by its label', () => {
      let s = play(withTokens(), 'white', { type: 'eliminateOwn', at: [5, 1] })
      s = move(s, 'white', [3, 1], [3, 2])
      s = move(s, 'red', [7, 9], [7, 8])
      expectRuleError(() => play(s, 'white', { type: 'token', kind: 'reveal', label: 'H' }), 'bad-action') // on the board: by square
      expect(isLegal(s, 'white', { type: 'token', kind: 'reveal', label: 'X' })).toBe(true)
      s = play(s, 'white', { type: 'token', kind: 'reveal', label: 'X' })
      expect(spyView(view(s, 'white'), 'white', 'X')).toMatchObject({ movement: 'DA', removed: 'eliminated' })
      expect(view(s, 'white').prompt).toMatchObject({ type: 'move' })
    })

    it('(ruling) revealing your only spy on the board leaves no attempt: you pass', () => {
      const s = play(arrange(withTokens(), { only: true, white: { H: [3, 3] }, red: { H: [7, 9] } }), 'white', { type: 'token', kind: 'reveal', at: [3, 3] })
      expect(view(s, 'white').prompt).toEqual({ type: 'pass', free: null })
      const passed = play(s, 'white', { type: 'pass' })
      expect(passed.turn).toBe('red')
      expect(passed.log.slice(-2)).toEqual([{ type: 'pass', seat: 'white' }, { type: 'turn', seat: 'red', number: 2 }])
    })

    it('what was revealed stays known after a promotion, though the view shows the promoted side', () => {
      let s = arrange(withTokens(), { white: { H: [0, 8] } })
      s = play(s, 'white', { type: 'token', kind: 'reveal', at: [0, 8] })
      s = move(s, 'white', [6, 1], [6, 2])
      s = move(s, 'red', [7, 9], [7, 8])
      s = move(s, 'white', [0, 8], [0, 10])
      expect(spyView(view(s, 'white'), 'white', 'H').movement).toBe('PROMOTED')
      expect(spyView(view(s, 'white'), 'white', 'H').was).toBeUndefined()
      expect(view(s, 'white').learned).toEqual({ H: 'M07' })
    })
  })

  describe('Move 2', () => {
    it('"This action allows you to attempt two Spy moves this turn instead of the normal one Spy move"', () => {
      let s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
      s = move(s, 'white', [3, 1], [3, 4])
      expect(s.turn).toBe('white')
      expect(view(s, 'white').prompt).toMatchObject({ type: 'move', attempt: 2, mayPass: true, free: null })
      s = move(s, 'white', [6, 1], [6, 3])
      expect(s.turn).toBe('red')
      expect(spy(s, 'white', 'H').at).toEqual([3, 4])
      expect(spy(s, 'white', 'K').at).toEqual([6, 3])
    })

    it('"You may only move Spies that are on your half of the board, meaning the first five rows on your side"', () => {
      const s = play(arrange(withTokens(), { white: { F: [5, 6] } }), 'white', { type: 'token', kind: 'move2' })
      expectRuleError(() => move(s, 'white', [5, 6], [5, 7]), 'bad-move')
      expect(view(s, 'white').prompt).toMatchObject({ type: 'move' })
      expect((view(s, 'white').prompt as { movers: number[][] }).movers.every(([, y]) => y <= 4)).toBe(true)
    })

    it('"Neither of the Spies may currently be holding the Briefcase"', () => {
      const s = play(arrange(withTokens(), { white: { F: [5, 4] }, briefcase: { at: [5, 4], holder: ['white', 'F'] } }), 'white', { type: 'token', kind: 'move2' })
      expectRuleError(() => move(s, 'white', [5, 4], [5, 3]), 'bad-move')
    })

    it('"You may not attempt to move the same Spy twice, regardless of whether the move was legal or not"', () => {
      let s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
      s = move(s, 'white', [3, 1], [3, 5]) // a no
      expectRuleError(() => move(s, 'white', [3, 1], [3, 2]), 'bad-move')
    })

    it('"You may not move a third Spy as part of your regular move"', () => {
      let s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
      s = move(s, 'white', [3, 1], [3, 2])
      s = move(s, 'white', [6, 1], [6, 2])
      expectRuleError(() => move(s, 'white', [7, 1], [7, 2]), 'not-your-turn')
    })

    it('(ruling) the second attempt is optional: pass ends the turn', () => {
      let s = play(withTokens(), 'white', { type: 'token', kind: 'move2' })
      expectRuleError(() => play(s, 'white', { type: 'pass' }), 'bad-action')
      s = play(move(s, 'white', [3, 1], [3, 2]), 'white', { type: 'pass' })
      expect(s.turn).toBe('red')
    })

    it('(ruling) Move 2 is refused when no spy could make even the first attempt', () => {
      const s = arrange(withTokens(), { only: true, white: { F: [5, 6] }, red: { H: [7, 9] } })
      expectRuleError(() => play(s, 'white', { type: 'token', kind: 'move2' }), 'bad-action')
      expect(view(s, 'white').prompt).toMatchObject({ free: { tokens: ['reveal', 'swap'] } })
    })

    it('answered by hand, each attempt is answered before the next is announced', () => {
      let s = play(newGame({ tokens: true, answers: 'by-hand' }), 'white', { type: 'token', kind: 'move2' })
      s = move(s, 'white', [3, 1], [3, 2])
      expect(view(s).toAct).toEqual(['red'])
      s = play(s, 'red', { type: 'answer', yes: true })
      expect(view(s, 'white').prompt).toMatchObject({ type: 'move', attempt: 2 })
    })
  })

  describe('Swap 2', () => {
    it('"This action allows you to swap two of your Spies without revealing their Movement Pieces"', () => {
      const s = play(withTokens(), 'white', { type: 'token', kind: 'swap', a: [3, 1], b: [6, 1] })
      expect(spy(s, 'white', 'H').at).toEqual([6, 1])
      expect(spy(s, 'white', 'K').at).toEqual([3, 1])
      expect(s.log.at(-1)).toEqual({ type: 'token', seat: 'white', kind: 'swap', a: [3, 1], b: [6, 1] })
      expect(view(s, 'white').spies.filter((x) => x.owner === 'white').every((x) => x.movement === null)).toBe(true)
    })

    it('"You may only swap two of your Spies that are on your half of the board" and "Neither of the Spies may currently be holding the Briefcase"', () => {
      const far = arrange(withTokens(), { white: { F: [5, 6] } })
      expectRuleError(() => play(far, 'white', { type: 'token', kind: 'swap', a: [5, 6], b: [3, 1] }), 'bad-action')
      const holding = arrange(withTokens(), { white: { F: [5, 4] }, briefcase: { at: [5, 4], holder: ['white', 'F'] } })
      expectRuleError(() => play(holding, 'white', { type: 'token', kind: 'swap', a: [5, 4], b: [3, 1] }), 'bad-action')
      expectRuleError(() => play(withTokens(), 'white', { type: 'token', kind: 'swap', a: [3, 1], b: [3, 1] }), 'bad-action')
      expectRuleError(() => play(withTokens(), 'white', { type: 'token', kind: 'swap', a: [3, 1], b: [7, 9] }), 'bad-action')
    })

    it('"After swapping two Spies, you may make a regular movement attempt, although you may not select one of the two just-swapped Spies"', () => {
      const s = play(withTokens(), 'white', { type: 'token', kind: 'swap', a: [3, 1], b: [6, 1] })
      expectRuleError(() => move(s, 'white', [6, 1], [6, 2]), 'bad-move')
      expectRuleError(() => move(s, 'white', [3, 1], [3, 2]), 'bad-move')
      expect(move(s, 'white', [7, 1], [7, 2]).turn).toBe('red')
    })

    it('"If you have no other Spies left in the game, you may select one of the just-swapped Spies to move"', () => {
      const s = play(arrange(withTokens(), { only: true, white: { H: [3, 1], K: [6, 1] }, red: { H: [7, 9] } }), 'white', { type: 'token', kind: 'swap', a: [3, 1], b: [6, 1] })
      expect(spy(move(s, 'white', [6, 1], [6, 2]), 'white', 'H').at).toEqual([6, 2])
    })
  })

  it('a handicap game gives each side its own tokens', () => {
    const s = newGame({ tokens: { white: ['reveal', 'move2', 'swap'], red: ['swap'] } })
    expect(view(s, 'white').prompt).toMatchObject({ free: { tokens: ['reveal', 'move2', 'swap'] } })
    let r = move(s, 'white', [3, 1], [3, 2])
    expect(view(r, 'red').prompt).toMatchObject({ free: { tokens: ['swap'] } })
    expectRuleError(() => play(r, 'red', { type: 'token', kind: 'move2' }), 'no-token')
    r = play(r, 'red', { type: 'token', kind: 'swap', a: [7, 9], b: [6, 9] })
    expect(view(r).tokens.red).toEqual([])
  })
})
