// Where a table tooltip goes beside its card (issue 35, point 6): on the side asked for when it
// fits, on the other when only that fits, never past the window's edges, and never over the title of
// the panel its card sits in when the other side has room (the Deception prompt's soldier card sits
// just under the prompt's title).
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

  it('reads sizes given as DOMRects (fields that are getters)', () => {
    const rect = (left: number, top: number, width: number, height: number): { left: number; top: number; width: number; height: number } =>
      Object.create({ get left() { return left }, get top() { return top }, get width() { return width }, get height() { return height } }) as { left: number; top: number; width: number; height: number }
    const card = rect(400, 300, 80, 110)
    expect(placeTip(card, rect(0, 0, 240, 90), 'above', VIEW, rect(380, 250, 300, 30)).top).toBe(300 + 110 + 8)
  })

  it("keeps the panel's title clear when the other side has room", () => {
    const card = { left: 400, top: 300, width: 80, height: 110 }
    const title = { left: 380, top: 250, width: 300, height: 30 }
    expect(placeTip(card, TIP, 'above', VIEW, title).top).toBe(300 + 110 + 8)
    // A title the tip would not touch changes nothing.
    expect(placeTip(card, TIP, 'above', VIEW, { ...title, left: 800, width: 100 }).top).toBe(300 - 8 - 90)
    // With no room below, the tip stays above, over the title, rather than off the window.
    const low = { left: 400, top: 500, width: 80, height: 110 }
    expect(placeTip(low, TIP, 'above', VIEW, { ...title, top: 450 }).top).toBe(500 - 8 - 90)
  })
})
