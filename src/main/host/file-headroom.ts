// A few file descriptors held in reserve for saving moves. Every connection holds a descriptor, and
// once a process has used up its limit (EMFILE) a save cannot open its file: the move would be
// refused while idle sockets sit on every descriptor. Saves open through here: on EMFILE a spare
// descriptor is given up and the open tried again; the spare is taken back after the save.
import { devNull } from 'node:os'
import { open, type FileHandle } from 'node:fs/promises'

const SPARES = 4
/** Further tries once the spares are spent, waiting for a descriptor to come free. */
const WAITS_MS = [10, 50, 100, 250, 500, 1000]

export function outOfDescriptors(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code
  return code === 'EMFILE' || code === 'ENFILE'
}

export class FileHeadroom {
  private readonly spares: FileHandle[] = []
  private filling: Promise<void> | null = null

  constructor(
    private readonly count = SPARES,
    private readonly openFile: typeof open = open,
  ) {}

  /** Takes spare descriptors up to `count` (as many as it can get; never throws). */
  fill(): Promise<void> {
    if (this.spares.length >= this.count) return Promise.resolve()
    if (!this.filling) {
      this.filling = this.take().finally(() => {
        this.filling = null
      })
    }
    return this.filling
  }

  private async take(): Promise<void> {
    try {
      while (this.spares.length < this.count) this.spares.push(await this.openFile(devNull, 'r'))
    } catch {
      // No descriptor to spare right now: the next save tries again.
    }
  }

  /** Spare descriptors held now. */
  held(): number {
    return this.spares.length
  }

  /** Opens `path`; out of descriptors, gives up a spare (or waits a little) and tries again. */
  async open(path: string, flags: string | number, mode?: number): Promise<FileHandle> {
    let waited = 0
    for (;;) {
      try {
        return await this.openFile(path, flags, mode)
      } catch (err) {
        if (!outOfDescriptors(err)) throw err
        const spare = this.spares.pop()
        if (spare) await spare.close().catch(() => {})
        else if (waited < WAITS_MS.length) await new Promise((done) => setTimeout(done, WAITS_MS[waited++]))
        else throw err
      }
    }
  }

  /** Closes every spare. */
  async release(): Promise<void> {
    await this.filling
    await Promise.all(this.spares.splice(0).map((spare) => spare.close().catch(() => {})))
  }
}
