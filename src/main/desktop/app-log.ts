// The main process's warnings (a crashed page, a port taken, mDNS errors), also kept in a file:
// a packaged app has no terminal, so what went wrong before a player's blank window or lost game
// is otherwise gone. One line per warning with its time; the file is started afresh (the previous
// one kept as .old) once it passes maxBytes, so it never grows without bound. Writing never throws:
// a log that cannot be written must not take the app down.
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

export const LOG_MAX_BYTES = 512 * 1024

export class AppLog {
  private failed = false

  constructor(
    readonly file: string,
    private readonly now: () => Date = () => new Date(),
    private readonly maxBytes = LOG_MAX_BYTES,
  ) {}

  write(message: string): void {
    if (this.failed) return
    try {
      mkdirSync(dirname(this.file), { recursive: true })
      if ((statSync(this.file, { throwIfNoEntry: false })?.size ?? 0) > this.maxBytes) renameSync(this.file, `${this.file}.old`)
      appendFileSync(this.file, `${this.now().toISOString()} ${message.replace(/[\r\n]+/g, ' ')}\n`, { mode: 0o600 })
    } catch {
      // Read-only or full disk: stop trying, the console still has it.
      this.failed = true
    }
  }
}
