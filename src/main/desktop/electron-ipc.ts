// Electron glue (imported only by src/main/index.ts): registers the IPC handlers. Each one goes
// through guard() (ipc-schemas.ts): the sender frame must be the app's page, the arguments must
// match the channel's schema.
import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron'
import { guard, IpcRefusal, type ArgsOf, type GuardedChannel, type SenderFrame } from './ipc-schemas'

function senderOf(event: IpcMainEvent | IpcMainInvokeEvent): SenderFrame | null {
  const frame = event.senderFrame
  if (!frame) return null
  return { url: frame.url, top: frame.parent === null }
}

export class IpcRegistry {
  private readonly channels: string[] = []

  constructor(
    private readonly ipcMain: IpcMain,
    private readonly appOrigins: readonly string[],
    private readonly warn: (message: string) => void,
  ) {}

  /** A request/answer channel (ipcRenderer.invoke). */
  handle<C extends GuardedChannel>(channel: C, handler: (args: ArgsOf<C>) => unknown): void {
    const guarded = guard(channel, this.appOrigins, handler)
    this.ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      try {
        return await guarded(senderOf(event), args)
      } catch (err) {
        if (err instanceof IpcRefusal) this.warn(err.message)
        throw err
      }
    })
    this.channels.push(channel)
  }

  /** A one-way channel (ipcRenderer.send): refusals are logged, never answered. */
  on<C extends GuardedChannel>(channel: C, handler: (args: ArgsOf<C>) => void): void {
    const guarded = guard(channel, this.appOrigins, handler)
    this.ipcMain.on(channel, (event, ...args: unknown[]) => {
      try {
        guarded(senderOf(event), args)
      } catch (err) {
        this.warn(err instanceof Error ? err.message : String(err))
      }
    })
    this.channels.push(channel)
  }

  removeAll(): void {
    for (const channel of this.channels) {
      this.ipcMain.removeHandler(channel)
      this.ipcMain.removeAllListeners(channel)
    }
    this.channels.length = 0
  }
}
