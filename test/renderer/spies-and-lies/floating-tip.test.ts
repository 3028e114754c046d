// Where a table tooltip goes beside its card (issue 35, point 6): on the side asked for when it
// fits, on the other when only that fits, and never past the window's edges.
import { describe, expect, it } from 'vitest'
import { placeTip } from '../../../src/renderer/src/games/spies-and-lies/table/floating-tip'

const VIEW = { width: 1024, height: 640 }
const TIP = { width: 240, height: 90 }

describe('placeTip', () => {
  it('opens above or below the card as asked, centred on it, when there is room', () => {
    const card = { left: 400, top: 300, width: 80, height: 110 }
    expect(placeTip(card, TIP, 'above', VIEW)).toEqual({ left: 320, top: 300 - 8 - 90 })
    expect(placeTip(card, TIP, 'below', VIEW)).toEqual({ left: 320, top: 300 + 110 + 8 })
  })

  it('opens on the other side when the one asked for has no room', () => {
    expect(placeTip({ left: 400, top: 40, width: 80, height: 110 }, TIP, 'above', VIEW).top).toBe(40 + 110 + 8)
    expect(placeTip({ left: 400, top: 500, width: 80, height: 110 }, TIP, 'below', VIEW).top).toBe(500 - 8 - 90)
  })

  it('stays in the window beside a card at its edge', () => {
    const right = placeTip({ left: 980, top: 300, width: 40, height: 60 }, TIP, 'above', VIEW)
    expect(right.left + TIP.width).toBeLessThanOrEqual(VIEW.width - 8)
    const left = placeTip({ left: 0, top: 300, width: 40, height: 60 }, TIP, 'above', VIEW)
    expect(left.left).toBe(8)
    const tall = placeTip({ left: 400, top: 60, width: 80, height: 520 }, TIP, 'below', VIEW)
    expect(tall.top).toBeGreaterThanOrEqual(8)
    expect(tall.top + TIP.height).toBeLessThanOrEqual(VIEW.height - 8)
  })
})
