// The five variants, each rule by rule; they combine freely (the property tests
// play every combination).
import { describe, expect, it } from 'vitest'
import { legalActions, viewFor, type GameState, type Label, type Square } from '../../../src/engine/confusion'
import { ASSIGNMENT, arrange, expectRuleError, isLegal, move, newGame, play, spy, spyView, view } from './helpers'

describe('Variant 1 "Honor Amongst Spies"', () => {
  const honor = () => newGame({ variants: { honor: true } })

  it('"the Double Agent Movement Piece is not used ... Spy X is removed from play at setup ... the other 12 Spies in their usual starting positions"', () => {
    const s = honor()
    const v = view(s, 'red')
    expect(v.spies).toHaveLength(24)
    expect(v.spies.some((x) => x.label === 'X')).toBe(false)
    expect(v.spies.some((x) => x.movement === 'DA')).toBe(false)
    expect(spyView(v, 'white', 'H').at).toEqual([3, 1])
  })

  it('every Double Agent action is unavailable', () => {
    const s = honor()
    expectRuleError(() => play(s, 'white', { type: 'eliminateOwn', at: [3, 1] }), 'bad-action')
    expectRuleError(() => play(s, 'white', { type: 'eliminateDoubleAgent' }), 'bad-action')
    expectRuleError(() => play(s, 'red', { type: 'orders', doubleAgent: 'yes' }), 'bad-action')
    expect(view(s, 'white')).toMatchObject({ orders: null, prompt: { type: 'move', free: null } })
    expect(legalActions(s, 'red')).toEqual([])
  })

  it('takes an assignment of the 12 types to the 12 spies (a given X holding the Double Agent is dropped)', () => {
    const full = newGame({ variants: { honor: true }, movement: { white: { ...ASSIGNMENT }, red: { ...ASSIGNMENT } } })
    expect(full.spies.filter((x) => x.owner === 'white').map((x) => x.movement)).toEqual(
      ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11', 'M12'],
    )
  })
})

describe('Variant 2 "Tight Setup"', () => {
  const tight = () => newGame({ variants: { tight: true } })

  it('"you do not use the darkened columns ... They are treated as out of play for all purposes"', () => {
    const s = tight()
    expectRuleError(() => move(s, 'white', [1, 0], [0, 0]), 'bad-move')
    expectRuleError(() => move(s, 'white', [9, 0], [10, 1]), 'bad-move')
    for (const a of legalActions(s, 'white')) {
      if (a.type === 'move') expect(a.to[0] === 0 || a.to[0] === 10).toBe(false)
    }
    expect(isLegal(newGame(), 'white', { type: 'move', from: [1, 0], to: [0, 1] })).toBe(true)
    const holds = arrange(tight(), { white: { F: [1, 5] }, briefcase: { at: [1, 5], holder: ['white', 'F'] } })
    expectRuleError(() => move(holds, 'white', [1, 5], [0, 5], 'send'), 'bad-move')
  })

  it('the standard setup and the briefcase are unaffected', () => {
    expect(view(tight()).spies.every((x) => x.at !== null && x.at[0] >= 1 && x.at[0] <= 9)).toBe(true)
    expect(view(tight()).briefcase.at).toEqual([5, 5])
  })
})

