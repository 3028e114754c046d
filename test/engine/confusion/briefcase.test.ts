// The Top Secret Briefcase, rule by rule.
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/confusion'
import { arrange, expectRuleError, isLegal, move, newGame, play, spy, view } from './helpers'

/** White's F (M05: N, E, S, W up to 2) holding the briefcase on (5, 5). */
function whiteHolds(extra: Parameters<typeof arrange>[1] = {}): GameState {
  return arrange(newGame(), { ...extra, white: { F: [5, 5], ...extra.white }, briefcase: { at: [5, 5], holder: ['white', 'F'] } })
}

describe('the Top Secret Briefcase', () => {
  it('"If you move a Spy into the square occupied by the Top Secret Briefcase ... Your Spy now has control of the Briefcase"', () => {
    const s = move(arrange(newGame(), { white: { F: [5, 3] } }), 'white', [5, 3], [5, 5])
    expect(view(s).briefcase).toEqual({ at: [5, 5], holder: { owner: 'white', label: 'F' } })
  })

  it('"(capturing an enemy Spy in the same square, if applicable)": the capturer takes control', () => {
    const s = arrange(newGame(), { white: { F: [5, 3] }, red: { K: [5, 5] }, briefcase: { at: [5, 5], holder: ['red', 'K'] } })
    const after = move(s, 'white', [5, 3], [5, 5])
    expect(spy(after, 'red', 'K').removed).toBe('captured')
    expect(view(after).briefcase).toEqual({ at: [5, 5], holder: { owner: 'white', label: 'F' } })
  })

  it('"You can move your Spy and leave the Briefcase behind. You would now no longer have control of the Briefcase"', () => {
    const s = move(whiteHolds(), 'white', [5, 5], [5, 6], 'leave')
    expect(spy(s, 'white', 'F').at).toEqual([5, 6])
    expect(view(s).briefcase).toEqual({ at: [5, 5], holder: null })
    expect(s.log.find((e) => e.type === 'attempt')).toEqual({ type: 'attempt', seat: 'white', from: [5, 5], to: [5, 6], briefcase: 'leave', yes: true })
  })

  it('"You can move your Spy and carry the Briefcase with it"', () => {
    const s = move(whiteHolds(), 'white', [5, 5], [3, 5], 'carry')
    expect(view(s).briefcase).toEqual({ at: [3, 5], holder: { owner: 'white', label: 'F' } })
  })

  it('a move of the holder that names no briefcase mode carries it, and the log says so', () => {
    const s = move(whiteHolds(), 'white', [5, 5], [5, 6])
    expect(view(s).briefcase).toEqual({ at: [5, 6], holder: { owner: 'white', label: 'F' } })
    expect(s.log.find((e) => e.type === 'attempt')).toEqual({ type: 'attempt', seat: 'white', from: [5, 5], to: [5, 6], briefcase: 'carry', yes: true })
  })

  it('"If you carry the Briefcase onto a square containing an enemy Spy, you would capture that enemy Spy and still maintain control"', () => {
    const s = move(whiteHolds({ red: { K: [5, 7] } }), 'white', [5, 5], [5, 7], 'carry')
    expect(spy(s, 'red', 'K').removed).toBe('captured')
    expect(view(s).briefcase).toEqual({ at: [5, 7], holder: { owner: 'white', label: 'F' } })
  })

  it('"You can move the Briefcase instead of moving your Spy. The Briefcase can only move in a direction and for a distance that your controlling Spy could move"', () => {
    const s = move(whiteHolds(), 'white', [5, 5], [5, 7], 'send')
    expect(spy(s, 'white', 'F').at).toEqual([5, 5])
    expect(view(s).briefcase).toEqual({ at: [5, 7], holder: null })
  })

  it('"Such a move could be denied just like a normal move"', () => {
    const before = whiteHolds()
    for (const to of [[6, 6], [5, 8]] as const) {
      const s = move(before, 'white', [5, 5], [to[0], to[1]], 'send') // diagonal, or three squares: M05 cannot
      expect(view(s).briefcase).toEqual({ at: [5, 5], holder: { owner: 'white', label: 'F' } })
      expect(s.log.find((e) => e.type === 'attempt')).toMatchObject({ briefcase: 'send', yes: false })
      expect(s.turn).toBe('red')
    }
  })

  it('"The Briefcase may not be moved to jump over any Spy"', () => {
    expectRuleError(() => move(whiteHolds({ red: { K: [5, 6] } }), 'white', [5, 5], [5, 7], 'send'), 'bad-move')
    expectRuleError(() => move(whiteHolds({ white: { H: [5, 6] } }), 'white', [5, 5], [5, 7], 'send'), 'bad-move')
  })

  it('"If the Briefcase ends on a square containing one of your Spies, then that Spy ... gains control of it"', () => {
    const s = move(whiteHolds({ white: { H: [5, 7] } }), 'white', [5, 5], [5, 7], 'send')
    expect(view(s).briefcase).toEqual({ at: [5, 7], holder: { owner: 'white', label: 'H' } })
    expect(spy(s, 'white', 'H').at).toEqual([5, 7])
  })

  it('"If it ends on a square that contains an enemy Spy, the enemy Spy is placed on top of the Briefcase and takes control of it"', () => {
    const s = move(whiteHolds({ red: { K: [5, 7] } }), 'white', [5, 5], [5, 7], 'send')
    expect(view(s).briefcase).toEqual({ at: [5, 7], holder: { owner: 'red', label: 'K' } })
    expect(spy(s, 'red', 'K').removed).toBeNull()
    expect(s.log.some((e) => e.type === 'capture')).toBe(false)
  })

  it('"The Briefcase can also end on a vacant square. In this case, neither player has control of the Briefcase"', () => {
    expect(view(move(whiteHolds(), 'white', [5, 5], [7, 5], 'send')).briefcase).toEqual({ at: [7, 5], holder: null })
  })

  it('only the holder chooses a briefcase mode: bad-action for any other spy', () => {
    expectRuleError(() => move(newGame(), 'white', [3, 1], [3, 2], 'carry'), 'bad-action')
    expectRuleError(() => move(whiteHolds(), 'white', [3, 1], [3, 2], 'send'), 'bad-action')
  })

  it('nobody moves onto the square of their own spy holding the briefcase', () => {
    expectRuleError(() => move(whiteHolds({ white: { H: [5, 3] } }), 'white', [5, 3], [5, 5]), 'bad-move')
  })

  it('an uncontrolled briefcase blocks a line like a spy, but a spy may end on it', () => {
    const s = arrange(newGame(), { white: { F: [5, 4] } })
    expectRuleError(() => move(s, 'white', [5, 4], [5, 6]), 'bad-move')
    expect(isLegal(s, 'white', { type: 'move', from: [5, 4], to: [5, 5] })).toBe(true)
    expect(isLegal(s, 'white', { type: 'move', from: [5, 4], to: [5, 6] })).toBe(false)
  })

  it('the holder is offered carry, leave and send; send alone onto its own spy', () => {
    const s = whiteHolds({ white: { H: [5, 7] } })
    for (const briefcase of ['carry', 'leave', 'send'] as const) {
      expect(isLegal(s, 'white', { type: 'move', from: [5, 5], to: [5, 6], briefcase })).toBe(true)
    }
    expect(isLegal(s, 'white', { type: 'move', from: [5, 5], to: [5, 7], briefcase: 'send' })).toBe(true)
    expect(isLegal(s, 'white', { type: 'move', from: [5, 5], to: [5, 7], briefcase: 'carry' })).toBe(false)
    expect(isLegal(s, 'white', { type: 'move', from: [5, 5], to: [5, 8], briefcase: 'send' })).toBe(false)
    expect(() => play(s, 'white', { type: 'move', from: [5, 5], to: [5, 7], briefcase: 'carry' })).toThrow()
  })
})
