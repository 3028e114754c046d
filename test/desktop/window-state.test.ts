// The window opens where it was, fully on a display that is there now.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clampWindowState, DEFAULT_SIZE, loadWindowState, MIN_SIZE, WindowStateKeeper, type Rect, type WindowPlacement, type WindowState } from '../../src/main/desktop/window-state'

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1050 } // work area: below a top bar
const monitor: Rect = { x: 1920, y: -200, width: 2560, height: 1400 }
const small: Rect = { x: 0, y: 25, width: 1024, height: 700 }

function state(partial: Partial<WindowState>): WindowState {
  return { x: 100, y: 100, width: 1100, height: 760, maximized: false, fullScreen: false, ...partial }
}

function inside(p: WindowPlacement, area: Rect): boolean {
  return p.x !== undefined && p.y !== undefined && p.x >= area.x && p.y >= area.y && p.x + p.width <= area.x + area.width && p.y + p.height <= area.y + area.height
}

describe('clampWindowState', () => {
  it('keeps a window that fits where it was', () => {
    expect(clampWindowState(state({ x: 200, y: 150 }), [laptop, monitor])).toEqual({ x: 200, y: 150, width: 1100, height: 760, maximized: false, fullScreen: false })
    expect(clampWindowState(state({ x: 2500, y: 0, width: 1600, height: 1000 }), [laptop, monitor])).toEqual({ x: 2500, y: 0, width: 1600, height: 1000, maximized: false, fullScreen: false })
  })

  it('opens at the default size, placed by the OS, the first time', () => {
    expect(clampWindowState(null, [laptop])).toEqual({ width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, maximized: false, fullScreen: false })
    // … but never larger than the screen.
    expect(clampWindowState(null, [{ x: 0, y: 0, width: 800, height: 600 }])).toMatchObject({ width: 800, height: 600 })
  })

  it('moves a window that hangs off the edge back onto its display', () => {
    const p = clampWindowState(state({ x: 1500, y: 800 }), [laptop])
    expect(inside(p, laptop)).toBe(true)
    expect(p).toMatchObject({ x: 1920 - 1100, y: 1050 - 760 })
    const q = clampWindowState(state({ x: -300, y: -50 }), [laptop])
    expect(q).toMatchObject({ x: 0, y: 0 })
  })

  it('picks the display the window was mostly on', () => {
    const p = clampWindowState(state({ x: 1800, y: 0, width: 1200 }), [laptop, monitor])
    expect(inside(p, monitor)).toBe(true)
  })

  it('centers on the primary display a window whose monitor was unplugged', () => {
    const p = clampWindowState(state({ x: 5000, y: 300 }), [laptop], laptop)
    expect(inside(p, laptop)).toBe(true)
    expect(p.x).toBe(Math.round((1920 - 1100) / 2))
    expect(p.y).toBe(Math.round((1050 - 760) / 2))
  })

  it('shrinks a window larger than its display, but not below the minimum when there is room', () => {
    const p = clampWindowState(state({ x: 0, y: 25, width: 3000, height: 2000 }), [small])
    expect(p).toMatchObject({ x: 0, y: 25, width: 1024, height: 700 })
    const tiny = clampWindowState(state({ x: 10, y: 30, width: 300, height: 200 }), [small])
    expect(tiny).toMatchObject({ width: MIN_SIZE.width, height: MIN_SIZE.height })
    expect(inside(tiny, small)).toBe(true)
  })

  it('on a display smaller than the minimum size, fills the display', () => {
    const phone: Rect = { x: 0, y: 0, width: 640, height: 480 }
    expect(clampWindowState(state({ x: 0, y: 0 }), [phone])).toMatchObject({ x: 0, y: 0, width: 640, height: 480 })
  })

  it('keeps maximized and full-screen', () => {
    expect(clampWindowState(state({ maximized: true }), [laptop])).toMatchObject({ maximized: true, fullScreen: false })
    expect(clampWindowState(state({ fullScreen: true }), [laptop])).toMatchObject({ fullScreen: true })
  })

  it('copes with no usable display information', () => {
    expect(clampWindowState(state({}), [])).toEqual({ width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, maximized: false, fullScreen: false })
    expect(clampWindowState(state({}), [{ x: 0, y: 0, width: 0, height: 0 }])).toMatchObject({ width: DEFAULT_SIZE.width })
    expect(clampWindowState(state({}), [{ x: NaN, y: 0, width: 100, height: 100 }, laptop])).toMatchObject({ x: 100, y: 100 })
  })

  it('always lands fully on some display (random states and layouts)', () => {
    let seed = 7
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    for (let i = 0; i < 500; i++) {
      const areas: Rect[] = Array.from({ length: 1 + rnd(3) }, (_, k) => ({ x: k * 2000 - rnd(500), y: rnd(400) - 200, width: 600 + rnd(3000), height: 400 + rnd(1600) }))
      const saved = state({ x: rnd(12_000) - 4000, y: rnd(6000) - 3000, width: 1 + rnd(5000), height: 1 + rnd(3000) })
      const p = clampWindowState(saved, areas)
      expect(areas.some((a) => inside(p, a))).toBe(true)
    }
  })
})

describe('saving and loading', () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'safehouse-window-'))
    file = join(dir, 'window-state.json')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('round-trips through the keeper', async () => {
    const keeper = new WindowStateKeeper(file, 10_000)
    keeper.update({ normalBounds: { x: 10.4, y: 20, width: 1000, height: 700 }, maximized: true, fullScreen: false })
    keeper.update({ normalBounds: { x: 11, y: 21, width: 1001, height: 701 }, maximized: true, fullScreen: false })
    expect(keeper.latest()).toEqual({ x: 11, y: 21, width: 1001, height: 701, maximized: true, fullScreen: false })
    await keeper.flush()
    expect(await loadWindowState(file)).toEqual({ x: 11, y: 21, width: 1001, height: 701, maximized: true, fullScreen: false })
    expect(readdirSync(dir)).toEqual(['window-state.json'])
  })

  it('saves by itself after the delay', async () => {
    const keeper = new WindowStateKeeper(file, 20)
    keeper.update({ normalBounds: { x: 1, y: 2, width: 800, height: 600 }, maximized: false, fullScreen: false })
    // Nothing flushes it: the timer does, and the write lands whenever the disk lets it.
    await vi.waitFor(() => expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ x: 1, y: 2 }), { timeout: 20_000, interval: 20 })
  })

  it('ignores nonsense bounds', async () => {
    const keeper = new WindowStateKeeper(file, 10_000)
    keeper.update({ normalBounds: { x: NaN, y: 0, width: 800, height: 600 }, maximized: false, fullScreen: false })
    keeper.update({ normalBounds: { x: 0, y: 0, width: 0, height: 600 }, maximized: false, fullScreen: false })
    await keeper.flush()
    expect(await loadWindowState(file)).toBeNull()
  })

  it.each([
    ['missing', null],
    ['corrupt', '{"x": 1'],
    ['wrong types', JSON.stringify({ x: '1', y: 2, width: 800, height: 600, maximized: false, fullScreen: false })],
    ['extra keys', JSON.stringify({ x: 1, y: 2, width: 800, height: 600, maximized: false, fullScreen: false, evil: 1 })],
    ['absurd sizes', JSON.stringify({ x: 1, y: 2, width: 1e9, height: 600, maximized: false, fullScreen: false })],
  ])('a %s file gives no saved state', async (_name, text) => {
    if (text !== null) writeFileSync(file, text)
    expect(await loadWindowState(file)).toBeNull()
  })
})
