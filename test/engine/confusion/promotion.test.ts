// Promoting Spies, base game. Variant 5 is in variants.test.ts.
import { describe, expect, it } from 'vitest'
import { arrange, move, newGame, spy, spyView, view } from './helpers'

describe('promotion', () => {
  it('"If any of these Spies reach a space on the opponent\'s board edge, your opponent must announce the promotion and replace the Spy\'s Movement Piece by flipping"', () => {
    // White's H is M07, a crown piece.
    const s = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    expect(spy(s, 'white', 'H')).toMatchObject({ at: [0, 10], promoted: true, movement: 'M07' })
    expect(s.log.slice(-3, -1)).toEqual([
      { type: 'attempt', seat: 'white', from: [0, 8], to: [0, 10], yes: true },
      { type: 'promotion', seat: 'white', label: 'H', at: [0, 10], result: 'promoted' },
    ])
  })

  it('"The former Movement Piece is not revealed to the opponent": the owner sees the promoted side only', () => {
    const s = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    expect(spyView(view(s, 'white'), 'white', 'H')).toEqual({ owner: 'white', label: 'H', at: [0, 10], movement: 'PROMOTED', promoted: true, removed: null })
    expect(spyView(view(s, 'red'), 'white', 'H')).toEqual({ owner: 'white', label: 'H', at: [0, 10], movement: 'PROMOTED', promoted: true, removed: null, was: 'M07' })
    expect(spyView(view(s, null), 'white', 'H')).toEqual({ owner: 'white', label: 'H', at: [0, 10], movement: null, promoted: true, removed: null })
  })

  it('"Only these four Spies can be promoted": a spy without a crown stays as it is, and is known to have none', () => {
    const s = move(arrange(newGame(), { white: { F: [0, 8] } }), 'white', [0, 8], [0, 10]) // F is M05
    expect(spy(s, 'white', 'F')).toMatchObject({ at: [0, 10], promoted: false, crownless: true })
    expect(s.log.some((e) => e.type === 'promotion')).toBe(false)
    expect(view(s).notebook.find((n) => n.owner === 'white' && n.label === 'F')).toMatchObject({ crownless: true })
  })

  it('the promoted side moves 2 in any direction', () => {
    let s = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    s = move(s, 'red', [7, 9], [7, 8])
    const diagonal = move(s, 'white', [0, 10], [2, 8]) // backwards diagonally: M07 never could
    expect(spy(diagonal, 'white', 'H').at).toEqual([2, 8])
    const three = move(s, 'white', [0, 10], [0, 7])
    expect(spy(three, 'white', 'H').at).toEqual([0, 10])
  })

  it('a crown spy capturing on the enemy edge is promoted too', () => {
    const s = move(arrange(newGame(), { white: { H: [1, 8] } }), 'white', [1, 8], [1, 10]) // takes Red's G
    expect(spy(s, 'red', 'G').removed).toBe('captured')
    expect(spy(s, 'white', 'H').promoted).toBe(true)
  })

  it('promotion is permanent, and only the spy\'s own move on the edge triggers it (a briefcase sent there does not)', () => {
    let s = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    s = move(s, 'red', [7, 9], [7, 8])
    s = move(s, 'white', [0, 10], [0, 8])
    expect(spy(s, 'white', 'H').promoted).toBe(true)
    const sent = move(
      arrange(newGame(), { white: { H: [3, 8] }, red: { L: [3, 6] }, briefcase: { at: [3, 8], holder: ['white', 'H'] } }),
      'white', [3, 8], [3, 10], 'send',
    )
    expect(spy(sent, 'white', 'H')).toMatchObject({ at: [3, 8], promoted: false })
  })

  it('the opponent\'s Notebook line stops at the promotion: attempts of a promoted spy are not about its former piece', () => {
    let s = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    s = move(s, 'red', [7, 9], [7, 8])
    s = move(s, 'white', [0, 10], [2, 8])
    expect(view(s).notebook.find((n) => n.owner === 'white' && n.label === 'H')?.tries).toEqual([{ dir: 'N', dist: 2, yes: true }])
  })
})
