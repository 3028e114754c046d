// The hints harness's Confusion follower (bench/hints-confusion.ts, issue 35 point 4): what it
// counts as answering a threatened run, and which of its own moves a hint makes it change.
import { describe, expect, it } from 'vitest'
import type { Action, GameState } from '../../../src/engine/confusion'
import { actionsFromView } from '../../../src/engine/confusion/ai'
import { answersThreat, cfHeeded, lineSquares, squareOf } from '../../../bench/hints-confusion'
import { arrange, newGame, viewFor } from './helpers'

const move = (from: [number, number], to: [number, number]): Extract<Action, { type: 'move' }> => ({ type: 'move', from, to })

describe('the hints harness, Confusion', () => {
  it('reads square names and walks a straight or diagonal line, end included', () => {
    expect(squareOf('e5')).toEqual([4, 4])
    expect(squareOf('k11')).toEqual([10, 10])
    expect(lineSquares([3, 3], [0, 0])).toEqual([[2, 2], [1, 1], [0, 0]])
    expect(lineSquares([4, 4], [4, 1])).toEqual([[4, 3], [4, 2], [4, 1]])
    expect(lineSquares([0, 0], [1, 2])).toEqual([])
  })

  it('answers a run by capturing the carrier or stepping onto its line, not by moving along it', () => {
    const threat = { kind: 'oneMove', carrier: 'd4', goal: 'a1' } as const
    expect(answersThreat(threat, move([3, 1], [3, 3]))).toBe(true)
    expect(answersThreat(threat, move([2, 0], [2, 2]))).toBe(true)
    expect(answersThreat(threat, move([0, 1], [0, 0]))).toBe(true)
    expect(answersThreat(threat, move([1, 1], [0, 0]))).toBe(false)
    expect(answersThreat(threat, move([5, 0], [5, 1]))).toBe(false)
  })

  /** Red's K carries the briefcase on e5; White's C on e1 alone blocks the column, A stands on a1. */
  function blocked(): GameState {
    return arrange(newGame(), { only: true, white: { A: [0, 0], C: [4, 0] }, red: { K: [4, 4], A: [10, 10] }, briefcase: { at: [4, 4], holder: ['red', 'K'] } })
  }

  it('changes a move of the one blocking spy out of the column, and only that', () => {
    const view = viewFor(blocked(), 'white')
    const all = actionsFromView(view)
    const out = cfHeeded(view, 'white', all, move([4, 0], [5, 1]))
    expect(out).not.toBeNull()
    expect(out?.every((a) => !(a.from[0] === 4 && a.from[1] === 0) || a.to[0] === 4)).toBe(true)
    expect(cfHeeded(view, 'white', all, move([4, 0], [4, 1]))).toBeNull()
    expect(cfHeeded(view, 'white', all, move([0, 0], [0, 1]))).toBeNull()
  })

  it('changes a move that leaves an open run unanswered into one that answers it', () => {
    const open = arrange(newGame(), { only: true, white: { A: [0, 0], C: [3, 0] }, red: { K: [4, 4], A: [10, 10] }, briefcase: { at: [4, 4], holder: ['red', 'K'] } })
    const view = viewFor(open, 'white')
    const all = actionsFromView(view)
    const out = cfHeeded(view, 'white', all, move([0, 0], [0, 1]))
    expect(out?.length).toBeGreaterThan(0)
    expect(out?.every((a) => a.to[0] === 4)).toBe(true)
    expect(cfHeeded(view, 'white', all, move([3, 0], [4, 1]))).toBeNull()
  })
})