describe('Variant 3 "Safe Extraction"', () => {
  const safe = (over = {}) => newGame({ variants: { safeExtraction: true }, ...over })

  it('"your Spy must control the Briefcase and additionally survive for one full turn in the opponent\'s first row"', () => {
    let s = arrange(safe(), { white: { F: [0, 8] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } })
    s = move(s, 'white', [0, 8], [0, 10])
    expect(s.winner).toBeNull()
    expect(s.turn).toBe('red')
    s = move(s, 'red', [7, 9], [7, 8])
    expect(s.winner).toEqual(['white'])
    expect(s.log.at(-1)).toEqual({ type: 'end', winner: ['white'], reason: 'extraction' })
  })

  it('"If your Spy reaches your opponent\'s first row but is eliminated on your opponent\'s next turn, the game continues"', () => {
    let s = arrange(safe(), { white: { F: [0, 8] }, red: { G: [1, 5] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } })
    s = move(s, 'white', [0, 8], [0, 10])
    s = move(s, 'red', [2, 10], [0, 10]) // Red's F (M05) takes White's F
    expect(spy(s, 'white', 'F').removed).toBe('captured')
    expect(s.winner).toBeNull()
    expect(s.turn).toBe('white')
  })

  it('(ruling) a briefcase passed to you on the enemy\'s row by a send must be kept through your turn and the next enemy turn', () => {
    let s = arrange(safe({ firstSeat: 'red' }), {
      white: { F: [5, 10] },
      red: { N: [5, 8], X: [0, 5] },
      briefcase: { at: [5, 8], holder: ['red', 'N'] },
    })
    s = move(s, 'red', [5, 8], [5, 10], 'send') // Red's N is M12: backwards 2 is a yes
    expect(view(s).briefcase.holder).toEqual({ owner: 'white', label: 'F' })
    expect(s.turn).toBe('white')
    s = move(s, 'white', [3, 1], [3, 2])
    expect(s.winner).toBeNull()
    s = move(s, 'red', [7, 9], [7, 8])
    expect(s.winner).toEqual(['white'])
  })

  it('(ruling) it must be the same spy, still holding the briefcase', () => {
    let s = arrange(safe(), { white: { F: [0, 8], H: [1, 9] }, red: { G: [1, 5] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } })
    s = move(s, 'white', [0, 8], [0, 10])
    s = move(s, 'red', [2, 10], [0, 10]) // taken back: Red's F holds it on its own row
    s = move(s, 'white', [1, 9], [1, 10]) // White's H on the edge, without the briefcase
    s = move(s, 'red', [7, 9], [7, 8])
    expect(s.winner).toBeNull()
  })

  it('(ruling) a completed extraction wins even on the last turn of a draw limit', () => {
    let s = arrange(safe({ maxTurns: 2 }), { white: { F: [0, 8] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } })
    s = move(s, 'white', [0, 8], [0, 10])
    s = move(s, 'red', [7, 9], [7, 8])
    expect(s.winner).toEqual(['white'])
  })
})

describe('Variant 4 "Variable Setup"', () => {
  const variable = (over = {}) => newGame({ variants: { variableSetup: true }, ...over })
  /** A legal placement for `seat`: row 1 gets the first six labels, row 2 the rest, columns 2..8. */
  function placement(seat: 'white' | 'red', labels: readonly Label[] = Object.keys(ASSIGNMENT) as Label[]): Partial<Record<Label, Square>> {
    const [r1, r2] = seat === 'white' ? [0, 1] : [10, 9]
    const out: Partial<Record<Label, Square>> = {}
    labels.forEach((label, i) => {
      out[label] = i < 6 ? [i + 2, r1] : [i - 6 + 2, r2]
    })
    return out
  }

  it('"players are invited to set up their pieces in any pattern": both place, at the same time, before the first turn', () => {
    const s = variable()
    expect(s.phase).toBe('place')
    expect(view(s).toAct).toEqual(['white', 'red'])
    expect(view(s, 'white').prompt).toEqual({ type: 'place', rows: [0, 1], columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], labels: Object.keys(ASSIGNMENT) })
    expect(view(s, 'red').prompt).toMatchObject({ type: 'place', rows: [10, 9] })
    expect(view(s).spies.every((x) => x.at === null)).toBe(true)
    expectRuleError(() => move(s, 'white', [3, 1], [3, 2]), 'wrong-phase')
    for (const a of legalActions(s, 'white')) expect(() => play(s, 'white', a)).not.toThrow()
  })

  it('(ruling) nobody sees the other side\'s placement until both have placed', () => {
    const s = play(variable(), 'white', { type: 'place', squares: placement('white') })
    expect(spyView(view(s, 'white'), 'white', 'A').at).toEqual([2, 0])
    expect(spyView(view(s, 'red'), 'white', 'A').at).toBeNull()
    expect(spyView(view(s, null), 'white', 'A').at).toBeNull()
    expect(view(s).toAct).toEqual(['red'])
    expectRuleError(() => play(s, 'white', { type: 'place', squares: placement('white') }), 'not-your-turn')
    const both = play(s, 'red', { type: 'place', squares: placement('red') })
    expect(both.phase).toBe('play')
    expect(spyView(view(both, 'red'), 'white', 'A').at).toEqual([2, 0])
    expect(both.log).toEqual([
      { type: 'setup', first: 'white' },
      { type: 'place', seat: 'white' },
      { type: 'place', seat: 'red' },
      { type: 'turn', seat: 'white', number: 1 },
    ])
    expectRuleError(() => play(both, 'red', { type: 'place', squares: placement('red') }), 'wrong-phase')
  })

  it('"Players are still not permitted to see their own Movement Pieces": placing is done by label only', () => {
    const s = play(variable(), 'white', { type: 'place', squares: placement('white') })
    expect(view(s, 'white').spies.filter((x) => x.owner === 'white').every((x) => x.movement === null)).toBe(true)
  })

  describe('placement rules', () => {
    const bad: Array<[string, (p: Partial<Record<Label, Square>>) => void]> = [
      ['"You may only setup in the first and second rows"', (p) => { p.A = [2, 2] }],
      ['"No more than seven Spies may be placed in any one row"', (p) => { p.H = [8, 0]; p.J = [9, 0] }],
      ['"At least four columns must have Spies in both rows"', (p) => { Object.assign(p, { J: [0, 1], K: [1, 1], L: [9, 1], M: [10, 1] }) }],
      ['one spy per square', (p) => { p.C = [2, 0] }],
      ['every spy is placed', (p) => { delete p.X }],
      ['only your spies in play', (p) => { (p as Record<string, Square>).B = [10, 1] }],
    ]
    for (const [name, edit] of bad) {
      it(name, () => {
        const p = placement('white')
        edit(p)
        expectRuleError(() => play(variable(), 'white', { type: 'place', squares: p }), 'bad-action')
      })
    }

    it('with Variant 2 the radiation columns are not allowed; with Variant 1 Spy X is not placed', () => {
      const p = placement('white')
      p.A = [0, 1]
      expectRuleError(() => play(variable({ variants: { variableSetup: true, tight: true } }), 'white', { type: 'place', squares: p }), 'bad-action')
      const honor = newGame({ variants: { variableSetup: true, honor: true } })
      const twelve = placement('white', (Object.keys(ASSIGNMENT) as Label[]).filter((l) => l !== 'X'))
      expect(play(honor, 'white', { type: 'place', squares: twelve }).placed.white).toBe(true)
      expectRuleError(() => play(honor, 'white', { type: 'place', squares: { ...twelve, X: [9, 1] } }), 'bad-action')
    })
  })

  it('standing orders may be given during the placement', () => {
    expect(play(variable(), 'red', { type: 'orders', doubleAgent: 'no' }).orders.red).toBe('no')
  })
})

