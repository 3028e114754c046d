// @vitest-environment happy-dom
// Issue 35, point 3: how the enemy's spies move is what a player knows, so the board shows where the
// enemy spy under the pointer (or tapped, or under the keyboard cursor) could go by its piece: a
// straight line along each of its directions, stopped by spies and the briefcase, ending on an enemy
// spy but never on its own side's.
import { afterEach, describe, expect, it } from 'vitest'
import type { Label, MovementId, PlayerView, Seat, Square } from '../../../src/shared/confusion/types'
import { movementTypes } from '../../../src/engine/confusion/client'
import ConfusionBoard from '../../../src/renderer/src/games/confusion/table/ConfusionBoard.vue'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { reachSquares } from '../../../src/renderer/src/games/confusion/table/reach'
import { mountWith, newGame, viewFor } from './helpers'

afterEach(() => {
  document.body.innerHTML = ''
})

const TYPES = movementTypes(2)
const keys = (squares: readonly Square[]) => squares.map(squareKey).sort()

describe('where a piece could go', () => {
  const empty = { spies: new Map<string, Seat>(), freeBriefcase: null, tight: false }

  it("goes 1 to R squares along each direction, in its owner's frame", () => {
    // M07: forward, up to 3. White's forward is up the board (y grows), Red's down.
    expect(keys(reachSquares(TYPES, 'M07', 'white', [4, 4], empty))).toEqual(keys([[4, 5], [4, 6], [4, 7]]))
    expect(keys(reachSquares(TYPES, 'M07', 'red', [4, 4], empty))).toEqual(keys([[4, 3], [4, 2], [4, 1]]))
  })

  it('stops at the edge, at a spy (capturing an enemy, never its own side) and at the free briefcase', () => {
    const spies = new Map<string, Seat>([
      ['4,6', 'white'],
      ['2,4', 'red'],
    ])
    // M05: forward, right, back, left, up to 2; Red's spy on e5 ([4,4]).
    const got = reachSquares(TYPES, 'M05', 'red', [4, 4], { spies, freeBriefcase: [5, 4], tight: false })
    // Back for Red is up (y grows): e6 then the White spy on e7, captured. Right for Red is x falling:
    // d5, then Red's own spy on c5 stops it. Left (x growing): the briefcase on f5 ends the line.
    expect(keys(got)).toEqual(keys([[4, 3], [4, 2], [4, 5], [4, 6], [3, 4], [5, 4]]))
    expect(reachSquares(TYPES, 'M05', 'white', [0, 0], empty).every(([x, y]) => x >= 0 && y >= 0)).toBe(true)
    expect(reachSquares(TYPES, 'M05', 'white', [1, 5], { ...empty, tight: true }).some(([x]) => x === 0)).toBe(false)
  })

  it('shows nothing for a Double Agent', () => {
    expect(reachSquares(TYPES, 'DA', 'red', [4, 4], empty)).toEqual([])
  })
})

describe('the board under the pointer', () => {
  function mountBoard(view: PlayerView) {
    return mountWith(ConfusionBoard, {
      attachTo: document.body,
      props: {
        view,
        frame: 'white' as Seat,
        me: view.seat,
        pickable: new Map(),
        selected: null,
        targets: new Map(),
        highlight: [],
        ownKnown: {} as Partial<Record<Label, MovementId>>,
        deduced: new Set<Label>(),
        placement: null,
        attempts: [],
        disabled: false,
        label: 'The board',
      },
    })
  }

  it("rings the squares an enemy spy's piece could reach while the mouse rests on it, and none once it leaves", async () => {
    const w = mountBoard(viewFor(newGame(), 'white'))
    const rings = () => w.findAll('[data-test="reach"] .ring').map((r) => r.attributes('data-square') ?? '').sort()
    expect(rings()).toEqual([])
    // Red's H on h10 carries M07 (forward, up to 3): h9, h8, h7 are free.
    await w.get('rect.cell[data-square="7,9"]').trigger('pointermove', { pointerType: 'mouse' })
    expect(rings()).toEqual(['7,6', '7,7', '7,8'])
    // Red's Double Agent (X on f10) shows nothing; nor does one of White's own spies (unknown piece).
    await w.get('rect.cell[data-square="5,9"]').trigger('pointermove', { pointerType: 'mouse' })
    expect(rings()).toEqual([])
    await w.get('rect.cell[data-square="3,1"]').trigger('pointermove', { pointerType: 'mouse' })
    expect(rings()).toEqual([])
    await w.get('rect.cell[data-square="7,9"]').trigger('pointermove', { pointerType: 'mouse' })
    await w.get('svg.board').trigger('pointerleave', { pointerType: 'mouse' })
    expect(rings()).toEqual([])
  })

  it('rings them for a spy tapped', async () => {
    const w = mountBoard(viewFor(newGame(), 'white'))
    await w.get('rect.cell[data-square="7,9"]').trigger('pointerdown', { pointerType: 'touch', button: 0 })
    expect(w.findAll('[data-test="reach"] .ring')).toHaveLength(3)
  })
})
