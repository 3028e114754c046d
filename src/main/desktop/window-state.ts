// The main window's size and place, remembered in `<userData>/window-state.json`. What is read back
// is validated and then fitted to the displays there are now: a window saved on a monitor that has
// since been unplugged, or larger than the screen it lands on, opens fully visible.
import { z } from 'zod'
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const coordinate = z.number().int().min(-100_000).max(100_000)
const length = z.number().int().min(1).max(100_000)

export const windowStateSchema = z.strictObject({
  x: coordinate,
  y: coordinate,
  width: length,
  height: length,
  maximized: z.boolean(),
  fullScreen: z.boolean(),
})

export type WindowState = z.infer<typeof windowStateSchema>

export const DEFAULT_SIZE = { width: 1100, height: 760 } as const
export const MIN_SIZE = { width: 720, height: 540 } as const

/** Where and how big to open the window. No x/y: let the OS center it. */
export interface WindowPlacement {
  x?: number
  y?: number
  width: number
  height: number
  maximized: boolean
  fullScreen: boolean
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high))
}

function validArea(area: Rect): boolean {
  return [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0
}

/**
 * Fits a saved state to the work areas of the displays (`primary` first choice when the saved
 * place is on none of them). The size is kept within the display (and at least MIN_SIZE when the
 * display allows it), and the whole window is moved onto it.
 */
export function clampWindowState(saved: WindowState | null, workAreas: readonly Rect[], primary: Rect | undefined = workAreas[0]): WindowPlacement {
  const areas = workAreas.filter(validArea)
  const home = primary && validArea(primary) ? primary : areas[0]
  const fit = (size: number, min: number, max: number) => Math.round(clamp(size, Math.min(min, max), max))
  if (!home) {
    // No display information: just a sane size, placed by the OS.
    return { width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, maximized: saved?.maximized ?? false, fullScreen: false }
  }
  if (!saved) {
    return {
      width: fit(DEFAULT_SIZE.width, MIN_SIZE.width, home.width),
      height: fit(DEFAULT_SIZE.height, MIN_SIZE.height, home.height),
      maximized: false,
      fullScreen: false,
    }
  }
  // The display the window was mostly on; none (it was unplugged): the primary one, centered.
  let best: Rect | undefined
  let bestOverlap = 0
  for (const area of areas) {
    const o = overlap(saved, area)
    if (o > bestOverlap) {
      best = area
      bestOverlap = o
    }
  }
  const area = best ?? home
  const width = fit(saved.width, MIN_SIZE.width, area.width)
  const height = fit(saved.height, MIN_SIZE.height, area.height)
  const x = best ? Math.round(clamp(saved.x, area.x, area.x + area.width - width)) : Math.round(area.x + (area.width - width) / 2)
  const y = best ? Math.round(clamp(saved.y, area.y, area.y + area.height - height)) : Math.round(area.y + (area.height - height) / 2)
  return { x, y, width, height, maximized: saved.maximized, fullScreen: saved.fullScreen }
}

export async function loadWindowState(file: string): Promise<WindowState | null> {
  const parsed = windowStateSchema.safeParse(await readJsonFile(file))
  return parsed.success ? parsed.data : null
}

/** What a window reports about itself (BrowserWindow: getNormalBounds, isMaximized, isFullScreen). */
export interface WindowSnapshot {
  normalBounds: Rect
  maximized: boolean
  fullScreen: boolean
}

/**
 * Saves the window's state a little after it stops changing (moves and resizes come in bursts),
 * and at once on flush() (when the window closes or the app quits).
 */
export class WindowStateKeeper {
  private pending: WindowState | null = null
  private last: WindowState | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private writing: Promise<void> = Promise.resolve()
  private lastSaved = ''

  constructor(
    readonly file: string,
    private readonly delayMs = 500,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  update(snapshot: WindowSnapshot): void {
    const parsed = windowStateSchema.safeParse({
      x: Math.round(snapshot.normalBounds.x),
      y: Math.round(snapshot.normalBounds.y),
      width: Math.round(snapshot.normalBounds.width),
      height: Math.round(snapshot.normalBounds.height),
      maximized: snapshot.maximized,
      fullScreen: snapshot.fullScreen,
    })
    if (!parsed.success) return
    this.pending = parsed.data
    this.last = parsed.data
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), this.delayMs)
    this.timer.unref?.()
  }

  /** The latest state reported (saved or not), or null before the first update. */
  latest(): WindowState | null {
    return this.last ? { ...this.last } : null
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const state = this.pending
    this.pending = null
    if (state) {
      const text = `${JSON.stringify(state, null, 2)}\n`
      if (text !== this.lastSaved) {
        this.lastSaved = text
        this.writing = this.writing.then(() => writeFileAtomic(this.file, text)).catch(this.onError)
      }
    }
    await this.writing
  }
}