describe('Variant 5 "Promotion, Sir?"', () => {
  const v5 = (over = {}) => newGame({ variants: { promotion: true }, ...over })
  /** White's spy `label` ends a YES move on Red's first row at (0, 10). */
  function arrive(label: Label, s: GameState = v5()): GameState {
    return move(arrange(s, { white: { [label]: [0, 8] } }), 'white', [0, 8], [0, 10])
  }

  it('"all Spies (not just those with a crown icon) are promotable ... The opponent asks Do you wish to promote this Spy?"', () => {
    const s = arrive('F') // M05, no crown
    expect(view(s, 'white').prompt).toEqual({ type: 'promote', at: [0, 10], label: 'F' })
    expect(view(s).toAct).toEqual(['white'])
    expect(view(s, 'red').prompt).toBeNull()
    const promoted = play(s, 'white', { type: 'promote', accept: true })
    expect(spy(promoted, 'white', 'F').promoted).toBe(true)
    expect(promoted.log.slice(-2)).toEqual([
      { type: 'promotion', seat: 'white', label: 'F', at: [0, 10], result: 'promoted' },
      { type: 'turn', seat: 'red', number: 2 },
    ])
  })

  it('(ruling) crown spies too are promoted only by choice', () => {
    const s = arrive('H') // M07
    expect(spy(s, 'white', 'H').promoted).toBe(false)
    expect(view(s, 'white').prompt).toMatchObject({ type: 'promote', label: 'H' })
  })

  it('"Once declined, the Spy remains in place unpromoted and unrevealed"', () => {
    const s = play(arrive('F'), 'white', { type: 'promote', accept: false })
    expect(spy(s, 'white', 'F')).toMatchObject({ at: [0, 10], promoted: false, crownless: false })
    expect(spyView(view(s, 'white'), 'white', 'F').movement).toBeNull()
    expect(s.log.at(-2)).toEqual({ type: 'promotion', seat: 'white', label: 'F', at: [0, 10], result: 'declined' })
  })

  it('"If an unpromoted Spy is moved off of an edge square and back ... the promotion question is asked again" (ruling: a move along the edge too)', () => {
    let s = play(arrive('F', v5({ variants: { promotion: true } })), 'white', { type: 'promote', accept: false })
    s = move(arrange(s, { red: { G: [1, 5] } }), 'red', [7, 9], [7, 8])
    s = move(s, 'white', [0, 10], [1, 10]) // along the edge
    expect(view(s, 'white').prompt).toEqual({ type: 'promote', at: [1, 10], label: 'F' })
  })

  it('"If the opponent asks and you accept the promotion, the opponent reveals the Double Agent and it is removed from the game"', () => {
    const s = play(arrive('X', play(v5(), 'red', { type: 'orders', doubleAgent: 'yes' })), 'white', { type: 'promote', accept: true })
    expect(spy(s, 'white', 'X')).toMatchObject({ at: null, removed: 'unmasked' })
    for (const seat of ['white', 'red', null] as const) expect(spyView(view(s, seat), 'white', 'X').movement).toBe('DA')
    expect(s.log.at(-1)).toEqual({ type: 'promotion', seat: 'white', label: 'X', at: [0, 10], result: 'unmasked' })
    // "the Briefcase, regardless of location, is transferred to the opponent's alphabetically first Spy"
    expect(view(s).toAct).toEqual(['red'])
    expect(view(s, 'red').prompt).toEqual({ type: 'transfer', at: [9, 10], label: 'A' })
    const taken = play(s, 'red', { type: 'transfer', accept: true })
    expect(view(taken).briefcase).toEqual({ at: [9, 10], holder: { owner: 'red', label: 'A' } })
    expect(taken.log.slice(-2)).toEqual([
      { type: 'transfer', seat: 'red', label: 'A', at: [9, 10], accept: true },
      { type: 'turn', seat: 'red', number: 2 },
    ])
  })

  it('"if Spy A is already eliminated, it transfers to Spy C"', () => {
    let s = arrange(play(v5(), 'red', { type: 'orders', doubleAgent: 'yes' }), { red: { A: [9, 5] } })
    s = { ...s, spies: s.spies.map((x) => (x.owner === 'red' && x.label === 'A' ? { ...x, at: null, removed: 'captured' as const } : x)) }
    s = play(arrive('X', s), 'white', { type: 'promote', accept: true })
    expect(view(s, 'red').prompt).toEqual({ type: 'transfer', at: [8, 10], label: 'C' })
  })

  it('"The opponent may decline this Briefcase transfer if he wishes, and in this case, the Briefcase stays in its current location"', () => {
    const s = play(arrive('X', play(v5(), 'red', { type: 'orders', doubleAgent: 'yes' })), 'white', { type: 'promote', accept: true })
    const declined = play(s, 'red', { type: 'transfer', accept: false })
    expect(view(declined).briefcase).toEqual({ at: [5, 5], holder: null })
    expect(declined.log.at(-2)).toEqual({ type: 'transfer', seat: 'red', label: 'A', at: [9, 10], accept: false })
  })

  it('a Double Agent unmasked while holding the briefcase leaves it with no holder if the transfer is declined', () => {
    let s = arrange(play(v5(), 'red', { type: 'orders', doubleAgent: 'yes' }), { white: { X: [0, 8] }, briefcase: { at: [0, 8], holder: ['white', 'X'] } })
    s = move(s, 'white', [0, 8], [0, 10]) // carries the briefcase: the offer comes before the win check
    expect(s.winner).toBeNull()
    s = play(s, 'white', { type: 'promote', accept: true })
    s = play(s, 'red', { type: 'transfer', accept: false })
    expect(view(s).briefcase).toEqual({ at: [0, 10], holder: null })
    expect(s.winner).toBeNull()
  })

  it('the win is judged after the offer: declining it with the briefcase on the edge wins', () => {
    let s = arrange(v5(), { white: { F: [0, 8] }, briefcase: { at: [0, 8], holder: ['white', 'F'] } })
    s = move(s, 'white', [0, 8], [0, 10])
    expect(s.winner).toBeNull()
    expect(play(s, 'white', { type: 'promote', accept: false }).winner).toEqual(['white'])
  })

  it('a transfer onto a spy on the other side\'s first row wins for its owner', () => {
    let s = arrange(play(v5(), 'red', { type: 'orders', doubleAgent: 'yes' }), { red: { A: [0, 0] } })
    s = play(arrive('X', s), 'white', { type: 'promote', accept: true })
    s = play(s, 'red', { type: 'transfer', accept: true })
    expect(s.winner).toEqual(['red'])
  })

  it('"Players may also combine this variant with variant #1 ... no Double-Agent ... all spies would be promotable"', () => {
    const s = arrive('F', newGame({ variants: { promotion: true, honor: true } }))
    expect(view(s, 'white').prompt).toMatchObject({ type: 'promote' })
  })

  it('promote and transfer are refused outside their prompts and without Variant 5', () => {
    expectRuleError(() => play(newGame(), 'white', { type: 'promote', accept: true }), 'bad-action')
    expectRuleError(() => play(v5(), 'white', { type: 'promote', accept: true }), 'wrong-phase')
    expectRuleError(() => play(arrive('F'), 'white', { type: 'transfer', accept: true }), 'wrong-phase')
    expectRuleError(() => play(arrive('F'), 'red', { type: 'promote', accept: true }), 'not-your-turn')
    expectRuleError(() => move(arrive('F'), 'white', [3, 1], [3, 2]), 'wrong-phase')
    expect(viewFor(arrive('F'), 'white').toAct).toEqual(['white'])
  })
})
