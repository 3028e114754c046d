// Game record files opened from outside the app: double-clicked in the file manager (the
// installers associate .safehouse with Safehouse), dropped on the Dock icon, or given on the
// command line. Windows and Linux pass them in argv (also to a second instance, which hands them
// to the running one); macOS sends 'open-file' events, possibly before the app is ready.
import { isAbsolute, resolve } from 'node:path'
import { GAME_FILE_EXTENSION } from './game-files'

const SUFFIX = `.${GAME_FILE_EXTENSION}`

/** The game record files named in a command line, as absolute paths (flags are skipped). */
export function gameFilesIn(argv: readonly string[], cwd: string): string[] {
  // argv[0] is the executable; a development run has the app's folder as argv[1] (not a .safehouse).
  return argv
    .slice(1)
    .filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(SUFFIX))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(cwd, arg)))
}

/** A second request for the same file within this long is the same double-click. */
export const SAME_CLICK_MS = 2000

/**
 * Files asked for before the page can take them, then opened one at a time, in order. The same
 * file asked for twice in quick succession (a double double-click) is opened once.
 */
export class OpenFileQueue {
  private readonly files: string[] = []
  private ready = false
  private running: Promise<void> = Promise.resolve()
  private last: { file: string; at: number } | null = null

  constructor(
    private readonly open: (file: string) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  add(file: string): void {
    const at = this.now()
    if (this.last && this.last.file === file && at - this.last.at < SAME_CLICK_MS) return
    this.last = { file, at }
    this.files.push(file)
    if (this.ready) this.drain()
  }

  /** The page is there: open what was asked for so far, and from now on at once. */
  start(): void {
    this.ready = true
    this.drain()
  }

  /** Resolves when every file asked for so far has been handled. */
  idle(): Promise<void> {
    return this.running
  }

  private drain(): void {
    while (this.files.length > 0) {
      const file = this.files.shift() as string
      this.running = this.running.then(() => this.open(file)).catch(() => undefined)
    }
  }
}
