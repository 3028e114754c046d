// The rulebook's situations played through as short stories.
import { describe, expect, it } from 'vitest'
import { deduce } from '../../../src/engine/confusion'
import { arrange, move, newGame, play, spy, view } from './helpers'

describe('worked examples from the rulebook', () => {
  it('"This action may be very important if your Double Agent has the Briefcase but your opponent refuses to allow it to move"', () => {
    // White's X (the Double Agent) holds the briefcase; Red's orders deny every one of its moves.
    let s = play(newGame(), 'red', { type: 'orders', doubleAgent: 'no' })
    s = arrange(s, { white: { X: [5, 5], F: [5, 3] }, briefcase: { at: [5, 5], holder: ['white', 'X'] } })
    s = move(s, 'white', [5, 5], [5, 6])
    s = move(s, 'red', [7, 9], [7, 8])
    s = move(s, 'white', [5, 5], [5, 6], 'send')
    s = move(s, 'red', [7, 8], [7, 7])
    expect(view(s).briefcase.holder).toEqual({ owner: 'white', label: 'X' })
    // Two denials of moves any honest piece might make: White suspects X and eliminates it.
    s = play(s, 'white', { type: 'eliminateOwn', at: [5, 5] })
    expect(view(s).briefcase).toEqual({ at: [5, 5], holder: null })
    s = move(s, 'white', [5, 3], [5, 5]) // F (M05) takes the briefcase
    expect(view(s).briefcase.holder).toEqual({ owner: 'white', label: 'F' })
    // White never learns whether X was the Double Agent.
    expect(view(s, 'white').spies.find((x) => x.owner === 'white' && x.label === 'X')?.movement).toBeNull()
  })

  it('"Attempting to promote a Double Agent is a sure way to have the Briefcase stolen" (Variant 5)', () => {
    let s = play(newGame({ variants: { promotion: true } }), 'red', { type: 'orders', doubleAgent: 'yes' })
    s = arrange(s, { white: { X: [4, 8] }, red: { K: [4, 6] }, briefcase: { at: [4, 8], holder: ['white', 'X'] } })
    s = move(s, 'white', [4, 8], [4, 10]) // carries the briefcase to Red's first row, taking Red's E
    expect(spy(s, 'red', 'E').removed).toBe('captured')
    expect(view(s, 'white').prompt).toEqual({ type: 'promote', at: [4, 10], label: 'X' })
    s = play(s, 'white', { type: 'promote', accept: true })
    s = play(s, 'red', { type: 'transfer', accept: true })
    expect(view(s).briefcase).toEqual({ at: [9, 10], holder: { owner: 'red', label: 'A' } })
    expect(s.winner).toBeNull()
  })

  it('a short game: White learns its spies by trying them, takes the briefcase and carries it home', () => {
    let s = newGame()
    s = move(s, 'white', [2, 1], [2, 3]) // N (M12) forward 2: no
    s = move(s, 'red', [7, 9], [7, 8])
    s = move(s, 'white', [8, 1], [8, 3]) // M (M11) forward 2: yes
    s = move(s, 'red', [7, 8], [7, 7])
    const notes = deduce(view(s, 'white'))
    expect(notes.spies.find((x) => x.label === 'N')?.possible).toEqual(['M01', 'M02', 'M04', 'M06', 'M08', 'M12', 'DA'])
    expect(notes.spies.find((x) => x.label === 'M')?.possible).toEqual(['M03', 'M05', 'M07', 'M09', 'M10', 'M11', 'DA'])
    s = arrange(s, { white: { M: [5, 4] }, red: { H: [7, 7] } })
    s = move(s, 'white', [5, 4], [5, 5]) // M takes the briefcase
    s = move(s, 'red', [7, 7], [7, 6])
    s = arrange(s, { white: { M: [2, 8] }, red: { M: [9, 5], L: [9, 4] }, briefcase: { at: [2, 8], holder: ['white', 'M'] } })
    s = move(s, 'white', [2, 8], [2, 10]) // forward 2 onto Red's F: captured, and the briefcase is home
    expect(spy(s, 'red', 'F').removed).toBe('captured')
    expect(s.winner).toEqual(['white'])
  })
})
