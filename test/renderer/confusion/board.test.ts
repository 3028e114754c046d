// @vitest-environment happy-dom
// The board component: 121 cells in the grid, each saying what is on it; the viewer's own spies
// carry no piece, the opponent's do; keyboard play (arrow keys move a cursor as on the screen,
// Enter picks, for White and for Red); a press and release picks, a drag from a selected spy to one
// of its targets announces the move.
import { afterEach, describe, expect, it } from 'vitest'
import type { Label, MovementId, PlayerView, Seat, Square } from '../../../src/shared/confusion/types'
import ConfusionBoard from '../../../src/renderer/src/games/confusion/table/ConfusionBoard.vue'
import { squareKey } from '../../../src/renderer/src/games/confusion/table/frame'
import { actionsOf, targetsOf } from '../../../src/renderer/src/games/confusion/table/moves'
import { ASSIGNMENT, mountWith, newGame, viewFor } from './helpers'

afterEach(() => {
  document.body.innerHTML = ''
})

function mapOf(squares: readonly Square[]): Map<string, Square> {
  return new Map(squares.map((s) => [squareKey(s), s]))
}

function mountBoard(view: PlayerView, frame: Seat, extra: Record<string, unknown> = {}) {
  return mountWith(ConfusionBoard, {
    attachTo: document.body,
    props: {
      view,
      frame,
      me: view.seat,
      pickable: mapOf(view.prompt?.type === 'move' ? view.prompt.movers : []),
      selected: null,
      targets: new Map(),
      highlight: [],
      ownKnown: {} as Partial<Record<Label, MovementId>>,
      deduced: new Set<Label>(),
      placement: null,
      attempts: [],
      disabled: false,
      label: 'The board',
      ...extra,
    },
  })
}

