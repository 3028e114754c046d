import { describe, it, expect } from 'vitest'
import { legalActions } from '../../../src/engine/spies-and-lies'
import { autoLineup, day3BeforeLastGuesses, expectRuleError, hit, miss, numbers, play, view } from './helpers'

describe('end of the game after day 3', () => {
  it('is a draw with the Double Agent on 0 and equal tracks (all guesses correct)', () => {
    const s = hit(hit(day3BeforeLastGuesses(7, 7)))
    expect(numbers(s)).toMatchObject({ day: 3, phase: 'over', da: 0, red: 4, blue: 4, winner: 'draw' })
  })

  it('blue wins with the Double Agent in red\'s half (< 0)', () => {
    let s = day3BeforeLastGuesses(7, 9)
    s = miss(s) // blue's General: -2
    s = hit(s) // blue 4
    expect(numbers(s)).toMatchObject({ phase: 'over', da: -2, red: 2, blue: 4, winner: 'blue' })
  })

  it('red wins with the Double Agent in blue\'s half (> 0), whatever the tracks', () => {
    let s = day3BeforeLastGuesses(9, 7)
    s = hit(s) // red 4
    s = miss(s) // red's General: +2
    expect(numbers(s)).toMatchObject({ phase: 'over', da: 2, red: 4, blue: 2, winner: 'red' })
  })

  it('at 0 the higher infiltration track wins (red)', () => {
    let s = day3BeforeLastGuesses(7, 7)
    s = hit(s) // red 4
    s = miss(s) // red's Bomb: nothing
    expect(numbers(s)).toMatchObject({ phase: 'over', da: 0, red: 4, blue: 2, winner: 'red' })
  })

  it('at 0 the higher infiltration track wins (blue)', () => {
    let s = day3BeforeLastGuesses(7, 7)
    s = miss(s) // blue's Bomb goes off
    s = hit(s) // blue identifies red's Bomb (forced back): +2
    expect(numbers(s)).toMatchObject({ phase: 'over', da: 0, red: 2, blue: 4, winner: 'blue' })
  })

  it('accepts no action once over, and nobody has a prompt', () => {
    const s = hit(hit(day3BeforeLastGuesses(7, 7)))
    for (const seat of ['red', 'blue'] as const) {
      expect(legalActions(s, seat)).toEqual([])
      expect(view(s, seat).prompt).toBeNull()
      expect(view(s, seat).winner).toBe('draw')
    }
    expect(view(s).toAct).toEqual([])
    expectRuleError(() => play(s, 'red', { type: 'deploy', missions: autoLineup(view(s, 'red').hand) }), 'game-over')
    expectRuleError(() => play(s, 'blue', { type: 'guess', rank: 1 }), 'game-over')
  })
})
