// The desktop app's own settings (`<userData>/settings.json`): validated on the way in (from the
// page, over IPC) and on the way back from disk (the file is the user's to edit or break). A damaged
// file gives the defaults for whatever is damaged; saves are atomic and one at a time.
import { z } from 'zod'
import type { DesktopSettings } from '../../shared/preload-api'
import { readJsonFile, writeFileAtomic } from '../storage/atomic-file'
import type { Same } from '../../shared/same'

/** One line of text without control or bidirectional-override characters. */
const UNSAFE_TEXT_RE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export const settingsSchema = z.strictObject({
  hostName: z
    .string()
    .max(63)
    .refine((s) => !UNSAFE_TEXT_RE.test(s), 'no control characters')
    .transform((s) => s.trim()),
  lanPort: z.number().int().min(1024).max(65535),
  notifications: z.boolean(),
  autoUpdate: z.boolean(),
})

/** What setSettings accepts: any subset of the settings, nothing else. */
export const settingsPatchSchema = settingsSchema.partial()

export const DEFAULT_SETTINGS: Readonly<DesktopSettings> = Object.freeze({
  hostName: '',
  lanPort: 7777,
  notifications: true,
  autoUpdate: true,
})

// The schema and the type the page sees must agree.
const sameShape: Same<z.output<typeof settingsSchema>, DesktopSettings> = true
void sameShape

/** Keeps every well-formed field of `raw` and takes the default for the rest. */
export function settingsFrom(raw: unknown): DesktopSettings {
  const whole = settingsSchema.safeParse(raw)
  if (whole.success) return whole.data
  const out: DesktopSettings = { ...DEFAULT_SETTINGS }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out
  const fields = raw as Record<string, unknown>
  const shape = settingsSchema.shape
  const hostName = shape.hostName.safeParse(fields['hostName'])
  if (hostName.success) out.hostName = hostName.data
  const lanPort = shape.lanPort.safeParse(fields['lanPort'])
  if (lanPort.success) out.lanPort = lanPort.data
  const notifications = shape.notifications.safeParse(fields['notifications'])
  if (notifications.success) out.notifications = notifications.data
  const autoUpdate = shape.autoUpdate.safeParse(fields['autoUpdate'])
  if (autoUpdate.success) out.autoUpdate = autoUpdate.data
  return out
}

export class SettingsStore {
  private current: DesktopSettings
  private writing: Promise<void> = Promise.resolve()
  private readonly listeners = new Set<(settings: DesktopSettings) => void>()

  private constructor(
    readonly file: string,
    initial: DesktopSettings,
  ) {
    this.current = initial
  }

  /** Reads the file; a missing, unreadable or invalid file gives the defaults. Never throws. */
  static async open(file: string): Promise<SettingsStore> {
    return new SettingsStore(file, settingsFrom(await readJsonFile(file)))
  }

  get(): DesktopSettings {
    return { ...this.current }
  }

  /**
   * Validates `patch` (throws a ZodError when it is not a subset of valid settings), applies it
   * and saves. Resolves with the settings as saved.
   */
  async set(patch: unknown): Promise<DesktopSettings> {
    const parsed = settingsPatchSchema.parse(patch)
    const next: DesktopSettings = { ...this.current }
    if (parsed.hostName !== undefined) next.hostName = parsed.hostName
    if (parsed.lanPort !== undefined) next.lanPort = parsed.lanPort
    if (parsed.notifications !== undefined) next.notifications = parsed.notifications
    if (parsed.autoUpdate !== undefined) next.autoUpdate = parsed.autoUpdate
    this.current = next
    const text = `${JSON.stringify(next, null, 2)}\n`
    const write = this.writing.then(() => writeFileAtomic(this.file, text))
    // A failed save must not block the ones after it; this caller still sees the error.
    this.writing = write.catch(() => undefined)
    await write
    for (const listener of this.listeners) listener(this.get())
    return this.get()
  }

  onChange(listener: (settings: DesktopSettings) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Waits for the saves already asked for. */
  async flush(): Promise<void> {
    await this.writing
  }
}
