// The drawn board: every seat sees its own start field at the bottom, the track runs clockwise on
// screen, goal lanes point from their start field to the middle, start areas sit outside the ring,
// and the marked fields are the engine's (4 start fields, 12 holes, 4 meeting points).
import { describe, expect, it } from 'vitest'
import type { Seat } from '@shared/agent-dog/types'
import { BOARD_GEOMETRY } from '../../../src/engine/agent-dog'
import {
  START_AREA_RADIUS,
  TRACK_RADIUS,
  boardLayout,
  fieldType,
  placeKey,
  pointOf,
  startSlotOf,
  trackAngle,
} from '../../../src/renderer/src/games/agent-dog/table/geometry'

const SEATS: readonly Seat[] = ['red', 'blue', 'green', 'yellow']
const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.01
const start = (s: Seat): number => BOARD_GEOMETRY.START_FIELD[s]

describe('the board turned to each seat', () => {
  it.each(SEATS)('%s sees its own start field straight below the middle', (seat) => {
    const at = pointOf(boardLayout(seat), { track: start(seat) })
    expect(close(at.x, 0)).toBe(true)
    expect(close(at.y, TRACK_RADIUS)).toBe(true)
  })

  it.each(SEATS)('for %s the track runs clockwise on screen: the next seat on the left, the one opposite at the top', (seat) => {
    const layout = boardLayout(seat)
    const i = SEATS.indexOf(seat)
    const next = SEATS[(i + 1) % 4] as Seat
    const opposite = SEATS[(i + 2) % 4] as Seat
    const before = SEATS[(i + 3) % 4] as Seat
    // One field further on is a little to the left of the bottom (clockwise as the screen shows it).
    expect(pointOf(layout, { track: (start(seat) + 1) % 64 }).x).toBeLessThan(0)
    const left = pointOf(layout, { track: start(next) })
    expect([close(left.x, -TRACK_RADIUS), close(left.y, 0)]).toEqual([true, true])
    const top = pointOf(layout, { track: start(opposite) })
    expect([close(top.x, 0), close(top.y, -TRACK_RADIUS)]).toEqual([true, true])
    const right = pointOf(layout, { track: start(before) })
    expect([close(right.x, TRACK_RADIUS), close(right.y, 0)]).toEqual([true, true])
  })

  it('turning the board only turns it: every field keeps its distance from the middle', () => {
    const red = boardLayout('red')
    const green = boardLayout('green')
    red.track.forEach((f, t) => {
      const g = green.track[t]?.at ?? { x: 0, y: 0 }
      expect(close(Math.hypot(f.at.x, f.at.y), Math.hypot(g.x, g.y))).toBe(true)
      // Green sits opposite Red: its view is Red's turned half way round.
      expect([close(g.x, -f.at.x), close(g.y, -f.at.y)]).toEqual([true, true])
    })
  })

  it('draws 64 track fields on one ring, each in its own place', () => {
    const layout = boardLayout('blue')
    expect(layout.track).toHaveLength(64)
    const keys = new Set(layout.track.map((f) => `${f.at.x},${f.at.y}`))
    expect(keys.size).toBe(64)
    for (const f of layout.track) expect(close(Math.hypot(f.at.x, f.at.y), TRACK_RADIUS)).toBe(true)
    expect(trackAngle(start('blue'), 'blue')).toBeCloseTo(Math.PI / 2)
  })

  it.each(SEATS)("%s's goal lane runs from its start field towards the middle, and its start area lies outside the ring", (colour) => {
    const layout = boardLayout('red')
    const s = pointOf(layout, { track: start(colour) })
    let last = TRACK_RADIUS
    for (const index of [1, 2, 3, 4] as const) {
      const g = pointOf(layout, { goal: colour, index })
      const r = Math.hypot(g.x, g.y)
      expect(r).toBeLessThan(last)
      last = r
      // On the line from the start field to the middle.
      expect(close(g.x * s.y - g.y * s.x, 0)).toBe(true)
    }
    for (let slot = 0; slot < 4; slot++) {
      const p = startSlotOf(layout, colour, slot)
      expect(close(Math.hypot(p.x, p.y), START_AREA_RADIUS)).toBe(true)
      // Behind its own start field, not another's.
      expect(Math.hypot(p.x - s.x, p.y - s.y)).toBeLessThan(10)
    }
  })

  it('marks the fields the engine has: 4 start fields with their owner, 12 holes, 4 meeting points with a hole behind each', () => {
    const layout = boardLayout('red')
    const of = (type: string) => layout.track.filter((f) => f.type === type)
    expect(of('start').map((f) => f.owner)).toEqual(['red', 'blue', 'green', 'yellow'])
    expect(of('hole')).toHaveLength(12)
    expect(of('meeting')).toHaveLength(4)
    for (const m of of('meeting')) expect(fieldType((m.track + 63) % 64)).toBe('hole')
    for (const f of layout.track) if (f.type !== 'start') expect(f.owner).toBeNull()
  })

  it('names places by key', () => {
    expect(placeKey({ track: 12 })).toBe('t12')
    expect(placeKey({ goal: 'green', index: 3 })).toBe('g-green-3')
    expect(placeKey({ startArea: 'yellow' })).toBe('s-yellow')
  })
})
