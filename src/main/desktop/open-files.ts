// Game record files opened from outside the app: double-clicked in the file manager (the
// installers associate .safehouse with Safehouse), dropped on the Dock icon, or given on the
// command line. Windows and Linux pass them in argv (also to a second instance, which hands them
// to the running one); Linux launchers (`Exec=… %U`) pass them as file:// URIs; macOS sends
// 'open-file' events, possibly before the app is ready.
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GAME_FILE_EXTENSION } from './game-files'

const SUFFIX = `.${GAME_FILE_EXTENSION}`

/** The path a command-line argument names, or null for a flag or an unusable file:// URI. */
function pathOf(arg: string, cwd: string): string | null {
  if (arg.startsWith('-')) return null
  let path = arg
  if (/^file:/i.test(arg)) {
    try {
      path = fileURLToPath(arg)
    } catch {
      return null // file://otherhost/… (a network share by URI) or a malformed URI
    }
  }
  return isAbsolute(path) ? path : resolve(cwd, path)
}

/** Whether a path names a game record file (.safehouse, in any case): the only files opened from outside. */
export function isGameFileName(path: string): boolean {
  return path.toLowerCase().endsWith(SUFFIX)
}

/** The game record files named in a command line, as absolute paths (flags are skipped). */
export function gameFilesIn(argv: readonly string[], cwd: string): string[] {
  // argv[0] is the executable; a development run has the app's folder as argv[1] (not a .safehouse).
  return argv
    .slice(1)
    .map((arg) => pathOf(arg, cwd))
    .filter((path): path is string => path !== null && isGameFileName(path))
}

/** A second request for the same file within this long is the same double-click. */
export const SAME_CLICK_MS = 2000

/**
 * Files asked for before the page can take them, then opened one at a time, in order. The same
 * file asked for twice in quick succession (a double double-click) is opened once.
 */
export class OpenFileQueue {
  private readonly files: string[] = []
  private open: ((file: string) => Promise<void>) | null = null
  private running: Promise<void> = Promise.resolve()
  private last: { file: string; at: number } | null = null

  constructor(private readonly now: () => number = Date.now) {}

  add(file: string): void {
    const at = this.now()
    if (this.last && this.last.file === file && at - this.last.at < SAME_CLICK_MS) return
    this.last = { file, at }
    this.files.push(file)
    this.drain()
  }

  /** The page is there: open what was asked for so far with `open`, and from now on at once. */
  start(open: (file: string) => Promise<void>): void {
    this.open = open
    this.drain()
  }

  /** Resolves when every file asked for so far has been handled. */
  idle(): Promise<void> {
    return this.running
  }

  private drain(): void {
    const open = this.open
    if (!open) return
    while (this.files.length > 0) {
      const file = this.files.shift() as string
      this.running = this.running.then(() => open(file)).catch(() => undefined)
    }
  }
}

/**
 * What other launches ask of this one, from the first line of the main process on: files to open
 * (macOS 'open-file', a second instance's command line, our own) and bringing the window to the
 * front. Both events can come while the app is still starting (no window, the host not open yet);
 * the Electron glue registers them at the top level and they wait here until ready().
 */
export class LaunchRequests {
  private readonly files: OpenFileQueue
  private focus: (() => void) | null = null
  private focusWanted = false

  constructor(now?: () => number) {
    this.files = new OpenFileQueue(now)
  }

  /** macOS: a file dropped on the Dock icon or double-clicked in the Finder. */
  openFile(file: string): void {
    this.files.add(file)
  }

  /** The game record files named on a command line (this launch's own, or a second instance's). */
  commandLine(argv: readonly string[], cwd: string): void {
    for (const file of gameFilesIn(argv, cwd)) this.files.add(file)
  }

  /** Another Safehouse was started: it quits, and this one opens its files and comes to the front. */
  secondInstance(argv: readonly string[], cwd: string): void {
    this.commandLine(argv, cwd)
    if (this.focus) this.focus()
    else this.focusWanted = true
  }

  /** The window and the host are there: what was asked for so far happens now, the rest at once. */
  ready(handlers: { open(file: string): Promise<void>; focus(): void }): void {
    this.focus = handlers.focus
    if (this.focusWanted) {
      this.focusWanted = false
      handlers.focus()
    }
    this.files.start(handlers.open)
  }

  /** Resolves when every file asked for so far has been handled. */
  idle(): Promise<void> {
    return this.files.idle()
  }
}
