// The board from each side: White sees a1 at the bottom left, Red sees k11 there (its own first row
// at the bottom); movement diagrams turned into the viewer's frame; the keyboard cursor moves as
// it looks on the screen.
import { describe, expect, it } from 'vitest'
import { DIRECTIONS, movementTypes } from '../../../src/engine/confusion'
import type { Direction, Seat, Square } from '../../../src/shared/confusion/types'
import { armsOf } from '../../../src/renderer/src/games/confusion/table/diagram'
import { columnLabels, fromScreen, moveCursor, parseSquareKey, rowLabels, screenStep, squareKey, squareName, toScreen } from '../../../src/renderer/src/games/confusion/table/frame'

const SEATS: Seat[] = ['white', 'red']
const ALL: Square[] = Array.from({ length: 121 }, (_, i) => [i % 11, Math.floor(i / 11)] as Square)

describe('the board from each side', () => {
  it("puts each side's own first row at the bottom: a1 bottom left for White, k11 bottom left for Red", () => {
    expect(toScreen('white', [0, 0])).toEqual({ col: 0, row: 10 })
    expect(toScreen('white', [10, 10])).toEqual({ col: 10, row: 0 })
    expect(toScreen('red', [10, 10])).toEqual({ col: 0, row: 10 })
    expect(toScreen('red', [0, 0])).toEqual({ col: 10, row: 0 })
    expect(fromScreen('red', 0, 10)).toEqual([10, 10])
    expect(columnLabels('white').join('')).toBe('abcdefghijk')
    expect(columnLabels('red').join('')).toBe('kjihgfedcba')
    expect(rowLabels('white')[10]).toBe(1)
    expect(rowLabels('red')[10]).toBe(11)
  })

  it.each(SEATS)('draws every square once for %s, and reads it back', (seat) => {
    const seen = new Set<string>()
    for (const sq of ALL) {
      const { col, row } = toScreen(seat, sq)
      expect(fromScreen(seat, col, row)).toEqual(sq)
      seen.add(`${col},${row}`)
    }
    expect(seen.size).toBe(121)
  })

  it('turns Red 180° from White: the same square sits on opposite screen corners', () => {
    for (const sq of ALL) {
      const w = toScreen('white', sq)
      const r = toScreen('red', sq)
      expect([w.col + r.col, w.row + r.row]).toEqual([10, 10])
    }
  })

  it("points every spy's forward towards its opponent: up on its owner's screen, down on the opponent's", () => {
    for (const owner of SEATS) {
      expect(screenStep(owner, owner, 'N')).toEqual([0, 1])
      expect(screenStep(owner, owner === 'white' ? 'red' : 'white', 'N')).toEqual([0, -1])
      // Its own right is on the right of its owner's screen.
      expect(screenStep(owner, owner, 'E')).toEqual([1, 0])
    }
  })

  it('draws a diagram so that a line on the screen points where the spy really goes on the board', () => {
    for (const owner of SEATS) {
      for (const viewer of SEATS) {
        for (const dir of DIRECTIONS) {
          const [right, up] = screenStep(owner, viewer, dir as Direction)
          const from: Square = [5, 5]
          const a = toScreen(viewer, from)
          // The board square one screen step away, then its board step: the spy's board step.
          const to = fromScreen(viewer, a.col + right, a.row - up)
          const boardStep = [to[0] - from[0], to[1] - from[1]]
          const sign = owner === 'white' ? 1 : -1
          const own = { N: [0, 1], NE: [1, 1], E: [1, 0], SE: [1, -1], S: [0, -1], SW: [-1, -1], W: [-1, 0], NW: [-1, 1] }[dir as Direction]
          expect(boardStep).toEqual([own[0] * sign || 0, own[1] * sign || 0])
        }
      }
    }
    // M07 (forward only): one arm, up for its owner, down for the enemy (SVG y grows downwards).
    const types = movementTypes(2)
    expect(armsOf(types, 'M07', 'red', 'red')).toEqual([{ dx: 0, dy: -1 }])
    expect(armsOf(types, 'M07', 'red', 'white')).toEqual([{ dx: 0, dy: 1 }])
    expect(armsOf(types, 'DA', 'red', 'white')).toEqual([])
    expect(armsOf(types, 'PROMOTED', 'white', 'white')).toHaveLength(8)
  })

  it('moves the keyboard cursor as it looks on the screen, stopping at the edges', () => {
    expect(moveCursor('white', [4, 4], 'ArrowUp')).toEqual([4, 5])
    expect(moveCursor('white', [4, 4], 'ArrowRight')).toEqual([5, 4])
    expect(moveCursor('red', [4, 4], 'ArrowUp')).toEqual([4, 3])
    expect(moveCursor('red', [4, 4], 'ArrowRight')).toEqual([3, 4])
    expect(moveCursor('white', [0, 10], 'ArrowUp')).toEqual([0, 10])
    expect(moveCursor('white', [0, 10], 'ArrowLeft')).toEqual([0, 10])
    expect(moveCursor('red', [0, 0], 'ArrowUp')).toEqual([0, 0])
  })

  it('names squares as the rulebook does, and keys them for the DOM', () => {
    expect(squareName([0, 0])).toBe('a1')
    expect(squareName([5, 5])).toBe('f6')
    expect(squareName([10, 10])).toBe('k11')
    expect(parseSquareKey(squareKey([3, 7]))).toEqual([3, 7])
    expect(parseSquareKey('11,0')).toBeNull()
    expect(parseSquareKey('x')).toBeNull()
  })
})