describe('the board', () => {
  it('is a grid of 121 cells; the own spies say "piece unknown", the enemy\'s say their piece', () => {
    const v = viewFor(newGame(), 'white')
    const w = mountBoard(v, 'white')
    const cells = w.findAll('[role="gridcell"]')
    expect(cells).toHaveLength(121)
    expect(w.findAll('[role="row"]')).toHaveLength(11)
    // The first cell of the last row is a1 for White.
    expect(w.findAll('[role="row"]')[10]?.find('[role="gridcell"]').attributes('aria-label')).toBe('a1: empty')
    const label = (name: string) => cells.map((c) => c.attributes('aria-label') ?? '').find((l) => l.startsWith(`${name}:`))
    expect(label('d2')).toBe("d2: White's spy H, piece unknown, may be chosen")
    // Red's H stands on h10 (the layout turned half round); White sees its piece, M07.
    expect(label('h10')).toContain("Red's spy H, M07: forward, up to 3 squares (crown)")
    expect(label('f10')).toContain("Red's spy X, Double Agent")
    expect(label('f6')).toBe('f6: the briefcase')
    for (const el of w.findAll('[data-spy^="white-"]')) expect(el.attributes('data-movement')).toBeUndefined()
    const red = w.findAll('[data-spy^="red-"]').map((el) => [el.attributes('data-spy'), el.attributes('data-movement')])
    expect(red).toHaveLength(13)
    for (const [spy, piece] of red) expect(piece).toBe(ASSIGNMENT[(spy as string).slice(4) as Label])
    // No own piece anywhere in the markup.
    const own = w.findAll('[data-spy^="white-"]').map((el) => el.html()).join('')
    expect(own).not.toMatch(/M\d\d/)
  })

  it('is seen from Red\'s side by Red: k11 at the bottom left, White\'s pieces turned towards Red', () => {
    const v = viewFor(newGame(), 'red')
    const w = mountBoard(v, 'red')
    const rows = w.findAll('[role="row"]')
    expect(rows[10]?.find('[role="gridcell"]').attributes('aria-label')).toBe('k11: empty')
    expect(rows[0]?.find('[role="gridcell"]').attributes('aria-label')).toBe('k1: empty')
    for (const el of w.findAll('[data-spy^="red-"]')) expect(el.attributes('data-movement')).toBeUndefined()
    // White's H (M07, forward only) points down the screen for Red: its one arm goes +y.
    const arms = w.get('[data-spy="white-H"]').findAll('line.arm')
    expect(arms).toHaveLength(1)
    expect(Number(arms[0]?.attributes('y2'))).toBeGreaterThan(0)
    expect(Number(arms[0]?.attributes('x2'))).toBe(0)
  })

  it('moves a cursor with the arrow keys as on the screen and picks with Enter, for either side', async () => {
    for (const seat of ['white', 'red'] as const) {
      const v = viewFor(newGame({ firstSeat: seat }), seat)
      const w = mountBoard(v, seat, { pickable: new Map() })
      const grid = w.get('[role="grid"]')
      await grid.trigger('focus')
      const start = grid.attributes('aria-activedescendant')
      expect(start).toMatch(/-cell-5-(0|10)$/)
      await grid.trigger('keydown', { key: 'ArrowUp' })
      await grid.trigger('keydown', { key: 'ArrowUp' })
      await grid.trigger('keydown', { key: 'ArrowLeft' })
      await grid.trigger('keydown', { key: 'Enter' })
      // Two up and one left on the screen: towards the enemy, and to the player's own left.
      expect(w.emitted('pick')?.[0]?.[0]).toEqual(seat === 'white' ? [4, 2] : [6, 8])
      expect(grid.attributes('aria-activedescendant')).toMatch(seat === 'white' ? /-cell-4-2$/ : /-cell-6-8$/)
      await grid.trigger('keydown', { key: 'Escape' })
      expect(w.emitted('cancel')).toHaveLength(1)
      w.unmount()
    }
  })

  it('starts the cursor on a spy that may move, and picks spies and targets by pointer', async () => {
    const v = viewFor(newGame(), 'white')
    const w = mountBoard(v, 'white')
    const grid = w.get('[role="grid"]')
    await grid.trigger('focus')
    expect(grid.attributes('aria-activedescendant')).toMatch(/-cell-1-0$/)
    const cell = (sq: Square) => w.get(`rect[data-square="${squareKey(sq)}"]`)
    // Press on a spy that may move: it is picked at once (its targets show while the pointer is down).
    await cell([3, 1]).trigger('pointerdown', { button: 0, pointerId: 1 })
    expect(w.emitted('pick')).toEqual([[[3, 1]]])
    await cell([3, 1]).trigger('pointerup', { pointerId: 1 })
    expect(w.emitted('pick')).toHaveLength(1)
    // Selected with its targets: a drag to one of them announces the move.
    const targets = targetsOf(actionsOf(v), [3, 1], null)
    await w.setProps({ selected: [3, 1], targets })
    await cell([3, 1]).trigger('pointerdown', { button: 0, pointerId: 2 })
    await cell([3, 5]).trigger('pointerup', { pointerId: 2 })
    expect(w.emitted('drag')).toEqual([[[3, 1], [3, 5]]])
    // A tap on a target picks it (the table then announces the move).
    await cell([3, 6]).trigger('pointerdown', { button: 0, pointerId: 3 })
    await cell([3, 6]).trigger('pointerup', { pointerId: 3 })
    expect(w.emitted('pick')?.at(-1)).toEqual([[3, 6]])
    expect(w.findAll('rect[data-target]')).toHaveLength(targets.size)
  })

  it('shows what the viewer knows of its own spies: a piece seen, or deduced (marked as such)', () => {
    const v = viewFor(newGame(), 'white')
    const w = mountBoard(v, 'white', { ownKnown: { H: 'M07' }, deduced: new Set(['H']) })
    const h = w.get('[data-spy="white-H"]')
    expect(h.attributes('data-movement')).toBeUndefined()
    expect(h.attributes('data-deduced')).toBe('M07')
    const label = w.findAll('[role="gridcell"]').map((c) => c.attributes('aria-label')).find((l) => l?.startsWith('d2:'))
    expect(label).toContain('M07: forward, up to 3 squares (crown) (deduced)')
  })

  it('marks the radiation columns of Variant 2', () => {
    const v = viewFor(newGame({ variants: { tight: true } }), 'white')
    const w = mountBoard(v, 'white')
    const rad = w.findAll('[role="gridcell"]').filter((c) => c.attributes('aria-label')?.includes('radiation'))
    expect(rad).toHaveLength(22)
    expect(w.findAll('.rad-symbol')).toHaveLength(2)
  })
})
