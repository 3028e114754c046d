// The Double Agent: answers as the opponent pleases (standing orders, or by
// hand), and the two eliminate actions. White's X is the Double Agent in these tests.
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState, type Orders } from '../../../src/engine/confusion'
import { ASSIGNMENT, arrange, expectRuleError, move, newGame, play, spy, spyView, view } from './helpers'

function withOrders(orders: Orders, s: GameState = newGame()): GameState {
  return play(s, 'red', { type: 'orders', doubleAgent: orders })
}

describe('the Double Agent', () => {
  it('"Your opponent may freely choose whether a move of the Double Agent is legal or not": standing orders yes, no, or as a movement type', () => {
    expect(spy(move(withOrders('yes'), 'white', [5, 1], [5, 4]), 'white', 'X').at).toEqual([5, 4])
    expect(spy(move(withOrders('no'), 'white', [5, 1], [5, 2]), 'white', 'X').at).toEqual([5, 1])
    const asM07 = withOrders({ as: 'M07' })
    expect(spy(move(asM07, 'white', [5, 1], [5, 4]), 'white', 'X').at).toEqual([5, 4])
    expect(spy(move(asM07, 'white', [5, 1], [5, 5]), 'white', 'X').at).toEqual([5, 1])
    expect(spy(move(asM07, 'white', [5, 1], [6, 2]), 'white', 'X').at).toEqual([5, 1])
  })

  it('"The opponent may even declare Yes to a move one turn and then No to the same move on a later turn"', () => {
    let s = move(withOrders('yes'), 'white', [5, 1], [5, 2])
    expect(spy(s, 'white', 'X').at).toEqual([5, 2])
    s = move(s, 'red', [7, 9], [7, 8])
    s = play(s, 'red', { type: 'orders', doubleAgent: 'no' })
    s = move(s, 'white', [5, 2], [5, 3])
    expect(spy(s, 'white', 'X').at).toEqual([5, 2])
    expect(s.log.filter((e) => e.type === 'attempt').map((e) => e.type === 'attempt' && e.yes)).toEqual([true, true, false])
  })

  it('a Double Agent sending the briefcase is answered by the orders too', () => {
    const s = arrange(withOrders('yes'), { white: { X: [5, 5] }, briefcase: { at: [5, 5], holder: ['white', 'X'] } })
    expect(view(move(s, 'white', [5, 5], [9, 9], 'send')).briefcase).toEqual({ at: [9, 9], holder: null })
    const no = play(s, 'red', { type: 'orders', doubleAgent: 'no' })
    expect(view(move(no, 'white', [5, 5], [5, 6], 'send')).briefcase.at).toEqual([5, 5])
  })

  it('standing orders are secret: giving them changes nothing the other seat or a spectator can see, nor the log', () => {
    const s = newGame()
    const after = withOrders('yes', s)
    expect(JSON.stringify(view(after, 'white'))).toBe(JSON.stringify(view(s, 'white')))
    expect(JSON.stringify(view(after, null))).toBe(JSON.stringify(view(s, null)))
    expect(after.log).toEqual(s.log)
    expect(view(after, 'red').orders).toBe('yes')
    expect(view(after, 'white').orders).toEqual(s.orders.white)
    expect(view(after, null).orders).toBeNull()
  })

  it('orders may be given at any time, by either seat, without being waited for', () => {
    const s = newGame()
    expect(view(s).toAct).toEqual(['white'])
    const redOrders = legalActions(s, 'red')
    // Every one of the 14 but the orders in force.
    expect(redOrders.filter((a) => a.type === 'orders')).toHaveLength(13)
    expect(redOrders.every((a) => a.type === 'orders')).toBe(true)
    const changed = play(s, 'white', { type: 'orders', doubleAgent: 'yes' })
    expect(changed.orders.white).toBe('yes')
    expect(play(changed, 'white', { type: 'orders', doubleAgent: { as: 'M03' } }).orders.white).toEqual({ as: 'M03' })
  })

  it('orders the same as those in force change nothing: refused (same-orders) and never listed (issue 34, point 5)', () => {
    const s = play(newGame(), 'red', { type: 'orders', doubleAgent: { as: 'M03' } })
    expectRuleError(() => play(s, 'red', { type: 'orders', doubleAgent: { as: 'M03' } }), 'same-orders')
    expect(legalActions(s, 'red')).not.toContainEqual({ type: 'orders', doubleAgent: { as: 'M03' } })
    expect(legalActions(s, 'red')).toContainEqual({ type: 'orders', doubleAgent: 'yes' })
    const yes = play(s, 'red', { type: 'orders', doubleAgent: 'yes' })
    expectRuleError(() => play(yes, 'red', { type: 'orders', doubleAgent: 'yes' }), 'same-orders')
  })

  it('orders answer as one of the 12 types, never as a Double Agent; none with Variant 1 or by-hand answers', () => {
    expectRuleError(() => play(newGame(), 'red', { type: 'orders', doubleAgent: { as: 'DA' } }), 'bad-action')
    expectRuleError(() => play(newGame({ variants: { honor: true } }), 'red', { type: 'orders', doubleAgent: 'yes' }), 'bad-action')
    expectRuleError(() => play(newGame({ answers: 'by-hand' }), 'red', { type: 'orders', doubleAgent: 'yes' }), 'bad-action')
    expect(view(newGame({ answers: 'by-hand' }), 'red').orders).toBeNull()
  })

  describe("answers by hand ('as at the table')", () => {
    it('every attempt waits for the opponent, who may only tell the truth for a spy that is not the Double Agent', () => {
      const s = move(newGame({ answers: 'by-hand' }), 'white', [3, 1], [3, 5]) // H, M07: four squares is a no
      expect(view(s, 'white')).toMatchObject({ toAct: ['red'], prompt: null, pending: { seat: 'white', from: [3, 1], to: [3, 5] } })
      expect(view(s, 'red').prompt).toEqual({ type: 'answer', from: [3, 1], to: [3, 5], forced: false })
      expect(legalActions(s, 'red')).toEqual([{ type: 'answer', yes: false }])
      expectRuleError(() => play(s, 'red', { type: 'answer', yes: true }), 'bad-action')
      expectRuleError(() => play(s, 'white', { type: 'answer', yes: true }), 'not-your-turn')
      const answered = play(s, 'red', { type: 'answer', yes: false })
      expect(answered.log.slice(-2)).toEqual([
        { type: 'attempt', seat: 'white', from: [3, 1], to: [3, 5], yes: false },
        { type: 'turn', seat: 'red', number: 2 },
      ])
    })

    it('for the Double Agent both answers are accepted', () => {
      const s = move(newGame({ answers: 'by-hand' }), 'white', [5, 1], [5, 2])
      expect(view(s, 'red').prompt).toEqual({ type: 'answer', from: [5, 1], to: [5, 2], forced: null })
      expect(spy(play(s, 'red', { type: 'answer', yes: true }), 'white', 'X').at).toEqual([5, 2])
      expect(spy(play(s, 'red', { type: 'answer', yes: false }), 'white', 'X').at).toEqual([5, 1])
    })

    it("the wait looks the same to the mover whether or not the spy is the Double Agent", () => {
      const daOnX = move(newGame({ answers: 'by-hand' }), 'white', [5, 1], [5, 2])
      const swapped = { ...ASSIGNMENT, X: 'M07' as const, H: 'DA' as const }
      const notDa = move(newGame({ answers: 'by-hand', movement: { white: swapped, red: ASSIGNMENT } }), 'white', [5, 1], [5, 2])
      expect(JSON.stringify(view(notDa, 'white'))).toBe(JSON.stringify(view(daOnX, 'white')))
      expect(JSON.stringify(view(notDa, null))).toBe(JSON.stringify(view(daOnX, null)))
    })

    it('answers are refused when the engine answers (answers: orders)', () => {
      expectRuleError(() => play(newGame(), 'red', { type: 'answer', yes: true }), 'bad-action')
    })
  })

  describe('"Eliminate the Double Agent"', () => {
    it('"You simply select one of your own Spies to be removed ... and it is removed from the game without revealing its Movement Piece"', () => {
      const s = play(newGame(), 'white', { type: 'eliminateOwn', at: [5, 1] })
      expect(spy(s, 'white', 'X')).toMatchObject({ at: null, removed: 'eliminated' })
      expect(spyView(view(s, 'white'), 'white', 'X')).toEqual({ owner: 'white', label: 'X', at: null, movement: null, promoted: false, removed: 'eliminated' })
      expect(spyView(view(s, 'red'), 'white', 'X').movement).toBe('DA')
      expect(s.log.at(-1)).toEqual({ type: 'eliminateOwn', seat: 'white', label: 'X', at: [5, 1] })
    })

    it('the guess may be wrong: any of your own spies may be removed, and you learn nothing', () => {
      const s = play(newGame(), 'white', { type: 'eliminateOwn', at: [3, 1] })
      expect(spyView(view(s, 'white'), 'white', 'H').movement).toBeNull()
      expectRuleError(() => play(newGame(), 'white', { type: 'eliminateOwn', at: [7, 9] }), 'bad-action')
      expectRuleError(() => play(newGame(), 'white', { type: 'eliminateOwn', at: [5, 5] }), 'bad-action')
    })

    it('"This action is free, and is made in addition to the regular portion of your turn"', () => {
      const s = play(newGame(), 'white', { type: 'eliminateOwn', at: [5, 1] })
      expect(s.turn).toBe('white')
      expect(view(s, 'white').prompt).toMatchObject({ type: 'move', free: null })
      expect(move(s, 'white', [3, 1], [3, 2]).turn).toBe('red')
    })

    it('"This action may be taken only once per turn, but may be taken in consecutive turns"', () => {
      let s = play(newGame(), 'white', { type: 'eliminateOwn', at: [5, 1] })
      expectRuleError(() => play(s, 'white', { type: 'eliminateOwn', at: [3, 1] }), 'bad-action')
      s = move(s, 'white', [3, 1], [3, 2])
      s = move(s, 'red', [7, 9], [7, 8])
      s = play(s, 'white', { type: 'eliminateOwn', at: [3, 2] })
      expect(spy(s, 'white', 'H').removed).toBe('eliminated')
    })

    it('"This action may be very important if your Double Agent has the Briefcase": the briefcase stays, with no holder', () => {
      const s = arrange(newGame(), { white: { X: [5, 5] }, briefcase: { at: [5, 5], holder: ['white', 'X'] } })
      expect(view(play(s, 'white', { type: 'eliminateOwn', at: [5, 5] })).briefcase).toEqual({ at: [5, 5], holder: null })
    })
  })

  describe('"Eliminate the Opponent\'s Double Agent"', () => {
    it('removes the opponent\'s real Double Agent and reveals it, to everyone', () => {
      const s = play(newGame(), 'white', { type: 'eliminateDoubleAgent' })
      expect(spy(s, 'red', 'X')).toMatchObject({ at: null, removed: 'unmasked' })
      for (const seat of ['white', 'red', null] as const) expect(spyView(view(s, seat), 'red', 'X').movement).toBe('DA')
      expect(s.log.at(-1)).toEqual({ type: 'eliminateDoubleAgent', seat: 'white', label: 'X', at: [5, 9] })
      expect(s.turn).toBe('white')
    })

    it('"you must eliminate only your opponent\'s real Double Agent": gone already, the action is refused', () => {
      let s = play(newGame(), 'white', { type: 'eliminateDoubleAgent' })
      s = move(s, 'white', [3, 1], [3, 2])
      s = move(s, 'red', [7, 9], [7, 8])
      expectRuleError(() => play(s, 'white', { type: 'eliminateDoubleAgent' }), 'bad-action')
      expect(view(s, 'white').prompt).toMatchObject({ free: { eliminateOwn: true, eliminateDoubleAgent: false, tokens: [] } })
    })

    it('"You may not Eliminate the Double Agent and Eliminate the Opponent\'s Double Agent on the same turn"', () => {
      const own = play(newGame(), 'white', { type: 'eliminateOwn', at: [3, 1] })
      expectRuleError(() => play(own, 'white', { type: 'eliminateDoubleAgent' }), 'bad-action')
      const opp = play(newGame(), 'white', { type: 'eliminateDoubleAgent' })
      expectRuleError(() => play(opp, 'white', { type: 'eliminateOwn', at: [3, 1] }), 'bad-action')
    })

    it('"if your opponent\'s Double Agent has delivered the Briefcase to your side. You could simply eliminate the agent, and then move onto the Briefcase with your own Spy"', () => {
      const s = arrange(newGame(), { red: { X: [5, 3] }, white: { F: [5, 1], X: [0, 4] }, briefcase: { at: [5, 3], holder: ['red', 'X'] } })
      const unmasked = play(s, 'white', { type: 'eliminateDoubleAgent' })
      expect(view(unmasked).briefcase).toEqual({ at: [5, 3], holder: null })
      const taken = move(unmasked, 'white', [5, 1], [5, 3]) // F, M05: forward 2
      expect(view(taken).briefcase).toEqual({ at: [5, 3], holder: { owner: 'white', label: 'F' } })
    })
  })

  it('"The Double Agent is eligible to win the game for you if your opponent is so foolish as to allow that Spy to carry the Briefcase to the opponent\'s first row"', () => {
    const s = arrange(withOrders('yes'), { white: { X: [0, 9] }, briefcase: { at: [0, 9], holder: ['white', 'X'] } })
    const won = move(s, 'white', [0, 9], [0, 10])
    expect(won.winner).toEqual(['white'])
    expect(won.log.at(-1)).toEqual({ type: 'end', winner: ['white'], reason: 'briefcase' })
  })

  it('the Double Agent is never promoted in the base game', () => {
    const s = arrange(withOrders('yes'), { white: { X: [0, 9] } })
    const arrived = move(s, 'white', [0, 9], [0, 10])
    expect(spy(arrived, 'white', 'X')).toMatchObject({ at: [0, 10], promoted: false, crownless: true })
    expect(arrived.log.some((e) => e.type === 'promotion')).toBe(false)
  })
})
